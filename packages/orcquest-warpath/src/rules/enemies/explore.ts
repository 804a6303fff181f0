import { int, type Rng } from '@skald/core';
import type { EnemyType } from '../../data/enemies.js';
import type { PresenceToken, Zone } from '../../data/quest1.js';
import type { Facing, OrcQuestState } from '../../state.js';
import { type Board, inZone, zoneById } from '../board/board.js';
import {
  facingToward,
  hasLineOfSight,
  inFrontArc,
  SIGHT_ALWAYS,
  SIGHT_NEVER,
  sightBlockersInPlay,
  sightLineClass,
  terrainNow,
} from '../board/geometry.js';
import { type Cell, cellKey, inGrid } from '../board/grid.js';
import { isTaken, type Nav, navOf, occupiedIndex } from '../board/nav.js';
import { spawnBoss } from '../characters/boss-sheet.js';
import { raiseAlert } from '../combat/damage.js';
import { boardTables, type SearchContext } from '../context.js';
import {
  addEnemy,
  board,
  cellOf,
  heroSheet,
  isBell,
  log,
  logging,
  ownEnemies,
  sheetOfType,
  squareEmpty,
} from '../world.js';

const blocksEnemy = (t: string) => t === 'l' || t === 'h' || t === 'T';

/**
 * The empty square nearest to `from` inside the zone (ruling R23: by Range, then row, then column; never
 * outside the zone), where an Enemy or token can stand; undefined when the zone is full. Searched ring by
 * ring of Range from `from`, each ring in row-major order, so the first free square found is the one
 * `nearestEmptyByScan` (the plain definition, kept for the test) picks; most are found on the first ring or two.
 */
export function nearestEmpty(G: OrcQuestState, zone: Zone, from: Cell): string | undefined {
  const b = board(G);
  const nav = navOf(b);
  const far = Math.max(from.x - zone.x0, zone.x1 - from.x, from.y - zone.y0, zone.y1 - from.y, 0);
  for (let d = 0; d <= far; d++) {
    const y0 = Math.max(zone.y0, from.y - d);
    const y1 = Math.min(zone.y1, from.y + d);
    const x0 = Math.max(zone.x0, from.x - d);
    const x1 = Math.min(zone.x1, from.x + d);
    for (let y = y0; y <= y1; y++) {
      // A row on the ring's edge is scanned whole; others hold only the ring's two ends.
      const edge = y === from.y - d || y === from.y + d;
      const step = edge || d === 0 ? 1 : 2 * d;
      for (let x = edge ? x0 : from.x - d; x <= x1; x += step) {
        if (x < x0) continue;
        const key = freeSquare(G, b, nav, x, y);
        if (key !== undefined) return key;
      }
    }
  }
  return undefined;
}

/** The key of square (x, y) if an Enemy or token could be placed there (nobody on it, no Bell, no blocking terrain). */
function freeSquare(G: OrcQuestState, b: Board, nav: Nav, x: number, y: number): string | undefined {
  if (x >= 0 && y >= 0 && x < nav.width && y < nav.height) {
    const i = y * nav.width + x;
    if (nav.bell[i] || isTaken(nav, G, i)) return undefined;
    const key = nav.keys[i] as string;
    // `terrainNow`: low and high furniture smashed to floor no longer block.
    const t = b.terrain[i];
    return t === 'T' || ((t === 'l' || t === 'h') && !G.smashed.includes(key)) ? undefined : key;
  }
  const key = cellKey({ x, y });
  if (!squareEmpty(G, key) || isBell(G, key) || blocksEnemy(terrainNow(b, G, { x, y }))) return undefined;
  return key;
}

/** `nearestEmpty` as the whole zone scanned in row-major order (the plain definition the ring search is tested against). */
export function nearestEmptyByScan(
  cx: SearchContext,
  G: OrcQuestState,
  zone: Zone,
  from: Cell,
): string | undefined {
  const b = board(G);
  const nav = navOf(b);
  const taken = occupiedIndex(cx, nav, G);
  let bestKey: string | undefined;
  let bestD = 0;
  for (let y = zone.y0; y <= zone.y1; y++)
    for (let x = zone.x0; x <= zone.x1; x++) {
      let key: string;
      let blocked: boolean;
      if (x >= 0 && y >= 0 && x < nav.width && y < nav.height) {
        const i = y * nav.width + x;
        if (taken[i] || nav.bell[i]) continue;
        key = nav.keys[i] as string;
        const t = b.terrain[i];
        blocked = t === 'T' || ((t === 'l' || t === 'h') && !G.smashed.includes(key));
      } else {
        key = cellKey({ x, y });
        if (!squareEmpty(G, key) || isBell(G, key)) continue;
        blocked = blocksEnemy(terrainNow(b, G, { x, y }));
      }
      if (blocked) continue;
      const d = Math.max(Math.abs(x - from.x), Math.abs(y - from.y));
      if (bestKey === undefined || d < bestD) {
        bestKey = key;
        bestD = d;
      }
    }
  return bestKey;
}

function drawToken(G: OrcQuestState, pool: 'main' | 'secondary', rng: Rng): PresenceToken | undefined {
  if (pool === 'secondary') return G.pools.secondary.shift();
  if (G.pools.main.length === 0) {
    // The main Pool is re-formed from its discard (line 327); shuffled, since tokens are drawn face down.
    const discard = G.pools.mainDiscard;
    for (let i = discard.length - 1; i > 0; i--) {
      const j = int(rng, i + 1);
      [discard[i], discard[j]] = [discard[j] as PresenceToken, discard[i] as PresenceToken];
    }
    G.pools.main = discard;
    G.pools.mainDiscard = [];
  }
  return G.pools.main.shift();
}

/**
 * An Exploration (lines 315-343): drop the Quest's number of dice on the zone (each lands on a random
 * square), draw a Presence token per die from the zone's Pool and place it.
 */
export function explore(
  cx: SearchContext,
  G: OrcQuestState,
  zoneId: string,
  rng: Rng,
  hero?: Cell,
  smashed = false,
): void {
  // Smashed doors and a ringing Bell turn revealed Enemies toward the Hero (lines 294, 343).
  const towardHero = hero && (smashed || G.bellRung) ? hero : undefined;
  const zone = zoneById(board(G), zoneId);
  if (!zone || G.explored.includes(zoneId)) return;
  ownEnemies(cx, G); // Enemies placed, a Boss spawned (copy-on-write, world.ts)
  G.explored = [...G.explored, zoneId];
  // Shared with the state this move started from (see cloneState): the lists this Exploration changes are
  // its own (the main Pool and its discard, or the secondary Pool); the Pool it does not draw from stays
  // shared, unchanged.
  const { main, mainDiscard, secondary } = G.pools;
  G.pools =
    zone.pool === 'secondary'
      ? { main, mainDiscard, secondary: secondary.slice() }
      : { main: main.slice(), mainDiscard: mainDiscard.slice(), secondary };
  const w = zone.x1 - zone.x0 + 1;
  const h = zone.y1 - zone.y0 + 1;
  const landings: Cell[] = [];
  for (let i = 0; i < zone.dice; i++) {
    const n = int(rng, w * h);
    landings.push({ x: zone.x0 + (n % w), y: zone.y0 + Math.floor(n / w) });
  }
  // A token per die, all drawn before any is placed.
  const tokens: (PresenceToken | undefined)[] = [];
  let found = 0;
  for (let i = 0; i < landings.length; i++) {
    const token = drawToken(G, zone.pool, rng);
    tokens.push(token);
    if (token) found++;
  }
  if (logging(G)) log(G, `explore ${zoneId}: ${found} token(s)`);
  for (let i = 0; i < landings.length; i++) {
    const at = landings[i] as Cell;
    const token = tokens[i];
    if (!token) continue; // an empty secondary Pool is not re-formed (ruling R24)
    const facing = int(rng, 4) as Facing;
    if (token.kind === 'chicken') {
      const sq = nearestEmpty(G, zone, at);
      if (sq) G.chickens = [...G.chickens, sq];
      continue;
    }
    placeEnemies(cx, G, zone, at, token.enemy, token.count, facing, towardHero);
    // A Named Enemy's token is not put back: he is met once (lines 604-607).
    if (zone.pool === 'main' && !sheetOfType(token.enemy).named) G.pools.mainDiscard.push(token);
  }
  if (board(G).quest.boss?.room === zoneId) spawnBoss(cx, G, rng);
}

function placeEnemies(
  cx: SearchContext,
  G: OrcQuestState,
  zone: Zone,
  at: Cell,
  type: EnemyType,
  count: number,
  facing: Facing,
  towardHero?: Cell,
): void {
  let onBoard = 0;
  for (const e of G.enemies) if (e.type === type) onBoard++;
  const available = Math.max(0, sheetOfType(type).miniatures - onBoard);
  // Too few miniatures (lines 342, 563): place those there are, and the Alert rises by 1 (ruling R25).
  if (available < count) raiseAlert(G, 1);
  for (let k = 0; k < Math.min(count, available); k++) {
    const sq = nearestEmpty(G, zone, at);
    if (!sq) break;
    const e = addEnemy(cx, G, type, sq, towardHero ? facingToward(cellOf(sq), towardHero) : facing);
    // While the Bell rings, revealed Enemies are alerted and face the exploring Hero (line 343, ruling R26).
    if (G.bellRung) e.alerted = true;
  }
}

const ZONE_ALWAYS = 1;
const ZONE_NEVER = 2;
const ZONE_DEPENDS = 3;

/**
 * Can a Character on `from` facing `facing` see the zone `zi` of the board, whatever the doors and
 * furniture? ZONE_ALWAYS: a square of it in the Front Arc has a sight line clear in every state (but Smoke
 * or a Massive Boss); ZONE_NEVER: no square of it in the Front Arc can ever be seen; else ZONE_DEPENDS.
 * Worked out once per square, Orientation and zone from `sightLineClass`.
 */
function zoneSight(cx: SearchContext, b: Board, from: Cell, facing: Facing, zi: number): number {
  const nav = navOf(b);
  if (!inGrid(nav, from)) return ZONE_DEPENDS;
  const nz = b.quest.zones.length;
  // The board's table in the context: square × Orientation × zone index; none before the context keeps sight classes
  // (rules/board/geometry.ts `sightClass`), whose answers settle it: until then each square is looked at.
  const tables = boardTables(cx, nav);
  if (tables.sight === null) return ZONE_DEPENDS;
  let table = tables.zoneSights;
  if (!table) {
    table = new Uint8Array(nav.width * nav.height * 4 * nz);
    tables.zoneSights = table;
  }
  const at = ((from.y * nav.width + from.x) * 4 + facing) * nz + zi;
  let known = table[at] as number;
  if (known === 0) {
    const z = b.quest.zones[zi] as Zone;
    known = ZONE_NEVER;
    for (let y = z.y0; y <= z.y1 && known !== ZONE_ALWAYS; y++)
      for (let x = z.x0; x <= z.x1 && known !== ZONE_ALWAYS; x++) {
        const to = { x, y };
        if (!inZone(z, to) || !inFrontArc(from, facing, to)) continue;
        const line = sightLineClass(cx, b, from, to);
        if (line === SIGHT_ALWAYS) known = ZONE_ALWAYS;
        else if (line !== SIGHT_NEVER) known = ZONE_DEPENDS;
      }
    table[at] = known;
  }
  return known;
}

/**
 * Does a Character on `from` facing `facing` have Line of Sight on some square of zone `zi` of the Quest
 * (`hasLineOfSight` square by square, settled from the board alone when it can be)?
 */
export function zoneInSight(
  cx: SearchContext,
  G: OrcQuestState,
  from: Cell,
  facing: Facing,
  zi: number,
): boolean {
  const b = board(G);
  const z = b.quest.zones[zi];
  if (!z) return false;
  const known = zoneSight(cx, b, from, facing, zi);
  if (known === ZONE_NEVER) return false;
  if (known === ZONE_ALWAYS && !sightBlockersInPlay(G)) return true;
  for (let y = z.y0; y <= z.y1; y++)
    for (let x = z.x0; x <= z.x1; x++)
      if (inZone(z, { x, y }) && hasLineOfSight(cx, b, G, from, facing, { x, y })) return true;
  return false;
}

/**
 * Coming into Line of Sight of any square of an unexplored spawn zone explores it (line 320; ruling R22:
 * the Hero's Front Arc applies).
 */
export function exploreSpawnZonesInSight(cx: SearchContext, G: OrcQuestState, seat: number, rng: Rng): void {
  const hero = G.heroes[seat];
  if (!hero?.pos || hero.dead) return;
  const from = cellOf(hero.pos);
  const zones = board(G).quest.zones;
  for (let zi = 0; zi < zones.length; zi++) {
    const z = zones[zi] as Zone;
    if (z.kind !== 'spawn' || G.explored.includes(z.id) || !zoneInSight(cx, G, from, hero.facing, zi))
      continue;
    if (logging(G)) log(G, `${heroSheet(hero).name} spots the ${z.id}`);
    explore(cx, G, z.id, rng, from);
  }
}
