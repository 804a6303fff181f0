/**
 * The Trade command (REF-LIB13): three kinds, one per command — with the Resource deck, a friendly trade
 * (both agree; a refusal lets you try another kind) and a forced trade. The limit is `flow.budget`.
 */
import { int, type Rng } from '@skald/core';
import { RESOURCE_TYPES } from '../data/resources.js';
import type { GiantsState, Seat } from '../state.js';
import { withAdded, withoutAt, withoutOne } from './lists.js';
import { drawResources } from './ordning.js';
import { setPlayer } from './players.js';
import { storyDeed } from './story.js';

const others = (s: GiantsState, seat: Seat) => s.players.map((_, i) => i).filter((i) => i !== seat);

// ---- With the deck: give one, draw one; once per trade a chosen card from the discard instead ----------

export function canSwap(s: GiantsState, seat: Seat, give: string, take: string): boolean {
  const f = s.flow;
  if (f.step !== 'trade' || f.budget < 1 || f.tradeKind === 'forced') return false;
  if (!s.players[seat]!.resources.includes(give)) return false;
  if (take === 'deck') return true;
  return !f.tookDiscard && take !== give && s.resourceDiscard.includes(take);
}

export function swap(s: GiantsState, seat: Seat, give: string, take: string, rng: Rng): void {
  s.flow.tradeKind = 'deck';
  setPlayer(s, seat, 'resources', withoutOne(s.players[seat]!.resources, give));
  if (take === 'deck') {
    s.resourceDiscard = withAdded(s.resourceDiscard, give);
    drawResources(s, seat, 1, rng);
  } else {
    s.resourceDiscard = withAdded(withoutOne(s.resourceDiscard, take), give);
    setPlayer(s, seat, 'resources', withAdded(s.players[seat]!.resources, take));
    s.flow.tookDiscard = true;
  }
  s.flow.budget -= 1;
  storyDeed(s, seat, 'trade');
}

// ---- Friendly: any ratio both agree on; the trader gives at most the limit (REF-LIB13) -------------------

/** Most cards a friendly offer may ask for in return (the rulebook sets no limit; this bounds the input). */
const MAX_ASK = 6;

/**
 * A card list in a move argument: resource types joined by `+` (`food+rune-fire`); `''` is no card.
 * Returns null when malformed.
 */
export function parseCards(text: string): string[] | null {
  if (text === '') return [];
  const cards = text.split('+');
  return cards.length <= 12 && cards.every((c) => RESOURCE_TYPES.includes(c)) ? cards : null;
}

/** Whether `hand` holds every card of `cards` (each copy counted). */
export function holds(hand: readonly string[], cards: readonly string[]): boolean {
  const left = hand.slice();
  for (const c of cards) {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

export function canOffer(s: GiantsState, seat: Seat, to: number, give: string, take: string): boolean {
  const f = s.flow;
  const gives = parseCards(give);
  const takes = parseCards(take);
  return (
    f.step === 'trade' &&
    f.tradeKind === 'open' &&
    others(s, seat).includes(to) &&
    gives !== null &&
    takes !== null &&
    gives.length >= 1 &&
    gives.length <= f.budget &&
    takes.length <= MAX_ASK &&
    holds(s.players[seat]!.resources, gives)
  );
}

export function offer(s: GiantsState, to: number, give: string, take: string): void {
  s.flow.offer = { to, give, take };
  s.flow.step = 'offer';
}

/** The offered player may accept only when holding the cards asked for. */
export function canAnswer(s: GiantsState, seat: Seat, accept: boolean): boolean {
  const o = s.flow.offer;
  if (s.flow.step !== 'offer' || !o || o.to !== seat) return false;
  return !accept || holds(s.players[seat]!.resources, parseCards(o.take) ?? []);
}

/** Accepting exchanges the cards and ends the trade; refusing lets the trader try the deck or a forced trade. */
export function answer(s: GiantsState, accept: boolean): void {
  const f = s.flow;
  const o = f.offer!;
  f.offer = null;
  f.step = 'trade';
  if (!accept) {
    f.tradeKind = 'refused';
    return;
  }
  let trader = s.players[f.current]!.resources;
  let partner = s.players[o.to]!.resources;
  for (const c of parseCards(o.give)!) {
    trader = withoutOne(trader, c);
    partner = withAdded(partner, c);
  }
  for (const c of parseCards(o.take)!) {
    partner = withoutOne(partner, c);
    trader = withAdded(trader, c);
  }
  setPlayer(s, f.current, 'resources', trader);
  setPlayer(s, o.to, 'resources', partner);
  f.budget = 0;
  storyDeed(s, f.current, 'trade');
}

// ---- Forced: take up to the limit at random from an opponent, give back as many of your choice ---------

export function canForce(s: GiantsState, seat: Seat, to: number): boolean {
  const f = s.flow;
  return (
    f.step === 'trade' &&
    (f.tradeKind === 'open' || f.tradeKind === 'refused') &&
    f.budget >= 1 &&
    others(s, seat).includes(to) &&
    s.players[to]!.resources.length > 0
  );
}

export function force(s: GiantsState, seat: Seat, to: number, rng: Rng): void {
  const f = s.flow;
  let victim = s.players[to]!.resources;
  const n = Math.min(f.budget, victim.length);
  let taker = s.players[seat]!.resources;
  for (let i = 0; i < n; i++) {
    const at = int(rng, victim.length);
    const card = victim[at]!;
    victim = withoutAt(victim, at);
    taker = withAdded(taker, card);
  }
  setPlayer(s, to, 'resources', victim);
  setPlayer(s, seat, 'resources', taker);
  storyDeed(s, seat, 'trade');
  f.tradeKind = 'forced';
  f.offer = { to, give: '', take: '' };
  f.step = 'tradeGive';
  f.budget = n;
}

export function canGiveBack(s: GiantsState, seat: Seat, type: string): boolean {
  return s.flow.step === 'tradeGive' && s.flow.budget > 0 && s.players[seat]!.resources.includes(type);
}

export function giveBack(s: GiantsState, seat: Seat, type: string): void {
  const f = s.flow;
  setPlayer(s, seat, 'resources', withoutOne(s.players[seat]!.resources, type));
  const to = f.offer!.to;
  setPlayer(s, to, 'resources', withAdded(s.players[to]!.resources, type));
  f.budget -= 1;
  if (f.budget === 0) {
    f.offer = null;
    f.step = 'trade';
  }
}
