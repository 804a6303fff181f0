import { type DieSpec, type Rng, rollIndex } from '@skald/core';
import { COLLECT, COMBAT_DICE, type CombatFace, DEFENSE, type DieId, RED, YELLOW } from '../data/dice.js';
import { EQUIPMENT_BY_ID, type EquipmentEntry, isArmour } from '../data/equipment.js';
import type { Player } from '../state.js';

const DICE_BY_ID = { ...COMBAT_DICE, collect: COLLECT } as const;

export const UNARMED = 'unarmed';

/** Weapons and tools a player may attack with (unarmed when none, line 381). */
export function attackOptions(p: Player): string[] {
  const cards = p.equipment.filter((id) => !isArmour(EQUIPMENT_BY_ID[id] as EquipmentEntry));
  return cards.length > 0 ? cards : [UNARMED];
}

/** `attackOptions(p).includes(weapon)`, without building the list (every fight move is checked with it). */
export function canAttackWith(p: Player, weapon: string): boolean {
  let armed = false;
  const cards = p.equipment;
  for (let i = 0; i < cards.length; i++) {
    const id = cards[i]!;
    if (isArmour(EQUIPMENT_BY_ID[id] as EquipmentEntry)) continue;
    if (id === weapon) return true;
    armed = true;
  }
  return !armed && weapon === UNARMED;
}

export interface AttackProfile {
  yellow: number;
  red: number;
  cancelCrit: boolean;
  bonus: number;
  fire: boolean;
  ranged: boolean;
  areaEffect: boolean;
  armorPiercing: boolean;
}

/** The dice and icons of one attack; never more dice than the box holds (line 330). */
export function attackProfile(p: Player, weapon: string): AttackProfile {
  const card = EQUIPMENT_BY_ID[weapon];
  if (weapon === UNARMED || !card) {
    return {
      yellow: 1,
      red: 0,
      cancelCrit: true,
      bonus: 0,
      fire: false,
      ranged: false,
      areaEffect: false,
      armorPiercing: false,
    };
  }
  return {
    yellow: Math.min(card.yellow, YELLOW.inBox),
    red: Math.min(card.red, RED.inBox),
    cancelCrit: card.cancelCrit,
    bonus: card.attackBonus,
    fire: card.fireBuiltIn || p.fire.includes(weapon),
    ranged: card.ranged,
    areaEffect: card.areaEffect,
    armorPiercing: card.armorPiercing,
  };
}

export interface DefenseProfile {
  dice: number;
  bonus: number;
}

/**
 * Defense dice add up across armour, at most 2 (line 339); bonuses add up. A two-handed weapon forbids
 * shields (line 361): shields then add no defense. (A loop: every fight round asks.)
 */
export function defenseProfile(p: Player, weapon: string): DefenseProfile {
  const twoHanded = EQUIPMENT_BY_ID[weapon]?.twoHanded ?? false;
  let dice = 0;
  let bonus = 0;
  const cards = p.equipment;
  for (let i = 0; i < cards.length; i++) {
    const e = EQUIPMENT_BY_ID[cards[i]!] as EquipmentEntry;
    if (!isArmour(e) || (twoHanded && e.slot === 'shield')) continue;
    dice += e.defense;
    bonus += e.defenseBonus;
  }
  return { dice: Math.min(DEFENSE.inBox, dice), bonus };
}

export function resists(p: Player, what: 'frozen' | 'poison' | 'pierce'): boolean {
  for (let i = 0; i < p.equipment.length; i++)
    if (EQUIPMENT_BY_ID[p.equipment[i]!]?.resists.includes(what)) return true;
  return false;
}

/** Extra movement from equipment (line 363). */
export const extraMove = (p: Player): number =>
  p.equipment.reduce((n, id) => n + (EQUIPMENT_BY_ID[id]?.extraMove ?? 0), 0);

/** The attack dice of a profile, yellow first (the order they are rolled and stored in). */
export function attackDice(a: AttackProfile): ('yellow' | 'red')[] {
  // Pushed one by one: spreads of filled arrays cost several times more on every fight round.
  const out: ('yellow' | 'red')[] = [];
  for (let i = 0; i < a.yellow; i++) out.push('yellow');
  for (let i = 0; i < a.red; i++) out.push('red');
  return out;
}

/** Roll dice by id: the face index of each, in order. */
export function rollFaces(rng: Rng, ids: readonly DieId[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < ids.length; i++)
    out.push(rollIndex(rng, DICE_BY_ID[ids[i] as DieId] as DieSpec<unknown>));
  return out;
}

/** The hit value of each rolled attack die (criticals count 1 when canceled). */
export function attackValues(a: AttackProfile, dice: readonly { die: DieId; face: number }[]): number[] {
  return dice.map(({ die, face }) => {
    const f = DICE_BY_ID[die].faces[face] as CombatFace;
    return a.cancelCrit && f.kind === 'crit' ? 1 : f.hits;
  });
}

/** Roll the attack dice of a profile: the hit value of each die. */
export function rollAttack(rng: Rng, a: AttackProfile): number[] {
  const ids = attackDice(a);
  const faces = rollFaces(rng, ids);
  return attackValues(
    a,
    ids.map((die, i) => ({ die, face: faces[i] as number })),
  );
}

/** Blocks of rolled defense dice, plus the bonus if at least one block shows (line 343). */
export function defenseValue(bonus: number, faces: readonly number[]): number {
  const blocks = faces.reduce((n, i) => n + (DEFENSE.faces[i] as CombatFace).blocks, 0);
  return blocks > 0 ? blocks + bonus : 0;
}

export interface DamageRoll {
  hits: number;
  specials: number;
  blanks: number;
}

/** Read rolled damage dice. */
export function damageFrom(faces: readonly number[]): DamageRoll {
  const out = { hits: 0, specials: 0, blanks: 0 };
  for (let k = 0; k < faces.length; k++) {
    const f = COMBAT_DICE.damage.faces[faces[k]!] as CombatFace;
    out.hits += f.hits;
    if (f.kind === 'special') out.specials++;
    else if (f.kind === 'blank') out.blanks++;
  }
  return out;
}

/** The damage dice of each count, made once (read only). */
const DAMAGE_DICE: readonly (readonly DieId[])[] = Array.from(
  { length: COMBAT_DICE.damage.inBox + 1 },
  (_, n) => Object.freeze(Array<DieId>(n).fill('damage')),
);

/** How many damage dice a roll uses: never more than the box's 3 (line 330). */
export const damageDice = (n: number): readonly DieId[] =>
  DAMAGE_DICE[Math.max(0, Math.min(n, COMBAT_DICE.damage.inBox))] as readonly DieId[];
