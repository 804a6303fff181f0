/**
 * Card lists (decks, discards, a player's hand, row, resources, spells and events) are shared between a
 * state and its copy (`clone.ts`), so the rules never write one in place: a change makes a new list.
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
 * entries all come from `sorted` (every id of one kind, sorted).
 */
export function distinctIn<T>(list: readonly T[], sorted: readonly T[]): T[] {
  const out: T[] = [];
  if (list.length === 0) return out;
  for (const t of sorted) if (list.includes(t)) out.push(t);
  return out;
}

/** Resource types, sorted (`distinctIn`). */
export const SORTED_TYPES: readonly string[] = [...RESOURCE_TYPES].sort();
/** Spell ids, sorted (`distinctIn`). */
export const SORTED_SPELLS: readonly string[] = SPELLS.map((x) => x.id).sort();

/** `list` without the entry at index `i`. */
export function withoutAt<T>(list: readonly T[], i: number): T[] {
  const out = list.slice();
  out.splice(i, 1);
  return out;
}
