import { type Rng, shuffle } from './rng.js';

/**
 * Piles are plain arrays of card ids; index 0 is the top. Every helper is pure: it returns new arrays
 * and never mutates its inputs, so it is safe on frozen boardgame.io state and inside Immer drafts alike.
 */

/** Take up to `n` cards from the top. */
export function drawMany<T>(pile: readonly T[], n: number): { drawn: T[]; rest: T[] } {
  const k = Math.max(0, Math.min(n, pile.length));
  return { drawn: pile.slice(0, k), rest: pile.slice(k) };
}

/** Take the top card, if any. */
export function draw<T>(pile: readonly T[]): { card: T | undefined; rest: T[] } {
  return { card: pile[0], rest: pile.slice(1) };
}

/**
 * Draw `n` cards; when the draw pile runs out, shuffle the discard pile into a new draw pile and go on.
 * Stops early only when both piles are empty.
 */
export function drawWithReshuffle<T>(
  rng: Rng,
  drawPile: readonly T[],
  discard: readonly T[],
  n: number,
): { drawn: T[]; drawPile: T[]; discard: T[]; reshuffled: number } {
  let pile = drawPile.slice();
  let disc = discard.slice();
  const drawn: T[] = [];
  let reshuffled = 0;
  while (drawn.length < n) {
    if (pile.length === 0) {
      if (disc.length === 0) break;
      pile = shuffle(rng, disc);
      disc = [];
      reshuffled++;
    }
    drawn.push(pile.shift() as T);
  }
  return { drawn, drawPile: pile, discard: disc, reshuffled };
}

/** Shuffle the discard pile under (after) the current draw pile. */
export function reshuffleDiscard<T>(
  rng: Rng,
  drawPile: readonly T[],
  discard: readonly T[],
): { drawPile: T[]; discard: T[] } {
  return { drawPile: [...drawPile, ...shuffle(rng, discard)], discard: [] };
}

/** Remove the first occurrence of `id`; `found` is false (and the pile unchanged) when absent. */
export function removeById<T>(pile: readonly T[], id: T): { found: boolean; rest: T[] } {
  const i = pile.indexOf(id);
  if (i < 0) return { found: false, rest: pile.slice() };
  return { found: true, rest: [...pile.slice(0, i), ...pile.slice(i + 1)] };
}

/** Move the first occurrence of `id` from one pile to the top (or bottom) of another. */
export function moveById<T>(
  from: readonly T[],
  to: readonly T[],
  id: T,
  where: 'top' | 'bottom' = 'top',
): { found: boolean; from: T[]; to: T[] } {
  const { found, rest } = removeById(from, id);
  if (!found) return { found, from: rest, to: to.slice() };
  return { found, from: rest, to: where === 'top' ? [id, ...to] : [...to, id] };
}

/** Whether `sub` is contained in `pile` as a multiset (each copy counted). */
export function containsAll<T>(pile: readonly T[], sub: readonly T[]): boolean {
  const counts = new Map<T, number>();
  for (const c of pile) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const c of sub) {
    const left = counts.get(c) ?? 0;
    if (left === 0) return false;
    counts.set(c, left - 1);
  }
  return true;
}

/** A multiset as a sorted copy, for comparing piles regardless of order. */
export function sortedCopy<T>(pile: readonly T[]): T[] {
  return pile.slice().sort((a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));
}
