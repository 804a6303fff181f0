import { type Rng, shuffle, teamLoss } from '@skald/core';
import type { DieId } from '../data/dice.js';
import { ARENA_BY_ID, arenaSpace, EIKTHYR, EIKTHYR_ARENA } from '../data/forsaken.js';
import { PLAYER } from '../data/player.js';
import type { PendingRoll, Player, ValheimState } from '../state.js';
import { teamWinFor } from './flow.js';
import {
  attackDice,
  attackOptions,
  attackProfile,
  attackValues,
  damageDice,
  damageFrom,
  defenseProfile,
  defenseValue,
  extraMove,
} from './gear.js';
import { knockOut } from './knockout.js';
import { rollFor } from './roll.js';
import { perk } from './upgrades.js';
import { clockwiseFrom, log, loseStamina, standing } from './util.js';

const D = EIKTHYR.directions;
const ringOf = (space: string): 'I' | 'O' => (space[0] === 'O' ? 'O' : 'I');
const dirOf = (space: string): number => Number(space.slice(1));

/** Eikthyr's arena (line 526): inner ring I0–I3 around the altar, outer ring O0–O3 behind it. */
export const ARENA_SPACES: readonly string[] = [
  ...Array.from({ length: D }, (_, d) => arenaSpace('I', d)),
  ...Array.from({ length: D }, (_, d) => arenaSpace('O', d)),
];

export function arenaNeighbours(space: string): string[] {
  const ring = ringOf(space);
  const d = dirOf(space);
  return [
    arenaSpace(ring, (d + 1) % D),
    arenaSpace(ring, (d + D - 1) % D),
    arenaSpace(ring === 'I' ? 'O' : 'I', d),
  ];
}

/**
 * Summon (lines 480–487): health from the track, 1 space down per 2 unresolved event cards (rounded
 * down, ruling R32); players then pick starting spaces from the summoner clockwise. Knocked-out players
 * come back with 1 health, as they would at their next turn (ruling R-summon).
 */
export function summon(s: ValheimState, seat: number, rng: Rng): void {
  s.actionsLeft = 0;
  s.moveLeft = 0;
  const health = Math.max(1, EIKTHYR.trackLength - 1 - Math.floor(s.events.length / 2));
  for (const p of s.players) {
    if (p.knockedOut) {
      p.knockedOut = false;
      p.health = 1;
    }
    p.frozen = false;
    p.poisoned = false;
  }
  s.creatures = [];
  s.stage = 'arena';
  s.turn = seat;
  s.arena = {
    health,
    facing: 0,
    spaces: s.players.map(() => ''),
    toPlace: clockwiseFrom(s, seat),
    moved: false,
    fought: false,
    deck: shuffle(
      rng,
      EIKTHYR_ARENA.map((c) => c.id),
    ),
    discard: [],
  };
  log(s, `P${seat} summoned Eikthyr (${health} health).`);
}

const arena = (s: ValheimState) => s.arena as NonNullable<ValheimState['arena']>;

export const canPlace = (s: ValheimState, seat: number, space: unknown): boolean =>
  s.stage === 'arena' &&
  arena(s).toPlace[0] === seat &&
  typeof space === 'string' &&
  ARENA_SPACES.includes(space);

/** Pick a starting space, hazards ignored (line 486); the last pick turns Eikthyr to the summoner (487). */
export function place(s: ValheimState, seat: number, space: string): void {
  const a = arena(s);
  a.spaces[seat] = space;
  a.toPlace.shift();
  if (a.toPlace.length === 0) a.facing = dirOf(a.spaces[s.turn] as string);
}

const myTurn = (s: ValheimState, seat: number): boolean =>
  s.stage === 'arena' &&
  arena(s).toPlace.length === 0 &&
  s.turn === seat &&
  standing(s.players[seat] as Player);

/**
 * Arena moves within movement distance; each outer-ring space entered costs 1 stamina (line 532, ruling
 * R7: never with stamina you do not have). Returns destination → cheapest stamina cost.
 */
export function arenaReach(s: ValheimState, seat: number): Record<string, number> {
  const p = s.players[seat] as Player;
  const from = arena(s).spaces[seat] as string;
  const steps = PLAYER.moveDistance + extraMove(p);
  const best: Record<string, number> = {};
  const walk = (here: string, left: number, cost: number) => {
    for (const next of arenaNeighbours(here)) {
      const c = cost + (ringOf(next) === 'O' ? EIKTHYR.outerRingCost : 0);
      if (c > p.stamina) continue;
      if (next !== from && (best[next] === undefined || c < (best[next] as number))) best[next] = c;
      if (left > 1) walk(next, left - 1, c);
    }
  };
  walk(from, steps, 0);
  return best;
}

export const canArenaMove = (s: ValheimState, seat: number, to: unknown): boolean =>
  myTurn(s, seat) && !arena(s).moved && typeof to === 'string' && Object.hasOwn(arenaReach(s, seat), to);

export function arenaMove(s: ValheimState, seat: number, to: string): void {
  const cost = arenaReach(s, seat)[to] as number;
  (s.players[seat] as Player).stamina -= cost;
  arena(s).spaces[seat] = to;
  arena(s).moved = true;
  endArenaTurnIfDone(s);
}

export const canArenaFight = (s: ValheimState, seat: number, weapon: unknown): boolean =>
  myTurn(s, seat) &&
  !arena(s).fought &&
  typeof weapon === 'string' &&
  attackOptions(s.players[seat] as Player).includes(weapon);

/** Turn Eikthyr one step toward direction `d` (clockwise on a tie); nothing if he already faces it. */
function turnToward(facing: number, d: number): number {
  if (facing === d) return facing;
  const cw = (d - facing + D) % D;
  return cw <= D / 2 ? (facing + 1) % D : (facing + D - 1) % D;
}

/**
 * Fight Eikthyr (lines 493–500, 527–531), in order: your attack (ranged weapon needed from the outer ring,
 * +1 from directly behind with any hit); each blank turns him toward you; hits against your defense; each
 * special draws an arena card, +1 damage if you stand in front of him (ruling R34).
 */
export function arenaFight(s: ValheimState, seat: number, weapon: string, rng: Rng): void {
  const p = s.players[seat] as Player;
  const space = arena(s).spaces[seat] as string;
  const profile = attackProfile(p, weapon);
  const canAttack = ringOf(space) === 'I' || profile.ranged;
  const own: DieId[] = [
    ...(canAttack ? attackDice(profile) : []),
    ...Array<DieId>(defenseProfile(p, weapon).dice).fill('defense'),
  ];
  arena(s).fought = true;
  rollFor(
    s,
    { kind: 'arena', seat, weapon, target: 0, how: '' },
    own,
    damageDice(EIKTHYR.damageDice),
    rng,
    resolveArenaFight,
  );
}

/** Apply an arena fight's final dice. */
export function resolveArenaFight(s: ValheimState, roll: PendingRoll, rng: Rng): void {
  const a = arena(s);
  const { seat, weapon } = roll;
  const p = s.players[seat] as Player;
  const space = a.spaces[seat] as string;
  const profile = attackProfile(p, weapon);
  const dice = attackValues(
    profile,
    roll.dice.filter((d) => d.die !== 'defense'),
  );
  const blocks = defenseValue(
    defenseProfile(p, weapon).bonus,
    roll.dice.filter((d) => d.die === 'defense').map((d) => d.face),
  );
  const rolled = damageFrom(roll.damage);
  const dmg = { ...rolled, specials: Math.max(0, rolled.specials - roll.plus.ward) };

  const hit = dice.some((d) => d > 0);
  const behind = ringOf(space) === 'I' && dirOf(space) === (a.facing + D / 2) % D;
  const points = hit
    ? dice.reduce((x, y) => x + y, 0) +
      profile.bonus +
      roll.plus.attack +
      (profile.fire ? 1 : 0) +
      (behind ? 1 : 0)
    : 0;
  a.health = Math.max(0, a.health - points);

  for (let i = 0; i < dmg.blanks; i++) a.facing = turnToward(a.facing, dirOf(space));
  const inFront = ringOf(space) === 'I' && dirOf(space) === a.facing;
  p.health = Math.max(
    0,
    p.health - Math.max(0, dmg.hits - blocks - roll.plus.defense - perk(s, seat, 'defense')),
  );
  if (dmg.specials > 0 && inFront) p.health = Math.max(0, p.health - 1);
  log(s, `P${seat} hit Eikthyr for ${points}; Eikthyr rolled ${dmg.hits} hits, ${dmg.specials} specials.`);
  for (let i = 0; i < dmg.specials; i++) drawArenaCard(s, rng);
  for (const [i, q] of s.players.entries()) if (standing(q) && q.health === 0) knockOut(s, i, rng);
  checkArenaEnd(s);
  endArenaTurnIfDone(s);
}

/** Arena cards: their damage cannot be blocked by defense (line 499). */
function drawArenaCard(s: ValheimState, rng: Rng): void {
  const a = arena(s);
  if (a.deck.length === 0) {
    a.deck = shuffle(rng, a.discard);
    a.discard = [];
  }
  const id = a.deck.shift();
  const card = id ? ARENA_BY_ID[id] : undefined;
  if (!card || !id) return;
  a.discard.push(id);
  const e = card.effect;
  s.players.forEach((p, i) => {
    if (!standing(p)) return;
    const space = a.spaces[i] as string;
    if (e.kind === 'ringDamage' && ringOf(space) === (e.ring === 'inner' ? 'I' : 'O'))
      p.health = Math.max(0, p.health - e.amount);
    if (e.kind === 'stomp') loseStamina(p, 1);
    if (e.kind === 'charge' && space === arenaSpace('I', a.facing)) {
      p.health = Math.max(0, p.health - e.amount);
      a.spaces[i] = arenaSpace('O', a.facing);
    }
  });
  log(s, `Arena card: ${card.name}.`);
}

/** Win at the defeated icon, even if everyone is down (line 514); lose when all are knocked out (510). */
function checkArenaEnd(s: ValheimState): void {
  if (arena(s).health === 0) {
    s.result = teamWinFor(s);
    s.stage = 'over';
    log(s, 'Eikthyr is defeated!');
  } else if (s.players.every((p) => !standing(p))) {
    s.result = teamLoss();
    s.stage = 'over';
    log(s, 'Everyone fell in the arena.');
  }
}

export const canArenaPass = (s: ValheimState, seat: number): boolean => myTurn(s, seat) && arena(s).fought;

/** The turn ends once both actions are used (or the fighter passes on moving, or falls). */
export function endArenaTurnIfDone(s: ValheimState, force = false): void {
  if (s.stage !== 'arena') return;
  const a = arena(s);
  const p = s.players[s.turn] as Player;
  if (!force && !(a.moved && a.fought) && standing(p)) return;
  for (let k = 1; k <= s.numPlayers; k++) {
    const next = (s.turn + k) % s.numPlayers;
    if (standing(s.players[next] as Player)) {
      s.turn = next;
      break;
    }
  }
  a.moved = false;
  a.fought = false;
}

export const canArenaMead = (s: ValheimState, seat: number, target: unknown): boolean => {
  if (!myTurn(s, seat) || !(s.players[seat] as Player).meads.includes('healthMead')) return false;
  if (typeof target !== 'number' || !Number.isInteger(target) || target < 0 || target >= s.numPlayers)
    return false;
  // Ruling R41: like any mead, only on your own space (line 399).
  return arena(s).spaces[target] === arena(s).spaces[seat];
};

/** A health mead heals 2, and brings a fallen player back on 2 health (line 505). */
export function arenaMead(s: ValheimState, seat: number, target: number): void {
  const p = s.players[seat] as Player;
  p.meads.splice(p.meads.indexOf('healthMead'), 1);
  const t = s.players[target] as Player;
  t.health = Math.min(PLAYER.maxHealth, t.health + 2);
  t.knockedOut = false;
}
