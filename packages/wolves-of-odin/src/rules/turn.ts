/** The current player's turn: starting and ending it, its options, and carrying out every turn move. */
import type { Rng } from '@skald/core';
import { RULES } from '../data/constants.js';
import type { DeityId } from '../data/deities.js';
import { PEOPLE_BY_KIND, type PeopleKind } from '../data/people.js';
import { VICTORY_BY_ID } from '../data/victory.js';
import type { Move, Seat, Side, WolvesState } from '../state.js';
import { afterSacrifice, gainDeity, loseDeity, paySacrifices, playManeuver, sacrificeAt } from './actions.js';
import { additionalOptions, baldrReturnOpen, hasAdditional, heimdallOpen } from './additional.js';
import { canTouchLine } from './deities.js';
import { openEffect } from './effects.js';
import { move0, move1 } from './move-table.js';
import { placeFromHand, placementOptions } from './placement.js';
import { canJoinLine, hasDeity, isUnit, kindOf, lineStrength, runeOf, unitStrength } from './strength.js';
import { canDraw, drawCards, drawTop, removeKindFromHand, withoutIndex } from './zones.js';

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
  'endTurn',
] as const;

/** Cards a player would draw on passing: 4, plus Victory-card modifiers. */
export function passDrawCount(s: WolvesState, seat: Seat): number {
  let n = RULES.passDraw;
  for (const v of s.players[seat]!.victories) n += VICTORY_BY_ID[v]?.passDraw ?? 0;
  return n;
}

/**
 * Jörmungandr: at the start of its owner's turn, their line — holding at least one unit (ruling R27) — is
 * stronger than every other line.
 */
export function jormungandrHolds(s: WolvesState, seat: Seat): boolean {
  if (!hasDeity(s, seat, 'jormungandr') || s.players[seat]!.line.length === 0) return false;
  const mine = lineStrength(s, seat);
  for (let o = 0; o < s.numPlayers; o++) if (o !== seat && lineStrength(s, o) >= mine) return false;
  return true;
}

export function startTurn(s: WolvesState, seat: Seat): void {
  s.flow.current = seat;
  // A passed player's only basic action is the draw-and-discard; with nothing to draw it is already done.
  s.flow.acted = s.players[seat]!.passed && !canDraw(s, seat);
  s.flow.jormungandrDue = jormungandrHolds(s, seat);
}

/** Whether a seat that has passed still has something to do on a turn (draw, Heimdall, Baldr, Jörmungandr). */
const passedCanAct = (s: WolvesState, seat: Seat): boolean =>
  canDraw(s, seat) || heimdallOpen(s, seat) || baldrReturnOpen(s, seat) || jormungandrHolds(s, seat);

/** Pass the turn clockwise; a passed player is skipped when nothing is left for them (ruling R13). */
export function nextTurn(s: WolvesState): void {
  if (s.players.every((p) => p.passed)) {
    s.flow.phase = 'scoring';
    return;
  }
  for (let k = 1; k <= s.numPlayers; k++) {
    const seat = (s.flow.current + k) % s.numPlayers;
    if (!s.players[seat]!.passed || passedCanAct(s, seat)) {
      startTurn(s, seat);
      return;
    }
  }
}

/** The basic action is done and no additional action is left: the turn ends without an explicit endTurn. */
export const turnSpent = (s: WolvesState): boolean =>
  s.flow.acted && !s.flow.jormungandrDue && !hasAdditional(s, s.flow.current);

/** Distinct strengths of units in all lines, ascending (the values Plague may name). */
export function strengthsInPlay(s: WolvesState): number[] {
  const set = new Set<number>();
  for (const p of s.players) for (let i = 0; i < p.line.length; i++) set.add(unitStrength(p.line, i));
  return [...set].sort((a, b) => a - b);
}

/**
 * The current player's options: the basic action (until one is taken), every additional action, and
 * `endTurn` once the basic action is done. A passed player's basic action is the draw-and-discard.
 */
export function turnOptions(s: WolvesState, seat: Seat): Move[] {
  if (s.flow.jormungandrDue) return [move0('jormungandr')];
  const p = s.players[seat]!;
  const out: Move[] = [];
  if (!s.flow.acted) {
    if (p.passed) out.push(move0('drawDiscard'));
    else basicOptions(s, seat, out);
  }
  additionalOptions(s, seat, out);
  if (s.flow.acted) out.push(move0('endTurn'));
  return out;
}

function basicOptions(s: WolvesState, seat: Seat, out: Move[]): void {
  const p = s.players[seat]!;
  let plague = false;
  let outflank = false;
  for (let i = 0; i < p.hand.length; i++) {
    const k = kindOf(p.hand[i] as number);
    if (k === 'plague') plague = true;
    else if (k === 'outflank') outflank = true;
  }
  placementOptions(s, seat, 'place', undefined, out);
  if (plague) for (const v of strengthsInPlay(s)) out.push(move1('plague', v));
  if (outflank) {
    out.push(move1('outflank', 'discard'));
    if (p.line.length > 0) out.push(move1('outflank', 'return'));
  }
  for (let i = 0; i < p.line.length; i++) out.push(move1('sacrifice', i));
  out.push(move0('pass'));
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
        f.passOrder = [...f.passOrder, o]; // replaced, never changed in place (rules/shape.ts)
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
      afterSacrifice(s, seat, [sacrificeAt(s, seat, a[0] as number)]);
      return;
    }
    case 'pass':
      f.acted = true;
      p.passed = true;
      f.passOrder = [...f.passOrder, seat];
      drawCards(s, seat, passDrawCount(s, seat), rng);
      return;
    case 'endTurn':
      nextTurn(s);
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
      f.used = [...f.used, 'odin'];
      paySacrifices(s, seat, [a[0] as PeopleKind], rng);
      if (a[1] === 'discard') loseDeity(s, a[2] as DeityId);
      else {
        // Both replaced, never changed in place (rules/shape.ts).
        s.deityDiscard = withoutIndex(s.deityDiscard, s.deityDiscard.indexOf(a[2] as DeityId));
        s.hall = [...s.hall, a[2] as DeityId];
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
      f.used = [...f.used, 'hel'];
      const thrown: number[] = [];
      for (const k of a[0] as PeopleKind[]) thrown.push(removeKindFromHand(s, seat, k) as number);
      s.discard.push(...thrown);
      f.pending.unshift({ kind: 'helTake', seat, left: thrown.length, exclude: thrown });
      return;
    }
    case 'tyr': {
      f.used = [...f.used, 'tyr'];
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
      f.used = [...f.used, 'heimdall'];
      const card = drawTop(s, rng);
      if (card === null) return;
      // A Teiwaz unit joins the owner's line at the right end (ruling R11); anything else is discarded.
      if (isUnit(card) && runeOf(card) === 'teiwaz' && canJoinLine(p.line, card)) p.line = [...p.line, card];
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
