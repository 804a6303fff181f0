import { isIndex, type Rng, reachableWithin } from '@skald/core';
import { slotOf } from '../data/map.js';
import { PLAYER } from '../data/player.js';
import { ODIN_BY_ID, type OdinSkill } from '../data/skills.js';
import type { PendingRoll, Player, ValheimState } from '../state.js';
import { onOwnTurn } from './actions.js';
import { ADJ, carryReach, hasCreatureAt, isRevealed, onForsakenTile, revealTile } from './map.js';
import { helping, helpSkillUsable, nowEffect, RESCUE, rerollDice, rollSkillUsable } from './roll.js';
import { clockwiseFrom, log, logging, standing } from './util.js';

/** Setup (lines 142–147): each player keeps 1 of the 2 drawn skills of each type, in seat order. */
export const offersOf = (p: Player): string[] => [...p.odinOffer, ...p.traitOffer, ...p.occupationOffer];

/** The first seat still holding skill offers (asked on every move: no arrays built). */
export const choosingSeat = (s: ValheimState): number | null => {
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i] as Player;
    if (p.odinOffer.length > 0 || p.traitOffer.length > 0 || p.occupationOffer.length > 0) return i;
  }
  return null;
};

export const canChooseSkill = (s: ValheimState, seat: number, id: unknown): boolean =>
  choosingSeat(s) === seat && typeof id === 'string' && offersOf(s.players[seat] as Player).includes(id);

export function chooseSkill(s: ValheimState, seat: number, id: string): void {
  const p = s.players[seat] as Player;
  if (p.odinOffer.includes(id)) {
    p.odin = id;
    p.odinOffer = [];
  } else if (p.traitOffer.includes(id)) {
    p.upgrades = [...p.upgrades, { id, xp: 0 }];
    p.traitOffer = [];
  } else {
    p.upgrades = [...p.upgrades, { id, xp: 0 }];
    p.occupationOffer = [];
  }
}

/** Which of a player's power of Odin skills: the one chosen this scenario, or the one kept (campaign). */
export type OdinSlot = 'odin' | 'odinKept';
const skillOf = (p: Player, slot: OdinSlot = 'odin'): OdinSkill | undefined => {
  const id = p[slot];
  return id ? ODIN_BY_ID[id] : undefined;
};

/** Spaces another player may be carried to: within 2, never onto the Forsaken's tile, over revealed spaces. */
export function carryTargets(s: ValheimState, target: number): readonly string[] {
  const from = (s.players[target] as Player).space;
  const reach =
    carryReach(s, from) ??
    Object.keys(
      reachableWithin(ADJ, from, 2, {
        passable: (id) => isRevealed(s, id) && !hasCreatureAt(s, id),
      }),
    );
  return reach.filter((id) => id !== from && isRevealed(s, id) && !onForsakenTile(s, id));
}

/**
 * Out of turn (line 156: "at any time (also during other players' turns)"), ruling R-odin: the other
 * standing players are asked in clockwise order at the start of each turn, before each fight's first roll
 * and between its rounds, and in the arena at the start of each arena turn; the asked seat may use its
 * `now` skills that act on anyone (not the extra action, which is for your own turn, nor the roll skills,
 * lent only on a fight roll once its dice are known, `roll.ts`, R-odin3; in the arena only those the arena
 * allows), as often as its stamina allows,
 * then lets the moment pass (`odinPass`). Seats with no use open are never asked (`apply.ts`).
 */
export const OUT_OF_TURN: readonly string[] = ['heal', 'vigor', 'cleanse', 'carry', 'ravens'];

/** The skills of the arena's free actions (line 506): no map to carry anyone over or to reveal. */
export const IN_ARENA: readonly string[] = ['heal', 'vigor', 'cleanse'];

/** Is this seat the one being asked now? */
export const isAskedOdin = (s: ValheimState, seat: number): boolean =>
  (s.stage === 'explore' || s.stage === 'arena') &&
  s.odinAsk[0] === seat &&
  !s.pending &&
  !s.voyage?.offers.length &&
  !s.combat?.offers.length;

/** Ask every standing player but `except`, clockwise from the active player (seats with nothing to use are skipped). */
export function openOdinWindow(s: ValheimState, except: number): void {
  if (s.numPlayers < 2 || s.result) return;
  s.odinAsk = clockwiseFrom(s, s.turn).filter((i) => i !== except && standing(s.players[i] as Player));
}

/** The asked seat lets the moment pass. */
export function passOdin(s: ValheimState): void {
  s.odinAsk = s.odinAsk.slice(1);
}

/**
 * Use your power of Odin skill (lines 154–156, 291–292): pay its stamina, no action. `target` is a seat;
 * `detail` is the carry destination, the ravens' slot or the reroll mask, else null. Used by the acting
 * player (own turn, rolling in a fight, looking at a roll) or by a seat asked out of turn (see `OUT_OF_TURN`).
 * `carryTo`: `carryTargets(s, target)` when the caller has it already (the legal list: no second walk).
 */
export function canOdin(
  s: ValheimState,
  seat: number,
  target: unknown,
  detail: unknown,
  slot: OdinSlot = 'odin',
  carryTo?: readonly string[],
): boolean {
  const p = s.players[seat];
  const skill = p && skillOf(p, slot);
  if (!p || !skill || !standing(p) || p.stamina < skill.cost || !isIndex(target, s.numPlayers)) return false;
  const t = s.players[target] as Player;
  if (skill.timing === 'roll') {
    const roll = s.pending;
    // Asked to add it to another player's fight roll (ruling R-odin3).
    if (roll?.helpers?.length)
      return (
        roll.helpers[0] === seat &&
        target === roll.seat &&
        detail === null &&
        helpSkillUsable(s, seat, roll, slot)
      );
    if (!roll || roll.seat !== seat || target !== seat || !rollSkillUsable(p, roll, slot)) return false;
    if (skill.effect === 'reroll')
      return (
        typeof detail === 'number' && Number.isInteger(detail) && detail > 0 && detail < 2 ** roll.dice.length
      );
    return detail === null;
  }
  if (s.pending) {
    // Asked while another player's fight roll waits (ruling R-odin4): heal, stamina or cleanse on the roller.
    if (helping(s) !== seat || target !== s.pending.seat || !RESCUE.includes(skill.effect)) return false;
    return nowUsable(skill, s, seat, target, t, detail, carryTo);
  }
  // In the arena a skill is one of the turn's free actions (line 506): heal, stamina and cleanse only.
  const inArena = s.stage === 'arena' && !!s.arena && s.arena.toPlace.length === 0 && s.turn === seat;
  const outOfTurn = isAskedOdin(s, seat);
  const acting =
    onOwnTurn(s, seat) ||
    inArena ||
    outOfTurn ||
    (s.combat?.seats[s.combat.roller] === seat && s.combat.offers.length === 0);
  if (!acting) return false;
  if ((inArena || s.stage === 'arena') && !IN_ARENA.includes(skill.effect)) return false;
  if (outOfTurn && !OUT_OF_TURN.includes(skill.effect)) return false;
  return nowUsable(skill, s, seat, target, t, detail, carryTo);
}

/** A `now` skill's own conditions on its target and detail, once the moment allows it. */
function nowUsable(
  skill: OdinSkill,
  s: ValheimState,
  seat: number,
  target: number,
  t: Player,
  detail: unknown,
  carryTo: readonly string[] | undefined,
): boolean {
  const p = s.players[seat] as Player;
  switch (skill.effect) {
    case 'heal':
      return detail === null && standing(t) && t.health < PLAYER.maxHealth;
    case 'vigor':
      return detail === null && target !== seat && standing(t) && t.stamina < PLAYER.maxStamina;
    case 'cleanse':
      return detail === null && (t.frozen || t.poisoned);
    case 'carry':
      return (
        !s.combat &&
        standing(t) &&
        typeof detail === 'string' &&
        (carryTo ?? carryTargets(s, target)).includes(detail)
      );
    case 'ravens':
      return (
        target === seat &&
        typeof detail === 'string' &&
        Object.hasOwn(s.tiles, detail) &&
        !s.revealed.includes(detail) &&
        (ADJ[p.space] ?? []).some((id) => slotOf(id) === detail)
      );
    case 'haste':
      return detail === null && target === seat && onOwnTurn(s, seat);
    default:
      return false;
  }
}

export function useOdin(
  s: ValheimState,
  seat: number,
  target: number,
  detail: unknown,
  rng: Rng,
  slot: OdinSlot = 'odin',
): void {
  const p = s.players[seat] as Player;
  const skill = skillOf(p, slot) as OdinSkill;
  p.stamina -= skill.cost;
  const t = s.players[target] as Player;
  const roll = s.pending as PendingRoll | null;
  if (logging(s)) log(s, `P${seat} used ${skill.name}.`);
  switch (skill.effect) {
    case 'heal':
    case 'vigor':
    case 'cleanse':
      nowEffect(skill.effect, t);
      return;
    case 'carry':
      t.space = detail as string;
      s.moveLeft = 0;
      return;
    case 'ravens':
      revealTile(s, detail as string, rng, seat);
      return;
    case 'haste':
      s.actionsLeft++;
      return;
  }
  if (!roll) return;
  roll.plus.odin = true;
  if (skill.effect === 'reroll') rerollDice(roll, detail as number, rng);
  if (skill.effect === 'shield') roll.plus.defense++;
  if (skill.effect === 'strike') roll.plus.attack++;
  if (skill.effect === 'ward') roll.plus.ward++;
  if (skill.effect === 'guard') roll.plus.guard = true;
  if (skill.effect === 'gather') roll.plus.hands++;
}
