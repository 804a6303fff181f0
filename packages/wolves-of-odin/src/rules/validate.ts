import { isIndex } from '@skald/core';
/**
 * Typed argument validation: whether a move is one the rules would list for this seat now, checked from
 * its own arguments (a few lookups in the hand, a line or the Hall) instead of by listing every legal move.
 * Accepts exactly the moves `legalMoves` lists, in the same canonical form (test/validate.test.ts).
 */
import { type DeityId, isDeityId, RAGNAROK } from '../data/deities.js';
import { isPeopleKind, PEOPLE_BY_KIND, type PeopleKind } from '../data/people.js';
import type { Decision, Move, Seat, WolvesState } from '../state.js';
import {
  baldrReturnOpen,
  deityTargets,
  fafnirTargets,
  heimdallOpen,
  odinReturnable,
  usable,
} from './additional.js';
import { decisionSeats } from './decisions.js';
import { canTouchLine, shieldedByOdin, summonCost } from './deities.js';
import { reactionsFor } from './effects.js';
import { canJoinLine, hasDeity, kindOf, runeOf, unitStrength } from './strength.js';
import { strengthsInPlay } from './turn.js';
import { handRoom } from './zones.js';

type Args = readonly unknown[];

const holds = (cards: readonly number[], kind: unknown): kind is PeopleKind =>
  isPeopleKind(kind) && cards.some((c) => kindOf(c) === kind);

/** One of the moves `legalMoves(s, seat)` lists (same name, same arguments)? */
export function validMove(s: WolvesState, seat: Seat, move: Move): boolean {
  if (typeof move !== 'object' || move === null || typeof move.move !== 'string') return false;
  const args: unknown = move.args ?? [];
  if (!Array.isArray(args) || s.flow.gameover !== null) return false;
  const d = s.flow.pending[0];
  if (d) return decisionSeats(d).includes(seat) && validDecision(s, d, seat, move.move, args);
  if (s.flow.phase !== 'play' || seat !== s.flow.current) return false;
  return validTurnMove(s, seat, move.move, args);
}

const BASIC: ReadonlySet<string> = new Set([
  'place',
  'plague',
  'outflank',
  'sacrifice',
  'pass',
  'drawDiscard',
]);

function validTurnMove(s: WolvesState, seat: Seat, name: string, a: Args): boolean {
  const f = s.flow;
  const p = s.players[seat]!;
  if (f.jormungandrDue) return name === 'jormungandr' && a.length === 0;
  if (BASIC.has(name)) {
    if (f.acted || p.passed !== (name === 'drawDiscard')) return false;
  }
  switch (name) {
    case 'place':
      return validPlacement(s, seat, a, () => true);
    case 'plague':
      return a.length === 1 && holds(p.hand, 'plague') && strengthsInPlay(s).includes(a[0] as number);
    case 'outflank':
      return (
        a.length === 1 &&
        holds(p.hand, 'outflank') &&
        (a[0] === 'discard' || (a[0] === 'return' && p.line.length > 0))
      );
    case 'sacrifice':
      return a.length === 1 && isIndex(a[0], p.line.length);
    case 'pass':
    case 'drawDiscard':
      return a.length === 0;
    case 'endTurn':
      return a.length === 0 && f.acted;
    default:
      return validAdditional(s, seat, name, a);
  }
}

/** [kind, line, side]: a kind in hand that may join that line; an empty line takes 'right' only. */
function validPlacement(s: WolvesState, seat: Seat, a: Args, lineAllowed: (line: Seat) => boolean): boolean {
  if (a.length !== 3 || !isIndex(a[1], s.numPlayers) || (a[2] !== 'left' && a[2] !== 'right')) return false;
  const kind = a[0];
  if (!isPeopleKind(kind)) return false;
  const card = s.players[seat]!.hand.find((c) => kindOf(c) === kind);
  if (card === undefined || !lineAllowed(a[1])) return false;
  const cards = s.players[a[1]]!.line;
  return canJoinLine(cards, card) && (a[2] === 'right' || cards.length > 0);
}

/** A payment as `paymentOptions` lists it: sorted kinds, held, covering the cost, none superfluous. */
function validPayment(sacrifices: readonly number[], pay: unknown, cost: number): boolean {
  if (!Array.isArray(pay) || pay.length === 0 || pay.length > sacrifices.length) return false;
  let value = 0;
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < pay.length; i++) {
    const k = pay[i];
    if (!isPeopleKind(k) || (i > 0 && (pay[i - 1] as string) > k)) return false;
    let held = 0;
    for (const c of sacrifices) if (kindOf(c) === k) held++;
    let used = 0;
    for (const x of pay) if (x === k) used++;
    if (used > held) return false;
    const v = PEOPLE_BY_KIND[k].sacrificeValue;
    value += v;
    if (v < min) min = v;
  }
  return value >= cost && value - min < cost;
}

/** Up to two distinct Deities from a sorted pool, in ascending order. */
function validTargets(v: unknown, pool: readonly DeityId[]): boolean {
  if (!Array.isArray(v) || v.length > 2) return false;
  if (!v.every((d) => typeof d === 'string' && pool.includes(d as DeityId))) return false;
  return v.length < 2 || (v[0] as string) < (v[1] as string);
}

function validHel(s: WolvesState, seat: Seat, v: unknown): boolean {
  const hand = s.players[seat]!.hand;
  if (!Array.isArray(v) || v.length < 1 || v.length > 2 || s.discard.length < v.length) return false;
  if (!v.every((k) => holds(hand, k))) return false;
  if (v.length === 1) return true;
  if (v[0] !== v[1]) return (v[0] as string) < (v[1] as string);
  return hand.filter((c) => kindOf(c) === v[0]).length >= 2;
}

function validAdditional(s: WolvesState, seat: Seat, name: string, a: Args): boolean {
  const p = s.players[seat]!;
  if (p.passed) {
    if (name === 'heimdall') return a.length === 0 && heimdallOpen(s, seat);
    if (name === 'baldrReturn') return a.length === 0 && baldrReturnOpen(s, seat);
    return false;
  }
  switch (name) {
    case 'summon': {
      const h = a[0];
      if (a.length !== 2 || !isDeityId(h) || !s.hall.includes(h)) return false;
      return validPayment(p.sacrifices, a[1], summonCost(s, seat, h));
    }
    case 'odin': {
      if (a.length !== 3 || !usable(s, seat, 'odin') || !holds(p.sacrifices, a[0]) || !isDeityId(a[2]))
        return false;
      if (a[1] === 'discard') return s.players.some((q) => q.deities.includes(a[2] as DeityId));
      return a[1] === 'return' && odinReturnable(s).includes(a[2]);
    }
    case 'thor':
    case 'fenrir':
      return (
        a.length === 1 &&
        hasDeity(s, seat, name) &&
        validTargets(a[0], deityTargets(s, name === 'thor' ? 'red' : 'blue'))
      );
    case 'fafnir':
      return (
        a.length === 2 &&
        hasDeity(s, seat, 'fafnir') &&
        holds(p.sacrifices, a[0]) &&
        isDeityId(a[1]) &&
        fafnirTargets(s, seat).includes(a[1])
      );
    case 'hel':
      return a.length === 1 && usable(s, seat, 'hel') && validHel(s, seat, a[0]);
    case 'tyr':
      return a.length === 1 && usable(s, seat, 'tyr') && (a[0] === 'left' || a[0] === 'right');
    case 'heimdall':
      return a.length === 0 && heimdallOpen(s, seat);
    case 'baldrSummon':
      return (
        a.length === 2 &&
        hasDeity(s, seat, 'baldr') &&
        holds(p.sacrifices, a[0]) &&
        isDeityId(a[1]) &&
        s.deityDiscard.includes(a[1])
      );
    default:
      return false;
  }
}

/** ['target', line, index] naming a unit that exists. */
function targetAt(s: WolvesState, name: string, a: Args): { line: Seat; index: number } | null {
  if (name !== 'target' || a.length !== 2 || !isIndex(a[0], s.numPlayers)) return null;
  return isIndex(a[1], s.players[a[0]]!.line.length) ? { line: a[0], index: a[1] } : null;
}

const pickKind = (hand: readonly number[], name: string, a: Args) =>
  name === 'pick' && a.length === 1 && holds(hand, a[0]);

const choice = (name: string, a: Args, want: string) => name === want && a.length === 0;

function validDecision(s: WolvesState, d: Decision, seat: Seat, name: string, a: Args): boolean {
  const hand = s.players[seat]!.hand;
  switch (d.kind) {
    case 'archer': {
      const t = targetAt(s, name, a);
      return t !== null && canTouchLine(s, d.seat, t.line, false);
    }
    case 'assassin': {
      const t = targetAt(s, name, a);
      return t !== null && t.line === d.line && canTouchLine(s, d.seat, t.line, false);
    }
    case 'raider': {
      const t = targetAt(s, name, a);
      if (t === null || t.line !== d.line || !canTouchLine(s, d.seat, t.line, false)) return false;
      return handRoom(s, d.seat) > 0 && s.players[t.line]!.line[t.index] !== d.card;
    }
    case 'loki': {
      const t = targetAt(s, name, a);
      if (t === null || !canTouchLine(s, d.seat, t.line, true)) return false;
      return unitStrength(s.players[t.line]!.line, t.index) < d.below;
    }
    case 'valkyrie': {
      const t = targetAt(s, name, a);
      return t !== null && handRoom(s, d.seat) > 0 && !shieldedByOdin(s, d.seat, t.line);
    }
    case 'thrall': {
      if (choice(name, a, 'decline')) return true;
      const line = s.players[seat]!.line;
      return (
        name === 'thrall' && a.length === 1 && isIndex(a[0], line.length) && kindOf(line[a[0]]!) === 'thrall'
      );
    }
    case 'react':
      return (
        name === 'react' && a.length === 1 && (reactionsFor(s, seat, d.effect) as unknown[]).includes(a[0])
      );
    case 'outflankDiscard':
      return pickKind(hand, name, a) || choice(name, a, 'done');
    case 'outflankReturn': {
      if (choice(name, a, 'done')) return d.count > 0;
      const t = targetAt(s, name, a);
      return t !== null && t.line === seat;
    }
    case 'helTake':
      return (
        name === 'pick' &&
        a.length === 1 &&
        isPeopleKind(a[0]) &&
        s.discard.some((c) => kindOf(c) === a[0] && !d.exclude.includes(c))
      );
    case 'discardOne':
    case 'baldrDiscard':
      return pickKind(hand, name, a);
    case 'colour':
      return name === 'keep' && a.length === 1 && (a[0] === 'blue' || a[0] === 'red');
    case 'freyja':
      return (
        (choice(name, a, 'accept') || choice(name, a, 'decline')) &&
        handRoom(s, seat) > 0 &&
        s.discard.includes(d.card)
      );
    case 'vidar':
      if (choice(name, a, 'decline')) return true;
      if (name === 'vidarPlace') return validPlacement(s, seat, a, (l) => !shieldedByOdin(s, seat, l));
      if (name !== 'vidarTake' || a.length !== 1 || handRoom(s, seat) === 0) return false;
      return isIndex(a[0], s.players[seat]!.line.length) && runeOf(s.players[seat]!.line[a[0]]!) === 'eiwaz';
    case 'victory':
      return name === 'victory' && a.length === 1 && a[0] !== RAGNAROK && s.offer.includes(a[0] as string);
  }
}
