import { reachableWithin } from '@skald/core';
import type { ValheimState } from '../state.js';
import { moveDistance } from './actions.js';
import { ADJ, hasCreatureAt, isRevealed, onForsakenTile } from './map.js';
import { openOdinWindow } from './odin.js';
import { award, DEEDS } from './upgrades.js';
import { clockwiseFrom, log, logging, standing } from './util.js';

/** Stamina to assist in a fight (line 297). */
export const ASSIST_COST = 1;

/**
 * Who may assist (lines 295–300): standing, with the stamina, within movement distance of the fight over
 * revealed spaces free of creatures (a clear path; the fight's own space is the goal).
 */
export function mayAssist(s: ValheimState, seat: number): boolean {
  const combat = s.combat;
  const p = s.players[seat];
  if (!combat || !p || !standing(p) || combat.seats.includes(seat) || p.stamina < ASSIST_COST) return false;
  const clear = (id: string) =>
    id === combat.space || (isRevealed(s, id) && !onForsakenTile(s, id) && !hasCreatureAt(s, id));
  const reach = reachableWithin(ADJ, p.space, moveDistance(s, seat), { passable: clear });
  return Object.hasOwn(reach, combat.space) && clear(combat.space);
}

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
 * Join the fight: pay 1 stamina, move there and take your clockwise place in the rolling order; the player
 * due to roll next still rolls next (ruling R-assist).
 */
export function assist(s: ValheimState, seat: number): void {
  const combat = s.combat as NonNullable<ValheimState['combat']>;
  combat.offers.shift();
  const p = s.players[seat] as ValheimState['players'][number];
  p.stamina -= ASSIST_COST;
  p.space = combat.space;
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
