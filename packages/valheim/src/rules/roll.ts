import type { Rng } from '@skald/core';
import { CONSUMABLE_SPACES, SLOT_LIMIT } from '../data/consumables.js';
import type { DieId } from '../data/dice.js';
import { ODIN_BY_ID } from '../data/skills.js';
import type { PendingRoll, ValheimState } from '../state.js';
import { rollFaces } from './gear.js';

/**
 * Reroll tokens (lines 407–409, 665): after seeing a roll, discard a token to reroll any of your own dice
 * (never damage dice), also the collect die. A roll by a player holding a token waits for `reroll` or
 * `keep`; without a token it resolves at once. Noise and every other effect come from the final faces
 * (ruling R5).
 */
export function rollFor(
  s: ValheimState,
  spec: Omit<PendingRoll, 'dice' | 'damage' | 'plus'>,
  playerDice: readonly DieId[],
  damageDice: readonly DieId[],
  rng: Rng,
  resolve: (s: ValheimState, roll: PendingRoll, rng: Rng) => void,
): void {
  const own = rollFaces(rng, playerDice);
  const damage = rollFaces(rng, damageDice);
  // Written out, not spread from `spec`: a roll is built on most moves of a playout.
  const roll: PendingRoll = {
    kind: spec.kind,
    seat: spec.seat,
    weapon: spec.weapon,
    target: spec.target,
    how: spec.how,
    dice: playerDice.map((die, i) => ({ die, face: own[i] as number })),
    damage,
    plus: { attack: 0, defense: 0, ward: 0, guard: false, hands: 0, odin: false },
  };
  const p = s.players[spec.seat] as ValheimState['players'][number];
  if ((p.rerolls > 0 && playerDice.length > 0) || rollSkillUsable(p, roll)) s.pending = roll;
  else resolve(s, roll, rng);
}

export const canReroll = (s: ValheimState, seat: number, mask: unknown): boolean =>
  !!s.pending &&
  s.pending.seat === seat &&
  (s.players[seat]?.rerolls ?? 0) > 0 &&
  typeof mask === 'number' &&
  Number.isInteger(mask) &&
  mask > 0 &&
  mask < 2 ** s.pending.dice.length;

export const canKeep = (s: ValheimState, seat: number): boolean => !!s.pending && s.pending.seat === seat;

/** Spend a token and reroll the dice in `mask` (bit i = die i); with no token left the roll resolves. */
export function reroll(
  s: ValheimState,
  mask: number,
  rng: Rng,
  resolve: (s: ValheimState, roll: PendingRoll, rng: Rng) => void,
): void {
  const roll = s.pending as PendingRoll;
  const p = s.players[roll.seat] as ValheimState['players'][number];
  p.rerolls--;
  rerollDice(roll, mask, rng);
  if (p.rerolls === 0 && !rollSkillUsable(p, roll)) keep(s, rng, resolve);
}

export function keep(
  s: ValheimState,
  rng: Rng,
  resolve: (s: ValheimState, roll: PendingRoll, rng: Rng) => void,
): void {
  const roll = s.pending as PendingRoll;
  s.pending = null;
  resolve(s, roll, rng);
}

/** Gain reroll tokens, up to the 2 slots. */
export function gainRerolls(p: ValheimState['players'][number], n: number): void {
  for (let i = 0; i < n; i++) if (p.rerolls < SLOT_LIMIT && freeSpaces(p) > 0) p.rerolls++;
}

/** Free consumable spaces: honeycombs share the six spaces with meads, bombs and rerolls (259, 397). */
export const freeSpaces = (p: ValheimState['players'][number]): number =>
  CONSUMABLE_SPACES - p.meads.length - p.bombs.length - p.rerolls - p.honeycombs.length;

/** Reroll the dice in `mask` (bit i = die i). */
export function rerollDice(roll: PendingRoll, mask: number, rng: Rng): void {
  roll.dice.forEach((d, i) => {
    if (mask & (1 << i)) d.face = rollFaces(rng, [d.die])[0] as number;
  });
}

/** Which rolls each roll skill can change. */
const APPLIES: Record<string, readonly PendingRoll['kind'][]> = {
  reroll: ['fight', 'arena', 'collect', 'stag', 'ambush'],
  shield: ['fight', 'arena'],
  strike: ['fight', 'arena', 'ambush'],
  ward: ['fight', 'arena'],
  gather: ['collect'],
  guard: ['fight'],
};

/**
 * Whether this player's power of Odin skill (`slot`, or either when not given) could still change this
 * roll: one power of Odin skill per roll (ruling R-odin2).
 */
export function rollSkillUsable(
  p: ValheimState['players'][number],
  roll: PendingRoll,
  slot?: 'odin' | 'odinKept',
): boolean {
  if (slot === undefined) return rollSkillUsable(p, roll, 'odin') || rollSkillUsable(p, roll, 'odinKept');
  const id = p[slot];
  const skill = id ? ODIN_BY_ID[id] : undefined;
  if (!skill || p.knockedOut || p.stamina < skill.cost) return false;
  if (skill.timing !== 'roll') return false;
  if (roll.plus.odin) return false;
  if (skill.effect === 'reroll' && roll.dice.length === 0) return false;
  return (APPLIES[skill.effect] ?? []).includes(roll.kind);
}
