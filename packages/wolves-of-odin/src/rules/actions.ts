/** Steps shared by turn moves and decisions: paying sacrifices, gaining and losing Deities, sacrificing. */
import type { Rng } from '@skald/core';
import type { DeityId } from '../data/deities.js';
import type { PeopleKind } from '../data/people.js';
import type { Seat, WolvesState } from '../state.js';
import { checkColourConflict, discardDeity } from './deities.js';
import { hasDeity, kindOf, unitStrength } from './strength.js';
import {
  firstOfKind,
  handRoom,
  randomIndex,
  refillHall,
  removeKindFromHand,
  takeIntoHand,
  withoutIndex,
} from './zones.js';

/** Discard sacrifices of the given kinds; Nidhogg's owner takes one of them at random. */
export function paySacrifices(s: WolvesState, seat: Seat, kinds: readonly PeopleKind[], rng: Rng): void {
  const p = s.players[seat]!;
  const paid: number[] = [];
  for (const k of kinds) {
    const i = firstOfKind(p.sacrifices, k);
    paid.push(p.sacrifices[i] as number);
    p.sacrifices = withoutIndex(p.sacrifices, i); // replaced, never changed in place (rules/shape.ts)
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
  // The Hall and the Deity discard are replaced, never changed in place (rules/shape.ts).
  if (h >= 0) s.hall = withoutIndex(s.hall, h);
  else {
    const d = s.deityDiscard.indexOf(id);
    if (d >= 0) s.deityDiscard = withoutIndex(s.deityDiscard, d);
    else {
      loser = s.players.findIndex((p) => p.deities.includes(id));
      if (loser >= 0) {
        const held = s.players[loser]!;
        held.deities = withoutIndex(held.deities, held.deities.indexOf(id));
      } else loser = null;
    }
  }
  // A player's Deities are replaced, never changed in place (a move's copy shares them: rules/shape.ts).
  const gainer = s.players[seat]!;
  gainer.deities = [...gainer.deities, id];
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
  const p = s.players[seat]!;
  const strength = unitStrength(p.line, index);
  const card = p.line[index] as number;
  // Both replaced, never changed in place (rules/shape.ts).
  p.line = withoutIndex(p.line, index);
  p.sacrifices = [...p.sacrifices, card];
  return strength;
}

/**
 * After units went to the sacrifices: every Thrall still in the line may follow (each Thrall's text fires
 * on "any other unit" being sacrificed, ruling R24), then Loki acts once per sacrificed unit.
 */
export function afterSacrifice(s: WolvesState, seat: Seat, strengths: number[]): void {
  if (s.players[seat]!.line.some((c) => kindOf(c) === 'thrall'))
    s.flow.pending.unshift({ kind: 'thrall', seat, strengths });
  else lokiFor(s, seat, strengths);
}

/** The Thrall decision is over (declined, or no Thrall left): Loki acts for every sacrifice. */
export const thrallsDone = (s: WolvesState, seat: Seat, strengths: readonly number[]) =>
  lokiFor(s, seat, strengths);
