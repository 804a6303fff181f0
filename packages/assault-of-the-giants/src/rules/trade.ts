/**
 * The Trade command (REF-LIB13): three kinds, one per command — with the Resource deck, a friendly trade
 * (both agree; a refusal lets you try another kind) and a forced trade. The limit is `flow.budget`.
 */
import { int, type Rng } from '@skald/core';
import { RESOURCE_TYPES } from '../data/resources.js';
import type { GiantsState, Seat } from '../state.js';
import { drawResources } from './ordning.js';

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
  const p = s.players[seat]!;
  s.flow.tradeKind = 'deck';
  p.resources.splice(p.resources.indexOf(give), 1);
  if (take === 'deck') {
    s.resourceDiscard.push(give);
    drawResources(s, seat, 1, rng);
  } else {
    s.resourceDiscard.splice(s.resourceDiscard.indexOf(take), 1);
    s.resourceDiscard.push(give);
    p.resources.push(take);
    s.flow.tookDiscard = true;
  }
  s.flow.budget -= 1;
}

// ---- Friendly: offer one card for one named card; the other player accepts or refuses -----------------

export function canOffer(s: GiantsState, seat: Seat, to: number, give: string, take: string): boolean {
  const f = s.flow;
  return (
    f.step === 'trade' &&
    f.tradeKind === 'open' &&
    f.budget >= 1 &&
    others(s, seat).includes(to) &&
    s.players[seat]!.resources.includes(give) &&
    RESOURCE_TYPES.includes(take) &&
    take !== give
  );
}

export function offer(s: GiantsState, to: number, give: string, take: string): void {
  s.flow.offer = { to, give, take };
  s.flow.step = 'offer';
}

/** The offered player may accept only when holding the card asked for. */
export function canAnswer(s: GiantsState, seat: Seat, accept: boolean): boolean {
  const o = s.flow.offer;
  if (s.flow.step !== 'offer' || !o || o.to !== seat) return false;
  return !accept || s.players[seat]!.resources.includes(o.take);
}

/** Accepting swaps the two cards and ends the trade; refusing lets the trader try the deck or a forced trade. */
export function answer(s: GiantsState, accept: boolean): void {
  const f = s.flow;
  const o = f.offer!;
  f.offer = null;
  f.step = 'trade';
  if (!accept) {
    f.tradeKind = 'refused';
    return;
  }
  const trader = s.players[f.current]!;
  const other = s.players[o.to]!;
  trader.resources.splice(trader.resources.indexOf(o.give), 1);
  other.resources.splice(other.resources.indexOf(o.take), 1);
  trader.resources.push(o.take);
  other.resources.push(o.give);
  f.budget = 0;
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
  const victim = s.players[to]!;
  const n = Math.min(f.budget, victim.resources.length);
  for (let i = 0; i < n; i++)
    s.players[seat]!.resources.push(victim.resources.splice(int(rng, victim.resources.length), 1)[0]!);
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
  const p = s.players[seat]!;
  p.resources.splice(p.resources.indexOf(type), 1);
  s.players[f.offer!.to]!.resources.push(type);
  f.budget -= 1;
  if (f.budget === 0) {
    f.offer = null;
    f.step = 'trade';
  }
}
