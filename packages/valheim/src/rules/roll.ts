import type { Rng } from '@skald/core';
import { CONSUMABLE_SPACES, SLOT_LIMIT } from '../data/consumables.js';
import type { DieId } from '../data/dice.js';
import { ODIN_BY_ID } from '../data/skills.js';
import type { PendingRoll, Player, ValheimState } from '../state.js';
import type { SearchContext } from './context.js';
import { attackProfile, attackValues, damageFrom, rollFaces } from './gear.js';
import { clone, heal, refresh } from './util.js';

/** How a waiting roll is resolved once final (by its kind, `apply.ts`). */
type Resolve = (s: ValheimState, roll: PendingRoll, rng: Rng, cx?: SearchContext) => void;

/**
 * Reroll tokens (lines 407–409, 665): after seeing a roll, discard a token to reroll any of your own dice
 * (never damage dice), also the collect die. A roll by a player holding a token waits for `reroll` or
 * `keep`; without a token it resolves at once. Noise and every other effect come from the final faces
 * (ruling R5).
 */
export function rollFor(
  s: ValheimState,
  spec: Omit<PendingRoll, 'dice' | 'damage' | 'plus' | 'helpers'>,
  playerDice: readonly DieId[],
  damageDice: readonly DieId[],
  rng: Rng,
  resolve: Resolve,
  cx?: SearchContext,
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
    helpers: null,
    plus: { attack: 0, defense: 0, ward: 0, guard: false, hands: 0, odin: false },
  };
  const p = s.players[spec.seat] as ValheimState['players'][number];
  if ((p.rerolls > 0 && playerDice.length > 0) || rollSkillUsable(p, roll) || meadWindow(s, roll))
    s.pending = roll;
  else finish(s, roll, rng, resolve, cx);
}

/**
 * Consumables "can be used at any time on your own turn, also after seeing the dice results during combat"
 * (line 396): a fight roll by a player holding a mead waits for the roller's `keep` (ruling R-consumable).
 * Only meads: a bomb is a roll of its own, thrown before a round (ruling R16).
 */
export const meadWindow = (s: ValheimState, roll: PendingRoll): boolean =>
  roll.kind === 'fight' && (s.players[roll.seat]?.meads.length ?? 0) > 0;

/**
 * The roll is final for its roller: the others whose power of Odin skill would change it are asked (rulings
 * R-odin3, R-odin4), one after another; with nobody (left) to ask, it resolves. A seat whose use an earlier
 * helper made pointless (the roller already saved) is not asked.
 */
function finish(s: ValheimState, roll: PendingRoll, rng: Rng, resolve: Resolve, cx?: SearchContext): void {
  if (roll.helpers === null) roll.helpers = helpersFor(s, roll, resolve);
  else {
    let k = 0;
    while (k < roll.helpers.length && !helps(s, roll.helpers[k] as number, roll, resolve)) k++;
    if (k > 0) roll.helpers = roll.helpers.slice(k);
  }
  if (roll.helpers.length > 0) {
    s.pending = roll;
    return;
  }
  s.pending = null;
  resolve(s, roll, rng, cx);
}

/** The seat asked now whether it adds its power of Odin skill to another player's roll, or null. */
export const helping = (s: ValheimState): number | null => s.pending?.helpers?.[0] ?? null;

/** The asked seat is done (used its skill or let the moment pass): the next one, or the roll resolves. */
export function passHelp(s: ValheimState, rng: Rng, resolve: Resolve): void {
  const roll = s.pending as PendingRoll;
  roll.helpers = (roll.helpers ?? []).slice(1);
  finish(s, roll, rng, resolve);
}

/** Roll skills another player may add to a fight roll: not a reroll (it rerolls your own dice). */
const HELP: readonly string[] = ['shield', 'strike', 'ward', 'guard'];

/** Other standing players, clockwise from the roller, whose power of Odin skill would change this fight roll. */
const NOBODY: number[] = Object.freeze([]) as unknown as number[];
function helpersFor(s: ValheimState, roll: PendingRoll, resolve: Resolve): number[] {
  // Nobody to ask (solo, or not a fight): one frozen empty list (the rules only read or replace it).
  if (s.numPlayers < 2 || (roll.kind !== 'fight' && roll.kind !== 'arena')) return NOBODY;
  const out: number[] = [];
  for (let k = 1; k < s.numPlayers; k++) {
    const seat = (roll.seat + k) % s.numPlayers;
    if (helps(s, seat, roll, resolve)) out.push(seat);
  }
  return out;
}

/** A roll skill that changes the roll, or a `now` skill that keeps its roller standing (R-odin3, R-odin4). */
const helps = (s: ValheimState, seat: number, roll: PendingRoll, resolve: Resolve): boolean =>
  helpSkillUsable(s, seat, roll) || rescues(s, seat, roll, resolve);

/**
 * The `now` skills a player may use on another's fight roll while it waits (ruling R-odin4): those of the
 * arena's free actions (line 506), the ones that act on a player's health, stamina or ailments.
 */
export const RESCUE: readonly string[] = ['heal', 'vigor', 'cleanse'];

/** A `now` skill's effect on its target (`odin.ts` applies the same). */
export function nowEffect(effect: string, t: Player): void {
  if (effect === 'heal') heal(t, 2);
  else if (effect === 'vigor') refresh(t, 2);
  else if (effect === 'cleanse') {
    t.frozen = false;
    t.poisoned = false;
  }
}

/**
 * Health a fight roll can take at most beyond its hits and twice its specials (a special's extra damage or the
 * arena front's point): outnumbered or Moder's nest, the poison bite, frost with no stamina left.
 */
const MOST_BEYOND_THE_DICE = 3;

/**
 * Would `seat`'s `now` skill, used on the roller now, keep the roller standing through this roll (ruling
 * R-odin4)? Only when the roll as it lies knocks the roller out and the skill's effect would not. Played out
 * on a copy of the state; in the arena without the face-down arena cards (nobody knows them).
 */
function rescues(s: ValheimState, seat: number, roll: PendingRoll, resolve: Resolve): boolean {
  const p = s.players[seat];
  const roller = s.players[roll.seat];
  if (!p || !roller || p.knockedOut || roller.knockedOut || seat === roll.seat) return false;
  // Most rolls cannot knock their roller out: no play-through.
  const dice = damageFrom(roll.damage);
  if (roller.health > dice.hits + 2 * dice.specials + MOST_BEYOND_THE_DICE) return false;
  let falls: boolean | null = null;
  for (const slot of ['odin', 'odinKept'] as const) {
    const id = p[slot];
    const skill = id ? ODIN_BY_ID[id] : undefined;
    if (!skill || !RESCUE.includes(skill.effect) || p.stamina < skill.cost) continue;
    falls ??= knocksOut(s, roll, resolve, null);
    if (!falls) return false;
    if (!knocksOut(s, roll, resolve, skill.effect)) return true;
  }
  return false;
}

/** Play the roll out on a copy (the roller first given `effect`, if any): is the roller knocked out? */
function knocksOut(s: ValheimState, roll: PendingRoll, resolve: Resolve, effect: string | null): boolean {
  const t = clone(s);
  t.pending = null;
  if (t.arena) t.arena = { ...t.arena, deck: [], discard: [] };
  const who = t.players[roll.seat] as Player;
  if (effect) nowEffect(effect, who);
  const copy: PendingRoll = { ...roll, dice: roll.dice.map((d) => ({ ...d })), plus: { ...roll.plus } };
  resolve(t, copy, () => 0);
  return t.players[roll.seat]?.knockedOut === true;
}

/**
 * Whether `seat`'s roll skill (`slot`, or either) would change another player's fight roll: standing, the
 * stamina, a skill that applies to the roll, and dice it acts on (a shield needs hits against the roller,
 * a strike a hit of the roller's, a ward a special, a guard an outnumbered roller taking hits).
 */
export function helpSkillUsable(
  s: ValheimState,
  seat: number,
  roll: PendingRoll,
  slot?: 'odin' | 'odinKept',
): boolean {
  if (slot === undefined)
    return helpSkillUsable(s, seat, roll, 'odin') || helpSkillUsable(s, seat, roll, 'odinKept');
  const p = s.players[seat];
  const id = p?.[slot];
  const skill = id ? ODIN_BY_ID[id] : undefined;
  if (!p || !skill || p.knockedOut || p.stamina < skill.cost || seat === roll.seat) return false;
  if (!HELP.includes(skill.effect) || !(APPLIES[skill.effect] ?? []).includes(roll.kind)) return false;
  const dmg = damageFrom(roll.damage);
  switch (skill.effect) {
    case 'shield':
      return dmg.hits > 0;
    case 'ward':
      return dmg.specials > roll.plus.ward;
    case 'guard': {
      const combat = s.combat;
      if (!combat || roll.plus.guard || dmg.hits === 0) return false;
      const standingHere = combat.seats.filter((i) => !s.players[i]?.knockedOut).length;
      return s.creatures.filter((c) => c.space === combat.space).length > standingHere;
    }
    default: {
      const roller = s.players[roll.seat];
      if (!roller) return false;
      const own = roll.dice.filter((d) => d.die !== 'defense');
      return attackValues(attackProfile(roller, roll.weapon), own).some((v) => v > 0);
    }
  }
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
export function reroll(s: ValheimState, mask: number, rng: Rng, resolve: Resolve): void {
  const roll = s.pending as PendingRoll;
  const p = s.players[roll.seat] as ValheimState['players'][number];
  p.rerolls--;
  rerollDice(roll, mask, rng);
  if (p.rerolls === 0 && !rollSkillUsable(p, roll) && !meadWindow(s, roll)) keep(s, rng, resolve);
}

export function keep(s: ValheimState, rng: Rng, resolve: Resolve): void {
  finish(s, s.pending as PendingRoll, rng, resolve);
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
