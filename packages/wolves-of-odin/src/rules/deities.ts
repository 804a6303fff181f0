/** Deity ownership: summoning costs, colour conflicts, protections (Surt, Odin), sacrifice payments. */
import { RULES } from '../data/constants.js';
import { type Colour, DEITY_BY_ID, type DeityId } from '../data/deities.js';
import { PEOPLE_BY_KIND, type PeopleKind } from '../data/people.js';
import type { Seat, WolvesState } from '../state.js';
import { hasDeity, kindOf } from './strength.js';
import { uniqueKinds, withoutIndex } from './zones.js';

export const colourOf = (id: DeityId): Colour => DEITY_BY_ID[id].colour;

/**
 * Sacrifices needed to summon `id` (l.187–193): one more than for the previous Deity *of that colour*, so
 * 2 for the first of a colour, 3 for the second, 4 for the third; the first Deity of the other colour starts
 * at 2 again. Counts use the Deities of that colour held now. Black Yggdrasil always costs 2.
 */
export function summonCost(s: WolvesState, seat: Seat, id: DeityId): number {
  const colour = colourOf(id);
  if (colour === 'black') return RULES.firstSummonCost;
  let sameColour = 0;
  for (const d of s.players[seat]!.deities) if (colourOf(d) === colour) sameColour++;
  return RULES.firstSummonCost + sameColour;
}

/** The player holds red and blue together without Yggdrasil: they must choose a colour to keep. */
export function hasColourConflict(s: WolvesState, seat: Seat): boolean {
  const held = s.players[seat]!.deities;
  if (held.includes('yggdrasil')) return false;
  return held.some((d) => colourOf(d) === 'red') && held.some((d) => colourOf(d) === 'blue');
}

/** Push a colour decision for `seat` if it now holds both colours without Yggdrasil. */
export function checkColourConflict(s: WolvesState, seat: Seat): void {
  if (hasColourConflict(s, seat) && !s.flow.pending.some((d) => d.kind === 'colour' && d.seat === seat))
    s.flow.pending.unshift({ kind: 'colour', seat });
}

/** Remove a Deity from whoever holds it (or the Hall) to the Deity discard pile; returns the former owner. */
export function discardDeity(s: WolvesState, id: DeityId): Seat | null {
  const h = s.hall.indexOf(id);
  if (h >= 0) {
    // The Hall and the Deity discard are replaced, never changed in place (rules/shape.ts).
    s.hall = withoutIndex(s.hall, h);
    s.deityDiscard = [...s.deityDiscard, id];
    return null;
  }
  for (let seat = 0; seat < s.players.length; seat++) {
    const p = s.players[seat]!;
    const i = p.deities.indexOf(id);
    if (i >= 0) {
      p.deities = withoutIndex(p.deities, i); // replaced, never changed in place (rules/shape.ts)
      s.deityDiscard = [...s.deityDiscard, id];
      return seat;
    }
  }
  return null;
}

/** Surt: while its owner has not passed, other players cannot destroy, discard or take units from the line. */
export function shieldedBySurt(s: WolvesState, actor: Seat, line: Seat): boolean {
  return actor !== line && hasDeity(s, line, 'surt') && !s.players[line]!.passed;
}

/** Odin: other players' Deities have no effect on the owner's line. */
export function shieldedByOdin(s: WolvesState, deityOwner: Seat, line: Seat): boolean {
  return deityOwner !== line && hasDeity(s, line, 'odin');
}

/** Whether `actor` may destroy/discard/take units of `line`; `byDeity` adds Odin's protection. */
export function canTouchLine(s: WolvesState, actor: Seat, line: Seat, byDeity: boolean): boolean {
  if (shieldedBySurt(s, actor, line)) return false;
  if (byDeity && shieldedByOdin(s, actor, line)) return false;
  return true;
}

export const sacrificeValue = (card: number): number => PEOPLE_BY_KIND[kindOf(card)].sacrificeValue;

/**
 * Every minimal way to pay `cost` from the sacrifices, as sorted kind lists: enough value, and no card
 * could be left out (a Berserker counts as 2).
 */
export function paymentOptions(sacrifices: readonly number[], cost: number): PeopleKind[][] {
  let total = 0;
  for (const c of sacrifices) total += sacrificeValue(c);
  if (total < cost) return [];
  const kinds = uniqueKinds(sacrifices);
  const counts = kinds.map((k) => {
    let n = 0;
    for (const c of sacrifices) if (kindOf(c) === k) n++;
    return n;
  });
  const out: PeopleKind[][] = [];
  walkPayments({ kinds, counts, cost, out, pick: [] }, 0, 0);
  return out;
}

interface PaymentWalk {
  kinds: readonly PeopleKind[];
  counts: readonly number[];
  cost: number;
  out: PeopleKind[][];
  pick: PeopleKind[];
}

/** Take 0…all of kind `i` and recurse; record each pick that covers the cost with no card to spare. */
function walkPayments(w: PaymentWalk, i: number, value: number): void {
  if (value >= w.cost) {
    let minValue = Number.POSITIVE_INFINITY;
    for (const k of w.pick) minValue = Math.min(minValue, PEOPLE_BY_KIND[k].sacrificeValue);
    if (value - minValue < w.cost) w.out.push(w.pick.slice());
    return;
  }
  if (i >= w.kinds.length) return;
  const kind = w.kinds[i] as PeopleKind;
  const max = w.counts[i] as number;
  const v = PEOPLE_BY_KIND[kind].sacrificeValue;
  for (let n = 0; n <= max; n++) {
    walkPayments(w, i + 1, value + n * v);
    w.pick.push(kind);
  }
  w.pick.length -= max + 1;
}
