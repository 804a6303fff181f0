import { pick, rngFromSeed } from '@skald/core';
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { expect } from 'chai';
import { core, newGame, WolvesOfOdin } from '../src/index.js';

/** Play one game through the reducer: seat 0 is a stock MCTSBot, the others RandomBots. */
async function playWithMcts(numPlayers: number, seed: string) {
  const game = { ...WolvesOfOdin, seed };
  const reducer = CreateGameReducer({ game });
  let state: any = InitializeGame({ game, numPlayers });
  const enumerate = WolvesOfOdin.ai!.enumerate as any;
  const mcts = new MCTSBot({ game, enumerate, seed, iterations: 2, playoutDepth: 4 });
  const random = new RandomBot({ enumerate, seed });
  let moves = 0;
  while (!state.ctx.gameover && moves < 20000) {
    const pid = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers)[0]! : state.ctx.currentPlayer;
    const bot = pid === '0' ? mcts : random;
    const { action } = await bot.play(state, pid);
    const next = reducer(state, action);
    expect(next, `move ${JSON.stringify(action.payload)} was rejected`).to.not.equal(state);
    state = next;
    moves++;
  }
  return state;
}

describe('wolves-of-odin bots', function () {
  this.timeout(120_000);
  for (const n of [3, 4, 5]) {
    it(`the stock MCTSBot plays a complete ${n}-player game (seat 0; RandomBots elsewhere)`, async () => {
      const end = await playWithMcts(n, `mcts-${n}`);
      expect(end.ctx.gameover).to.satisfy(
        (g: any) => typeof g.winner === 'string' || Array.isArray(g.winners),
      );
    });
  }

  it('serialized G stays under 32 KB with 5 players over seeded playouts', () => {
    let max = 0;
    for (let g = 0; g < 20; g++) {
      const rng = rngFromSeed(`size-${g}`);
      let s = newGame(5, rng);
      while (!s.flow.gameover) {
        const seat = core.activePlayers(s)[0]!;
        s = core.apply(s, seat, pick(rng, core.legalMoves(s, seat)), rng);
        max = Math.max(max, JSON.stringify(s).length);
      }
    }
    expect(max).to.be.below(32 * 1024);
  });
});
