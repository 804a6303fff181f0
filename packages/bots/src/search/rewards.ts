import type { Gameover } from '@skald/core';

/**
 * How much each seat gets out of one finished playout, in [0, 1]:
 * - `{ winner }`: 1 to the winner, 0 to the rest;
 * - `{ draw: true }`: an equal share, 1/n each (0.5 in a two-player game, as the stock MCTSBot counts it);
 * - `{ winners: [...] }` in a competitive game: a shared win, 1/k to each of the k winners;
 * - co-operative games (`{ winners: [every seat], score }`): the team result goes to every seat alike —
 *   `score` when it is a number, else 1 for a win and 0 for a loss.
 * `undefined` (a playout cut off before the end) is worth an equal share in a competitive game and 0 in a
 * co-operative one, so an unfinished playout never looks like a win.
 */
export function rewards(
  gameover: Gameover | undefined,
  seats: readonly string[],
  cooperative: boolean,
): number[] {
  const n = seats.length;
  if (gameover === undefined) return seats.map(() => (cooperative ? 0 : 1 / n));
  if ('winner' in gameover) return seats.map((s) => (s === gameover.winner ? 1 : 0));
  if ('draw' in gameover) return seats.map(() => 1 / n);
  const { winners } = gameover;
  if (cooperative) {
    const team = typeof gameover.score === 'number' ? gameover.score : winners.length > 0 ? 1 : 0;
    return seats.map(() => team);
  }
  return seats.map((s) => (winners.includes(s) ? 1 / winners.length : 0));
}
