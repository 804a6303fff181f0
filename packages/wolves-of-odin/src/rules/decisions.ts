/** Pending decisions: who chooses, what they may choose, and what each choice does. */
import type { Rng } from '@skald/core';
import { RULES } from '../data/constants.js';
import { RAGNAROK } from '../data/deities.js';
import type { PeopleKind } from '../data/people.js';
import type { Decision, Flow, Move, Seat, Side, WolvesState } from '../state.js';
import { loseDeity, playManeuver, sacrificeAt, thrallsDone } from './actions.js';
import { canTouchLine, colourOf, discardDeity, shieldedByOdin } from './deities.js';
import { openEffect, type Reaction, reactionsFor, resolveEffect } from './effects.js';
import { move0, move1, move2 } from './move-table.js';
import { placeFromHand, placementOptions } from './placement.js';
import { kindOf, runeOf, unitStrength } from './strength.js';
import {
  drawCards,
  handKinds,
  handRoom,
  removeFromLine,
  removeKindFromHand,
  takeIntoHand,
  uniqueKinds,
  withoutIndex,
} from './zones.js';

const m = (move: string, ...args: unknown[]): Move => ({ move, args });

/** The names of the decision moves (stage `decide`): each answers a pending choice. */
export const DECIDE_MOVES = [
  'target',
  'thrall',
  'pick',
  'done',
  'keep',
  'accept',
  'decline',
  'vidarPlace',
  'vidarTake',
  'victory',
] as const;

/** Units in `line` as target moves, filtered. */
function targets(s: WolvesState, line: Seat, ok: (card: number, strength: number) => boolean): Move[] {
  const out: Move[] = [];
  const cards = s.players[line]!.line;
  for (let i = 0; i < cards.length; i++)
    if (ok(cards[i] as number, unitStrength(cards, i))) out.push(move2('target', line, i));
  return out;
}

const discardPick = (s: WolvesState, exclude: readonly number[]) =>
  s.discard.filter((c) => !exclude.includes(c));

/** Seats a decision waits for. */
export const decisionSeats = (d: Decision): Seat[] => (d.kind === 'react' ? d.waiting.slice() : [d.seat]);

/** Every line's moves from `fn`, concatenated. */
function all(s: WolvesState, fn: (line: Seat) => Move[]): Move[] {
  const out: Move[] = [];
  for (let l = 0; l < s.numPlayers; l++) out.push(...fn(l));
  return out;
}

/** Whether `seat` is one the decision waits for (no copy of the waiting list). */
const waitsFor = (d: Decision, seat: Seat): boolean =>
  d.kind === 'react' ? d.waiting.includes(seat) : d.seat === seat;

// Helpers live at module level, not inside the hot functions: a named closure per call costs more.
export function decisionOptions(s: WolvesState, d: Decision, seat: Seat): Move[] {
  if (!waitsFor(d, seat)) return [];
  switch (d.kind) {
    case 'archer':
      return all(s, (l) => (canTouchLine(s, d.seat, l, false) ? targets(s, l, () => true) : []));
    case 'assassin':
      return canTouchLine(s, d.seat, d.line, false) ? targets(s, d.line, () => true) : [];
    case 'raider':
      return canTouchLine(s, d.seat, d.line, false) && handRoom(s, d.seat) > 0
        ? targets(s, d.line, (c) => c !== d.card)
        : [];
    case 'loki':
      return all(s, (l) => (canTouchLine(s, d.seat, l, true) ? targets(s, l, (_, st) => st < d.below) : []));
    case 'valkyrie':
      if (handRoom(s, d.seat) === 0) return [];
      return all(s, (l) => (shieldedByOdin(s, d.seat, l) ? [] : targets(s, l, () => true)));
    case 'thrall': {
      const out: Move[] = [];
      s.players[seat]!.line.forEach((c, i) => {
        if (kindOf(c) === 'thrall') out.push(move1('thrall', i));
      });
      out.push(move0('decline'));
      return out;
    }
    case 'react':
      return reactionsFor(s, seat, d.effect).map((r) => m('react', r));
    case 'outflankDiscard':
      return [...handKinds(s, seat).map((k) => move1('pick', k)), move0('done')];
    case 'outflankReturn': {
      const out = targets(s, seat, () => true);
      if (d.count > 0) out.push(move0('done'));
      return out;
    }
    case 'helTake':
      return uniqueKinds(discardPick(s, d.exclude)).map((k) => move1('pick', k));
    case 'discardOne':
    case 'baldrDiscard':
      return handKinds(s, seat).map((k) => move1('pick', k));
    case 'colour':
      return [m('keep', 'blue'), m('keep', 'red')];
    case 'freyja':
      return handRoom(s, seat) > 0 && s.discard.includes(d.card) ? [m('accept'), move0('decline')] : [];
    case 'vidar': {
      const out = placementOptions(s, seat, 'vidarPlace', (l) => !shieldedByOdin(s, seat, l));
      if (handRoom(s, seat) > 0)
        s.players[seat]!.line.forEach((c, i) => {
          if (runeOf(c) === 'eiwaz') out.push(m('vidarTake', i));
        });
      out.push(move0('decline'));
      return out;
    }
    case 'victory':
      return s.offer.filter((v) => v !== RAGNAROK).map((v) => m('victory', v));
  }
}

type FrontDecision = Exclude<Decision, { kind: 'react' }>;

const lineSize = (s: WolvesState, line: Seat): number => s.players[line]!.line.length;

/** A unit in `line` other than `card` (a Raider's own card is no target). */
function otherUnit(s: WolvesState, line: Seat, card: number): boolean {
  const cards = s.players[line]!.line;
  for (let i = 0; i < cards.length; i++) if (cards[i] !== card) return true;
  return false;
}

/** A unit in `line` weaker than `below` (Loki). */
function unitBelow(s: WolvesState, line: Seat, below: number): boolean {
  const cards = s.players[line]!.line;
  for (let i = 0; i < cards.length; i++) if (unitStrength(cards, i) < below) return true;
  return false;
}

/**
 * Whether the decision's seat has any option, without listing them (`flow.settle` lets a decision nobody
 * can act on lapse after every move). Must agree with `decisionOptions(s, d, d.seat).length > 0`
 * (test/decision-open.test.ts).
 */
export function decisionOpen(s: WolvesState, d: FrontDecision): boolean {
  switch (d.kind) {
    case 'archer':
      for (let l = 0; l < s.numPlayers; l++)
        if (canTouchLine(s, d.seat, l, false) && lineSize(s, l) > 0) return true;
      return false;
    case 'assassin':
      return canTouchLine(s, d.seat, d.line, false) && lineSize(s, d.line) > 0;
    case 'raider':
      return (
        canTouchLine(s, d.seat, d.line, false) && handRoom(s, d.seat) > 0 && otherUnit(s, d.line, d.card)
      );
    case 'loki':
      for (let l = 0; l < s.numPlayers; l++)
        if (canTouchLine(s, d.seat, l, true) && unitBelow(s, l, d.below)) return true;
      return false;
    case 'valkyrie':
      if (handRoom(s, d.seat) === 0) return false;
      for (let l = 0; l < s.numPlayers; l++)
        if (!shieldedByOdin(s, d.seat, l) && lineSize(s, l) > 0) return true;
      return false;
    case 'outflankReturn':
      return d.count > 0 || lineSize(s, d.seat) > 0;
    case 'helTake':
      for (const c of s.discard) if (!d.exclude.includes(c)) return true;
      return false;
    case 'discardOne':
    case 'baldrDiscard':
      return s.players[d.seat]!.hand.length > 0;
    case 'freyja':
      return handRoom(s, d.seat) > 0 && s.discard.includes(d.card);
    case 'victory':
      for (const v of s.offer) if (v !== RAGNAROK) return true;
      return false;
    // Declining (or being done) is always an option.
    case 'thrall':
    case 'outflankDiscard':
    case 'colour':
    case 'vidar':
      return true;
  }
}

/**
 * `next` where `d` stands in the pending list (the helpers a choice calls may have put another decision
 * before it). Decisions are replaced, never changed in place: a move's copy shares them (rules/shape.ts).
 */
function replaceDecision<D extends Decision>(f: Flow, d: D, next: D): D {
  f.pending[f.pending.indexOf(d)] = next;
  return next;
}

const unitAt = (s: WolvesState, line: unknown, i: unknown) =>
  s.players[line as Seat]!.line[i as number] as number;

/** Carry out a (validated) choice for the front decision. */
export function applyDecision(s: WolvesState, seat: Seat, move: Move, rng: Rng): void {
  const f = s.flow;
  const d = f.pending[0] as Decision;
  const a = move.args ?? [];
  switch (d.kind) {
    case 'archer':
    case 'loki': {
      f.pending.shift();
      const card = unitAt(s, a[0], a[1]);
      openEffect(s, { kind: 'destroy', by: d.seat, cause: d.kind, cards: [card], drawFor: null }, rng);
      return;
    }
    case 'assassin': {
      f.pending.shift();
      const strength = unitStrength(s.players[d.line]!.line, a[1] as number);
      const card = unitAt(s, a[0], a[1]);
      const drawFor = strength <= RULES.assassinDrawMax ? d.seat : null;
      openEffect(s, { kind: 'destroy', by: d.seat, cause: 'assassin', cards: [card], drawFor }, rng);
      return;
    }
    case 'raider':
      f.pending.shift();
      openEffect(s, { kind: 'raid', by: d.seat, card: unitAt(s, a[0], a[1]) }, rng);
      return;
    case 'valkyrie': {
      f.pending.shift();
      const card = unitAt(s, a[0], a[1]);
      removeFromLine(s, card);
      takeIntoHand(s, seat, card);
      return;
    }
    case 'thrall': {
      // Each Thrall may follow the same sacrifice (ruling R24): ask again while one is left in the line.
      let now = d;
      if (move.move === 'thrall') {
        const strength = sacrificeAt(s, seat, a[0] as number);
        now = replaceDecision(f, d, { ...d, strengths: [...d.strengths, strength] });
        if (s.players[seat]!.line.some((c) => kindOf(c) === 'thrall')) return;
      }
      f.pending.shift();
      thrallsDone(s, seat, now.strengths);
      return;
    }
    case 'react': {
      const choice = a[0] as Reaction;
      let now = replaceDecision(f, d, { ...d, waiting: withoutIndex(d.waiting, d.waiting.indexOf(seat)) });
      if (choice === 'shieldWall') {
        playManeuver(s, seat, 'shieldWall');
        now = replaceDecision(f, now, { ...now, cancelled: [...now.cancelled, seat] });
      } else if (choice === 'huscarl') {
        const line = s.players[seat]!.line;
        const card = line.find((c) => kindOf(c) === 'huscarl') as number;
        removeFromLine(s, card);
        s.discard.push(card);
        now = replaceDecision(f, now, { ...now, cancelled: [...now.cancelled, seat] });
      }
      if (now.waiting.length === 0) {
        f.pending.splice(f.pending.indexOf(now), 1);
        resolveEffect(s, now.effect, now.cancelled, rng);
      }
      return;
    }
    case 'outflankDiscard':
      if (move.move === 'done') {
        f.pending.shift();
        drawCards(s, seat, d.count + 1, rng);
      } else {
        s.discard.push(removeKindFromHand(s, seat, a[0] as PeopleKind) as number);
        replaceDecision(f, d, { ...d, count: d.count + 1 });
      }
      return;
    case 'outflankReturn': {
      let now = d;
      if (move.move !== 'done') {
        const card = unitAt(s, a[0], a[1]);
        removeFromLine(s, card);
        takeIntoHand(s, seat, card);
        now = replaceDecision(f, d, { ...d, count: d.count + 1 });
      }
      const line = s.players[seat]!.line;
      if (
        move.move === 'done' ||
        now.count >= RULES.outflankMaxReturn ||
        line.length === 0 ||
        handRoom(s, seat) === 0
      )
        f.pending.shift();
      return;
    }
    case 'helTake': {
      const card = discardPick(s, d.exclude).find((c) => kindOf(c) === a[0]) as number;
      s.discard.splice(s.discard.indexOf(card), 1);
      takeIntoHand(s, seat, card);
      if (replaceDecision(f, d, { ...d, left: d.left - 1 }).left === 0) f.pending.shift();
      return;
    }
    case 'discardOne':
      f.pending.shift();
      s.discard.push(removeKindFromHand(s, seat, a[0] as PeopleKind) as number);
      return;
    case 'baldrDiscard':
      s.discard.push(removeKindFromHand(s, seat, a[0] as PeopleKind) as number);
      if (replaceDecision(f, d, { ...d, left: d.left - 1 }).left === 0) {
        f.pending.shift();
        loseDeity(s, 'baldr');
        s.players[seat]!.passed = false;
        f.passOrder = withoutIndex(f.passOrder, f.passOrder.indexOf(seat)); // replaced (rules/shape.ts)
      }
      return;
    case 'colour': {
      f.pending.shift();
      const drop = a[0] === 'red' ? 'blue' : 'red';
      for (const id of s.players[seat]!.deities.filter((x) => colourOf(x) === drop)) discardDeity(s, id);
      return;
    }
    case 'freyja':
      f.pending.shift();
      if (move.move === 'accept') {
        s.discard.splice(s.discard.indexOf(d.card), 1);
        takeIntoHand(s, seat, d.card);
      }
      return;
    case 'vidar':
      f.pending.shift();
      if (move.move === 'vidarPlace')
        placeFromHand(s, seat, a[0] as PeopleKind, a[1] as Seat, a[2] as Side, rng);
      else if (move.move === 'vidarTake') {
        const card = unitAt(s, seat, a[0]);
        removeFromLine(s, card);
        takeIntoHand(s, seat, card);
      }
      return;
    case 'victory': {
      f.pending.shift();
      const [first, second] = f.ranking as [Seat, Seat];
      const chosen = a[0] as string;
      const real = s.offer.filter((v) => v !== RAGNAROK);
      // Victory cards won are replaced, never changed in place (a move's copy shares them: rules/shape.ts).
      const winner = s.players[first]!;
      winner.victories = [...winner.victories, chosen];
      for (const v of real)
        if (v !== chosen && second !== undefined) {
          const runnerUp = s.players[second]!;
          runnerUp.victories = [...runnerUp.victories, v];
        }
      s.offer = s.offer.filter((v) => v === RAGNAROK);
      return;
    }
  }
}
