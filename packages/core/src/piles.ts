import { type Rng, shuffle } from './rng.js';

/**
 * Piles are plain arrays of card ids; index 0 is the top. Every helper is pure: it returns new arrays
 * and never mutates its inputs, so it is safe on frozen boardgame.io state and inside Immer drafts alike.
 */

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
