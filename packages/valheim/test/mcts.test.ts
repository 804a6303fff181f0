import { MCTSBot, Simulate } from 'boardgame.io/ai';
import { InitializeGame } from 'boardgame.io/internal';
import { expect } from 'chai';
import { enumerate } from '../src/ai.js';
import { Valheim } from '../src/game.js';

describe("boardgame.io's stock MCTSBot", () => {
  it('plays a whole solo game through Simulate and the reducer, ending in the co-op gameover', async function () {
    this.timeout(240000);
    const game = { ...Valheim, seed: 'mcts-valheim' };
    const bot = new MCTSBot({ game, enumerate: enumerate as any, seed: 'm', iterations: 4, playoutDepth: 8 });
    const state = InitializeGame({ game, numPlayers: 1 });
    const { state: end } = await Simulate({ game, bots: { '0': bot }, state, depth: 4000 });
    expect(end.ctx.gameover).to.satisfy(
      (g: { winners: string[]; score: number }) =>
        (g.score === 1 && g.winners.join() === '0') || (g.score === 0 && g.winners.length === 0),
    );
  });
});
