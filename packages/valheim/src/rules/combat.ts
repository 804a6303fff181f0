import type { Rng } from '@skald/core';
import type { Bomb } from '../data/consumables.js';
import { CREATURES, type CreatureSide } from '../data/creatures.js';
import type { DieId } from '../data/dice.js';
import { DEFENSE, RED, YELLOW } from '../data/dice.js';
import { HOUSE } from '../data/map.js';
import { SCENARIOS } from '../data/scenario.js';
import type { Creature, PendingRoll, RolledDie, ValheimState } from '../state.js';
import {
  attackDice,
  attackProfile,
  attackValues,
  canAttackWith,
  damageDice,
  damageFrom,
  defenseProfile,
  defenseValue,
  resists,
  rollAttack,
} from './gear.js';
import { knockOut } from './knockout.js';
import { isHouse } from './map.js';
import { openOdinWindow } from './odin.js';
import { powerDefense } from './powers.js';
import { endRaidIfDone } from './raid.js';
import { rollFor } from './roll.js';
import { award, DEEDS, perk } from './upgrades.js';
import {
  clockwiseFrom,
  consumableWords,
  gain,
  log,
  logging,
  loseStamina,
  replaceCreature,
  standing,
  without,
} from './util.js';

export function sideOf(s: ValheimState, c: Creature): CreatureSide {
  // Read on every fight round for each creature: one table read, and no search while no kind is veteran.
  const entry = CREATURES[c.kind];
  return s.veteran.length > 0 && s.veteran.includes(c.kind) ? entry.veteran : entry.regular;
}

/**
 * Creatures on a space, strongest first: highest printed health (line 384); equal health, the one placed
 * first (ruling R11).
 */
export function byStrength(s: ValheimState, space: string): Creature[] {
  // Collected in a loop, sorted only when there are two or more (most fights face one creature).
  const out: Creature[] = [];
  const list = s.creatures;
  for (let i = 0; i < list.length; i++) if (list[i]!.space === space) out.push(list[i]!);
  if (out.length > 1) out.sort((a, b) => sideOf(s, b).health - sideOf(s, a).health || a.id - b.id);
  return out;
}

/** `byStrength(s, space)[0]` without building the list (every fight round asks). */
function strongestAt(s: ValheimState, space: string): Creature | undefined {
  let best: Creature | undefined;
  let bestHealth = 0;
  const list = s.creatures;
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    if (c.space !== space) continue;
    const h = sideOf(s, c).health;
    if (best === undefined || h > bestHealth || (h === bestHealth && c.id < best.id)) {
      best = c;
      bestHealth = h;
    }
  }
  return best;
}

/** The seat rolling now in the current combat. */
export const roller = (s: ValheimState): number | null =>
  s.combat ? (s.combat.seats[s.combat.roller] ?? null) : null;

/**
 * Start a combat where standing players and creatures share a space (line 309): the active player's space
 * first, then in clockwise seat order. Creatures in the house with nobody standing there wreck it (lines
 * 475–478). Returns true if a combat is now running.
 */
export function startCombat(s: ValheimState): boolean {
  if (s.combat) return true;
  // The common answer first, in one pass: no creature in the house or on a standing player's space.
  if (!creatureMeetsAnyone(s)) return false;
  wreckEmptyHouse(s);
  // Asked after every move: the common answer (no fight) builds nothing.
  for (let i = 0; i < s.numPlayers; i++) {
    const seat = (s.turn + i) % s.numPlayers;
    const space = (s.players[seat] as (typeof s.players)[number]).space;
    if (!standing(s.players[seat] as (typeof s.players)[number]) || !anyCreatureAt(s, space)) continue;
    const seats = clockwiseFrom(s, s.turn).filter((i) => {
      const p = s.players[i] as (typeof s.players)[number];
      return standing(p) && p.space === space;
    });
    s.combat = { space, seats, roller: 0, offers: [], asked: false };
    if (logging(s)) log(s, `Combat at ${space}.`);
    return true;
  }
  return false;
}

/** Is some creature in the house or on the space of a standing player? (Asked after every move.) */
function creatureMeetsAnyone(s: ValheimState): boolean {
  const list = s.creatures;
  const players = s.players;
  for (let i = 0; i < list.length; i++) {
    const space = list[i]!.space;
    if (space === HOUSE) return true;
    for (let k = 0; k < players.length; k++)
      if (players[k]!.space === space && standing(players[k]!)) return true;
  }
  return false;
}

/** Is there a creature on `space` (with this id, when given)? Asked after every move: builds nothing. */
function anyCreatureAt(s: ValheimState, space: string, id?: number): boolean {
  const list = s.creatures;
  for (let i = 0; i < list.length; i++) {
    const c = list[i] as Creature;
    if (c.space === space && (id === undefined || c.id === id)) return true;
  }
  return false;
}

/** Raiders in an undefended house destroy one furniture each, then prepared food, then leave (476–478). */
function wreckEmptyHouse(s: ValheimState): void {
  if (!anyCreatureAt(s, HOUSE)) return;
  const raiders = s.creatures.filter((c) => isHouse(c.space));
  if (raiders.length === 0 || s.players.some((p) => standing(p) && isHouse(p.space))) return;
  for (let i = 0; i < raiders.length; i++) {
    // The players choose which furniture goes: the most recently built (ruling R-wreck).
    if (s.furniture.length > 0) s.furniture = s.furniture.slice(0, -1);
    else {
      // Destroyed food goes to the discard pile, where an empty food deck is reshuffled from.
      const food = s.prepared[s.prepared.length - 1];
      s.prepared = s.prepared.slice(0, -1);
      if (food) s.foodDiscard = [...s.foodDiscard, food];
    }
  }
  s.creatures = s.creatures.filter((c) => !isHouse(c.space));
  if (logging(s)) log(s, `Creatures wrecked the empty house.`);
  endRaidIfDone(s);
}

/**
 * Attack points per target: dice go to the chosen target, biggest first, until it would die; the dice left
 * over go to the next strongest (a critical is never split, line 387). The bonus goes with the first die.
 */
/** Attack points per creature, as `[id, points, id, points, …]` (ids once each, in dealing order). */
export type Points = number[];

/** The same points for every creature of `foes` (area attacks). */
export function pointsForAll(foes: readonly Creature[], points: number): Points {
  const out: Points = [];
  for (let i = 0; i < foes.length; i++) out.push(foes[i]!.id, points);
  return out;
}

export function allocate(
  s: ValheimState,
  dice: number[],
  bonus: number,
  target: Creature,
  others: Creature[],
): Points {
  const out: Points = [];
  const sorted = dice.filter((d) => d > 0).sort((a, b) => b - a);
  let k = 0;
  let pendingBonus = bonus;
  // The chosen target first, then the others in their order; no die left, no more points to deal.
  for (let i = -1; i < others.length && k < sorted.length; i++) {
    const c = i < 0 ? target : others[i]!;
    if (i >= 0 && c.id === target.id) continue;
    const need = sideOf(s, c).health - c.damage + sideOf(s, c).defense;
    let sum = 0;
    while (k < sorted.length && sum < need) {
      sum += (sorted[k] as number) + pendingBonus;
      pendingBonus = 0;
      k++;
    }
    if (sum > 0) out.push(c.id, sum);
  }
  return out;
}

/** Deal attack points to creatures, minus each one's printed defense (and `blockOn`'s block specials). */
export function wound(
  s: ValheimState,
  seat: number,
  points: Points,
  pierce: boolean,
  blockOn: number | null,
  blocks: number,
): void {
  for (let k = 0; k < points.length; k += 2) {
    const id = points[k]!;
    const raw = points[k + 1]!;
    const c = s.creatures.find((x) => x.id === id);
    if (!c) continue;
    const defense = pierce ? 0 : sideOf(s, c).defense + (id === blockOn ? blocks : 0);
    const dealt = Math.max(0, raw - defense);
    // Creatures are shared by states: a wounded one is replaced (`clone`).
    if (dealt > 0)
      replaceCreature(s, {
        id: c.id,
        kind: c.kind,
        space: c.space,
        damage: c.damage + dealt,
        hurtBy: c.hurtBy.includes(seat) ? c.hurtBy : [...c.hurtBy, seat],
      });
  }
}

/** Remove defeated creatures, paying their loot into the stash (line 319). */
export function collectDead(s: ValheimState): void {
  // Most rounds defeat nobody: then nothing is built.
  let fallen = false;
  for (let i = 0; i < s.creatures.length && !fallen; i++) {
    const x = s.creatures[i]!;
    fallen = x.damage >= sideOf(s, x).health;
  }
  if (!fallen) return;
  for (const c of s.creatures.filter((x) => x.damage >= sideOf(s, x).health)) {
    gain(s, sideOf(s, c).loot);
    if (logging(s)) log(s, `${CREATURES[c.kind].name} defeated.`);
    // Everyone who hurt it earns the kill task, assisting or not (line 163).
    for (let i = 0; i < c.hurtBy.length; i++)
      award(s, c.hurtBy[i]!, { kind: 'defeat', creature: c.kind, veteran: s.veteran.includes(c.kind) });
    // A creature the scenario asks to slay (assumed objective): one more toward the summon.
    const o = SCENARIOS[s.scenario].objective;
    if (o.kind === 'slay' && c.kind === o.creature) s.stagsTaken++;
    // A guard of a flipped objective token falls: the token is taken (line 672).
    if (s.guards.includes(c.id)) {
      s.guards = s.guards.filter((g) => g !== c.id);
      s.stagsTaken++;
    }
  }
  s.creatures = s.creatures.filter((x) => x.damage < sideOf(s, x).health);
}

export function canFight(s: ValheimState, seat: number, weapon: unknown, target: unknown): boolean {
  if (!s.combat || s.combat.offers.length > 0 || roller(s) !== seat) return false;
  const p = s.players[seat];
  if (!p || typeof weapon !== 'string' || !canAttackWith(p, weapon)) return false;
  return typeof target === 'number' && anyCreatureAt(s, s.combat.space, target);
}

/**
 * One combat round (lines 314–321): the roller's attack and defense dice and the strongest creature's
 * damage dice, all together; the player's damage lands first, then the creature's (line 329). A player
 * holding a reroll token first decides on rerolls (see `roll.ts`).
 */
export function fightRound(s: ValheimState, seat: number, weapon: string, targetId: number, rng: Rng): void {
  const combat = s.combat as NonNullable<ValheimState['combat']>;
  const p = s.players[seat] as ValheimState['players'][number];
  const side = sideOf(s, strongestAt(s, combat.space) as Creature);
  // Bonemass's power: 1 extra defense die on your own turn, 2 at most (line 600).
  const dice = Math.min(DEFENSE.inBox, defenseProfile(p, weapon).dice + powerDefense(s, seat));
  const own: DieId[] = attackDice(attackProfile(p, weapon));
  for (let i = 0; i < dice; i++) own.push('defense');
  rollFor(
    s,
    { kind: 'fight', seat, weapon, target: targetId, how: '' },
    own,
    damageDice(side.dice),
    rng,
    resolveFight,
  );
}

/** Apply a fight round's final dice. */
export function resolveFight(s: ValheimState, roll: PendingRoll, rng: Rng): void {
  const combat = s.combat as NonNullable<ValheimState['combat']>;
  const { seat, weapon } = roll;
  const p = s.players[seat] as ValheimState['players'][number];
  const foes = byStrength(s, combat.space);
  const strongest = foes[0] as Creature;
  const side = sideOf(s, strongest);
  const target = foes.find((c) => c.id === roll.target) ?? strongest;
  const a = attackProfile(p, weapon);
  let standingHere = 0;
  for (let k = 0; k < combat.seats.length; k++) if (standing(s.players[combat.seats[k]!]!)) standingHere++;

  // The roll's own dice: attack dice (their hit values) and defense dice (their faces).
  const attack: RolledDie[] = [];
  const defenseFaces: number[] = [];
  for (let i = 0; i < roll.dice.length; i++) {
    const x = roll.dice[i]!;
    if (x.die === 'defense') defenseFaces.push(x.face);
    else attack.push(x);
  }
  const dice = attackValues(a, attack);
  const hit = dice.some((d) => d > 0);
  const bonus = hit
    ? a.bonus +
      roll.plus.attack +
      perk(s, seat, 'attack') +
      (a.fire && !sideOf(s, target).fireResistant ? 1 : 0)
    : 0;
  const d = defenseProfile(p, weapon);
  const blocks = defenseValue(d.bonus, defenseFaces);
  const rolled = damageFrom(roll.damage);
  // A warding rune cancels specials; a shield of Odin adds a defense point (power of Odin skills).
  const dmg = {
    hits: rolled.hits,
    specials: Math.max(0, rolled.specials - roll.plus.ward),
    blanks: rolled.blanks,
  };
  const blocked = blocks + roll.plus.defense + perk(s, seat, 'defense');

  // Player damage first.
  const blockSpecials = side.special === 'block' ? dmg.specials : 0;
  if (a.areaEffect) {
    const total = dice.reduce((x, y) => x + y, 0) + bonus;
    wound(s, seat, pointsForAll(foes, total), a.armorPiercing, strongest.id, blockSpecials);
  } else {
    wound(s, seat, allocate(s, dice, bonus, target, foes), a.armorPiercing, strongest.id, blockSpecials);
  }

  // Then the strongest creature's damage (lines 347–354, 379).
  const pierced = side.special === 'pierceDamage' && dmg.specials > 0 && !resists(p, 'pierce');
  const extra = side.special === 'extraDamage' || side.special === 'pierceDamage' ? dmg.specials : 0;
  const outnumbered = foes.length > standingHere && dmg.hits > 0 && !roll.plus.guard ? 1 : 0;
  const damage = Math.max(0, dmg.hits + extra + outnumbered - (pierced ? 0 : blocked));
  p.health = Math.max(0, p.health - damage);
  if (dmg.specials > 0 && side.special === 'poison' && !resists(p, 'poison')) p.poisoned = true;
  if (dmg.specials > 0 && side.special === 'frozen' && !resists(p, 'frozen')) p.frozen = true;
  // End of your combat round: frozen and poison bite (lines 390, 392).
  if (p.frozen) loseStamina(p, 1);
  if (p.poisoned) p.health = Math.max(0, p.health - 1);
  if (logging(s))
    log(
      s,
      `P${seat} rolled ${dice.join(' + ') || 'nothing'}${bonus > 0 ? ` + ${bonus}` : ''}, blocked ${blocks}, took ${damage} damage.`,
    );
  award(s, seat, DEEDS.round);
  if (damage === 0) award(s, seat, DEEDS.cleanRound);

  collectDead(s);
  if (p.health === 0) knockOut(s, seat, rng);
  nextRoller(s);
  // Between the rounds the others may join (line 301, ruling R-assist; `settle` asks them), then use power
  // of Odin skills (line 156, ruling R-odin).
  if (s.combat) s.combat.asked = false;
}

/** Pass the dice clockwise to the next standing player in this combat (ruling R13), or end it. */
function nextRoller(s: ValheimState): void {
  const combat = s.combat as NonNullable<ValheimState['combat']>;
  const up = (seat: number) => standing(s.players[seat] as ValheimState['players'][number]);
  let anyUp = false;
  for (let k = 0; k < combat.seats.length && !anyUp; k++) anyUp = up(combat.seats[k]!);
  if (!anyCreatureAt(s, combat.space) || !anyUp) {
    endCombat(s);
    return;
  }
  for (let k = 1; k <= combat.seats.length; k++) {
    const idx = (combat.roller + k) % combat.seats.length;
    if (up(combat.seats[idx] as number)) {
      combat.roller = idx;
      return;
    }
  }
}

/**
 * Combat over: negative effects are removed (lines 390, 392). A fight that ends in the middle of a turn
 * (the active player standing, an action or steps left) is a moment for the others' power of Odin skills
 * before the active player goes on (line 156, ruling R-odin).
 */
export function endCombat(s: ValheimState): void {
  const combat = s.combat as NonNullable<ValheimState['combat']>;
  for (let k = 0; k < combat.seats.length; k++) {
    const p = s.players[combat.seats[k]!] as ValheimState['players'][number];
    p.frozen = false;
    p.poisoned = false;
  }
  s.combat = null;
  // A raid's fight in the house resolved: the raid is over (line 472).
  if (s.raid?.storming) endRaidIfDone(s);
  const active = s.players[s.turn] as ValheimState['players'][number];
  if (s.stage === 'explore' && !s.ending && standing(active) && (s.actionsLeft > 0 || s.moveLeft > 0))
    openOdinWindow(s, s.turn);
}

export function canBomb(s: ValheimState, seat: number, bomb: unknown, target: unknown): boolean {
  if (!s.combat || s.combat.offers.length > 0 || roller(s) !== seat || isHouse(s.combat.space)) return false;
  const p = s.players[seat];
  if (!p || (bomb !== 'areaBomb' && bomb !== 'pierceBomb') || !p.bombs.includes(bomb)) return false;
  return typeof target === 'number' && anyCreatureAt(s, s.combat.space, target);
}

/**
 * Throw a bomb (lines 403–406): its own dice, no damage dice against you, not a combat round (ruling R16).
 * Area: 2 yellow against every creature on the space; piercing: 1 red at the target, ignoring defense.
 */
export function throwBomb(s: ValheimState, seat: number, bomb: Bomb, targetId: number, rng: Rng): void {
  const combat = s.combat as NonNullable<ValheimState['combat']>;
  const p = s.players[seat] as ValheimState['players'][number];
  p.bombs = without(p.bombs, bomb);
  const foes = byStrength(s, combat.space);
  // Bombardier: +1 on a bomb that hits, on your own turn.
  const bombPerk = (dice: number[]) => (dice.some((d) => d > 0) ? perk(s, seat, 'bombAttack') : 0);
  const base = {
    cancelCrit: false,
    bonus: 0,
    fire: false,
    ranged: false,
    areaEffect: false,
    armorPiercing: false,
  };
  if (bomb === 'areaBomb') {
    const dice = rollAttack(rng, { ...base, yellow: Math.min(2, YELLOW.inBox), red: 0 });
    const total = dice.reduce((x, y) => x + y, 0) + bombPerk(dice);
    wound(s, seat, pointsForAll(foes, total), false, null, 0);
  } else {
    const dice = rollAttack(rng, { ...base, yellow: 0, red: Math.min(1, RED.inBox) });
    wound(s, seat, [targetId, dice.reduce((x, y) => x + y, 0) + bombPerk(dice)], true, null, 0);
  }
  if (logging(s)) log(s, `P${seat} threw ${consumableWords(bomb)}.`);
  award(s, seat, DEEDS.bomb);
  collectDead(s);
  if (!anyCreatureAt(s, combat.space)) endCombat(s);
}
