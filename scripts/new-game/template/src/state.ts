import type { Gameover } from '@skald/core';

/** The whole rule state, plain JSON: the rules never look at boardgame.io's `ctx`. */
export interface TemplateGameState {
  /** Banked points per seat (seat i is boardgame.io playerID `String(i)`). */
  scores: number[];
  /** Points gathered this turn, lost on a bust. */
  turnTotal: number;
  /** Pips of the last roll, or null before the first roll of a turn (public). */
  lastRoll: number | null;
  /** The seat to act. */
  current: number;
  /** Points needed to win. */
  target: number;
  result: Gameover | null;
}

export type TemplateGameMove = { move: 'roll' } | { move: 'hold' };
