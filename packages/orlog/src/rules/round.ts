import { int, type Rng } from '@skald/core';
import { DICE_PER_PLAYER, FACES_PER_DIE } from '../data/dice.js';
import { MAX_HP } from '../data/rulings.js';
import { type OrlogState, other, type PlayerState, type Seat } from '../state.js';

/** Bitmask with every base die set. */
export const ALL_DICE = (1 << DICE_PER_PLAYER) - 1;

export function freshPlayer(): PlayerState {
  return {
    hp: MAX_HP,
    tokens: 0,
    favors: [],
    dice: new Array<number>(DICE_PER_PLAYER).fill(-1),
    kept: 0,
    rolls: 0,
    extra: [],
    banned: 0,
    choice: null,
    chosen: false,
    picks: [],
  };
}

function resetRoundFields(p: PlayerState): void {
  p.dice = new Array<number>(DICE_PER_PLAYER).fill(-1);
  p.kept = 0;
  p.rolls = 0;
  p.extra = [];
  p.banned = 0;
  p.choice = null;
  p.chosen = false;
}

/** Roll every die not yet kept (die order 0→5, one random number each). */
function rollUnkept(p: PlayerState, rng: Rng): void {
  for (let i = 0; i < DICE_PER_PLAYER; i++) {
    if ((p.kept & (1 << i)) === 0) p.dice[i] = int(rng, FACES_PER_DIE);
  }
  p.rolls++;
}

/** The seat that rolls in a roll slot: slots alternate first, second, first, ... (3 rolls each). */
export function rollerOf(s: OrlogState, slot: number): Seat {
  return slot % 2 === 0 ? s.first : other(s.first);
}

/**
 * Move the roll phase on to the next decision: roll for the next slot's player (skipping a player whose
 * dice are all kept), auto-keep everything after a third roll, and open the favor step after slot 5.
 * Mutates `s` (a private copy).
 */
export function advanceRoll(s: OrlogState, rng: Rng): void {
  for (;;) {
    s.slot++;
    if (s.slot >= 6) {
      s.step = 'favor';
      s.actor = -1;
      return;
    }
    const roller = rollerOf(s, s.slot);
    const p = s.players[roller];
    if (p.kept === ALL_DICE) continue;
    rollUnkept(p, rng);
    if (p.rolls >= 3) {
      p.kept = ALL_DICE;
      continue;
    }
    s.actor = roller;
    return;
  }
}

/** Begin a round: clear round state, the first player rolls. Mutates `s`. */
export function startRound(s: OrlogState, rng: Rng): void {
  resetRoundFields(s.players[0]);
  resetRoundFields(s.players[1]);
  s.step = 'roll';
  s.slot = -1;
  advanceRoll(s, rng);
}

/** Whether `seat` may keep the dice in `mask` now. */
export function canKeep(s: OrlogState, seat: Seat, mask: unknown): mask is number {
  if (s.step !== 'roll' || s.actor !== seat) return false;
  if (typeof mask !== 'number' || !Number.isInteger(mask) || mask < 0 || mask > ALL_DICE) return false;
  return (mask & s.players[seat].kept) === 0;
}

/** Set aside (lock) the dice in `mask`, then play on to the next decision. Mutates `s`. */
export function keepInPlace(s: OrlogState, seat: Seat, mask: number, rng: Rng): void {
  s.players[seat].kept |= mask;
  advanceRoll(s, rng);
}

/** Every legal keep mask for the roller, ascending (0 = re-roll everything still free). */
export function keepMasks(s: OrlogState, seat: Seat): number[] {
  if (s.step !== 'roll' || s.actor !== seat) return [];
  const free = ALL_DICE & ~s.players[seat].kept;
  const out: number[] = [];
  for (let m = 0; m <= ALL_DICE; m++) if ((m & free) === m) out.push(m);
  return out;
}
