/**
 * Card lists (decks, discards, a player's hand, row, resources, spells and events) are shared between a
 * state and its copy (`clone.ts`), so the rules never write one in place: a change makes a new list.
 */

/** `list` with `items` added at the end. */
export const withAdded = <T>(list: readonly T[], ...items: T[]): T[] => list.concat(items);

/** `list` without the first copy of `item` (unchanged copy if absent). */
export function withoutOne<T>(list: readonly T[], item: T): T[] {
  const out = list.slice();
  const i = out.indexOf(item);
  if (i >= 0) out.splice(i, 1);
  return out;
}

/** `list` without the entry at index `i`. */
export function withoutAt<T>(list: readonly T[], i: number): T[] {
  const out = list.slice();
  out.splice(i, 1);
  return out;
}
