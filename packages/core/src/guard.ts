// biome-ignore-all lint/suspicious/noExplicitAny: wraps boardgame.io moves of every game and shape
import type { Move } from 'boardgame.io';

/**
 * boardgame.io's `INVALID_MOVE` (the string itself), defined here so that @skald/core has no runtime
 * dependency on boardgame.io, whose subpath imports fail under plain Node ESM (no `exports` map).
 */
export const INVALID_MOVE = 'INVALID_MOVE' as const;

/** What the guard tells the world when a move throws. */
export interface MoveErrorReport {
  /** the game id the move belongs to */
  game: string;
  /** the move's name */
  move: string;
  /** the player who sent it, when boardgame.io names one */
  playerID: string | undefined;
  /** the arguments the client sent */
  args: unknown[];
  /** what the move threw */
  error: unknown;
}

/** Receives a report of each move that threw (`setMoveErrorReporter`). */
export type MoveErrorReporter = (report: MoveErrorReport) => void;

const defaultReporter: MoveErrorReporter = (r) => {
  console.error(
    `[skald] move ${r.game}.${r.move} by ${r.playerID ?? '?'} threw; answered INVALID_MOVE:`,
    r.error,
  );
};

// skald-allow-module-state: a process-wide logging hook (like console); no rule or bot ever reads it.
let reporter: MoveErrorReporter = defaultReporter;

/**
 * Replace the reporter (the conformance suite collects reports, a server logs them as JSON).
 * Returns a function that restores the previous one.
 */
export function setMoveErrorReporter(next: MoveErrorReporter): () => void {
  const previous = reporter;
  reporter = next;
  return () => {
    reporter = previous;
  };
}

type AnyMove = Move<any, any>;
type MoveFn = (context: any, ...args: any[]) => any;

function guardFn(game: string, name: string, fn: MoveFn): MoveFn {
  return (context, ...args) => {
    try {
      return fn(context, ...args);
    } catch (error) {
      reporter({ game, move: name, playerID: context?.playerID, args, error });
      return INVALID_MOVE;
    }
  };
}

/**
 * Wrap every move (plain or long form) so that an unexpected exception becomes `INVALID_MOVE` and is
 * reported instead of crashing the server. Validation in the move stays the first line of defence;
 * a report from here is a bug to fix.
 */
export function guardMoves<M extends Record<string, AnyMove>>(game: string, moves: M): M {
  const out: Record<string, AnyMove> = {};
  for (const [name, move] of Object.entries(moves)) {
    out[name] =
      typeof move === 'function'
        ? (guardFn(game, name, move as MoveFn) as AnyMove)
        : ({ ...move, move: guardFn(game, name, move.move as MoveFn) } as AnyMove);
  }
  return out as M;
}
