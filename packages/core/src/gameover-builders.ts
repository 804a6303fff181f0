import { seatIds } from './seats.js';

/**
 * A co-operative win: every seat wins together, `score: 1`. The stock MCTSBot adds a numeric `score` to
 * every node and the fair bots give each seat the team score, so every seat values the team's result.
 */
export function teamWin(
  seats: readonly string[] | number,
  reason?: string,
): { winners: string[]; score: 1; reason?: string } {
  const winners = typeof seats === 'number' ? seatIds(seats) : [...seats];
  return reason === undefined ? { winners, score: 1 } : { winners, score: 1, reason };
}

/** A co-operative loss: nobody wins, `score: 0`. */
export function teamLoss(reason?: string): { winners: []; score: 0; reason?: string } {
  return reason === undefined ? { winners: [], score: 0 } : { winners: [], score: 0, reason };
}
