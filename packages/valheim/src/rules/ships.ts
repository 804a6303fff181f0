import { type Rng, reachableWithin, shortestPath } from '@skald/core';
import { SHIP_COST } from '../data/furniture.js';
import { slotOf } from '../data/map.js';
import { SCENARIOS } from '../data/scenario.js';
import type { Player, ValheimState } from '../state.js';
import { enterHazard, moveDistance, onOwnTurn } from './actions.js';
import { ADJ, hasCreatureAt, isRevealed, onForsakenTile, revealTile } from './map.js';
import { canPay, clockwiseFrom, log, logging, pay, standing } from './util.js';

/** Ships in play at most (line 232). */
export const MAX_SHIPS = 2;
/** Stamina to join a voyage (line 286). */
export const JOIN_COST = 1;

const me = (s: ValheimState, seat: number) => s.players[seat] as Player;
const shore = (s: ValheimState): readonly string[] => SCENARIOS[s.scenario].shore;
const hasAction = (s: ValheimState, seat: number) => onOwnTurn(s, seat) && s.actionsLeft > 0 && !s.trade;

/**
 * Build a ship (lines 230–232): an action on a space touching the water, 1 hide + 2 wood. With 2 ships in
 * play the cost is still paid and the builder names the ship that is moved here (`replace`, ruling R19);
 * with fewer, `replace` is null.
 */
export function canShip(s: ValheimState, seat: number, replace: unknown): boolean {
  if (!hasAction(s, seat) || !shore(s).includes(me(s, seat).space) || !canPay(s, SHIP_COST)) return false;
  if (s.ships.length < MAX_SHIPS) return replace === null;
  return typeof replace === 'string' && s.ships.includes(replace);
}

export function buildShip(s: ValheimState, seat: number, replace: string | null): void {
  s.actionsLeft--;
  s.moveLeft = 0;
  s.exchanging = false;
  pay(s, SHIP_COST);
  const here = me(s, seat).space;
  const i = replace === null ? -1 : s.ships.indexOf(replace);
  s.ships = i < 0 ? [...s.ships, here] : s.ships.map((x, j) => (j === i ? here : x));
  if (logging(s))
    log(s, `P${seat} built a ship at ${here}${replace === null ? '' : ` (the one at ${replace} is moved)`}.`);
}

/**
 * Sail (lines 233–241): an action on a space with a ship, to another space of the same water (every shore
 * space: one body of water per scenario), never onto the Forsaken's tile during a raid.
 */
export function canSail(s: ValheimState, seat: number, to: unknown): boolean {
  const here = me(s, seat).space;
  return (
    hasAction(s, seat) &&
    s.ships.includes(here) &&
    typeof to === 'string' &&
    to !== here &&
    shore(s).includes(to) &&
    !onForsakenTile(s, to)
  );
}

/**
 * Who may join a voyage (lines 284–289): standing, 1 stamina, within movement distance of the ship's space
 * over revealed spaces without creatures (a clear path).
 */
export function mayJoin(s: ValheimState, seat: number, from: string): boolean {
  const p = me(s, seat);
  if (!standing(p) || p.stamina < JOIN_COST) return false;
  const reach = reachableWithin(ADJ, p.space, moveDistance(s, seat), { passable: clearFor(s, from) });
  return Object.hasOwn(reach, from);
}

const clearFor = (s: ValheimState, goal: string) => (id: string) =>
  id === goal || (isRevealed(s, id) && !onForsakenTile(s, id) && !hasCreatureAt(s, id));

/** Set sail: the action is spent; the others are asked in clockwise order whether they join. */
export function sail(s: ValheimState, seat: number, to: string, rng: Rng): void {
  s.actionsLeft--;
  s.moveLeft = 0;
  s.exchanging = false;
  const from = me(s, seat).space;
  const offers = clockwiseFrom(s, seat).filter((i) => i !== seat && mayJoin(s, i, from));
  s.voyage = { seat, from, to, offers, crew: [] };
  if (logging(s)) log(s, `P${seat} sets sail from ${from} for ${to}.`);
  if (offers.length === 0) landVoyage(s, rng);
}

export const canAnswerVoyage = (s: ValheimState, seat: number): boolean => s.voyage?.offers[0] === seat;

/**
 * Join the voyage: pay 1 stamina and walk to the ship along a shortest clear path, meeting each hazard on
 * the way (line 289, ruling R-join); knocked out on the way, you stay behind.
 */
export function joinVoyage(s: ValheimState, seat: number, rng: Rng): void {
  const v = s.voyage as NonNullable<ValheimState['voyage']>;
  const p = me(s, seat);
  p.stamina -= JOIN_COST;
  const path = shortestPath(ADJ, p.space, v.from, { passable: clearFor(s, v.from) }) ?? [p.space];
  for (const space of path.slice(1)) {
    p.space = space;
    enterHazard(s, seat, rng);
    if (!standing(p)) break;
  }
  const joined = standing(p);
  s.voyage = { ...v, offers: v.offers.slice(1), crew: joined ? [...v.crew, seat] : v.crew };
  if (logging(s))
    log(s, joined ? `P${seat} joins the voyage (1 stamina).` : `P${seat} fell on the way to the ship.`);
  if (s.voyage.offers.length === 0) landVoyage(s, rng);
}

export function stayAshore(s: ValheimState, rng: Rng): void {
  const v = s.voyage as NonNullable<ValheimState['voyage']>;
  s.voyage = { ...v, offers: v.offers.slice(1) };
  if (s.voyage.offers.length === 0) landVoyage(s, rng);
}

/**
 * Land (lines 236–241): an unexplored tile is revealed only after the landing space was chosen; everyone
 * aboard lands on that space (ruling R20), the ship stays there at the water's edge, and each traveller
 * meets the landing space's hazard. Combat, if any, follows (`settle`).
 */
function landVoyage(s: ValheimState, rng: Rng): void {
  const v = s.voyage as NonNullable<ValheimState['voyage']>;
  s.voyage = null;
  const slot = slotOf(v.to);
  if (slot !== null && !s.revealed.includes(slot)) revealTile(s, slot, rng, v.seat);
  const i = s.ships.indexOf(v.from);
  s.ships = s.ships.map((x, j) => (j === i ? v.to : x));
  for (const seat of [v.seat, ...v.crew]) {
    const p = me(s, seat);
    if (!standing(p)) continue;
    p.space = v.to;
    enterHazard(s, seat, rng);
  }
  if (logging(s)) log(s, `The ship lands at ${v.to}.`);
}

/** The landing spaces a sailor may name (for the legal-move list). */
export const sailTargets = (s: ValheimState): readonly string[] => shore(s);
