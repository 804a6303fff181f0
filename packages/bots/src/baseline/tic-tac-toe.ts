import {
  type AiMove,
  type GameDescriptor,
  type GameModule,
  guardMoves,
  INVALID_MOVE,
  lockEvents,
  type RulesCore,
  setupValidator,
} from '@skald/core';
import type { Ctx, Game } from 'boardgame.io';

/**
 * boardgame.io's tutorial tic-tac-toe, kept as close to the tutorial as our conventions allow, so that
 * `pnpm bench` can report every game's speed as a ratio of this one measured in the same run (the design's
 * ~20k reducer moves/s figure is for this game). Differences from the tutorial: the cell index is validated,
 * `enumerate` answers only for the current player, and there is a pure rules core for the fast path.
 */
export interface TicTacToeState {
  /** The nine cells, row by row: the playerID that marked it, or null. */
  cells: (string | null)[];
}

/** The core state: the board plus whose turn it is (which boardgame.io keeps in ctx). */
export interface TicTacToeCore {
  /** The nine cells, row by row: the playerID that marked it, or null. */
  cells: (string | null)[];
  /** The playerID to move. */
  current: string;
}

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
] as const;

/** The baseline's catalogue entry (two players, at most nine moves). */
export const ticTacToeDescriptor: GameDescriptor = {
  id: 'tic-tac-toe',
  title: 'Tic-tac-toe',
  description: "boardgame.io's tutorial game, the speed baseline for benchmarks.",
  minPlayers: 2,
  maxPlayers: 2,
  cooperative: false,
  chance: false,
  hiddenInformation: false,
  simultaneous: false,
  setupOptions: {},
  maxMoves: 9,
};

/** The owner of a completed line, if any. */
export function lineOwner(cells: readonly (string | null)[]): string | null {
  for (const [a, b, c] of LINES) {
    const v = cells[a];
    if (v !== null && v !== undefined && v === cells[b] && v === cells[c]) return v;
  }
  return null;
}

/** The gameover of a board: the winner of a full line, a draw when all cells are marked, else `undefined`. */
export function ticTacToeResult(
  cells: readonly (string | null)[],
): { winner: string } | { draw: true } | undefined {
  const owner = lineOwner(cells);
  if (owner !== null) return { winner: owner };
  if (cells.every((c) => c !== null)) return { draw: true };
  return undefined;
}

const freeCells = (cells: readonly (string | null)[]): AiMove[] =>
  cells.flatMap((c, i) => (c === null ? [{ move: 'clickCell', args: [i] }] : []));

/** The boardgame.io game: `clickCell(index)` marks a free cell 0–8. */
export const TicTacToe: Game<TicTacToeState> = {
  name: ticTacToeDescriptor.id,
  minPlayers: 2,
  maxPlayers: 2,
  validateSetupData: setupValidator(ticTacToeDescriptor),
  events: lockEvents(), // players act only through moves
  setup: () => ({ cells: Array<string | null>(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: guardMoves(ticTacToeDescriptor.id, {
    clickCell: ({ G, playerID }, ...args: unknown[]) => {
      const id = args[0];
      if (args.length !== 1 || !Number.isInteger(id) || (id as number) < 0 || (id as number) > 8)
        return INVALID_MOVE;
      if (G.cells[id as number] !== null) return INVALID_MOVE;
      G.cells[id as number] = playerID;
    },
  }),
  endIf: ({ G }) => ticTacToeResult(G.cells),
  ai: {
    enumerate: (G: TicTacToeState, ctx: Ctx, playerID: string) =>
      playerID === ctx.currentPlayer && ctx.gameover === undefined ? freeCells(G.cells) : [],
  },
};

/** The pure rules core of tic-tac-toe, for the bots' fast path. */
export const ticTacToeCore: RulesCore<TicTacToeCore> = {
  fromMatch: (G: TicTacToeState, ctx: Ctx) => ({ cells: G.cells.slice(), current: ctx.currentPlayer }),
  activePlayers: (s) => (ticTacToeResult(s.cells) ? [] : [s.current]),
  legalMoves: (s, playerID) =>
    playerID === s.current && !ticTacToeResult(s.cells) ? freeCells(s.cells) : [],
  apply: (s, playerID, move) => {
    const i = move.args?.[0] as number;
    if (playerID !== s.current || s.cells[i] !== null) throw new Error(`tic-tac-toe: illegal ${i}`);
    const cells = s.cells.slice();
    cells[i] = playerID;
    // boardgame.io does not pass the turn once the game is over, so neither do we.
    const current = ticTacToeResult(cells) ? s.current : s.current === '0' ? '1' : '0';
    return { cells, current };
  },
  gameover: (s) => ticTacToeResult(s.cells),
};

/** Tic-tac-toe as a Skald game module (the benchmarks' speed baseline). */
export const ticTacToe: GameModule<TicTacToeState> = {
  game: TicTacToe,
  descriptor: ticTacToeDescriptor,
  determinize: (G) => G,
  core: ticTacToeCore,
};
