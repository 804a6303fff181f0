import type { ValheimView } from '@skald/valheim';
import { withNames } from '../../session/move-log.js';

/**
 * The lines the game's own log gained in an update: rolls, reveals, events, raids, the arena. The log is
 * bounded (old lines drop off the front), so the new lines are what follows the longest overlap.
 */
export function newLogLines(before: readonly string[], after: readonly string[]): string[] {
  for (let o = Math.min(before.length, after.length); o > 0; o--) {
    const tail = before.slice(before.length - o);
    if (tail.every((x, i) => x === after[i])) return after.slice(o);
  }
  return [...after];
}

/** What an update told beyond the move itself, for the move log, with the table's names for the seats. */
export function narrateValheim(
  before: ValheimView,
  after: ValheimView,
  seatName: (seat: string) => string,
): string[] {
  return newLogLines(before.log, after.log).map((line) => withNames(line, seatName));
}
