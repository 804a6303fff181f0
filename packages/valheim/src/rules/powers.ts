import { FORSAKEN_POWERS } from '../data/campaign.js';
import type { ValheimState } from '../state.js';
import { log, logging, standing } from './util.js';

/**
 * Forsaken powers (campaign, lines 592–606): the active player removes a counter cube and takes the power
 * marker; the power is on for every player's turn until the holder's next turn begins.
 */
export const powerOn = (s: ValheimState, id: string): boolean =>
  s.power?.id === id && s.power.holder !== null;

/** A free action on your own turn outside fights, with a cube left and the marker free. */
export const canPower = (s: ValheimState, seat: number): boolean =>
  s.stage === 'explore' &&
  !s.combat &&
  !s.ending &&
  s.turn === seat &&
  standing(s.players[seat] as ValheimState['players'][number]) &&
  s.power !== null &&
  s.power.cubes > 0 &&
  s.power.holder === null;

export function usePower(s: ValheimState, seat: number): void {
  const power = s.power as NonNullable<ValheimState['power']>;
  power.cubes--;
  power.holder = seat;
  power.doubled = [];
  // Moder's power gives the activating player their extra action at once (line 601).
  if (power.id === 'moder') s.actionsLeft += FORSAKEN_POWERS.moder.amount;
  if (logging(s)) log(s, `P${seat} called on ${FORSAKEN_POWERS[power.id].name}.`);
}

/** At the start of a turn: the holder's marker is discarded; otherwise Moder's power adds an action. */
export function powerAtTurnStart(s: ValheimState): void {
  const power = s.power;
  if (!power || power.holder === null) return;
  power.doubled = [];
  if (power.holder === s.turn) power.holder = null;
  else if (power.id === 'moder') s.actionsLeft += FORSAKEN_POWERS.moder.amount;
}

/** The Elder's power: the first collect die of each player's turn counts double (line 599). */
export function doubling(s: ValheimState, seat: number): number {
  if (!powerOn(s, 'elder') || seat !== s.turn || s.power?.doubled.includes(seat)) return 1;
  s.power?.doubled.push(seat);
  return FORSAKEN_POWERS.elder.amount;
}

/** Eikthyr's power: +2 spaces on every move action of your turn (line 598). */
export const powerMove = (s: ValheimState): number =>
  powerOn(s, 'eikthyr') ? FORSAKEN_POWERS.eikthyr.amount : 0;

/** Bonemass's power: 1 extra defense die in fights on your own turn, 2 at most (line 600). */
export const powerDefense = (s: ValheimState, seat: number): number =>
  powerOn(s, 'bonemass') && seat === s.turn ? FORSAKEN_POWERS.bonemass.amount : 0;
