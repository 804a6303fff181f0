import { MCTSBot, RandomBot, Simulate } from 'boardgame.io/ai';
import { InitializeGame } from 'boardgame.io/internal';
import { expect } from 'chai';
import { enumerate } from '../src/ai.js';
import { AssaultOfTheGiants } from '../src/game.js';

describe("assault-of-the-giants with boardgame.io's stock bots", () => {
  it('MCTSBot (small budget) and two RandomBots play a complete 3-player game through Simulate', async function () {
    this.timeout(240000);
    const game = { ...AssaultOfTheGiants, seed: 'giants-mcts' };
    const mcts = new MCTSBot({
      game,
      enumerate: enumerate as any,
      seed: 'm',
      iterations: 3,
      playoutDepth: 8,
    });
    const random = new RandomBot({ enumerate: enumerate as any, seed: 'r' });
    const state = InitializeGame({ game, numPlayers: 3 });
    const { state: end } = await Simulate({ game, bots: { '0': mcts, '1': random, '2': random }, state });
    expect(end.ctx.gameover).to.satisfy(
      (g: any) => typeof g?.winner === 'string' || Array.isArray(g?.winners),
    );
  });
});
