import { type Rng, teamWin } from '@skald/core';
import { OBJECTIVE_RELICS } from '../../data/loot.js';
import { type SkillCard, type SkillEffect, skillById } from '../../data/skills.js';
import type { EnemyState, Facing, HeroState, OrcQuestState } from '../../state.js';
import { doorSpec, edgeKey, isArmored } from '../board/board.js';
import { DELTAS, dangerZoneAt, facingToward, hasLineOfSight, shift, terrainNow } from '../board/geometry.js';
import { type Cell, cellKey, inGrid } from '../board/grid.js';
import { type Nav, navOf } from '../board/nav.js';
import { drawLoot, drawRelic } from '../characters/draw.js';
import { applyEffect, entangled } from '../characters/effects.js';
import { overloaded } from '../characters/gear.js';
import { damageEnemy, damageHero, heal } from '../combat/damage.js';
import { resolveCombat, rollAttack } from '../combat/dice.js';
import type { SearchContext } from '../context.js';
import { updateAlerts } from '../enemies/alerting.js';
import { explore, exploreSpawnZonesInSight } from '../enemies/explore.js';
import { push } from '../enemies/movement.js';
import {
  board,
  cellOf,
  enemyAt,
  enemyCell,
  enemySheet,
  heroAt,
  heroSheet,
  isMassive,
  log,
  logging,
  ownEnemies,
} from '../world.js';
import { effectOf, hasKeyword } from './activation.js';
import { heroStepped } from './hero-effects.js';

/** A Hero's movement, square by square (lines 252-314), and what happens on the way. */
interface StepPlan {
  to: Cell;
  /** `cellKey(to)`, the board's own string (no new key per step). */
  key: string;
  cost: number;
  smashFurniture: boolean;
  smashDoor: string | null;
  /** A closed door an Invisible Hero slips through (line 851). */
  slipDoor: string | null;
}

/** A 1-square move outside the Hero's own Activation (Dodge): no Movement points, no smashing; the square key. */
export function freeStep(G: OrcQuestState, seat: number, dir: number): string | null {
  const plan = planStep(G, seat, dir, true);
  return plan ? plan.key : null;
}

/** Whether a side square lets an Agile diagonal through (line 296, ruling R17): reachable on both edges, no Enemy on it. */
function sideOpen(G: OrcQuestState, a: Cell, side: Cell, to: Cell): boolean {
  const nav = navOf(board(G));
  if (!inGrid(nav, side)) return false;
  const si = side.y * nav.width + side.x;
  if (enemyAt(G, nav.keys[si] as string)) return false;
  return edgeOpenAt(nav, G, a.y * nav.width + a.x, side) && edgeOpenAt(nav, G, si, to);
}

/** The edge from square index `i` to its orthogonal neighbour `to` has no wall and no closed door. */
function edgeOpenAt(nav: Nav, G: OrcQuestState, i: number, to: Cell): boolean {
  const x = i % nav.width;
  const y = (i - x) / nav.width;
  const d = to.y < y ? 0 : to.x > x ? 1 : to.y > y ? 2 : 3;
  const edge = nav.edge[i * 4 + d];
  return edge === 0 || (edge === 2 && G.doors[nav.doorId[i * 4 + d] as string] !== 'closed');
}

/**
 * One square of a Hero's move (lines 255-301): 1 Movement point, +1 leaving a pond (line 305). Walls,
 * closed doors (unless smashing or, Invisible, slipping through), Enemies and other Heroes block (passing
 * through a Hero is not implemented); furniture and tree trunks need Agile, furniture can be smashed.
 */
export function planStep(G: OrcQuestState, seat: number, dir: number, free = false): StepPlan | null {
  if (!Number.isInteger(dir) || dir < 0 || dir > 7) return null;
  const run = mayStep(G, seat, free);
  return run === false ? null : planStepIn(G, seat, dir, free, run);
}

/**
 * The directions 0-7 `planStep(G, seat, d)` plans a step in, as bits: `stepFrom`'s checks with what the
 * directions share read once (the Hero's square, keywords, the cost of leaving the square, the Enemies
 * beside it) and no plan built. `test/fast-paths.test.ts` ties it to `planStep` direction by direction.
 */
export function stepDirections(G: OrcQuestState, seat: number): number {
  const run = mayStep(G, seat, false);
  if (run === false) return 0;
  const h = G.heroes[seat] as HeroState;
  const b = board(G);
  const nav = navOf(b);
  const from = cellOf(h.pos as string);
  if (!inGrid(nav, from)) {
    let bits = 0;
    for (let d = 0; d < 8; d++) if (planStepIn(G, seat, d, false, run) !== null) bits |= 1 << d;
    return bits;
  }
  // Every step from here costs the same (1, +1 leaving a pond): none when the points left do not cover it.
  const cost = 1 + (terrainNow(b, G, from) === '~' ? 1 : 0);
  if (G.mp < cost) return 0;
  const lock = run?.straight ? (G.pending?.direction ?? null) : null;
  const agile = hasKeyword(h, 'agile');
  const smashing = hasKeyword(h, 'smashing');
  const blocked = enemyNeighbours(G, from);
  const fi = from.y * nav.width + from.x;
  let others = false;
  for (let i = 0; i < G.heroes.length; i++) if (i !== seat && G.heroes[i]?.pos != null) others = true;
  let bits = 0;
  for (let d = 0; d < 8; d++) {
    if (lock !== null && lock !== d) continue;
    const ti = nav.neighbour[fi * 8 + d] as number;
    if (ti < 0 || nav.bell[ti]) continue;
    const tk = nav.keys[ti] as string;
    let smashDoor = false;
    let slip = false;
    if (d >= 4) {
      if (!agile) continue;
      const to = cellOf(tk);
      if (!sideOpen(G, from, { x: to.x, y: from.y }, to) && !sideOpen(G, from, { x: from.x, y: to.y }, to))
        continue;
    } else {
      const edge = nav.edge[fi * 4 + d];
      if (edge === 1) continue;
      const door = edge === 2 ? nav.doorId[fi * 4 + d] : undefined;
      if (door && G.doors[door] === 'closed') {
        if (isArmored(b, door)) continue;
        if (h.invisible) slip = true;
        else if (smashing) smashDoor = true;
        else continue;
      }
    }
    if (blocked & (1 << d) && !smashDoor) continue;
    // `terrainNow` by index (the board's and its tables' indices agree): furniture is passable once smashed.
    const t = b.terrain[ti];
    if (t === 'T' && !agile) continue;
    if ((t === 'l' || t === 'h') && !smashing && !agile && !G.smashed.includes(tk)) continue;
    // Passing through another Hero: allowed when the move can go on from there (planStepIn).
    if (others) {
      if (otherHeroAt(G, seat, tk)) {
        if (smashDoor || slip) continue;
        if (!canMoveOn(G, seat, tk, G.mp - cost, run?.straight ? d : null, 0)) continue;
      }
    }
    bits |= 1 << d;
  }
  return bits;
}

/** The step directions 0-7 from `from` onto a square some Enemy's miniature covers, as bits (`enemyAt` per step). */
function enemyNeighbours(G: OrcQuestState, from: Cell): number {
  let bits = 0;
  for (const e of G.enemies) {
    const a = cellOf(e.pos);
    const m = isMassive(e) ? 1 : 0;
    if (a.x + m < from.x - 1 || a.x > from.x + 1 || a.y + m < from.y - 1 || a.y > from.y + 1) continue;
    for (let d = 0; d < 8; d++) {
      const delta = DELTAS[d] as Cell;
      const x = from.x + delta.x;
      const y = from.y + delta.y;
      if (x >= a.x && x <= a.x + m && y >= a.y && y <= a.y + m) bits |= 1 << d;
    }
  }
  return bits;
}

/**
 * What every direction of `planStep` checks first: false when the Hero cannot step at all, else the
 * effect of the move-then-attack card being used (null when none).
 */
function mayStep(G: OrcQuestState, seat: number, free: boolean): SkillEffect | null | false {
  const h = G.heroes[seat];
  if (!h?.pos) return false;
  if (!free && (G.active !== seat || G.mp <= 0)) return false;
  // Over the Inventory capacity, the Hero cannot use Movement points (line 478); Entangled, not at all (804).
  if ((!free && overloaded(h)) || entangled(h)) return false;
  return G.pending ? (effectOf(skillById(G.pending.card) as SkillCard, G.pending.effect) ?? null) : null;
}

/** `planStep` for a direction 0-7 once `mayStep` allowed it (`run`: its result). */
function planStepIn(
  G: OrcQuestState,
  seat: number,
  dir: number,
  free: boolean,
  run: SkillEffect | null,
): StepPlan | null {
  const h = G.heroes[seat] as HeroState;
  if (!h.pos) return null;
  const lock = run?.straight ? (G.pending?.direction ?? null) : null;
  const plan = stepFrom(G, seat, h.pos, dir, free ? Number.POSITIVE_INFINITY : G.mp, lock, free);
  if (!plan) return null;
  // Passing through another Hero (or a dead-Hero token) is allowed, ending there is not (lines 255, 660).
  const tk = plan.key;
  if (otherHeroAt(G, seat, tk)) {
    if (free || plan.smashDoor || plan.slipDoor) return null;
    if (!canMoveOn(G, seat, tk, G.mp - plan.cost, run?.straight ? dir : null, 0)) return null;
  }
  return plan;
}

/** Another Hero (alive or a dead-Hero token) on the square. */
function otherHeroAt(G: OrcQuestState, seat: number, key: string): boolean {
  const heroes = G.heroes;
  for (let i = 0; i < heroes.length; i++) if (i !== seat && (heroes[i] as HeroState).pos === key) return true;
  return false;
}

/** From a Hero's square, can the move go on to a square of its own with the Movement points left? */
function canMoveOn(
  G: OrcQuestState,
  seat: number,
  key: string,
  mp: number,
  lock: number | null,
  depth: number,
): boolean {
  if (depth > 8) return false;
  for (let dir = 0; dir < 8; dir++) {
    const p = stepFrom(G, seat, key, dir, mp, lock, false);
    if (!p || p.smashDoor || p.slipDoor) continue;
    const next = p.key;
    if (!otherHeroAt(G, seat, next)) return true;
    if (canMoveOn(G, seat, next, mp - p.cost, lock, depth + 1)) return true;
  }
  return false;
}

/** One square from `fromKey` in `dir` with `mp` Movement points, Heroes on the way ignored (see planStep). */
export function stepFrom(
  G: OrcQuestState,
  seat: number,
  fromKey: string,
  dir: number,
  mp: number,
  lock: number | null,
  free: boolean,
): StepPlan | null {
  const h = G.heroes[seat] as HeroState;
  if (lock !== null && lock !== dir) return null;
  const b = board(G);
  const nav = navOf(b);
  const from = cellOf(fromKey);
  // The neighbour from the board's tables, as its cached cell (no new object per candidate step).
  let to: Cell;
  let ti: number;
  if (inGrid(nav, from)) {
    ti = nav.neighbour[(from.y * nav.width + from.x) * 8 + dir] as number;
    if (ti < 0) return null;
    to = cellOf(nav.keys[ti] as string);
  } else {
    to = shift(from, dir);
    if (!inGrid(b, to)) return null;
    ti = to.y * nav.width + to.x;
  }
  const tk = nav.keys[ti] as string;
  if (nav.bell[ti]) return null;
  const agile = hasKeyword(h, 'agile');
  const smashing = hasKeyword(h, 'smashing');
  let smashDoor: string | null = null;
  let slipDoor: string | null = null;
  if (dir >= 4) {
    if (!agile) return null;
    if (!sideOpen(G, from, { x: to.x, y: from.y }, to) && !sideOpen(G, from, { x: from.x, y: to.y }, to))
      return null;
  } else {
    const fi = from.y * nav.width + from.x;
    const edge = nav.edge[fi * 4 + dir];
    if (edge === 1) return null;
    const door = edge === 2 ? nav.doorId[fi * 4 + dir] : undefined;
    if (door && G.doors[door] === 'closed') {
      if (isArmored(b, door)) return null;
      // Invisible, the Hero slips through it unopened (line 851, ruling R69); else Smashing smashes it (283).
      if (h.invisible) slipDoor = door;
      else if (smashing) smashDoor = door;
      else return null;
    }
  }
  // An Enemy blocks the square, except one right behind a door being smashed (it gets pushed, line 287).
  if (enemyAt(G, tk) && !smashDoor) return null;
  const t = terrainNow(b, G, to);
  let smashFurniture = false;
  if (t === 'T' && !agile) return null;
  if (t === 'l' || t === 'h') {
    if (smashing && !agile) smashFurniture = true;
    else if (!agile) return null;
  }
  const cost = 1 + (terrainNow(b, G, from) === '~' ? 1 : 0);
  if (free)
    return smashDoor || slipDoor || smashFurniture
      ? null
      : { to, key: tk, cost: 0, smashFurniture, smashDoor, slipDoor };
  if (mp < cost) return null;
  return { to, key: tk, cost, smashFurniture, smashDoor, slipDoor };
}

export function step(cx: SearchContext, G: OrcQuestState, seat: number, dir: number, rng: Rng): void {
  const plan = planStep(G, seat, dir);
  const h = G.heroes[seat] as HeroState;
  if (!plan || !h.pos) return;
  const b = board(G);
  const from = cellOf(h.pos);
  G.mp -= plan.cost;
  h.facing = facingToward(from, plan.to);
  heroStepped(cx, G, h);
  if (G.pending) {
    G.pending.direction = dir;
    G.pending.moved += 1;
  }
  if (plan.smashDoor) {
    smashDoor(cx, G, seat, plan.smashDoor, from, plan.to, rng);
    const tk = plan.key;
    if (enemyAt(G, tk) || heroAt(G, tk) || h.dead) {
      // The Enemy behind survived a blocked push (or the way is still filled): the move ends here.
      G.mp = 0;
      afterHeroMoved(cx, G, seat, rng);
      return;
    }
  }
  if (plan.slipDoor && slipThrough(cx, G, seat, plan.slipDoor, plan.to, rng)) {
    G.mp = 0;
    afterHeroMoved(cx, G, seat, rng);
    return;
  }
  // Leaving a Danger Zone by one's own move: 2 automatic damage per Enemy whose zone it is (line 270, R13).
  const zones = dangerZoneAt(b, G, h.pos);
  h.pos = plan.key;
  G.passing = otherHeroAt(G, seat, h.pos);
  if (zones.length > 0) damageHero(G, h, 2 * zones.length);
  hindrance(G, h, zones);
  updateInvisibility(cx, G, h);
  if (plan.smashFurniture) {
    G.smashed = [...G.smashed, h.pos];
    // Smashed furniture gives a Loot card, turned into Resources as in a Rekup (line 281).
    drawLoot(cx, G, h, 1, true);
  }
  pickUp(cx, G, h);
  afterHeroMoved(cx, G, seat, rng);
}

/** Some Enemy in play has Hindrance (a loop: every step asks). */
function anyHinders(G: OrcQuestState): boolean {
  const enemies = G.enemies;
  for (let i = 0; i < enemies.length; i++)
    if (enemySheet(enemies[i] as EnemyState).abilities.includes('hindrance')) return true;
  return false;
}

/**
 * Hindrance (line 840): a Hero who enters the Danger Zone of an Enemy with Hindrance (one whose zone they
 * were not already in) takes Entangled 1, which ends the move (ruling X7).
 */
function hindrance(G: OrcQuestState, h: HeroState, before: readonly number[]): void {
  // Passing through a comrade, the Hero must step on (line 255): not hindered on that square.
  if (!h.pos || h.dead || G.passing || !anyHinders(G)) return;
  const now = dangerZoneAt(board(G), G, h.pos);
  const hinders = now.some(
    (id) =>
      !before.includes(id) &&
      G.enemies.some((e) => e.id === id && enemySheet(e).abilities.includes('hindrance')),
  );
  if (!hinders || !applyEffect(h, 'entangled', 1)) return;
  G.mp = 0;
  if (logging(G)) log(G, `${heroSheet(h).name} is Entangled (Hindrance)`);
}

/**
 * Smashing through a closed door (lines 283-294): the door is destroyed, the room explored (its Enemies face
 * the Hero); an Enemy right behind takes 1 grey Attack die without Defense and Pushed 1; if that push is
 * blocked and it survives, the Hero's move ends.
 */
function smashDoor(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  doorId: string,
  from: Cell,
  to: Cell,
  rng: Rng,
): void {
  ownEnemies(cx, G); // the Enemy behind takes damage and a push (copy-on-write, world.ts)
  const h = G.heroes[seat] as HeroState;
  G.doors = { ...G.doors, [doorId]: 'destroyed' };
  const door = doorSpec(board(G), doorId);
  if (!door) return;
  if (logging(G)) log(G, `${heroSheet(h).name} smashes ${doorId}`);
  explore(cx, G, door.room, rng, from, true);
  // Right behind the door (line 287): the square stepped into and, for a double door, the one beside it on
  // the same side (ruling R15).
  const key = cellKey(to);
  const side = key === door.a || key === door.wide?.a ? 'a' : 'b';
  const behindSquares = door.wide ? [key, key === door[side] ? door.wide[side] : door[side]] : [key];
  for (const sq of behindSquares) {
    const behind = enemyAt(G, sq);
    if (!behind) continue;
    const { damage } = resolveCombat(rollAttack(rng, ['grey']), [], enemySheet(behind).hpColour);
    if (!damageEnemy(cx, G, behind, damage, true, h)) push(cx, G, { kind: 'enemy', id: behind.id }, from, 1);
  }
}

/**
 * An Invisible Hero slipping through a closed door (line 851, ruling R69): it stays closed and costs no
 * Movement point to open; the room behind is explored first. An Enemy revealed right behind it turns to face
 * the Hero and opens it (a War Dog cannot, line 619); the Hero loses Invisible and the move ends (true).
 */
function slipThrough(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  doorId: string,
  to: Cell,
  rng: Rng,
): boolean {
  const h = G.heroes[seat] as HeroState;
  const from = cellOf(h.pos as string);
  const room = doorSpec(board(G), doorId)?.room;
  if (room) explore(cx, G, room, rng, from);
  ownEnemies(cx, G); // the Enemy behind turns (copy-on-write, world.ts)
  const behind = enemyAt(G, cellKey(to));
  if (!behind) {
    if (logging(G)) log(G, `${heroSheet(h).name} slips through ${doorId}`);
    return false;
  }
  behind.facing = facingToward(to, from);
  if (enemySheet(behind).opensDoors) G.doors = { ...G.doors, [doorId]: 'open' };
  h.invisible = false;
  if (logging(G)) log(G, `${heroSheet(h).name} is spotted slipping through ${doorId}`);
  return true;
}

/**
 * Invisible (lines 306, 314, 851): entering a pond or tree-shadow square out of every Enemy's Line of Sight
 * makes the Hero Invisible; leaving that terrain or entering a Danger Zone ends it (ruling R20: any Enemy
 * counts, alerted or not; staying in the terrain keeps it even if an Enemy turns to face the Hero).
 */
export function updateInvisibility(cx: SearchContext, G: OrcQuestState, h: HeroState): void {
  if (!h.pos || h.dead) return;
  const b = board(G);
  const at = cellOf(h.pos);
  const t = terrainNow(b, G, at);
  if (t !== '~' && t !== 's') h.invisible = false;
  else if (!h.invisible)
    h.invisible = !G.enemies.some((e) => hasLineOfSight(cx, b, G, enemyCell(e, at), e.facing, at));
  if (dangerZoneAt(b, G, h.pos).length > 0) h.invisible = false;
}

/** Chickens heal 1 (line 339); Objectives are picked up without ending the move (line 269). */
function pickUp(cx: SearchContext, G: OrcQuestState, h: HeroState): void {
  if (!h.pos) return;
  if (G.chickens.includes(h.pos)) {
    G.chickens = G.chickens.filter((c) => c !== h.pos);
    heal(h, 1);
  }
  if (G.objectives.includes(h.pos)) {
    G.objectives = G.objectives.filter((c) => c !== h.pos);
    h.carriesObjective = true;
    if (logging(G)) log(G, `${heroSheet(h).name} takes the Objective`);
    // Quest Objectives give Relic cards (line 466): one each on these Quests (assumed Quest reward).
    for (let i = 0; i < OBJECTIVE_RELICS; i++) drawRelic(cx, G, h);
  }
}

export function afterHeroMoved(cx: SearchContext, G: OrcQuestState, seat: number, rng: Rng): void {
  exploreSpawnZonesInSight(cx, G, seat, rng);
  updateAlerts(cx, G);
}

/** Open or close an adjacent door: 1 Movement point (line 273); Smashing Heroes cannot (line 283). */
export function canToggleDoor(G: OrcQuestState, seat: number, dir: number): string | null {
  const h = G.heroes[seat];
  if (!h?.pos || G.active !== seat || G.mp < 1 || !Number.isInteger(dir) || dir < 0 || dir > 3) return null;
  if (hasKeyword(h, 'smashing')) return null;
  const b = board(G);
  const to = shift(cellOf(h.pos), dir);
  const door = b.doorAt.get(edgeKey(h.pos, cellKey(to)));
  if (!door || G.doors[door] === 'destroyed') return null;
  if (isArmored(b, door)) return null;
  // A door cannot close on a Character standing in the way (our reading): only the edge matters here.
  return door;
}

/**
 * The directions 0-3 `canToggleDoor(G, seat, d)` finds a door in, as bits: the door beside the Hero's square
 * read from the board's tables (`Nav.doorId`) instead of an edge key per direction. `test/fast-paths.test.ts`
 * ties it to `canToggleDoor` direction by direction.
 */
export function doorDirections(G: OrcQuestState, seat: number): number {
  const h = G.heroes[seat];
  if (!h?.pos || G.active !== seat || G.mp < 1 || hasKeyword(h, 'smashing')) return 0;
  const b = board(G);
  const nav = navOf(b);
  const from = cellOf(h.pos);
  let bits = 0;
  if (!inGrid(nav, from)) {
    for (let d = 0; d < 4; d++) if (canToggleDoor(G, seat, d) !== null) bits |= 1 << d;
    return bits;
  }
  const fi = (from.y * nav.width + from.x) * 4;
  for (let d = 0; d < 4; d++) {
    if (nav.edge[fi + d] !== 2) continue;
    const door = nav.doorId[fi + d] as string;
    if (G.doors[door] === 'destroyed') continue;
    if (isArmored(b, door)) continue;
    bits |= 1 << d;
  }
  return bits;
}

export function toggleDoor(cx: SearchContext, G: OrcQuestState, seat: number, dir: number, rng: Rng): void {
  const door = canToggleDoor(G, seat, dir);
  if (!door) return;
  const h = G.heroes[seat] as HeroState;
  G.mp -= 1;
  h.facing = dir as Facing;
  const opening = G.doors[door] === 'closed';
  G.doors = { ...G.doors, [door]: opening ? 'open' : 'closed' };
  const room = doorSpec(board(G), door)?.room;
  if (opening && room) explore(cx, G, room, rng, cellOf(h.pos as string));
  afterHeroMoved(cx, G, seat, rng);
}

/** End the movement now and choose the final Orientation (free, line 255). */
export const canStop = (G: OrcQuestState, seat: number): boolean =>
  G.active === seat && (G.mp > 0 || G.pending !== null) && !!G.heroes[seat]?.pos && !G.passing;

/** Stopping also gives up an owed Attack. */
export function stop(cx: SearchContext, G: OrcQuestState, seat: number, facing: Facing, rng: Rng): void {
  const h = G.heroes[seat] as HeroState;
  G.mp = 0;
  G.pending = null;
  G.passing = false;
  h.facing = facing;
  afterHeroMoved(cx, G, seat, rng);
}

/** Leave through the Hero Exit: one more step off the board. Carrying the Objective out wins (assumed Quest goal). */
export function canExit(G: OrcQuestState, seat: number): boolean {
  const h = G.heroes[seat];
  return !!h?.pos && G.active === seat && G.mp >= 1 && board(G).quest.heroExit.includes(h.pos);
}

export function exit(G: OrcQuestState, seat: number): void {
  const h = G.heroes[seat] as HeroState;
  G.mp = 0;
  G.pending = null;
  h.pos = null;
  h.exited = true;
  if (logging(G))
    log(G, `${heroSheet(h).name} leaves the board${h.carriesObjective ? ' with the Objective' : ''}`);
  if (h.carriesObjective) {
    G.result = teamWin(G.heroes.length, 'the Objective is out');
    G.phase = 'over';
  }
}
