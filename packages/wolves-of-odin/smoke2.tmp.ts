import { InitializeGame, CreateGameReducer } from 'boardgame.io/internal';
import { rngFromSeed, rngFromBgioState, pick } from '@skald/core';
import { WolvesOfOdin, core, invariants } from './src/index.js';
import { isDeepStrictEqual } from 'node:util';
const t0 = performance.now(); let moves = 0;
for (let g = 0; g < 30; g++) {
  const n = 3 + (g % 3);
  const game = { ...WolvesOfOdin, seed: 'r' + g };
  const reducer = CreateGameReducer({ game });
  let state: any = InitializeGame({ game, numPlayers: n });
  const rng = rngFromSeed('bot' + g);
  let steps = 0;
  while (!state.ctx.gameover && steps < 5000) {
    const s = core.fromMatch(state.G, state.ctx);
    const act = core.activePlayers(s);
    const bg = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
    if (!isDeepStrictEqual(act, bg)) throw new Error(`active mismatch ${act} vs ${bg} phase ${state.ctx.phase} ${JSON.stringify(state.G.flow)}`);
    if (state.ctx.phase !== state.G.flow.phase) throw new Error(`phase mismatch ${state.ctx.phase} ${state.G.flow.phase}`);
    const pid = act[0];
    const legal = core.legalMoves(s, pid);
    const mv = pick(rng, legal);
    const expected = core.apply(s, pid, mv, rngFromBgioState(state.plugins.random.data));
    const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: mv.move, args: mv.args, playerID: pid } });
    if (next === state || next.transients?.error) throw new Error('rejected ' + JSON.stringify(mv) + JSON.stringify(next.transients));
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(next.G)), expected)) {
      console.log(JSON.stringify(mv)); console.log(JSON.stringify(next.G.flow)); console.log(JSON.stringify(expected.flow));
      throw new Error('core mismatch');
    }
    const inv = invariants(next.G); if (inv.length) throw new Error(inv.join('\n'));
    state = next; steps++; moves++;
  }
  if (!state.ctx.gameover) throw new Error('no end');
  if (!isDeepStrictEqual(state.ctx.gameover, core.gameover(state.G))) throw new Error('gameover mismatch');
}
console.log('ok moves', moves, 'ms', performance.now() - t0);
