/** The current player's turn: basic actions and the additional actions (summons, Deity abilities). */
import type { Rng } from '@skald/core';
import { RULES } from '../data/constants.js';
import { DEITY_BY_ID, type DeityId, RAGNAROK } from '../data/deities.js';
import { PEOPLE_BY_KIND, type PeopleKind } from '../data/people.js';
import { VICTORY_BY_ID } from '../data/victory.js';
import {
  canTouchLine,
  checkColourConflict,
  colourOf,
  discardDeity,
  paymentOptions,
  summonCost,
} from './deities.js';
import { openEffect } from './effects.js';
import { placeFromHand, placementOptions } from './placement.js';
import { canJoinLine, hasDeity, isUnit, kindOf, lineStrength, runeOf, unitStrength } from './strength.js';
import type { Move, Seat, Side, WolvesState } from './types.js';
import {
  canDraw,
  drawCards,
  drawTop,
  handKinds,
  handRoom,
  randomIndex,
  refillHall,
  removeKindFromHand,
  takeIntoHand,
} from './zones.js';

const m = (move: string, ...args: unknown[]): Move => ({ move, args });

export const TURN_MOVES = [
  'place',
  'plague',
  'outflank',
  'sacrifice',
  'pass',
  'drawDiscard',
  'summon',
  'odin',
  'thor',
  'fenrir',
  'fafnir',
  'hel',
  'tyr',
  'heimdall',
  'baldrReturn',
  'baldrSummon',
  'jormungandr',
] as const;

const usable = (s: WolvesState, seat: Seat, id: DeityId): boolean =>
  hasDeity(s, seat, id) && !(DEITY_BY_ID[id].oncePerRound && s.flow.used.includes(id));

/** Cards a player would draw on passing: 4, plus Victory-card modifiers. */
export function passDrawCount(s: WolvesState, seat: Seat): number {
  let n = RULES.passDraw;
  for (const v of s.players[seat]!.victories) n += VICTORY_BY_ID[v]?.passDraw ?? 0;
  return n;
}

/** Jörmungandr: at the start of its owner's turn, their line is stronger than every other line. */
export function jormungandrHolds(s: WolvesState, seat: Seat): boolean {
  if (!hasDeity(s, seat, 'jormungandr')) return false;
  const mine = lineStrength(s, seat);
  for (let o = 0; o < s.numPlayers; o++) if (o !== seat && lineStrength(s, o) >= mine) return false;
  return true;
}

function deityTargets(s: WolvesState, colour: 'red' | 'blue'): DeityId[] {
  const out: DeityId[] = [];
  for (const p of s.players) for (const d of p.deities) if (colourOf(d) === colour) out.push(d);
  for (const h of s.hall) if (h !== RAGNAROK && colourOf(h as DeityId) === colour) out.push(h as DeityId);
  return out.sort();
}

function upToTwo(ids: readonly DeityId[]): DeityId[][] {
  const out: DeityId[][] = [[]];
  for (let i = 0; i < ids.length; i++) {
    out.push([ids[i] as DeityId]);
    for (let j = i + 1; j < ids.length; j++) out.push([ids[i] as DeityId, ids[j] as DeityId]);
  }
  return out;
}

const summonedDeities = (s: WolvesState): DeityId[] => s.players.flatMap((p) => p.deities).sort();

/** Distinct strengths of units in all lines, ascending (the values Plague may name). */
export function strengthsInPlay(s: WolvesState): number[] {
  const set = new Set<number>();
  for (const p of s.players) for (let i = 0; i < p.line.length; i++) set.add(unitStrength(p.line, i));
  return [...set].sort((a, b) => a - b);
}

export function turnOptions(s: WolvesState, seat: Seat): Move[] {
  if (s.flow.jormungandrDue) return [m('jormungandr')];
  const p = s.players[seat]!;
  const out: Move[] = [];
  const has = (k: PeopleKind) => p.hand.some((c) => kindOf(c) === k);
  if (p.passed) {
    out.push(m('drawDiscard'));
    if (usable(s, seat, 'heimdall') && s.deck.length + s.discard.length > 0) out.push(m('heimdall'));
    if (hasDeity(s, seat, 'baldr') && p.hand.length >= RULES.baldrDiscard) out.push(m('baldrReturn'));
    return out;
  }
  // Basic actions.
  out.push(...placementOptions(s, seat, 'place'));
  if (has('plague')) for (const v of strengthsInPlay(s)) out.push(m('plague', v));
  if (has('outflank')) {
    out.push(m('outflank', 'discard'));
    if (p.line.length > 0) out.push(m('outflank', 'return'));
  }
  for (let i = 0; i < p.line.length; i++) out.push(m('sacrifice', i));
  out.push(m('pass'));
  // Additional actions.
  for (const h of s.hall) {
    if (h === RAGNAROK) continue;
    for (const pay of paymentOptions(p.sacrifices, summonCost(s, seat, h as DeityId)))
      out.push(m('summon', h, pay));
  }
  const payOne = paymentOptions(p.sacrifices, 1).map((x) => x[0] as PeopleKind);
  if (usable(s, seat, 'odin')) {
    const returnable = [...new Set(s.deityDiscard.filter((d) => d !== 'baldr'))].sort();
    for (const pay of payOne) {
      for (const d of summonedDeities(s)) out.push(m('odin', pay, 'discard', d));
      for (const d of returnable) out.push(m('odin', pay, 'return', d));
    }
  }
  if (hasDeity(s, seat, 'thor')) for (const t of upToTwo(deityTargets(s, 'red'))) out.push(m('thor', t));
  if (hasDeity(s, seat, 'fenrir')) for (const t of upToTwo(deityTargets(s, 'blue'))) out.push(m('fenrir', t));
  if (hasDeity(s, seat, 'fafnir')) {
    const targets = [
      ...s.players.flatMap((q, i) => (i === seat ? [] : q.deities)),
      ...(s.hall.filter((h) => h !== RAGNAROK) as DeityId[]),
    ].sort();
    for (const pay of payOne) for (const d of targets) out.push(m('fafnir', pay, d));
  }
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
  if (usable(s, seat, 'heimdall') && s.deck.length + s.discard.length > 0) out.push(m('heimdall'));
  if (hasDeity(s, seat, 'baldr')) {
    const targets = [...new Set(s.deityDiscard)].sort();
    for (const pay of payOne) for (const d of targets) out.push(m('baldrSummon', pay, d));
  }
  return out;
}

/** Discard sacrifices of the given kinds; Nidhogg's owner takes one of them at random. */
export function paySacrifices(s: WolvesState, seat: Seat, kinds: readonly PeopleKind[], rng: Rng): void {
  const p = s.players[seat]!;
  const paid: number[] = [];
  for (const k of kinds) {
    const i = p.sacrifices.findIndex((c) => kindOf(c) === k);
    paid.push(p.sacrifices.splice(i, 1)[0] as number);
  }
  const nid = s.players.findIndex((_, i) => i !== seat && hasDeity(s, i, 'nidhogg'));
  if (nid >= 0 && !hasDeity(s, seat, 'odin') && handRoom(s, nid) > 0 && paid.length > 0) {
    const taken = paid.splice(randomIndex(rng, paid.length), 1)[0] as number;
    takeIntoHand(s, nid, taken);
  }
  s.discard.push(...paid);
}

/** Give `seat` a Deity (from wherever it is now), then check both players' colour conflicts. */
export function gainDeity(s: WolvesState, seat: Seat, id: DeityId): void {
  const h = s.hall.indexOf(id);
  let loser: Seat | null = null;
  if (h >= 0) s.hall.splice(h, 1);
  else {
    const d = s.deityDiscard.indexOf(id);
    if (d >= 0) s.deityDiscard.splice(d, 1);
    else {
      loser = s.players.findIndex((p) => p.deities.includes(id));
      if (loser >= 0) s.players[loser]!.deities.splice(s.players[loser]!.deities.indexOf(id), 1);
      else loser = null;
    }
  }
  s.players[seat]!.deities.push(id);
  refillHall(s);
  checkColourConflict(s, seat);
  if (loser !== null) checkColourConflict(s, loser);
}

/** Discard a Deity from play; whoever lost Yggdrasil may now have to choose a colour. */
export function loseDeity(s: WolvesState, id: DeityId): void {
  const owner = discardDeity(s, id);
  refillHall(s);
  if (owner !== null) checkColourConflict(s, owner);
}

/**
 * Play a maneuver from hand (Plague, Outflank, Shield Wall): it goes to the discard, where another
 * player's Freyja may claim it. Returns the card played.
 */
export function playManeuver(s: WolvesState, player: Seat, kind: PeopleKind): number {
  const card = removeKindFromHand(s, player, kind) as number;
  s.discard.push(card);
  const f = s.players.findIndex((_, i) => i !== player && hasDeity(s, i, 'freyja'));
  if (f >= 0) s.flow.pending.unshift({ kind: 'freyja', seat: f, card });
  return card;
}

function lokiFor(s: WolvesState, seat: Seat, strengths: readonly number[]): void {
  if (!hasDeity(s, seat, 'loki')) return;
  for (let i = strengths.length - 1; i >= 0; i--)
    s.flow.pending.unshift({ kind: 'loki', seat, below: strengths[i] as number });
}

/** Move a unit from your line to your sacrifices, recording its strength at that moment (for Loki). */
export function sacrificeAt(s: WolvesState, seat: Seat, index: number): number {
  const line = s.players[seat]!.line;
  const strength = unitStrength(line, index);
  const card = line.splice(index, 1)[0] as number;
  s.players[seat]!.sacrifices.push(card);
  return strength;
}

export function afterSacrifice(s: WolvesState, seat: Seat, strengths: number[], offerThrall: boolean): void {
  if (offerThrall && s.players[seat]!.line.some((c) => kindOf(c) === 'thrall')) {
    s.flow.pending.unshift({ kind: 'thrall', seat, strengths });
  } else lokiFor(s, seat, strengths);
}

export function applyTurnMove(s: WolvesState, seat: Seat, move: Move, rng: Rng): void {
  const a = move.args ?? [];
  const p = s.players[seat]!;
  const f = s.flow;
  switch (move.move) {
    case 'jormungandr': {
      f.jormungandrDue = false;
      f.jormungandrEnded = true;
      for (let k = 1; k <= s.numPlayers; k++) {
        const o = (seat + k) % s.numPlayers;
        const q = s.players[o]!;
        if (q.passed) continue;
        q.passed = true;
        f.passOrder.push(o);
        if (o !== seat) drawCards(s, o, passDrawCount(s, o), rng);
      }
      f.phase = 'scoring';
      return;
    }
    case 'place':
      f.acted = true;
      placeFromHand(s, seat, a[0] as PeopleKind, a[1] as Seat, a[2] as Side, rng);
      return;
    case 'plague': {
      f.acted = true;
      playManeuver(s, seat, 'plague');
      const cards: number[] = [];
      for (let o = 0; o < s.numPlayers; o++) {
        if (!canTouchLine(s, seat, o, false)) continue;
        const line = s.players[o]!.line;
        for (let i = 0; i < line.length; i++)
          if (unitStrength(line, i) === a[0]) cards.push(line[i] as number);
      }
      openEffect(s, { kind: 'plague', by: seat, cards }, rng);
      return;
    }
    case 'outflank': {
      f.acted = true;
      playManeuver(s, seat, 'outflank');
      f.pending.unshift(
        a[0] === 'discard'
          ? { kind: 'outflankDiscard', seat, count: 0 }
          : { kind: 'outflankReturn', seat, count: 0 },
      );
      return;
    }
    case 'sacrifice': {
      f.acted = true;
      const card = p.line[a[0] as number] as number;
      const strength = sacrificeAt(s, seat, a[0] as number);
      afterSacrifice(s, seat, [strength], kindOf(card) !== 'thrall');
      return;
    }
    case 'pass':
      f.acted = true;
      p.passed = true;
      f.passOrder.push(seat);
      drawCards(s, seat, passDrawCount(s, seat), rng);
      return;
    case 'drawDiscard':
      f.acted = true;
      if (canDraw(s, seat) && drawCards(s, seat, 1, rng) === 1)
        f.pending.unshift({ kind: 'discardOne', seat });
      return;
    case 'summon':
      paySacrifices(s, seat, a[1] as PeopleKind[], rng);
      gainDeity(s, seat, a[0] as DeityId);
      return;
    case 'odin':
      f.used.push('odin');
      paySacrifices(s, seat, [a[0] as PeopleKind], rng);
      if (a[1] === 'discard') loseDeity(s, a[2] as DeityId);
      else {
        s.deityDiscard.splice(s.deityDiscard.indexOf(a[2] as DeityId), 1);
        s.hall.push(a[2] as DeityId);
      }
      return;
    case 'thor':
    case 'fenrir':
      loseDeity(s, move.move);
      for (const d of a[0] as DeityId[]) loseDeity(s, d);
      return;
    case 'fafnir':
      paySacrifices(s, seat, [a[0] as PeopleKind], rng);
      loseDeity(s, 'fafnir');
      gainDeity(s, seat, a[1] as DeityId);
      return;
    case 'hel': {
      f.used.push('hel');
      const thrown: number[] = [];
      for (const k of a[0] as PeopleKind[]) thrown.push(removeKindFromHand(s, seat, k) as number);
      s.discard.push(...thrown);
      f.pending.unshift({ kind: 'helTake', seat, left: thrown.length, exclude: thrown });
      return;
    }
    case 'tyr': {
      f.used.push('tyr');
      const cards: number[] = [];
      for (let o = 0; o < s.numPlayers; o++) {
        const line = s.players[o]!.line;
        if (line.length === 0 || !canTouchLine(s, seat, o, true)) continue;
        cards.push((a[0] === 'left' ? line[0] : line[line.length - 1]) as number);
      }
      openEffect(s, { kind: 'destroy', by: seat, cause: 'tyr', cards, drawFor: null }, rng);
      return;
    }
    case 'heimdall': {
      f.used.push('heimdall');
      const card = drawTop(s, rng);
      if (card === null) return;
      // A Teiwaz unit joins the owner's line at the right end (ruling R11); anything else is discarded.
      if (isUnit(card) && runeOf(card) === 'teiwaz' && canJoinLine(p.line, card)) p.line.push(card);
      else s.discard.push(card);
      return;
    }
    case 'baldrReturn':
      f.pending.unshift({ kind: 'baldrDiscard', seat, left: RULES.baldrDiscard });
      return;
    case 'baldrSummon':
      paySacrifices(s, seat, [a[0] as PeopleKind], rng);
      loseDeity(s, 'baldr');
      gainDeity(s, seat, a[1] as DeityId);
      return;
  }
}

export const MANEUVERS: readonly PeopleKind[] = (Object.keys(PEOPLE_BY_KIND) as PeopleKind[]).filter(
  (k) => PEOPLE_BY_KIND[k].type === 'maneuver',
);
