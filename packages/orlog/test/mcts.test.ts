import { MCTSBot, RandomBot, Simulate } from 'boardgame.io/ai';
import { InitializeGame } from 'boardgame.io/internal';
import { expect } from 'chai';
import { enumerate } from '../src/ai.js';
import { Orlog } from '../src/game.js';

describe("boardgame.io's stock bots", () => {
  for (const mode of ['beginner', 'casual'] as const) {
    it(`MCTSBot (small budget) and RandomBot play a complete ${mode} game through Simulate`, async function () {
      this.timeout(60000);
      const game = { ...Orlog, seed: `mcts-test-${mode}`, setup: (c: any) => Orlog.setup!(c, { mode }) };
      const mcts = new MCTSBot({
        game,
        enumerate: enumerate as any,
        seed: 'm',
        iterations: 8,
        playoutDepth: 20,
      });
      const random = new RandomBot({ enumerate: enumerate as any, seed: 'r' });
      const state = InitializeGame({ game, numPlayers: 2 });
      const { state: end } = await Simulate({ game, bots: { '0': mcts, '1': random }, state });
      expect(end.ctx.gameover).to.have.property('winner').that.is.oneOf(['0', '1']);
    });
  }
});
