/** Moving cards between zones, with the Twelve-Card Rule and the reshuffle of the discard pile. */
import { int, type Rng, shuffle } from '@skald/core';
import { RULES } from '../data/constants.js';
import { RAGNAROK } from '../data/deities.js';
import { CARD_KIND, PEOPLE_KINDS, type PeopleKind } from '../data/people.js';
import type { Seat, WolvesState } from '../state.js';
import { kindOf } from './strength.js';

export const handRoom = (s: WolvesState, seat: Seat): number =>
  Math.max(0, RULES.handLimit - s.players[seat]!.hand.length);

/**
 * Take the top People card, reshuffling the discard pile when the deck is empty; null if none left.
 * The three decks are never changed in place, only replaced (copy on write): `cloneState` then shares them.
 */
export function drawTop(s: WolvesState, rng: Rng): number | null {
  if (s.deck.length === 0) {
    if (s.discard.length === 0) return null;
    s.deck = shuffle(rng, s.discard);
    s.discard = [];
  }
  const top = s.deck[0] as number;
  s.deck = s.deck.slice(1);
  return top;
}

/** Draw up to `n` cards into a hand, stopping at 12 cards or when no card is left. Returns the count. */
export function drawCards(s: WolvesState, seat: Seat, n: number, rng: Rng): number {
  let drawn = 0;
  while (drawn < n && handRoom(s, seat) > 0) {
    const c = drawTop(s, rng);
    if (c === null) break;
    s.players[seat]!.hand.push(c);
    drawn++;
  }
  return drawn;
}

export const canDraw = (s: WolvesState, seat: Seat): boolean =>
  handRoom(s, seat) > 0 && s.deck.length + s.discard.length > 0;

/** Put a card into a hand face up (everyone saw it arrive). The caller checks the hand limit. */
export function takeIntoHand(s: WolvesState, seat: Seat, card: number): void {
  const p = s.players[seat]!;
  p.hand.push(card);
  p.known = [...p.known, card]; // replaced, never changed in place (rules/shape.ts)
}

/** The index of the first card of `kind` in a pile, or -1 (a loop: `findIndex` is slow on a frozen list). */
export function firstOfKind(cards: readonly number[], kind: PeopleKind): number {
  for (let i = 0; i < cards.length; i++) if (kindOf(cards[i] as number) === kind) return i;
  return -1;
}

/**
 * Remove one card of `kind` from a hand, preferring a publicly known copy (so what others know about
 * the hand shrinks the same way whichever copy was used). Returns the card id or null.
 */
export function removeKindFromHand(s: WolvesState, seat: Seat, kind: PeopleKind): number | null {
  const p = s.players[seat]!;
  const k = firstOfKind(p.known, kind);
  const card = k >= 0 ? p.known[k] : p.hand[firstOfKind(p.hand, kind)];
  if (card === undefined) return null;
  p.hand.splice(p.hand.indexOf(card), 1);
  if (k >= 0) p.known = withoutIndex(p.known, k); // replaced, never changed in place (rules/shape.ts)
  return card;
}

/** Remove a specific card from wherever it sits in a line; returns its owner and index, or null. */
export function findInLines(s: WolvesState, card: number): { seat: Seat; index: number } | null {
  for (let seat = 0; seat < s.players.length; seat++) {
    const index = s.players[seat]!.line.indexOf(card);
    if (index >= 0) return { seat, index };
  }
  return null;
}

/** Take a card out of its line; the line closes the gap. */
export function removeFromLine(s: WolvesState, card: number): Seat | null {
  const at = findInLines(s, card);
  if (!at) return null;
  const owner = s.players[at.seat]!; // its line is replaced, never changed in place (rules/shape.ts)
  owner.line = withoutIndex(owner.line, at.index);
  return at.seat;
}

export const handKinds = (s: WolvesState, seat: Seat): PeopleKind[] => uniqueKinds(s.players[seat]!.hand);

/** Every People kind sorted by name, and each card id's position in that list (a bit in a kind mask). */
const SORTED_KINDS: readonly PeopleKind[] = [...PEOPLE_KINDS].sort();
const CARD_BIT: readonly number[] = CARD_KIND.map((k) => 1 << SORTED_KINDS.indexOf(k));

/** Distinct kinds in a pile, sorted by kind name. */
export function uniqueKinds(cards: readonly number[]): PeopleKind[] {
  let mask = 0;
  for (let i = 0; i < cards.length; i++) mask |= CARD_BIT[cards[i] as number] as number;
  const out: PeopleKind[] = [];
  for (let i = 0; mask !== 0; i++, mask >>= 1) if (mask & 1) out.push(SORTED_KINDS[i] as PeopleKind);
  return out;
}

/**
 * One card of each kind in a pile, the first of its kind, sorted by kind name (the kinds `uniqueKinds` lists,
 * each with the card `cards.find` would give for it), in one pass.
 */
export function firstOfEachKind(cards: readonly number[]): number[] {
  let mask = 0;
  for (let i = 0; i < cards.length; i++) mask |= CARD_BIT[cards[i] as number] as number;
  const out: number[] = [];
  // Kinds in name order are bits in ascending order; each kind's first card by a scan (a hand holds ≤ 12).
  for (let bit = 1; mask !== 0; bit <<= 1) {
    if ((mask & bit) === 0) continue;
    mask &= ~bit;
    for (let i = 0; i < cards.length; i++)
      if (CARD_BIT[cards[i] as number] === bit) {
        out.push(cards[i] as number);
        break;
      }
  }
  return out;
}

/** Refill the Hall to three from the Deity deck; a Ragnarök card revealed this way stays and ends the game. */
export function refillHall(s: WolvesState): void {
  while (s.hall.length < RULES.hallSize && s.deityDeck.length > 0) {
    const top = s.deityDeck[0] as string;
    s.deityDeck = s.deityDeck.slice(1);
    s.hall = [...s.hall, top]; // replaced, never changed in place (rules/shape.ts)
    if (top === RAGNAROK) s.flow.ragnarok = true;
  }
}

/** `list` without its item at `i`, as a new list (for lists the rules replace, never change in place). */
export function withoutIndex<T>(list: readonly T[], i: number): T[] {
  const out: T[] = [];
  for (let j = 0; j < list.length; j++) if (j !== i) out.push(list[j] as T);
  return out;
}

/** Pick one element at random (Nidhogg). */
export const randomIndex = (rng: Rng, n: number): number => int(rng, n);
