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

/** Before the first roll, each eligible player is asked in clockwise order (ruling R-assist). */
export function offerAssist(s: ValheimState): void {
  const combat = s.combat as NonNullable<ValheimState['combat']>;
  combat.asked = true;
  combat.offers = clockwiseFrom(s, s.turn).filter((seat) => mayAssist(s, seat));
  // Then, before the first roll, the others may use power of Odin skills (ruling R-odin).
  openOdinWindow(s, combat.seats[0] as number);
}

export const canAnswer = (s: ValheimState, seat: number): boolean => s.combat?.offers[0] === seat;

/** Join the fight: pay 1 stamina, move there, roll in clockwise order after those already in it. */
export function assist(s: ValheimState, seat: number): void {
  const combat = s.combat as NonNullable<ValheimState['combat']>;
  combat.offers.shift();
  const p = s.players[seat] as ValheimState['players'][number];
  p.stamina -= ASSIST_COST;
  p.space = combat.space;
  const order = clockwiseFrom(s, s.turn);
  combat.seats = [...combat.seats, seat].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  if (logging(s)) log(s, `P${seat} comes to help.`);
  award(s, seat, DEEDS.assist);
}

export function decline(s: ValheimState): void {
  (s.combat as NonNullable<ValheimState['combat']>).offers.shift();
}
