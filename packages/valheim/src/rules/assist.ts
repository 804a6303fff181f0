import { type Rng, reachableWithin } from '@skald/core';
import type { ValheimState } from '../state.js';
import { moveDistance } from './actions.js';
import { damageFrom, resists, rollFaces } from './gear.js';
import { knockOut } from './knockout.js';
import { ADJ, hasCreatureAt, iconsAt, isRevealed, onForsakenTile } from './map.js';
import { openOdinWindow } from './odin.js';
import { award, DEEDS } from './upgrades.js';
import { clockwiseFrom, log, logging, standing } from './util.js';

/** Stamina to assist in a fight (line 297). */
export const ASSIST_COST = 1;

/**
 * Who may assist (lines 295–300): standing, within movement distance of the fight over revealed spaces free
 * of creatures (a clear path; the fight's own space is the goal), a mire costing 1 extra movement, with the
 * stamina for the assist and every cold space on the way (ruling R-assist-way).
 */
export function mayAssist(s: ValheimState, seat: number): boolean {
  const combat = s.combat;
  const p = s.players[seat];
  if (!combat || !p || !standing(p) || combat.seats.includes(seat) || p.stamina < ASSIST_COST) return false;
  // A plain reach first (cheap, and most seats are out of it); then the way with its hazards.
  const reach = reachableWithin(ADJ, p.space, moveDistance(s, seat), { passable: clearFor(s, combat.space) });
  return Object.hasOwn(reach, combat.space) && assistPath(s, seat) !== null;
}

const clearFor = (s: ValheimState, goal: string) => (id: string) =>
  (id === goal || (isRevealed(s, id) && !hasCreatureAt(s, id))) && !onForsakenTile(s, id);

/** A way to the fight: its spaces after your own, the cold ones and the fumes among them. */
interface Way {
  spaces: string[];
  cold: number;
  fumes: number;
}

/**
 * The way an assisting player walks (line 300, ruling R-assist-way): over clear spaces, entering a mire
 * costs 2 of the movement distance, each cold space 1 stamina on top of the assist's (never stamina you do
 * not have, ruling R7). Of the ways that fit, the one with fewest cold spaces, then fewest fumes, then
 * fewest spaces (ties: the map's neighbour order). Null when none fits.
 */
export function assistPath(s: ValheimState, seat: number): string[] | null {
  const combat = s.combat;
  const p = s.players[seat];
  if (!combat || !p) return null;
  const clear = clearFor(s, combat.space);
  const budget = moveDistance(s, seat);
  let best: Way | null = null;
  const walk = (at: string, left: number, way: Way) => {
    if (at === combat.space) {
      if (p.stamina >= ASSIST_COST + way.cold && (best === null || better(way, best))) best = way;
      return;
    }
    for (const to of ADJ[at] ?? []) {
      if (to === p.space || way.spaces.includes(to) || !clear(to)) continue;
      const hazard = iconsAt(s, to).hazard;
      const cost = hazard === 'mire' ? 2 : 1;
      if (cost > left) continue;
      walk(to, left - cost, {
        spaces: [...way.spaces, to],
        cold: way.cold + (hazard === 'cold' ? 1 : 0),
        fumes: way.fumes + (hazard === 'poison' ? 1 : 0),
      });
    }
  };
  walk(p.space, budget, { spaces: [], cold: 0, fumes: 0 });
  return (best as Way | null)?.spaces ?? null;
}

const better = (a: Way, b: Way): boolean =>
  a.cold !== b.cold
    ? a.cold < b.cold
    : a.fumes !== b.fumes
      ? a.fumes < b.fumes
      : a.spaces.length < b.spaces.length;

/**
 * Before each round of a fight (the first roll, and every time the dice pass on), each eligible player is
 * asked in clockwise order: one may join "in the middle of combat" (line 301, ruling R-assist).
 */
export function offerAssist(s: ValheimState): void {
  const combat = s.combat as NonNullable<ValheimState['combat']>;
  combat.asked = true;
  combat.offers = clockwiseFrom(s, s.turn).filter((seat) => mayAssist(s, seat));
  // Then, before the round's roll, the others may use power of Odin skills (ruling R-odin).
  openOdinWindow(s, combat.seats[combat.roller] as number);
}

/** Is `seat` the one asked now whether it assists? */
export const canAnswer = (s: ValheimState, seat: number): boolean => s.combat?.offers[0] === seat;

/**
 * Join the fight: pay 1 stamina, walk the way (`assistPath`) meeting each hazard on it — a cold space's
 * stamina, the fumes' damage die (a special poisons: 1 health at once) — and take your clockwise place in
 * the rolling order; the player due to roll next still rolls next (rulings R-assist, R-assist-way). Knocked
 * out on the way, you do not join.
 */
export function assist(s: ValheimState, seat: number, rng: Rng): void {
  const combat = s.combat as NonNullable<ValheimState['combat']>;
  const way = assistPath(s, seat) ?? [combat.space];
  combat.offers.shift();
  const p = s.players[seat] as ValheimState['players'][number];
  p.stamina -= ASSIST_COST;
  for (let i = 0; i < way.length && standing(p); i++) {
    p.space = way[i] as string;
    const hazard = iconsAt(s, p.space).hazard;
    if (hazard === 'cold') p.stamina -= 1;
    if (hazard === 'poison' && damageFrom(rollFaces(rng, ['damage'])).specials > 0 && !resists(p, 'poison')) {
      p.health = Math.max(0, p.health - 1);
      if (logging(s)) log(s, `P${seat} breathed poisonous fumes.`);
      if (p.health === 0) knockOut(s, seat, rng);
    }
  }
  if (!standing(p)) {
    if (logging(s)) log(s, `P${seat} fell on the way to the fight.`);
    return;
  }
  const order = clockwiseFrom(s, s.turn);
  const next = combat.seats[combat.roller] as number;
  combat.seats = [...combat.seats, seat].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  combat.roller = combat.seats.indexOf(next);
  if (logging(s)) log(s, `P${seat} comes to help.`);
  award(s, seat, DEEDS.assist);
}

/** Stay out of the fight for this round (asked again before the next one). */
export function decline(s: ValheimState): void {
  (s.combat as NonNullable<ValheimState['combat']>).offers.shift();
}
