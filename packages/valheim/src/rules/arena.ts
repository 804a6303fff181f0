import { type Rng, shuffle, teamLoss } from '@skald/core';
import type { Bomb } from '../data/consumables.js';
import type { DieId } from '../data/dice.js';
import {
  ARENA_BY_ID,
  type ArenaSpaceEntry,
  arenaDeckOf,
  EIKTHYR,
  FORSAKEN,
  type ForsakenEntry,
} from '../data/forsaken.js';
import { PLAYER } from '../data/player.js';
import { SCENARIOS } from '../data/scenario.js';
import type { Arena, PendingRoll, Player, ValheimState } from '../state.js';
import { teamWinFor } from './flow.js';
import {
  attackDice,
  attackProfile,
  attackValues,
  canAttackWith,
  damageDice,
  damageFrom,
  defenseProfile,
  defenseValue,
  extraMove,
  resists,
  rollAttack,
  rollFaces,
} from './gear.js';
import { knockOut } from './knockout.js';
import { openOdinWindow } from './odin.js';
import { rollFor } from './roll.js';
import { perk } from './upgrades.js';
import {
  clockwiseFrom,
  consumableWords,
  editStash,
  log,
  logging,
  loseStamina,
  standing,
  without,
} from './util.js';

/** Eikthyr's arena spaces (line 526): inner ring I0–I3, outer ring O0–O3 (kept for the board). */
export const ARENA_SPACES: readonly string[] = EIKTHYR.spaces.map((x) => x.id);

const arena = (s: ValheimState) => s.arena as Arena;
const forsakenOf = (s: ValheimState): ForsakenEntry => FORSAKEN[arena(s).forsaken];
const entry = (f: ForsakenEntry, space: string): ArenaSpaceEntry | undefined =>
  f.spaces.find((x) => x.id === space);

/** The arena spaces of the fight in progress (Eikthyr's before any summon). */
export const arenaSpacesOf = (s: ValheimState): readonly string[] =>
  s.arena ? forsakenOf(s).spaces.map((x) => x.id) : ARENA_SPACES;

export function arenaNeighbours(space: string, f: ForsakenEntry = EIKTHYR): string[] {
  return [...(f.adjacency[space] ?? [])];
}

/** Moder's nest: the last edge position. */
const nest = (f: ForsakenEntry) => f.edge - 1;

/**
 * Summon (lines 480–487): health from the track, 1 space down per 2 unresolved event cards (rounded
 * down, ruling R32); players then pick starting spaces from the summoner clockwise. Knocked-out players
 * come back with 1 health, as they would at their next turn (ruling R-summon).
 */
export function summon(s: ValheimState, seat: number, rng: Rng): void {
  const f = FORSAKEN[SCENARIOS[s.scenario].forsaken];
  const objective = SCENARIOS[s.scenario].objective;
  if (objective.kind === 'offer') {
    const stash = editStash(s);
    for (const [r, n] of Object.entries(objective.cost)) stash[r as keyof typeof stash] -= n ?? 0;
  }
  s.actionsLeft = 0;
  s.moveLeft = 0;
  const health = Math.max(1, f.trackLength - 1 - Math.floor(s.events.length / 2));
  for (const p of s.players) {
    if (p.knockedOut) {
      p.knockedOut = false;
      p.health = 1;
    }
    p.frozen = false;
    p.poisoned = false;
  }
  s.creatures = [];
  s.guards = [];
  s.stage = 'arena';
  s.turn = seat;
  s.arena = {
    forsaken: f.id,
    health,
    turnHealth: health,
    facing: 0,
    vines: f.vines,
    ooze: [],
    moder: 0,
    peakFrom: null,
    spaces: s.players.map(() => ''),
    toPlace: clockwiseFrom(s, seat),
    moved: false,
    fought: false,
    deck: shuffle(rng, arenaDeckOf(f.id)),
    discard: [],
  };
  if (logging(s)) log(s, `P${seat} summoned ${f.name} (${health} health).`);
}

/** Start spaces: any arena space but the peak (Moder's players stand on the lake, line 572). */
export const canPlace = (s: ValheimState, seat: number, space: unknown): boolean => {
  if (s.stage !== 'arena' || arena(s).toPlace[0] !== seat || typeof space !== 'string') return false;
  const e = entry(forsakenOf(s), space);
  return e !== undefined && !e.peak;
};

/** Pick a starting space, hazards ignored (line 486); the last pick turns the Forsaken to the summoner (487). */
export function place(s: ValheimState, seat: number, space: string): void {
  const a = arena(s);
  a.spaces[seat] = space;
  a.toPlace.shift();
  if (a.toPlace.length === 0) {
    a.facing = entry(forsakenOf(s), a.spaces[s.turn] as string)?.dir ?? 0;
    // The first arena turn begins: the others may use power of Odin skills (line 156, ruling R-odin).
    openOdinWindow(s, s.turn);
  }
}

const myTurn = (s: ValheimState, seat: number): boolean =>
  s.stage === 'arena' &&
  arena(s).toPlace.length === 0 &&
  s.turn === seat &&
  standing(s.players[seat] as Player);

/**
 * Arena moves within movement distance. Entering a space costs its stamina (Eikthyr's outer ring, The
 * Elder's marked spaces, Moder's peak; ruling R7: never with stamina you do not have); a vine space ends
 * the move (line 544); leaving ooze costs 1 extra movement (line 554) and a move ends on entering ooze
 * (ruling R-ooze); only one player may stand on the peak (line 573). Returns destination → stamina cost.
 */
export function arenaReach(s: ValheimState, seat: number): Record<string, number> {
  const f = forsakenOf(s);
  const a = arena(s);
  const p = s.players[seat] as Player;
  const from = a.spaces[seat] as string;
  const steps = PLAYER.moveDistance + extraMove(p);
  const best: Record<string, number> = {};
  const peakTaken = a.spaces.some((x, i) => i !== seat && x === 'P' && standing(s.players[i] as Player));
  const walk = (here: string, left: number, cost: number) => {
    const stepCost = 1 + (a.ooze.includes(here) ? 1 : 0);
    if (stepCost > left) return;
    for (const next of f.adjacency[here] ?? []) {
      const e = entry(f, next) as ArenaSpaceEntry;
      if (e.peak && peakTaken) continue;
      const c = cost + e.cost;
      if (c > p.stamina) continue;
      if (next !== from && (best[next] === undefined || c < (best[next] as number))) best[next] = c;
      if (!e.stop && !a.ooze.includes(next)) walk(next, left - stepCost, c);
    }
  };
  walk(from, steps, 0);
  return best;
}

export const canArenaMove = (s: ValheimState, seat: number, to: unknown): boolean =>
  myTurn(s, seat) && !arena(s).moved && typeof to === 'string' && Object.hasOwn(arenaReach(s, seat), to);

/** Move; climbing the peak remembers the lake space; entering ooze rolls a damage die (line 558). */
export function arenaMove(s: ValheimState, seat: number, to: string, rng: Rng): void {
  const a = arena(s);
  const p = s.players[seat] as Player;
  p.stamina -= arenaReach(s, seat)[to] as number;
  if (entry(forsakenOf(s), to)?.peak) a.peakFrom = a.spaces[seat] as string;
  a.spaces[seat] = to;
  a.moved = true;
  if (a.ooze.includes(to)) {
    const special = damageFrom(rollFaces(rng, ['damage'])).specials > 0;
    if (special && !resists(p, 'poison')) p.poisoned = true;
    if (logging(s)) log(s, `P${seat} waded into ooze${special ? ' and is poisoned' : ''}.`);
  }
  endArenaTurnIfDone(s);
}

export const canArenaFight = (s: ValheimState, seat: number, weapon: unknown): boolean =>
  myTurn(s, seat) &&
  !arena(s).fought &&
  typeof weapon === 'string' &&
  canAttackWith(s.players[seat] as Player, weapon);

/** The Elder's vines as a target (line 541): only while some stand. */
export const canArenaVines = (s: ValheimState, seat: number, weapon: unknown): boolean =>
  canArenaFight(s, seat, weapon) && arena(s).vines > 0;

/** Turn toward direction `d` one step (clockwise on a tie); nothing if it already faces it. */
function turnToward(facing: number, d: number, n: number): number {
  if (facing === d) return facing;
  const cw = (d - facing + n) % n;
  return cw <= n / 2 ? (facing + 1) % n : (facing + n - 1) % n;
}

/**
 * Can this weapon reach the Forsaken from here? Close spaces reach (Moder: only the edge positions the
 * lake side touches); any other space needs a ranged weapon, and on Moder's peak every weapon is ranged.
 */
function reachOf(s: ValheimState, space: string, ranged: boolean): { can: boolean; ranged: boolean } {
  const f = forsakenOf(s);
  const e = entry(f, space);
  if (!e) return { can: false, ranged: false };
  if (e.peak) return { can: true, ranged: true };
  const close = e.reach ? e.reach.includes(arena(s).moder) : e.close;
  return { can: close || ranged, ranged: !close };
}

/**
 * Fight the Forsaken (lines 493–500), in order: your attack; each blank moves or turns it; hits against your
 * defense; each special draws an arena card. `target` 1 aims at The Elder's vines.
 */
export function arenaFight(s: ValheimState, seat: number, weapon: string, rng: Rng, target = 0): void {
  const f = forsakenOf(s);
  const p = s.players[seat] as Player;
  const profile = attackProfile(p, weapon);
  const canAttack = reachOf(s, arena(s).spaces[seat] as string, profile.ranged).can;
  const own: DieId[] = [
    ...(canAttack ? attackDice(profile) : []),
    ...Array<DieId>(defenseProfile(p, weapon).dice).fill('defense'),
  ];
  arena(s).fought = true;
  rollFor(
    s,
    { kind: 'arena', seat, weapon, target, how: '' },
    own,
    damageDice(f.damageDice),
    rng,
    resolveArenaFight,
  );
}

/** Attack points it cancels this roll: its automatic defense (Moder's only at low health, line 569). */
function autoDefense(s: ValheimState, f: ForsakenEntry): number {
  if (f.lowHealth > 0) return arena(s).turnHealth <= f.lowHealth ? f.autoDefense : 0;
  return f.autoDefense;
}

/** Apply an arena fight's final dice. */
export function resolveArenaFight(s: ValheimState, roll: PendingRoll, rng: Rng): void {
  const f = forsakenOf(s);
  const a = arena(s);
  const { seat, weapon } = roll;
  const p = s.players[seat] as Player;
  const space = a.spaces[seat] as string;
  const here = entry(f, space) as ArenaSpaceEntry;
  const profile = attackProfile(p, weapon);
  const reach = reachOf(s, space, profile.ranged);
  const attack = roll.dice.filter((d) => d.die !== 'defense');
  const dice = attackValues(profile, attack);
  const blocks = defenseValue(
    defenseProfile(p, weapon).bonus,
    roll.dice.filter((d) => d.die === 'defense').map((d) => d.face),
  );
  const rolled = damageFrom(roll.damage);
  const dmg = {
    hits: rolled.hits,
    specials: Math.max(0, rolled.specials - roll.plus.ward),
    blanks: rolled.blanks,
  };

  // 1. Your attack: bonuses only with a hit; then its automatic defense (ruling R36).
  const hit = dice.some((d) => d > 0);
  const behind = f.behindBonus && here.close && here.dir === (a.facing + f.directions / 2) % f.directions;
  const fire = profile.fire && !(f.noRangedFire && !here.close);
  const raw = hit
    ? dice.reduce((x, y) => x + y, 0) + profile.bonus + roll.plus.attack + (fire ? 1 : 0) + (behind ? 1 : 0)
    : 0;
  const points = Math.max(0, raw - autoDefense(s, f));
  if (roll.target === 1) a.vines -= Math.min(a.vines, points);
  else a.health = Math.max(0, a.health - points);
  // Moder: each critical of a ranged attack pushes her 1 space back toward her altar (line 567).
  if (f.edge > 0 && reach.ranged && attack.length > 0) {
    a.moder = Math.max(0, a.moder - dice.filter((v) => v === 2).length);
  }

  // 2. Blanks: Moder flies toward her nest or heals there; the others turn (ruling R35), Bonemass oozes.
  for (let i = 0; i < dmg.blanks; i++) {
    if (f.edge > 0) {
      if (a.moder < nest(f)) a.moder++;
      else if (a.health > 0) a.health = Math.min(f.trackLength - 1, a.health + 2);
    } else a.facing = turnToward(a.facing, here.dir, f.directions);
    if (f.ooze && i > 0) spillOoze(s, 1, rng);
  }

  // 3. Hits against your defense (The Elder's pierce armour while a vine stands, line 541).
  const inFront = f.frontBonus && here.close && here.dir === a.facing;
  const atNest = f.edge > 0 && a.moder === nest(f);
  const hits = dmg.hits + (atNest && dmg.hits > 0 ? 1 : 0);
  const blocked = a.vines > 0 ? 0 : blocks + roll.plus.defense + perk(s, seat, 'defense');
  p.health = Math.max(0, p.health - Math.max(0, hits - blocked));
  if (dmg.specials > 0 && inFront) p.health = Math.max(0, p.health - 1);
  log(
    s,
    `P${seat} hit ${f.name} for ${points}; ${f.name} rolled ${dmg.hits} hits, ${dmg.specials} specials.`,
  );

  // 4. Specials: arena cards.
  for (let i = 0; i < dmg.specials; i++) drawArenaCard(s, rng);
  // End of your combat round: the Forsaken fight is one combat (ruling R38), so poison and frost bite at
  // the end of each of your fights until it ends or a mead or skill cleanses them (lines 390, 392).
  if (p.poisoned) p.health = Math.max(0, p.health - 1);
  if (p.frozen) loseStamina(p, 1);
  for (const [i, q] of s.players.entries()) if (standing(q) && q.health === 0) knockOut(s, i, rng);
  checkArenaEnd(s);
  endArenaTurnIfDone(s);
}

/** Ooze on random arena spaces without ooze (never the peak). */
function spillOoze(s: ValheimState, count: number, rng: Rng): void {
  const a = arena(s);
  const free = forsakenOf(s)
    .spaces.filter((x) => !x.peak && !a.ooze.includes(x.id))
    .map((x) => x.id);
  a.ooze.push(...shuffle(rng, free).slice(0, count));
  a.ooze.sort();
}

const hurt = (p: Player, n: number) => {
  p.health = Math.max(0, p.health - n);
};

/** Arena cards: their damage cannot be blocked by defense (line 499). */
function drawArenaCard(s: ValheimState, rng: Rng): void {
  const f = forsakenOf(s);
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
  if (e.kind === 'regrow') a.vines = Math.min(f.vines, a.vines + 1);
  if (e.kind === 'ooze') spillOoze(s, e.count, rng);
  if (e.kind === 'fly') a.moder = Math.min(nest(f), a.moder + e.steps);
  if (e.kind === 'oozeHeal' && a.health > 0) {
    const near = a.ooze.filter((x) => entry(f, x)?.close).length;
    a.health = Math.min(f.trackLength - 1, a.health + e.amount * near);
  }
  // Frost breath hits the lake side nearer Moder: L0 up to the middle of the edge, else L1.
  const frostSide = a.moder <= Math.floor(nest(f) / 2) ? 'L0' : 'L1';
  s.players.forEach((p, i) => {
    if (!standing(p)) return;
    const space = a.spaces[i] as string;
    const here = entry(f, space);
    const front = here?.close === true && here.dir === a.facing && f.directions > 0;
    if (e.kind === 'ringDamage' && (here?.close ?? false) === (e.ring === 'inner')) hurt(p, e.amount);
    if (e.kind === 'stomp') loseStamina(p, 1);
    if (e.kind === 'allDamage') hurt(p, e.amount);
    if (e.kind === 'frontDamage' && front) hurt(p, e.amount);
    if (e.kind === 'vineDamage' && here?.stop) hurt(p, e.amount);
    if (e.kind === 'poisonClose' && here?.close && !resists(p, 'poison')) p.poisoned = true;
    if (e.kind === 'frost' && space === frostSide) {
      hurt(p, e.amount);
      if (!resists(p, 'frozen')) p.frozen = true;
    }
    if (e.kind === 'charge' && front) {
      hurt(p, e.amount);
      if (f.adjacency[`O${a.facing}`]) a.spaces[i] = `O${a.facing}`;
    }
  });
  if (logging(s)) log(s, `Arena card: ${card.name}.`);
}

/** Win at the defeated icon, even if everyone is down (line 514); lose when all are knocked out (510). */
function checkArenaEnd(s: ValheimState): void {
  const name = forsakenOf(s).name;
  if (arena(s).health === 0) {
    s.result = teamWinFor(s);
    s.stage = 'over';
    if (logging(s)) log(s, `${name} is defeated!`);
  } else if (s.players.every((p) => !standing(p))) {
    s.result = teamLoss();
    s.stage = 'over';
    if (logging(s)) log(s, 'Everyone fell in the arena.');
  }
}

export const canArenaPass = (s: ValheimState, seat: number): boolean => myTurn(s, seat) && arena(s).fought;

/**
 * The turn ends once both actions are used (or the fighter passes on moving, or falls); a player on the
 * peak slides back to the lake (line 573).
 */
export function endArenaTurnIfDone(s: ValheimState, force = false): void {
  if (s.stage !== 'arena') return;
  const a = arena(s);
  const p = s.players[s.turn] as Player;
  if (!force && !(a.moved && a.fought) && standing(p)) return;
  if (a.spaces[s.turn] === 'P' && a.peakFrom) {
    a.spaces[s.turn] = a.peakFrom;
    a.peakFrom = null;
  }
  for (let k = 1; k <= s.numPlayers; k++) {
    const next = (s.turn + k) % s.numPlayers;
    if (standing(s.players[next] as Player)) {
      s.turn = next;
      break;
    }
  }
  a.moved = false;
  a.fought = false;
  a.turnHealth = a.health;
  // Another arena turn begins: the others may use power of Odin skills (line 156, ruling R-odin).
  openOdinWindow(s, s.turn);
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
  p.meads = without(p.meads, 'healthMead');
  const t = s.players[target] as Player;
  t.health = Math.min(PLAYER.maxHealth, t.health + 2);
  t.knockedOut = false;
}

export const canArenaBomb = (s: ValheimState, seat: number, bomb: unknown): boolean =>
  myTurn(s, seat) &&
  (bomb === 'areaBomb' || bomb === 'pierceBomb') &&
  (s.players[seat] as Player).bombs.includes(bomb);

/**
 * Throw a bomb at the Forsaken (line 503, a free action): the bomb's own dice, no damage dice against you
 * (ruling R16). The piercing bomb ignores the automatic defense; any critical sends Moder straight back to
 * her altar (line 568).
 */
export function arenaBomb(s: ValheimState, seat: number, bomb: Bomb, rng: Rng): void {
  const f = forsakenOf(s);
  const a = arena(s);
  const p = s.players[seat] as Player;
  p.bombs = without(p.bombs, bomb);
  const base = {
    cancelCrit: false,
    bonus: 0,
    fire: false,
    ranged: true,
    areaEffect: false,
    armorPiercing: false,
  };
  const pierce = bomb === 'pierceBomb';
  const dice = rollAttack(rng, { ...base, yellow: pierce ? 0 : 2, red: pierce ? 1 : 0 });
  const hit = dice.some((d) => d > 0);
  const points = hit ? dice.reduce((x, y) => x + y, 0) + perk(s, seat, 'bombAttack') : 0;
  a.health = Math.max(0, a.health - Math.max(0, points - (pierce ? 0 : autoDefense(s, f))));
  if (f.edge > 0 && dice.includes(2)) a.moder = 0;
  if (logging(s)) log(s, `P${seat} threw ${consumableWords(bomb)} at ${f.name} for ${points}.`);
  checkArenaEnd(s);
}
