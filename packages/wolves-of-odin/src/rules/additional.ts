/**
 * Additional actions (rulebook l.123, l.178–201): summoning and the active Deity abilities, allowed at any
 * moment of the owner's turn before or after the basic action while they have not passed; after passing
 * only Baldr's return and (ruling R12) Heimdall.
 */
import { RULES } from '../data/constants.js';
import { DEITY_BY_ID, type DeityId, RAGNAROK } from '../data/deities.js';
import type { PeopleKind } from '../data/people.js';
import type { Move, Seat, WolvesState } from '../state.js';
import { colourOf, paymentOptions, sacrificeValue, summonCost } from './deities.js';
import { hasDeity, kindOf } from './strength.js';
import { handKinds, uniqueKinds } from './zones.js';

const m = (move: string, ...args: unknown[]): Move => ({ move, args });

/** The Deity is held and, if once per round, not yet used this round. */
export const usable = (s: WolvesState, seat: Seat, id: DeityId): boolean =>
  hasDeity(s, seat, id) && !(DEITY_BY_ID[id].oncePerRound && s.flow.used.includes(id));

export const heimdallOpen = (s: WolvesState, seat: Seat): boolean =>
  usable(s, seat, 'heimdall') && s.deck.length + s.discard.length > 0;

/** Baldr's return: after passing, with 4 cards to discard, while someone is still in the round (l.281–282). */
export const baldrReturnOpen = (s: WolvesState, seat: Seat): boolean =>
  s.players[seat]!.passed &&
  hasDeity(s, seat, 'baldr') &&
  s.players[seat]!.hand.length >= RULES.baldrDiscard &&
  s.players.some((q, i) => i !== seat && !q.passed);

/** Red or blue Deities, summoned by anyone or in the Hall (Thor's and Fenrir's targets), sorted. */
export function deityTargets(s: WolvesState, colour: 'red' | 'blue'): DeityId[] {
  const out: DeityId[] = [];
  for (const p of s.players) for (const d of p.deities) if (colourOf(d) === colour) out.push(d);
  for (const h of s.hall) if (h !== RAGNAROK && colourOf(h as DeityId) === colour) out.push(h as DeityId);
  return out.sort();
}

/** Fafnir's targets: other players' Deities and the Hall's, sorted. */
export function fafnirTargets(s: WolvesState, seat: Seat): DeityId[] {
  const out: DeityId[] = [];
  s.players.forEach((q, i) => {
    if (i !== seat) out.push(...q.deities);
  });
  for (const h of s.hall) if (h !== RAGNAROK) out.push(h as DeityId);
  return out.sort();
}

/** Deities Odin may send back to the Hall: any in the Deity discard except Baldr, sorted. */
export const odinReturnable = (s: WolvesState): DeityId[] =>
  [...new Set(s.deityDiscard.filter((d) => d !== 'baldr'))].sort();

export const summonedDeities = (s: WolvesState): DeityId[] => s.players.flatMap((p) => p.deities).sort();

function upToTwo(ids: readonly DeityId[]): DeityId[][] {
  const out: DeityId[][] = [[]];
  for (let i = 0; i < ids.length; i++) {
    out.push([ids[i] as DeityId]);
    for (let j = i + 1; j < ids.length; j++) out.push([ids[i] as DeityId, ids[j] as DeityId]);
  }
  return out;
}

function totalSacrifice(s: WolvesState, seat: Seat): number {
  const cards = s.players[seat]!.sacrifices;
  let sum = 0;
  for (let i = 0; i < cards.length; i++) sum += sacrificeValue(cards[i] as number);
  return sum;
}

/** Every additional action `seat` may take now (the caller checks it is their turn), appended to `out` if given. */
export function additionalOptions(s: WolvesState, seat: Seat, out: Move[] = []): Move[] {
  const p = s.players[seat]!;
  // Every action but summoning needs a Deity held.
  if (p.passed) {
    if (p.deities.length === 0) return out;
    if (heimdallOpen(s, seat)) out.push(m('heimdall'));
    if (baldrReturnOpen(s, seat)) out.push(m('baldrReturn'));
    return out;
  }
  const value = totalSacrifice(s, seat);
  if (value >= RULES.firstSummonCost)
    for (const h of s.hall) {
      if (h === RAGNAROK) continue;
      const cost = summonCost(s, seat, h as DeityId);
      if (value >= cost) for (const pay of paymentOptions(p.sacrifices, cost)) out.push(m('summon', h, pay));
    }
  if (p.deities.length === 0) return out;
  // Any single sacrificed unit pays a cost of 1: one option per kind held.
  const payOne = uniqueKinds(p.sacrifices);
  if (usable(s, seat, 'odin')) {
    const returnable = odinReturnable(s);
    for (const pay of payOne) {
      for (const d of summonedDeities(s)) out.push(m('odin', pay, 'discard', d));
      for (const d of returnable) out.push(m('odin', pay, 'return', d));
    }
  }
  if (hasDeity(s, seat, 'thor')) for (const t of upToTwo(deityTargets(s, 'red'))) out.push(m('thor', t));
  if (hasDeity(s, seat, 'fenrir')) for (const t of upToTwo(deityTargets(s, 'blue'))) out.push(m('fenrir', t));
  if (hasDeity(s, seat, 'fafnir'))
    for (const pay of payOne) for (const d of fafnirTargets(s, seat)) out.push(m('fafnir', pay, d));
  if (usable(s, seat, 'hel')) {
    const kinds = handKinds(s, seat);
    for (let i = 0; i < kinds.length; i++) {
      const a = kinds[i] as PeopleKind;
      if (s.discard.length >= 1) out.push(m('hel', [a]));
      if (s.discard.length < 2) continue;
      if (p.hand.filter((c) => kindOf(c) === a).length >= 2) out.push(m('hel', [a, a]));
      for (let j = i + 1; j < kinds.length; j++) out.push(m('hel', [a, kinds[j]]));
    }
  }
  if (usable(s, seat, 'tyr')) out.push(m('tyr', 'left'), m('tyr', 'right'));
  if (heimdallOpen(s, seat)) out.push(m('heimdall'));
  if (hasDeity(s, seat, 'baldr')) {
    const targets = [...new Set(s.deityDiscard)].sort();
    for (const pay of payOne) for (const d of targets) out.push(m('baldrSummon', pay, d));
  }
  return out;
}

/**
 * Whether any additional action is open, without listing them (a turn whose basic action is done ends
 * by itself when this is false). Must agree with `additionalOptions(...).length > 0`.
 */
export function hasAdditional(s: WolvesState, seat: Seat): boolean {
  const p = s.players[seat]!;
  // Every action but summoning needs a Deity held.
  if (p.passed) return p.deities.length > 0 && (heimdallOpen(s, seat) || baldrReturnOpen(s, seat));
  const value = totalSacrifice(s, seat);
  const paid = p.sacrifices.length > 0;
  if (value >= RULES.firstSummonCost)
    for (const h of s.hall) if (h !== RAGNAROK && value >= summonCost(s, seat, h as DeityId)) return true;
  if (p.deities.length === 0) return false;
  if (paid && usable(s, seat, 'odin') && (summonedDeities(s).length > 0 || odinReturnable(s).length > 0))
    return true;
  if (hasDeity(s, seat, 'thor') || hasDeity(s, seat, 'fenrir')) return true;
  if (paid && hasDeity(s, seat, 'fafnir') && fafnirTargets(s, seat).length > 0) return true;
  if (usable(s, seat, 'hel') && p.hand.length > 0 && s.discard.length > 0) return true;
  if (usable(s, seat, 'tyr') || heimdallOpen(s, seat)) return true;
  return paid && hasDeity(s, seat, 'baldr') && s.deityDiscard.length > 0;
}
