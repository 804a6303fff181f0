// Throughput of Wolves of Odin: reducer moves/s, reducer playouts/s, pure-core playouts/s (random play).
//   NODE_ENV=production npx tsx packages/wolves-of-odin/scripts/bench.ts [players=4] [games=30]

import { pick, rngFromSeed } from '@skald/core';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { core, newGame, WolvesOfOdin } from '../src/index.js';

const [players = 4, games = 30] = process.argv.slice(2).map(Number);

let moves = 0;
let t0 = performance.now();
for (let g = 0; g < games; g++) {
  const game = { ...WolvesOfOdin, seed: `bench-${g}` };
  const reducer = CreateGameReducer({ game });
  let state: any = InitializeGame({ game, numPlayers: players });
  const rng = rngFromSeed(`bench-bot-${g}`);
  while (!state.ctx.gameover) {
    const pid = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers)[0] : state.ctx.currentPlayer;
    const m = pick(rng, core.legalMoves(state.G, pid));
    state = reducer(state, { type: 'MAKE_MOVE', payload: { type: m.move, args: m.args, playerID: pid } });
    moves++;
  }
}
const reducerSecs = (performance.now() - t0) / 1000;

let coreMoves = 0;
t0 = performance.now();
for (let g = 0; g < games; g++) {
  const rng = rngFromSeed(`bench-core-${g}`);
  let s = newGame(players, rng);
  while (!s.flow.gameover) {
    const seat = core.activePlayers(s)[0]!;
    s = core.apply(s, seat, pick(rng, core.legalMoves(s, seat)), rng);
    coreMoves++;
  }
}
const coreSecs = (performance.now() - t0) / 1000;
console.log(
  JSON.stringify({
    game: 'wolves-of-odin',
    players,
    games,
    movesPerGame: Math.round(moves / games),
    reducerMovesPerSec: Math.round(moves / reducerSecs),
    reducerPlayoutsPerSec: +(games / reducerSecs).toFixed(2),
    coreMovesPerSec: Math.round(coreMoves / coreSecs),
    corePlayoutsPerSec: +(games / coreSecs).toFixed(2),
  }),
);
