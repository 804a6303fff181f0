/**
 * Orlog throughput beside boardgame.io tic-tac-toe, in one run on one machine:
 * reducer moves/s, random playouts/s through the reducer, full random games/s on the pure rules core.
 * The three measurements are interleaved in short slices, so a machine shared with other jobs slows
 * them alike and the ratios stay meaningful.
 *
 *   NODE_ENV=production npx tsx packages/orlog/scripts/bench.ts [seconds per figure = 5]
 */
import { pick, rngFromSeed } from '@skald/core';
import type { Game } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { enumerate } from '../src/ai.js';
import { DEFAULT_RULES } from '../src/data/rulings.js';
import { Orlog } from '../src/game.js';
import { activeSeats, applyMove, legalMoves } from '../src/rules/apply.js';
import { initialState } from '../src/rules/match.js';

const seconds = Number(process.argv[2] ?? 5);

const TicTacToe: Game<{ cells: (string | null)[] }> = {
  name: 'tic-tac-toe',
  setup: () => ({ cells: Array(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: ({ G, playerID }, id: number) => {
      if (G.cells[id] !== null) return 'INVALID_MOVE';
      G.cells[id] = playerID;
    },
  },
  endIf: ({ G, ctx }) => {
    const c = G.cells;
    const lines = [
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
      [0, 3, 6],
      [1, 4, 7],
      [2, 5, 8],
      [0, 4, 8],
      [2, 4, 6],
    ];
    for (const [a, b, d] of lines)
      if (c[a!] !== null && c[a!] === c[b!] && c[a!] === c[d!]) return { winner: ctx.currentPlayer };
    if (c.every((x) => x !== null)) return { draw: true };
  },
  ai: { enumerate: (G) => G.cells.flatMap((c, i) => (c === null ? [{ move: 'clickCell', args: [i] }] : [])) },
};

interface Tally {
  moves: number;
  games: number;
  /** Wall time of whole playouts (setup, enumerate, bot choice, reducer). */
  ms: number;
  /** Time spent inside the reducer only. */
  reducerMs: number;
}
const tally = (): Tally => ({ moves: 0, games: 0, ms: 0, reducerMs: 0 });
const SLICE_MS = 250;

function reducerPlayouts(t: Tally, game: Game<any>, setupData?: unknown) {
  const rng = rngFromSeed(`bench${t.games}`);
  const start = performance.now();
  while (performance.now() - start < SLICE_MS) {
    const games = t.games;
    const g = { ...game, seed: `b${games}` };
    const reducer = CreateGameReducer({ game: g });
    let state: any = InitializeGame({ game: g, numPlayers: 2, setupData });
    while (!state.ctx.gameover) {
      const seats = state.ctx.activePlayers
        ? Object.keys(state.ctx.activePlayers)
        : [state.ctx.currentPlayer];
      const pid = pick(rng, seats);
      const m = pick(
        rng,
        game.ai!.enumerate(state.G, state.ctx, pid) as { move: string; args?: unknown[] }[],
      );
      const action = {
        type: 'MAKE_MOVE' as const,
        payload: { type: m.move, args: m.args ?? [], playerID: pid },
      };
      const before = performance.now();
      state = reducer(state, action);
      t.reducerMs += performance.now() - before;
      t.moves++;
    }
    t.games++;
  }
  t.ms += performance.now() - start;
}

function coreGames(t: Tally) {
  const bot = rngFromSeed(`bench-core${t.games}`);
  const start = performance.now();
  while (performance.now() - start < SLICE_MS) {
    const rng = rngFromSeed(`c${t.games}`);
    let s = initialState('beginner', DEFAULT_RULES, rng);
    while (s.step !== 'over') {
      const seat = pick(bot, activeSeats(s));
      const m = pick(bot, legalMoves(s, seat));
      s = applyMove(s, seat, m.move, m.args ?? [], rng)!;
      t.moves++;
    }
    t.games++;
  }
  t.ms += performance.now() - start;
}

const rate = (t: Tally) => ({
  reducerMovesPerSec: t.moves / (t.reducerMs / 1000),
  movesPerSec: t.moves / (t.ms / 1000),
  gamesPerSec: t.games / (t.ms / 1000),
  movesPerGame: t.moves / t.games,
});

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const tallies = { ttt: tally(), orlog: tally(), core: tally() };
const orlogGame = { ...Orlog, ai: { enumerate } };
for (let i = 0; i < (seconds * 1000) / SLICE_MS; i++) {
  reducerPlayouts(tallies.ttt, TicTacToe);
  reducerPlayouts(tallies.orlog, orlogGame, { mode: 'beginner' });
  coreGames(tallies.core);
}
const ttt = rate(tallies.ttt);
const orlog = rate(tallies.orlog);
const core = rate(tallies.core);
console.log(`NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}, ${seconds} s per figure, interleaved`);
console.log(
  `tic-tac-toe: reducer ${fmt(ttt.reducerMovesPerSec)} moves/s; random playouts ${fmt(ttt.gamesPerSec)}/s (${fmt(ttt.movesPerSec)} moves/s with enumerate)`,
);
console.log(
  `orlog (beginner): reducer ${fmt(orlog.reducerMovesPerSec)} moves/s (${(orlog.reducerMovesPerSec / ttt.reducerMovesPerSec).toFixed(2)}× tic-tac-toe); random playouts ${fmt(orlog.gamesPerSec)}/s (${orlog.movesPerGame.toFixed(0)} moves each, ${fmt(orlog.movesPerSec)} moves/s with enumerate, ${(orlog.movesPerSec / ttt.movesPerSec).toFixed(2)}× tic-tac-toe)`,
);
console.log(
  `orlog (beginner): pure core ${fmt(core.gamesPerSec)} full random games/s, ${fmt(core.movesPerSec)} moves/s (${(core.gamesPerSec / orlog.gamesPerSec).toFixed(0)}× the reducer playouts)`,
);
