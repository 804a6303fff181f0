/**
 * Effects on lines (destroy, discard, take, move) and the reaction window that may cancel them:
 * Shield Wall (owner of the affected line, not after passing) and Huscarl (a Traitor, Raider or Assassin
 * placed in the owner's line, even after passing).
 */
import type { Rng } from '@skald/core';
import { RULES } from '../data/constants.js';
import type { Effect, Seat, WolvesState } from '../state.js';
import { canTouchLine, shieldedByOdin } from './deities.js';
import { canJoinLine, deityOwner, kindOf, runeOf } from './strength.js';
import { drawCards, findInLines, handRoom, removeFromLine, takeIntoHand } from './zones.js';

export type Reaction = 'shieldWall' | 'huscarl' | 'decline';

/** The line a Traitor, Raider or Assassin was placed in, for the Huscarl's reaction. */
export function huscarlLine(effect: Effect, s: WolvesState): Seat | null {
  if (
    effect.kind === 'raid' ||
    effect.kind === 'traitor' ||
    (effect.kind === 'destroy' && effect.cause === 'assassin')
  ) {
    const card = effect.kind === 'destroy' ? effect.cards[0] : effect.card;
    return card === undefined ? null : (findInLines(s, card)?.seat ?? null);
  }
  return null;
}

export function reactionsFor(s: WolvesState, seat: Seat, effect: Effect): Reaction[] {
  const p = s.players[seat]!;
  const out: Reaction[] = [];
  if (!p.passed && p.hand.some((c) => kindOf(c) === 'shieldWall')) out.push('shieldWall');
  if (huscarlLine(effect, s) === seat && p.line.some((c) => kindOf(c) === 'huscarl')) out.push('huscarl');
  out.push('decline');
  return out;
}

function affectedLines(s: WolvesState, effect: Effect): Seat[] {
  const cards = effect.kind === 'raid' || effect.kind === 'traitor' ? [effect.card] : effect.cards;
  const seats = new Set<Seat>();
  for (const c of cards) {
    const at = findInLines(s, c);
    if (at) seats.add(at.seat);
  }
  return [...seats].sort((a, b) => a - b);
}

/**
 * Plague and Tyr hit "all players, including you": their player may shield their own line too (ruling
 * R25). Effects whose player picked the target get no window for that player.
 */
const hitsEveryLine = (effect: Effect): boolean =>
  effect.kind === 'plague' || (effect.kind === 'destroy' && effect.cause === 'tyr');

/** Open a reaction window for the owners who can cancel `effect`, or resolve it at once if nobody can. */
export function openEffect(s: WolvesState, effect: Effect, rng: Rng): void {
  const waiting = affectedLines(s, effect).filter(
    (o) => (o !== effect.by || hitsEveryLine(effect)) && reactionsFor(s, o, effect).length > 1,
  );
  if (waiting.length === 0) resolveEffect(s, effect, [], rng);
  else s.flow.pending.unshift({ kind: 'react', waiting, cancelled: [], effect });
}

/** A unit is destroyed: into Nagelfar's owner's line if it belonged to someone else, else discarded. */
export function destroyUnit(s: WolvesState, card: number): void {
  const owner = removeFromLine(s, card);
  if (owner === null) return;
  const nag = deityOwner(s, 'nagelfar');
  if (
    nag !== null &&
    nag !== owner &&
    !shieldedByOdin(s, nag, owner) &&
    canJoinLine(s.players[nag]!.line, card)
  ) {
    const taker = s.players[nag]!; // its line is replaced, never changed in place (rules/shape.ts)
    taker.line = [...taker.line, card];
  } else {
    s.discard.push(card);
  }
}

export function discardUnit(s: WolvesState, card: number): void {
  if (removeFromLine(s, card) !== null) s.discard.push(card);
}

/** Carry out an effect on every line whose owner did not cancel it. */
export function resolveEffect(s: WolvesState, effect: Effect, cancelled: readonly Seat[], rng: Rng): void {
  const live = (card: number): boolean => {
    const at = findInLines(s, card);
    return at !== null && !cancelled.includes(at.seat);
  };
  switch (effect.kind) {
    case 'destroy': {
      let destroyed = false;
      for (const c of effect.cards) {
        if (!live(c)) continue;
        destroyUnit(s, c);
        destroyed = true;
      }
      if (destroyed && effect.drawFor !== null) drawCards(s, effect.drawFor, 1, rng);
      return;
    }
    case 'plague':
      for (const c of effect.cards) if (live(c)) discardUnit(s, c);
      return;
    case 'raid':
      if (live(effect.card) && handRoom(s, effect.by) > 0) {
        removeFromLine(s, effect.card);
        takeIntoHand(s, effect.by, effect.card);
      }
      return;
    case 'traitor':
      if (live(effect.card)) {
        removeFromLine(s, effect.card);
        const taker = s.players[effect.by]!; // its line is replaced, never changed in place (rules/shape.ts)
        // A unique card that may not stand in the new line goes to the discard pile (Traitor note).
        if (canJoinLine(taker.line, effect.card)) taker.line = [...taker.line, effect.card];
        else s.discard.push(effect.card);
      }
      return;
  }
}

/** The Traitor's victim: the weakest Teiwaz unit in the line (leftmost among equals, ruling R9). */
export function traitorTarget(s: WolvesState, line: Seat, strengthAt: (line: number[], i: number) => number) {
  const cards = s.players[line]!.line;
  let best: number | null = null;
  let bestStrength = Number.POSITIVE_INFINITY;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as number;
    if (kindOf(c) === 'traitor') continue;
    if (isTeiwaz(c)) {
      const st = strengthAt(cards, i);
      if (st < bestStrength) {
        best = c;
        bestStrength = st;
      }
    }
  }
  return best;
}

const isTeiwaz = (c: number) => runeOf(c) === 'teiwaz';

/** Whether `actor` may aim a People-card effect at units in `line`. */
export const peopleCanTouch = (s: WolvesState, actor: Seat, line: Seat) =>
  canTouchLine(s, actor, line, false);

export const ASSASSIN_DRAW_MAX = RULES.assassinDrawMax;
