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
import type { Combat, GiantsState, Seat, SideRoll, Unit } from '../state.js';
import { award, drawResources } from './ordning.js';
import { cardsLeftOf, cardsRightOf } from './row.js';

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

/**
 * Roll, then modify: re-roll misses (each die at most once, ruling G6), then convert arcane results —
 * each arcane on a face counts as one result (ruling G7) — first into 2 hits, then into 1 block. Arcane
 * left over is a miss. Exported for tests.
 */
export function rollSide(dice: string[], mods: Modifiers, rng: Rng): SideRoll {
  const faces = dice.map((id) => int(rng, dieById(id)!.faces.length));
  let rerolls = mods.rerolls;
  for (let i = 0; i < dice.length && rerolls > 0; i++) {
    const f = face(dice[i]!, faces[i]!);
    if (f.hits + f.blocks + f.arcane > 0) continue;
    faces[i] = int(rng, dieById(dice[i]!)!.faces.length);
    rerolls -= 1;
  }
  return totals(dice, faces, mods);
}

/** Hits and blocks of rolled faces after the arcane conversions. */
export function totals(dice: string[], faces: number[], mods: Modifiers): SideRoll {
  let hits = 0;
  let blocks = 0;
  let arcane = 0;
  dice.forEach((id, i) => {
    const f = face(id, faces[i]!);
    hits += f.hits;
    blocks += f.blocks;
    arcane += f.arcane;
  });
  const toHits = Math.min(arcane, mods.arcaneToHits);
  const toBlocks = Math.min(arcane - toHits, mods.arcaneToBlocks);
  return { dice, faces, hits: hits + 2 * toHits, blocks: blocks + toBlocks };
}

/** One basic die per giant (at most six) plus the race die when a leader or champion fights (NPCs: always). */
export function giantDice(units: Unit[], race: RaceId, npc: boolean): string[] {
  const dice = new Array(Math.min(units.length, MAX_BASIC_DICE)).fill(BASIC_DIE.id) as string[];
  if (npc || units.some((u) => UNITS[u.kind].bringsRaceDie)) dice.push(RACE_DICE[race].id);
  return dice;
}

export const slayerDice = (count: number): string[] =>
  new Array(Math.min(count * GIANTSLAYER.dice, MAX_BASIC_DICE)).fill(BASIC_DIE.id) as string[];

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

export function startBattle(s: GiantsState, b: BattleStart, rng: Rng): void {
  const attacker = s.players[b.attackerSeat]!;
  const attackerUnits = s.units.filter((u) => b.attackers.includes(u.id));
  const attackDice =
    b.attackerRace === null
      ? slayerDice(b.attackers.length)
      : giantDice(attackerUnits, b.attackerRace, false);
  const attackMods = b.attackerRace === null ? NO_MODIFIERS : rowModifiers(attacker.row, s.flow.card);
  const attack = rollSide(attackDice, attackMods, rng);
  const defenders = s.units.filter((u) => u.race === b.defenderRace && u.region === b.region);
  const npc = s.controller[b.defenderRace] < 0;
  const defMods = npc ? npcModifiers() : rowModifiers(s.players[s.controller[b.defenderRace]]!.row, null);
  const defense = rollSide(giantDice(defenders, b.defenderRace, npc), defMods, rng);
  const combat: Combat = {
    ...b,
    attack,
    defense,
    damage: {
      defender: Math.max(0, attack.hits - defense.blocks),
      attacker: Math.max(0, defense.hits - attack.blocks),
    },
    decider: b.attackerSeat,
    rewards: s.players.map(() => 0),
  };
  s.flow.combat = combat;
  s.flow.step = 'casualty';
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
    s.players[c.attackerSeat]!.defeated += 1;
    c.rewards[c.attackerSeat]! += amount;
    award(s, c.attackerSeat, amount);
    return;
  }
  // An attacker fell: the defending player scores; an NPC defender gives nobody anything (p.20 l.25-29).
  const def = s.controller[c.defenderRace];
  if (def < 0) return;
  s.players[def]!.defeated += 1;
  c.rewards[def]! += value;
  award(s, def, value);
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
    unit.wounded = true;
    c.damage[side] = 0;
  }
}

/** Giantslayers take the defenders' hits in id order; each one killed gives a player defender 1 Resource card. */
function slayersSoak(s: GiantsState, rng: Rng): void {
  const c = s.flow.combat!;
  for (const g of s.giantslayers) {
    if (c.damage.attacker <= 0) break;
    if (!c.attackers.includes(g.id) || g.region === null) continue;
    const fort = g.wounded ? GIANTSLAYER.woundedFortitude : GIANTSLAYER.fortitude;
    if (c.damage.attacker >= fort || g.wounded) {
      c.damage.attacker = Math.max(0, c.damage.attacker - fort);
      g.region = null;
      g.wounded = false;
      const def = s.controller[c.defenderRace];
      if (def >= 0) drawResources(s, def, 1, rng);
    } else {
      g.wounded = true;
      c.damage.attacker = 0;
    }
  }
  c.damage.attacker = 0;
}

/**
 * Advance the battle to the next casualty choice; returns true when the battle is over. A side with no
 * one left loses the rest of its damage.
 */
export function advanceBattle(s: GiantsState, rng: Rng): boolean {
  const c = s.flow.combat!;
  if (c.damage.defender > 0) {
    if (casualtyPool(s).length > 0) {
      c.decider = defenderDecider(s, c.defenderRace);
      return false;
    }
    c.damage.defender = 0;
  }
  if (c.damage.attacker > 0) {
    if (c.attackerRace === null) slayersSoak(s, rng);
    else if (casualtyPool(s).length > 0) {
      c.decider = c.attackerSeat;
      return false;
    }
    c.damage.attacker = 0;
  }
  return true;
}
