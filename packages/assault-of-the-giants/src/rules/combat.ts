/**
 * Battles (REF-LIB16, -17, -19; p.20 l.1-35): both sides roll, modify with their row (NPCs: fixed
 * modifiers), the defender then the attacker take casualties one chosen unit at a time, and each defeated
 * giant pays its Ordning Value to whoever defeated it.
 */
import { int, type Rng } from '@skald/core';
import { BASIC_DIE, dieById, MAX_BASIC_DICE, RACE_DICE } from '../data/dice.js';
import type { RaceId } from '../data/races.js';
import { TUNING } from '../data/setup.js';
import { GIANTSLAYER, UNITS } from '../data/units.js';
import type { Combat, Giantslayer, GiantsState, Seat, SideRoll, Unit } from '../state.js';
import { battleResources, resourceBonus } from './battle-cards.js';
import { replaceSlayer, replaceUnit } from './board.js';
import { effectBonus } from './effects.js';
import { award, drawResources } from './ordning.js';
import { setPlayer } from './players.js';
import { cardsLeftOf, cardsRightOf } from './row.js';
import { battleSpells, spellBonus } from './spells.js';
import { storyDeed } from './story.js';

/** Row-given (or NPC) modifiers for one side. */
export interface Modifiers {
  rerolls: number;
  /** Arcane results turned into 2 hits each (the Attack card). */
  arcaneToHits: number;
  /** Arcane results turned into 1 block each (the Magic card, NPC conversions). */
  arcaneToBlocks: number;
}

export const NO_MODIFIERS: Modifiers = { rerolls: 0, arcaneToHits: 0, arcaneToBlocks: 0 };

const face = (id: string, i: number) => dieById(id)!.faces[i]!;
const rollDie = (id: string, rng: Rng) => int(rng, dieById(id)!.faces.length);

/** Arcane results showing on a side's dice; a face with 2 arcane is 2 results (ruling G7). */
export function arcaneShowing(side: SideRoll): number {
  return side.dice.reduce((n, id, i) => n + face(id, side.faces[i]!).arcane, 0);
}

/** Hits and blocks of rolled faces after converting `toHits` arcane into 2 hits each and `toBlocks` into 1 block. */
export function totals(
  dice: string[],
  faces: number[],
  toHits: number,
  toBlocks: number,
): { hits: number; blocks: number } {
  let hits = 0;
  let blocks = 0;
  dice.forEach((id, i) => {
    const f = face(id, faces[i]!);
    hits += f.hits;
    blocks += f.blocks;
  });
  return { hits: hits + 2 * toHits, blocks: blocks + toBlocks };
}

/** A side before it rolls, with what it may modify and what its permanent effects add. */
export function unrolled(dice: string[], mods: Modifiers, effectHits = 0, effectBlocks = 0): SideRoll {
  return {
    dice,
    faces: [],
    rolled: false,
    rerolls: mods.rerolls,
    arcaneToHits: mods.arcaneToHits,
    arcaneToBlocks: mods.arcaneToBlocks,
    spells: [],
    resources: [],
    rerollDone: false,
    convertDone: false,
    hits: 0,
    blocks: 0,
    effectHits,
    effectBlocks,
  };
}

/** Whether the side may still re-roll: the ability is unused, allows at least 1 die, and there are dice. */
export const mayReroll = (side: SideRoll): boolean =>
  !side.rerollDone && side.rerolls > 0 && side.dice.length > 0;

/** Whether the side may still convert: unused, and there is arcane showing that some conversion accepts. */
export const mayConvert = (side: SideRoll): boolean =>
  !side.convertDone && side.arcaneToHits + side.arcaneToBlocks > 0 && arcaneShowing(side) > 0;

/**
 * Re-roll the dice in `mask` (bit i = die i) together: one action per battle for the Leader card or the NPC
 * rule, each die at most once, at most `rerolls` dice (ruling G6). Exported for tests.
 */
export function canReroll(side: SideRoll, mask: number): boolean {
  if (!mayReroll(side) || !Number.isInteger(mask) || mask <= 0 || mask >= 2 ** side.dice.length) return false;
  return bitCount(mask) <= side.rerolls;
}

export function reroll(side: SideRoll, mask: number, rng: Rng): void {
  side.dice.forEach((id, i) => {
    if (mask & (1 << i)) side.faces[i] = rollDie(id, rng);
  });
  side.rerollDone = true;
}

/**
 * Finish modifying the side: convert `toHits` arcane results by the Attack card (2 hits each) and `toBlocks`
 * by Magic or the NPC rule (1 block each); `(0, 0)` keeps the dice as they are. Unconverted arcane is a miss.
 */
export function canConvert(side: SideRoll, toHits: number, toBlocks: number): boolean {
  const ok = (n: number, cap: number) => Number.isInteger(n) && n >= 0 && n <= cap;
  return (
    side.rolled &&
    !side.convertDone &&
    ok(toHits, side.arcaneToHits) &&
    ok(toBlocks, side.arcaneToBlocks) &&
    toHits + toBlocks <= arcaneShowing(side)
  );
}

export function convert(side: SideRoll, toHits: number, toBlocks: number): void {
  side.convertDone = true;
  side.rerollDone = true;
  const dice = totals(side.dice, side.faces, toHits, toBlocks);
  const spells = spellBonus(side);
  const cards = resourceBonus(side);
  side.hits = dice.hits + spells.hits + cards.hits + side.effectHits;
  side.blocks = dice.blocks + spells.blocks + cards.blocks + side.effectBlocks;
}

/** The side whose dice wait on a decision: the attacker's until final, then the defender's. */
export const modifyingSide = (c: Combat): SideRoll => (c.attack.convertDone ? c.defense : c.attack);

/** Every way to re-roll (bitmasks, smallest first) and to convert, for enumeration. */
export function rerollMasks(side: SideRoll): number[] {
  const out: number[] = [];
  if (!mayReroll(side)) return out;
  const end = 1 << side.dice.length;
  for (let mask = 1; mask < end; mask++) if (bitCount(mask) <= side.rerolls) out.push(mask);
  return out;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let m = mask; m > 0; m >>= 1) count += m & 1;
  return count;
}

export function conversions(side: SideRoll): [number, number][] {
  const out: [number, number][] = [];
  for (let h = 0; h <= side.arcaneToHits; h++)
    for (let b = 0; b <= side.arcaneToBlocks; b++) if (canConvert(side, h, b)) out.push([h, b]);
  return out;
}

/** One basic die per giant (at most six) plus the race die when a leader or champion fights (NPCs: always). */
export function giantDice(units: Unit[], race: RaceId, npc: boolean): string[] {
  const dice = new Array(Math.min(units.length, MAX_BASIC_DICE.value)).fill(BASIC_DIE.id) as string[];
  if (npc || units.some((u) => UNITS[u.kind].bringsRaceDie)) dice.push(RACE_DICE[race].id);
  return dice;
}

export const slayerDice = (count: number): string[] =>
  new Array(Math.min(count * GIANTSLAYER.dice, MAX_BASIC_DICE.value)).fill(BASIC_DIE.id) as string[];

/** A player's modifiers from the face-up row: Leader re-rolls, Magic conversions, and for the attacker, Attack. */
export function rowModifiers(row: string[], attackCard: string | null): Modifiers {
  return {
    rerolls: cardsRightOf(row, 'leader'),
    arcaneToHits: attackCard ? cardsLeftOf(row, attackCard) : 0,
    arcaneToBlocks: cardsRightOf(row, 'magic'),
  };
}

export const npcModifiers = (): Modifiers => ({
  rerolls: TUNING.npcRerolls.value,
  arcaneToHits: 0,
  arcaneToBlocks: TUNING.npcConversions.value,
});

/** The seat deciding for a defending race: its player, or for NPCs the player to the active player's right. */
export function defenderDecider(s: GiantsState, race: RaceId): Seat {
  const c = s.controller[race];
  return c >= 0 ? c : (s.flow.current + s.numPlayers - 1) % s.numPlayers;
}

export interface BattleStart {
  attackerSeat: Seat;
  attackerRace: RaceId | null;
  from: string;
  region: string;
  attackers: string[];
  defenderRace: RaceId;
}

/** Declare a battle: the sides and what each may modify; the dice are rolled as the battle advances. */
export function startBattle(s: GiantsState, b: BattleStart): void {
  const attacker = s.players[b.attackerSeat]!;
  const attackerUnits = slayersAttack(b) ? [] : s.units.filter((u) => b.attackers.includes(u.id));
  const slayers = b.attackerRace === null;
  const attackDice = slayers
    ? slayerDice(b.attackers.length)
    : giantDice(attackerUnits, b.attackerRace!, false);
  const defenders = s.units.filter((u) => u.race === b.defenderRace && u.region === b.region);
  const npc = s.controller[b.defenderRace] < 0;
  const defender = npc ? null : s.players[s.controller[b.defenderRace]]!;
  const defMods = defender ? rowModifiers(defender.row, null) : npcModifiers();
  // Permanent effects belong to a player's giants: giantslayers and NPCs have none.
  // Keys in `BattleStart` order, then the rest (goldens hash G's JSON).
  s.flow.combat = {
    attackerSeat: b.attackerSeat,
    attackerRace: b.attackerRace,
    from: b.from,
    region: b.region,
    attackers: b.attackers,
    defenderRace: b.defenderRace,
    attack: slayers
      ? unrolled(attackDice, NO_MODIFIERS)
      : unrolled(attackDice, rowModifiers(attacker.row, s.flow.card), effectBonus(attacker, 'attackHits')),
    defense: unrolled(
      giantDice(defenders, b.defenderRace, npc),
      defMods,
      0,
      defender ? effectBonus(defender, 'defenseBlocks') : 0,
    ),
    damage: { defender: 0, attacker: 0 },
    damageSet: false,
    decider: b.attackerSeat,
    rewards: new Array<number>(s.players.length).fill(0),
  };
}

const slayersAttack = (b: BattleStart): boolean => b.attackerRace === null;

/**
 * Roll a side if it has not rolled, then wait for its one re-roll and its one conversion when it has any to
 * make; returns true once the side's totals are final. The attacker goes first (REF-LIB16/17).
 */
function settleSide(s: GiantsState, side: SideRoll, decider: Seat, rng: Rng): boolean {
  if (!side.rolled) {
    side.faces = side.dice.map((id) => rollDie(id, rng));
    side.rolled = true;
  }
  if (side.convertDone) return true;
  if (
    mayReroll(side) ||
    mayConvert(side) ||
    battleSpells(s, decider, side).length > 0 ||
    battleResources(s, decider, side).length > 0
  ) {
    s.flow.combat!.decider = decider;
    s.flow.step = 'modify';
    return false;
  }
  convert(side, 0, 0);
  return true;
}

/** Units the current casualty side may choose from (empty when that side has no one left). */
export function casualtyPool(s: GiantsState): Unit[] {
  const c = s.flow.combat;
  if (!c) return [];
  if (c.damage.defender > 0) return s.units.filter((u) => u.race === c.defenderRace && u.region === c.region);
  if (c.damage.attacker > 0 && c.attackerRace !== null)
    return s.units.filter((u) => c.attackers.includes(u.id));
  return [];
}

/** A defeated giant pays its Ordning Value: in full to a giant attacker or player defender, half (rounded up) to giantslayers. */
function payForDefeat(s: GiantsState, c: Combat, unit: Unit): void {
  const value = UNITS[unit.kind].ordningValue;
  if (unit.race === c.defenderRace) {
    const half = TUNING.giantslayerRewardRoundUp.value ? Math.ceil(value / 2) : Math.floor(value / 2);
    const amount = c.attackerRace === null ? half : value;
    setPlayer(s, c.attackerSeat, 'defeated', s.players[c.attackerSeat]!.defeated + 1);
    c.rewards[c.attackerSeat]! += amount;
    award(s, c.attackerSeat, amount);
    if (c.attackerRace !== null) storyDeed(s, c.attackerSeat, 'defeat');
    return;
  }
  // An attacker fell: the defending player scores; an NPC defender gives nobody anything (p.20 l.25-29).
  const def = s.controller[c.defenderRace];
  if (def < 0) return;
  setPlayer(s, def, 'defeated', s.players[def]!.defeated + 1);
  c.rewards[def]! += value;
  award(s, def, value);
  storyDeed(s, def, 'defeat');
}

/**
 * One unit soaks damage (REF-LIB17): a wounded unit dies to any damage; a healthy one dies when the damage
 * reaches its Fortitude (the rest goes on) and is wounded otherwise (the damage is used up).
 */
export function soakWith(s: GiantsState, unit: Unit): void {
  const c = s.flow.combat!;
  const side = c.damage.defender > 0 ? 'defender' : 'attacker';
  const fort = unit.wounded ? UNITS[unit.kind].woundedFortitude : UNITS[unit.kind].fortitude;
  const dmg = c.damage[side];
  if (dmg >= fort || unit.wounded) {
    c.damage[side] = Math.max(0, dmg - fort);
    s.units = s.units.filter((u) => u.id !== unit.id);
    payForDefeat(s, c, unit);
  } else {
    replaceUnit(s, unit, { wounded: true });
    c.damage[side] = 0;
  }
}

/**
 * The giantslayers that may take the defenders' hits now: those of the assault still on the board (an
 * empty list outside a giantslayer assault's casualty step).
 */
export function slayerCasualtyPool(s: GiantsState): Giantslayer[] {
  const c = s.flow.combat;
  if (!c || c.attackerRace !== null || c.damage.defender > 0 || c.damage.attacker <= 0) return [];
  return s.giantslayers.filter((g) => g.region !== null && c.attackers.includes(g.id));
}

/**
 * A giantslayer the Rest player chose soaks the defenders' hits (ruling G17), as a giant does (REF-LIB17);
 * each one killed gives a player defender 1 Resource card, NPC defenders nothing (p.20 l.30-35).
 */
export function soakWithSlayer(s: GiantsState, g: Giantslayer, rng: Rng): void {
  const c = s.flow.combat!;
  const fort = g.wounded ? GIANTSLAYER.woundedFortitude : GIANTSLAYER.fortitude;
  if (c.damage.attacker >= fort || g.wounded) {
    c.damage.attacker = Math.max(0, c.damage.attacker - fort);
    replaceSlayer(s, g, { region: null, wounded: false });
    const def = s.controller[c.defenderRace];
    if (def >= 0) drawResources(s, def, 1, rng);
  } else {
    replaceSlayer(s, g, { wounded: true });
    c.damage.attacker = 0;
  }
}

/**
 * Advance the battle to the next casualty choice; returns true when the battle is over. A side with no
 * one left loses the rest of its damage.
 */
export function advanceBattle(s: GiantsState, rng: Rng): boolean {
  const c = s.flow.combat!;
  if (!settleSide(s, c.attack, c.attackerSeat, rng)) return false;
  if (!settleSide(s, c.defense, defenderDecider(s, c.defenderRace), rng)) return false;
  if (!c.damageSet) {
    c.damage = {
      defender: Math.max(0, c.attack.hits - c.defense.blocks),
      attacker: Math.max(0, c.defense.hits - c.attack.blocks),
    };
    c.damageSet = true;
  }
  s.flow.step = 'casualty';
  if (c.damage.defender > 0) {
    if (casualtyPool(s).length > 0) {
      c.decider = defenderDecider(s, c.defenderRace);
      return false;
    }
    c.damage.defender = 0;
  }
  if (c.damage.attacker > 0) {
    if (casualtyPool(s).length > 0 || slayerCasualtyPool(s).length > 0) {
      c.decider = c.attackerSeat;
      return false;
    }
    c.damage.attacker = 0;
  }
  return true;
}
