/**
 * Card lists (decks, discards, a player's hand, row, resources, spells and events) are shared between a
 * state and its copy (`shape.ts`), so the rules never write one in place: a change makes a new list.
 */
import { RESOURCE_TYPES } from '../data/resources.js';
import { SPELLS } from '../data/spells.js';

/** `list` with `items` added at the end (a copy and pushes: `concat` is a slower builtin on the hot path). */
export function withAdded<T>(list: readonly T[], ...items: T[]): T[] {
  const out = list.slice();
  for (let i = 0; i < items.length; i++) out.push(items[i]!);
  return out;
}

/** `list` without the first copy of `item` (unchanged copy if absent). */
export function withoutOne<T>(list: readonly T[], item: T): T[] {
  const out = list.slice();
  const i = out.indexOf(item);
  if (i >= 0) out.splice(i, 1);
  return out;
}

/**
 * The distinct entries of `list`, sorted: `[...new Set(list)].sort()` without a Set, for a list whose
 * entries all come from `sorted` (every id of one kind, sorted). For the two sorted id lists below, one
 * pass over `list` marks the ids it holds (a discard pile is long: one `includes` per id read it again
 * and again); any other `sorted` is asked id by id.
 */
export function distinctIn<T>(list: readonly T[], sorted: readonly T[]): T[] {
  const out: T[] = [];
  if (list.length === 0) return out;
  const at = POSITION.get(sorted) as ReadonlyMap<T, number> | undefined;
  if (!at) {
    for (const t of sorted) if (list.includes(t)) out.push(t);
    return out;
  }
  const all = (1 << sorted.length) - 1; // `2 **` is a slow power call on the hot path
  let held = 0;
  for (let i = 0; i < list.length && held !== all; i++) {
    const k = at.get(list[i]!);
    if (k !== undefined) held |= 1 << k;
  }
  for (let k = 0; held !== 0; k++, held >>>= 1) if ((held & 1) === 1) out.push(sorted[k]!);
  return out;
}

/** Resource types, sorted (`distinctIn`). */
export const SORTED_TYPES: readonly string[] = [...RESOURCE_TYPES].sort();
/** Spell ids, sorted (`distinctIn`). */
export const SORTED_SPELLS: readonly string[] = SPELLS.map((x) => x.id).sort();
/** Each id's place in its sorted list (at most 30 ids: one bit each). */
const POSITION: ReadonlyMap<readonly unknown[], ReadonlyMap<unknown, number>> = new Map(
  [SORTED_TYPES, SORTED_SPELLS]
    .filter((ids) => ids.length <= 30)
    .map((ids) => [ids, new Map(ids.map((id, i) => [id, i]))]),
);

/** `list` without the entry at index `i`. */
export function withoutAt<T>(list: readonly T[], i: number): T[] {
  const out = list.slice();
  out.splice(i, 1);
  return out;
}
