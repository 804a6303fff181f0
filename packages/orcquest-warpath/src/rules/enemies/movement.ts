import type { Rng } from '@skald/core';
import { ENEMIES } from '../../data/enemies.js';
import type { EnemyState, Facing, HeroState, OrcQuestState } from '../../state.js';
import { doorSpec } from '../board/board.js';
import { edgeOpen, facingToward, range, shift, terrainNow } from '../board/geometry.js';
import { type Cell, cellKey, inGrid } from '../board/grid.js';
import { enemyObstacles, isTaken, type Nav, navOf, squareIndex } from '../board/nav.js';
import { entangled } from '../characters/effects.js';
import { hasFlight, moveMassiveToward } from '../characters/massive.js';
import { damageEnemy, damageHero } from '../combat/damage.js';
import { boardTables, type SearchContext } from '../context.js';
import {
  board,
  cellOf,
  enemyAt,
  enemySheet,
  heroAt,
  isBell,
  isMassive,
  livingHeroesOnBoard,
  onBoard,
} from '../world.js';
import { bleed } from './enemy-effects.js';
import { explore } from './explore.js';

const obstacleTerrain = (t: string) => t === 'l' || t === 'h' || t === 'T';

/** What one Enemy's step search needs, on the board's integer tables (see nav.ts). */
interface StepContext {
  nav: Nav;
  G: OrcQuestState;
  blocked: Uint8Array;
  ringer: boolean;
  /** Closed doors are passable: an Enemy that opens doors, not running as a Bell-ringer (`noDoors`). */
  opens: boolean;
  agile: boolean;
}

function stepContext(cx: SearchContext, G: OrcQuestState, e: EnemyState, noDoors: boolean): StepContext {
  const nav = navOf(board(G));
  const sheet = enemySheet(e);
  return {
    nav,
    G,
    blocked: enemyObstacles(cx, nav, G),
    ringer: !!e.bellRinger,
    opens: sheet.opensDoors && !noDoors,
    agile: sheet.abilities.includes('agile'),
  };
}

/**
 * Everything an Enemy's step search reads besides the static board and the Enemy itself: the squares of
 * Heroes and dead-Hero tokens, the closed doors, the smashed furniture (other Enemies never block a move).
 */
function layoutKey(nav: Nav, G: OrcQuestState): string {
  let k = '';
  for (const h of G.heroes) k += `${h.pos ?? '-'};`;
  for (const id of nav.doorIds) k += G.doors[id] === 'closed' ? '1' : '0';
  return G.smashed.length === 0 ? k : `${k}/${G.smashed.join(';')}`;
}

/** Per Enemy type, the sheet's part of `searchFlags` (1 = Agile, 2 = opens doors): sheets never change. */
// A Map, not a record: read with every type, a record goes megamorphic (world.ts `enemySheet`).
const SHEET_FLAGS: ReadonlyMap<string, number> = new Map(
  Object.entries(ENEMIES).map(([t, s]) => [
    t,
    (s.abilities.includes('agile') ? 1 : 0) + (s.opensDoors ? 2 : 0),
  ]),
);

/** What decides a search for this Enemy besides the layout: Agile, opening doors, running to a Bell. */
export function searchFlags(e: EnemyState, noDoors: boolean): number {
  const sheet = SHEET_FLAGS.get(e.type) as number;
  return (noDoors ? sheet & 1 : sheet) + (e.bellRinger ? 4 : 0);
}

/**
 * The searches remembered for one layout (`layoutKey`), by a number naming the rest of what they read:
 * the start square, the budget and the flags for a reach, the target square and the flags for a field.
 */
export interface LayoutMemo {
  nav: Nav;
  /** What the layout was read from, compared by value (tests change doors in place), not by key. */
  heroes: (string | null)[];
  doors: boolean[];
  /**
   * The last doors object found to match `doors`: rules never change a doors object in place (they assign
   * a new one, see cloneState's SHARED_FIELDS), so the same object needs no second look at every door.
   */
  doorsSeen: OrcQuestState['doors'];
  smashed: readonly string[];
  reaches: Map<number, Reach>;
  /**
   * Moves toward a target in this layout, by start square, budget, search flags and target square: the
   * reach and its order in one look-up (what `moveEnemyToward` would find in `reaches` and the reach's `toward`).
   */
  towards: Map<number, Toward>;
  fields: Map<number, FieldSearch>;
}

/**
 * A distance field to a target (`distanceField`), searched only as far as the reaches that asked for it need:
 * its queue is kept, so a reach farther out goes on with the search where it stopped.
 */
interface FieldSearch {
  dist: Int16Array;
  /** The squares found but not yet searched from, in the order found; null once nothing is left to search. */
  frontier: number[] | null;
}

/** A remembered move toward a target: the Enemy's reach and its entries in the order of the move. */
interface Toward {
  reach: Reach;
  order: Int32Array;
  /**
   * The order's first entry (its four numbers), kept beside it: it is nearly always the one the Enemy may end
   * on, and reading it here spares a visit to the order itself.
   */
  j0: number;
  i0: number;
  passes0: number;
  prev0: number;
}

function sameLayout(l: LayoutMemo, nav: Nav, G: OrcQuestState): boolean {
  if (l.nav !== nav || l.heroes.length !== G.heroes.length) return false;
  for (let i = 0; i < l.heroes.length; i++) if (l.heroes[i] !== (G.heroes[i] as HeroState).pos) return false;
  if (l.doorsSeen !== G.doors) {
    for (let i = 0; i < l.doors.length; i++)
      if (l.doors[i] !== (G.doors[nav.doorIds[i] as string] === 'closed')) return false;
    l.doorsSeen = G.doors;
  }
  if (l.smashed === G.smashed) return true;
  if (l.smashed.length !== G.smashed.length) return false;
  for (let i = 0; i < l.smashed.length; i++) if (l.smashed[i] !== G.smashed[i]) return false;
  return true;
}

/**
 * The layout's searches, kept with the context's board tables (playouts and bots revisit the same layouts; cleared
 * when full), and the last layout (an Enemy Phase searches many times between two changes of the layout).
 */
function layoutOf(cx: SearchContext, nav: Nav, G: OrcQuestState): LayoutMemo {
  const tables = boardTables(cx, nav);
  const last = tables.lastLayout;
  if (last && sameLayout(last, nav, G)) return last;
  let memo = tables.layouts;
  if (memo.size >= 4096) {
    memo = new Map();
    tables.layouts = memo;
  }
  const key = layoutKey(nav, G);
  let l = memo.get(key);
  if (!l) {
    l = {
      nav,
      heroes: G.heroes.map((h) => h.pos),
      doors: nav.doorIds.map((id) => G.doors[id] === 'closed'),
      doorsSeen: G.doors,
      smashed: G.smashed.slice(),
      reaches: new Map(),
      towards: new Map(),
      fields: new Map(),
    };
    memo.set(key, l);
  }
  tables.lastLayout = l;
  return l;
}

/** Can the Enemy cross the edge of square `i` in orthogonal direction `d`? */
function crossable(c: StepContext, i: number, d: number): boolean {
  const edge = c.nav.edge[i * 4 + d];
  if (edge === 1) return false;
  if (edge === 2 && c.G.doors[c.nav.doorId[i * 4 + d] as string] === 'closed') return c.opens;
  return true;
}

/**
 * Can this Enemy step from square `a` in direction `dir` (orthogonal, or diagonal with Agile)? Heroes (and
 * dead-Hero tokens) are obstacles (line 268); only a Bell-ringer enters a Bell square. The index, or -1.
 */
function enemyStep(c: StepContext, a: number, dir: number): number {
  if (dir >= 4 && !c.agile) return -1;
  const nb = c.nav.neighbour;
  const to = nb[a * 8 + dir] as number;
  if (to < 0 || c.blocked[to] || (c.nav.bell[to] && !c.ringer)) return -1;
  if (dir < 4) return crossable(c, a, dir) ? to : -1;
  // Agile diagonal (line 296): through a free side square reachable on both edges.
  const h = dir === 4 || dir === 5 ? 1 : 3;
  const v = dir === 5 || dir === 6 ? 2 : 0;
  const sideH = nb[a * 8 + h] as number;
  if (!c.blocked[sideH] && crossable(c, a, h) && crossable(c, sideH, v)) return to;
  const sideV = nb[a * 8 + v] as number;
  if (!c.blocked[sideV] && crossable(c, a, v) && crossable(c, sideV, h)) return to;
  return -1;
}

/**
 * The squares an Enemy can reach, in breadth-first order (its own square first): for entry j, its key,
 * the steps taken and the entry it came from (-1 for its own square).
 */
export interface Reach {
  keys: string[];
  /** The board index of each entry (`y * width + x`), -1 for a square off the board. */
  at: number[];
  steps: number[];
  parent: number[];
  /**
   * What the walk to each entry passes, fixed by the board alone: 1 = a water square entered (puts out
   * Burn), 2 = a door edge crossed orthogonally (the walk opens it if closed). 0: a plain walk.
   */
  passes: number[];
  /**
   * What callers derive from the reach alone, kept with it (a remembered reach is read again and again in
   * its layout, which fixes the Heroes' squares): `reachWithin`'s lists, the move orders of
   * `moveEnemyToward` (by target square and search flags) and `moveEnemyAway` (by the living Heroes).
   */
  within: DerivedMemo | null;
  toward: DerivedMemo | null;
  away: DerivedMemo | null;
}

/**
 * Lists derived from one reach, by a number key: the last one read is checked before the map (one Hero, one
 * target: nearly always the one asked).
 */
class DerivedMemo {
  private key = -1;
  private last: Int32Array | null = null;
  private readonly all = new Map<number, Int32Array>();

  get(key: number): Int32Array | undefined {
    if (this.key === key && this.last !== null) return this.last;
    const hit = this.all.get(key);
    if (hit !== undefined) {
      this.key = key;
      this.last = hit;
    }
    return hit;
  }

  set(key: number, list: Int32Array): void {
    this.all.set(key, list);
    this.key = key;
    this.last = list;
  }
}

/** The squares walked to reach entry `j`, the start first. */
export function reachPath(reach: Reach, j: number): string[] {
  const path: string[] = [];
  for (let at = j; at >= 0; at = reach.parent[at] ?? -1) path.push(reach.keys[at] as string);
  return path.reverse();
}

/** Breadth-first reach of an Enemy within `budget` steps (deterministic order: N, E, S, W, then diagonals). */
export function enemyReach(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  budget: number,
  noDoors = false,
): Reach {
  return reachWith(cx, G, navOf(board(G)), e, budget, noDoors, searchFlags(e, noDoors));
}

/** `enemyReach` with the board's tables and the search flags already in hand (moveEnemyToward has both). */
function reachWith(
  cx: SearchContext,
  G: OrcQuestState,
  nav: Nav,
  e: EnemyState,
  budget: number,
  noDoors: boolean,
  flags: number,
): Reach {
  const start = squareIndex(nav, e.pos);
  // Off the board or an unusual budget: searched afresh (never in play).
  if (start === undefined || budget < 0 || budget > 63) return searchReach(cx, G, e, budget, noDoors);
  const memo = layoutOf(cx, nav, G).reaches;
  const key = (start * 64 + budget) * 8 + flags;
  let reach = memo.get(key);
  if (!reach) {
    reach = localReach(cx, G, nav, e, start, budget, noDoors, flags);
    memo.set(key, reach);
  }
  return reach;
}

/**
 * The reach of a layout from the search of another layout that is the same near the start square: a reach
 * never leaves its budget's Range of the start (a step moves one square at most), so what it reads of the
 * layout is the Heroes' squares and the smashed furniture within that Range and the doors with a side in
 * it (`localKey`). A Hero moving elsewhere changes the layout, not this search. The searched lists are
 * shared; the lists derived from them (`within`, `toward`, `away`) stay the layout's own (the last two
 * read the Heroes' squares everywhere).
 */
function localReach(
  cx: SearchContext,
  G: OrcQuestState,
  nav: Nav,
  e: EnemyState,
  start: number,
  budget: number,
  noDoors: boolean,
  flags: number,
): Reach {
  const tables = boardTables(cx, nav);
  const key = localKey(nav, G, start, budget, flags);
  let searched = tables.localReaches.get(key);
  if (searched === undefined) {
    searched = searchReach(cx, G, e, budget, noDoors);
    if (tables.localReaches.size >= 8192) tables.localReaches = new Map();
    tables.localReaches.set(key, searched);
  }
  return reachOf(searched.keys, searched.at, searched.steps, searched.parent, searched.passes);
}

/**
 * A reach record, always built by this one literal: a spread of another reach (`localReach`) would give V8 a
 * second hidden class for the same record, and the sites reading reaches would meet both.
 */
const reachOf = (
  keys: string[],
  at: number[],
  steps: number[],
  parent: number[],
  passes: number[],
): Reach => ({
  keys,
  at,
  steps,
  parent,
  passes,
  within: null,
  toward: null,
  away: null,
});

/** What a reach from `start` within `budget` steps reads of the layout (see `localReach`), as a key. */
export function localKey(nav: Nav, G: OrcQuestState, start: number, budget: number, flags: number): string {
  const near = (i: number) => rangeBetween(nav, start, i) <= budget;
  let k = `${start}/${budget}/${flags}/`;
  for (const h of G.heroes) {
    const i = h.pos === null ? undefined : squareIndex(nav, h.pos);
    if (i !== undefined && near(i)) k += `${i};`;
  }
  k += '/';
  for (const s of G.smashed) {
    const i = squareIndex(nav, s);
    if (i !== undefined && near(i)) k += `${i};`;
  }
  k += '/';
  for (let d = 0; d < nav.doorIds.length; d++) {
    let close = false;
    for (const i of nav.doorSquares[d] as readonly number[]) if (near(i)) close = true;
    k += !close ? '-' : G.doors[nav.doorIds[d] as string] === 'closed' ? '1' : '0';
  }
  return k;
}

/** Range between two board indices. */
const rangeBetween = (nav: Nav, a: number, b: number): number =>
  Math.max(
    Math.abs((nav.xOf[a] as number) - (nav.xOf[b] as number)),
    Math.abs((nav.yOf[a] as number) - (nav.yOf[b] as number)),
  );

/** `enemyReach` without the memo. Callers only read the result (it may be shared). */
function searchReach(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  budget: number,
  noDoors: boolean,
): Reach {
  const c = stepContext(cx, G, e, noDoors);
  const start = squareIndex(c.nav, e.pos);
  const out = reachOf([e.pos], [start ?? -1], [0], [-1], [0]);
  if (start === undefined || budget < 1) return out;
  // Visit stamps (a square is seen when it holds the current stamp), kept in the context from search to search.
  let seen = cx.seenStamp;
  if (seen === null || seen.length < c.nav.keys.length)
    seen = cx.seenStamp = new Uint32Array(c.nav.keys.length);
  if (++cx.stamp === 0xffffffff) {
    seen.fill(0);
    cx.stamp = 1;
  }
  const stamp = cx.stamp;
  seen[start] = stamp;
  const squares = out.at;
  const dirs = c.agile ? 8 : 4;
  const terrain = board(c.G).terrain;
  for (let j = 0; j < squares.length; j++) {
    const s = (out.steps[j] as number) + 1;
    if (s > budget) break;
    const i = squares[j] as number;
    for (let dir = 0; dir < dirs; dir++) {
      const to = enemyStep(c, i, dir);
      if (to < 0 || seen[to] === stamp) continue;
      seen[to] = stamp;
      squares.push(to);
      out.keys.push(c.nav.keys[to] as string);
      out.steps.push(s);
      out.parent.push(j);
      out.passes.push(
        (out.passes[j] as number) |
          (terrain[to] === '~' ? 1 : 0) |
          (dir < 4 && c.nav.edge[i * 4 + dir] === 2 ? 2 : 0),
      );
    }
  }
  return out;
}

/** Range from board index `i` to a cell (Chebyshev, as `range`). */
export function rangeFromIndex(nav: Nav, i: number, to: Cell): number {
  return Math.max(Math.abs((nav.xOf[i] as number) - to.x), Math.abs((nav.yOf[i] as number) - to.y));
}

/**
 * The reach entries on the board within Range `r` of the square `at`, nearest first (the reach's order),
 * as pairs: the entry, then its board index. Kept with the reach under the square and `r`: Assault asks
 * it for every Hero of every Activation.
 */
export function reachWithin(nav: Nav, reach: Reach, at: Cell, r: number): Int32Array {
  const memo = inGrid(nav, at) && r >= 0 && r < 64;
  const key = (at.y * nav.width + at.x) * 64 + r;
  if (memo) {
    const hit = reach.within?.get(key);
    if (hit !== undefined) return hit;
  }
  // Counted first, then filled: one buffer of the right size (no scratch list copied by `slice`).
  let count = 0;
  for (let j = 0; j < reach.at.length; j++) {
    const i = reach.at[j] as number;
    if (i >= 0 && rangeFromIndex(nav, i, at) <= r) count++;
  }
  const out = new Int32Array(count * 2);
  let n = 0;
  for (let j = 0; n < out.length; j++) {
    const i = reach.at[j] as number;
    if (i >= 0 && rangeFromIndex(nav, i, at) <= r) {
      out[n++] = j;
      out[n++] = i;
    }
  }
  if (memo) {
    reach.within ??= new DerivedMemo();
    reach.within.set(key, out);
  }
  return out;
}

/** `orderBy`'s bounds for its one-number keys (distance × entries + entry stays an exact double). */
const ORDER_ENTRIES = 1 << 16;
const ORDER_DISTANCES = 1 << 20;

/**
 * Reach entries sorted by `d` (lower first, or higher first when `desc`), then fewest steps, then the
 * reach's order: the first one an Enemy may end on is the one a scan keeping the first best would pick.
 * Four numbers per entry, all a move reads, side by side: the entry, its board index, its `passes` and
 * the board index of the square before it (-1 for the start). `cx`: its scratch holds the sort keys (none: new ones).
 */
export function orderBy(reach: Reach, d: Int32Array, desc: boolean, cx?: SearchContext): Int32Array {
  const n = d.length;
  // Entries come breadth first, so steps never go down along the reach: then the order by (d, steps, entry)
  // is the order by (d, entry), one number per entry sorted natively (no comparator called per pair, no
  // closures). Anything else (never in play: a reach is breadth first, d is a distance) takes the plain sort.
  if (n >= ORDER_ENTRIES) return orderByPlain(reach, d, desc);
  const keys = scratchView(cx, 'orderKeys', n);
  let steps = 0;
  for (let j = 0; j < n; j++) {
    const s = reach.steps[j] as number;
    const dj = d[j] as number;
    if (s < steps || dj < 0 || dj >= ORDER_DISTANCES) return orderByPlain(reach, d, desc);
    steps = s;
    keys[j] = (desc ? ORDER_DISTANCES - 1 - dj : dj) * ORDER_ENTRIES + j;
  }
  keys.sort();
  const out = new Int32Array(n * 4);
  for (let k = 0; k < n; k++) {
    const j = (keys[k] as number) % ORDER_ENTRIES;
    const parent = reach.parent[j] as number;
    out[k * 4] = j;
    out[k * 4 + 1] = reach.at[j] as number;
    out[k * 4 + 2] = reach.passes[j] as number;
    out[k * 4 + 3] = parent < 0 ? -1 : (reach.at[parent] as number);
  }
  return out;
}

/**
 * `n` numbers of the context's scratch for `kind` (a view: no new buffer; a typed array over 64 bytes lives off the
 * heap, slow to make and to collect), overwritten by the next call; new ones without a context.
 */
function scratchView(cx: SearchContext | undefined, kind: 'orderKeys', n: number): Float64Array;
function scratchView(cx: SearchContext | undefined, kind: 'orderDistances', n: number): Int32Array;
function scratchView(
  cx: SearchContext | undefined,
  kind: 'orderKeys' | 'orderDistances',
  n: number,
): Float64Array | Int32Array {
  if (kind === 'orderKeys') {
    if (cx === undefined) return new Float64Array(n);
    let keys = cx.orderKeys;
    if (keys === null || keys.length < n) keys = cx.orderKeys = new Float64Array(Math.max(n, 256));
    return keys.subarray(0, n);
  }
  if (cx === undefined) return new Int32Array(n);
  let d = cx.orderDistances;
  if (d === null || d.length < n) d = cx.orderDistances = new Int32Array(Math.max(n, 256));
  return d.subarray(0, n);
}

/** `orderBy` as the plain stable sort on (d, steps, entry); the fast path is tied to it in fast-paths.test.ts. */
export function orderByPlain(reach: Reach, d: Int32Array, desc: boolean): Int32Array {
  const sign = desc ? -1 : 1;
  // A stable sort on (d, steps): ties keep the reach's order.
  const sorted = Array.from({ length: d.length }, (_, j) => j).sort(
    (a, b) =>
      sign * ((d[a] as number) - (d[b] as number)) ||
      (reach.steps[a] as number) - (reach.steps[b] as number) ||
      a - b,
  );
  const out = new Int32Array(sorted.length * 4);
  for (let n = 0; n < sorted.length; n++) {
    const j = sorted[n] as number;
    const parent = reach.parent[j] as number;
    out[n * 4] = j;
    out[n * 4 + 1] = reach.at[j] as number;
    out[n * 4 + 2] = reach.passes[j] as number;
    out[n * 4 + 3] = parent < 0 ? -1 : (reach.at[parent] as number);
  }
  return out;
}

/** Walk an Enemy along a path: closed doors on it open (and an unexplored room behind is explored, line 322). */
export function walkEnemy(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  path: string[],
  rng: Rng,
): void {
  // Entangled (line 804): it cannot move.
  if (path.length < 2 || entangled(e)) return;
  const b = board(G);
  const nav = navOf(b);
  const rooms: string[] = [];
  // Each square's cell read once (the one a step leaves is the one the last step entered).
  let a = cellOf(path[0] as string);
  let water = false;
  for (let i = 1; i < path.length; i++) {
    const c = cellOf(path[i] as string);
    // Moving onto water puts out Burn (line 797; ruling R60: pond squares are water). Opening doors on
    // the way changes no terrain, so it is read in the same pass.
    if (terrainNow(b, G, c) === '~') water = true;
    // Doors stand on orthogonal edges (a search never crosses a wall): the edge table names the door.
    const from = a;
    a = c;
    if (Math.abs(c.x - from.x) + Math.abs(c.y - from.y) !== 1 || !inGrid(nav, from)) continue;
    const edge =
      (from.y * nav.width + from.x) * 4 + (c.y < from.y ? 0 : c.x > from.x ? 1 : c.y > from.y ? 2 : 3);
    const door = nav.edge[edge] === 2 ? nav.doorId[edge] : undefined;
    if (door && G.doors[door] === 'closed') {
      G.doors = { ...G.doors, [door]: 'open' };
      const room = doorSpec(b, door)?.room;
      if (room) rooms.push(room);
    }
  }
  if (water) e.burn = 0;
  const last = path[path.length - 1] as string;
  if (path.length > 1) e.facing = facingToward(cellOf(path[path.length - 2] as string), cellOf(last));
  e.pos = last;
  for (const r of rooms) explore(cx, G, r, rng);
  bleed(cx, G, e);
}

/**
 * A walk that enters no water and crosses no door edge (the common one): only the last step (from board
 * index `prev` to `last`) and the end square matter.
 */
function plainWalk(
  cx: SearchContext,
  G: OrcQuestState,
  nav: Nav,
  e: EnemyState,
  prev: number,
  last: number,
): void {
  e.facing = facingBetween(nav, prev, last);
  e.pos = nav.keys[last] as string;
  bleed(cx, G, e);
}

/** `facingToward` from board index `a` to board index `b`, read off the board's coordinate tables. */
export function facingBetween(nav: Nav, a: number, b: number): Facing {
  const dx = (nav.xOf[b] as number) - (nav.xOf[a] as number);
  const dy = (nav.yOf[b] as number) - (nav.yOf[a] as number);
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 1 : 3;
  return dy > 0 ? 2 : 0;
}

/** The walk to the `n`th entry of an order (`orderBy`), read off the order where the walk is plain. */
function walkOrdered(
  cx: SearchContext,
  G: OrcQuestState,
  nav: Nav,
  e: EnemyState,
  reach: Reach,
  order: Int32Array,
  n: number,
  rng: Rng,
): void {
  if (n < 0) return;
  const j = order[n * 4] as number;
  if (j <= 0) return;
  if (order[n * 4 + 2] !== 0) walkReach(cx, G, e, reach, j, rng);
  // Entangled (line 804): it cannot move.
  else if (!entangled(e)) plainWalk(cx, G, nav, e, order[n * 4 + 3] as number, order[n * 4 + 1] as number);
}

/**
 * `walkEnemy(G, e, reachPath(reach, j), rng)`, read off the reach's board indices: no keys built or parsed
 * (every Enemy move ends in one). Same order of effects: doors open on the way, Burn put out on water,
 * facing along the last step, then the rooms behind opened doors explored, then Hemorrhage.
 */
export function walkReach(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  reach: Reach,
  j: number,
  rng: Rng,
): void {
  // Entangled (line 804): it cannot move. Entry 0 is its own square (a path of one square).
  if (j <= 0 || entangled(e)) return;
  if (reach.passes[j] === 0) {
    plainWalk(
      cx,
      G,
      navOf(board(G)),
      e,
      reach.at[reach.parent[j] as number] as number,
      reach.at[j] as number,
    );
    return;
  }
  // The board indices of the path, last square first (the context's scratch, overwritten by the next walk).
  let path = cx.walkScratch ?? new Int32Array(64);
  cx.walkScratch = path;
  let n = 0;
  for (let at = j; at >= 0; at = reach.parent[at] ?? -1) {
    if (n === path.length) {
      const grown = new Int32Array(n * 2);
      grown.set(path);
      path = cx.walkScratch = grown;
    }
    path[n++] = reach.at[at] as number;
  }
  // Only the start can be off the board, and then the reach is that one square (searchReach).
  if ((path[n - 1] as number) < 0) {
    walkEnemy(cx, G, e, reachPath(reach, j), rng);
    return;
  }
  const b = board(G);
  const nav = navOf(b);
  const w = nav.width;
  let rooms: string[] | undefined;
  let water = false;
  for (let k = n - 2; k >= 0; k--) {
    const from = path[k + 1] as number;
    const to = path[k] as number;
    // Moving onto water puts out Burn (line 797; ruling R60): '~' is never furniture, so Smashing leaves it.
    if (b.terrain[to] === '~') water = true;
    // Doors stand on orthogonal edges (a search never crosses a wall): the edge table names the door.
    const d = to - from;
    const dir = d === -w ? 0 : d === 1 ? 1 : d === w ? 2 : d === -1 ? 3 : -1;
    if (dir < 0) continue;
    const edge = from * 4 + dir;
    const door = nav.edge[edge] === 2 ? nav.doorId[edge] : undefined;
    if (door && G.doors[door] === 'closed') {
      G.doors = { ...G.doors, [door]: 'open' };
      const room = doorSpec(b, door)?.room;
      if (room) {
        if (!rooms) rooms = [];
        rooms.push(room);
      }
    }
  }
  if (water) e.burn = 0;
  const last = nav.keys[path[0] as number] as string;
  e.facing = facingToward(cellOf(nav.keys[path[1] as number] as string), cellOf(last));
  e.pos = last;
  if (rooms) for (const r of rooms) explore(cx, G, r, rng);
  bleed(cx, G, e);
}

/**
 * Path distance to `target` over squares an Enemy could cross (for "toward"), -1 if none: `computeField`'s,
 * though only the squares of `reach` are sure to be filled in (the only ones read).
 */
export function distanceField(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  target: Cell,
  noDoors: boolean,
  reach: Reach,
): Int16Array {
  // The field depends only on what enemyStep reads: remembered per layout for the states playouts revisit.
  const nav = navOf(board(G));
  if (!inGrid(nav, target)) return computeField(stepContext(cx, G, e, noDoors), target);
  const memo = layoutOf(cx, nav, G).fields;
  const key = (target.y * nav.width + target.x) * 8 + searchFlags(e, noDoors);
  let field = memo.get(key);
  if (!field) {
    const start = target.y * nav.width + target.x;
    field = { dist: new Int16Array(nav.width * nav.height).fill(-1), frontier: [start] };
    field.dist[start] = 0;
    memo.set(key, field);
  }
  if (field.frontier !== null) extendField(cx, stepContext(cx, G, e, noDoors), field, reach);
  return field.dist;
}

/**
 * Go on with a field's search until every square of the reach has its distance or nothing is left to search.
 * First in, first out: squares come out nearest first, so each distance is the one `computeField`'s search
 * ring by ring gives it (and, as there, none past 199 steps); tied to `computeField` in fast-paths.test.ts.
 */
function extendField(cx: SearchContext, c: StepContext, f: FieldSearch, reach: Reach): void {
  const dist = f.dist;
  // The reach's squares still without a distance, marked with a new visit stamp.
  const cells = dist.length;
  let seen = cx.seenStamp;
  if (seen === null || seen.length < cells) seen = cx.seenStamp = new Uint32Array(cells);
  if (++cx.stamp === 0xffffffff) {
    seen.fill(0);
    cx.stamp = 1;
  }
  const stamp = cx.stamp;
  let missing = 0;
  for (let j = 0; j < reach.at.length; j++) {
    const i = reach.at[j] as number;
    if (i >= 0 && dist[i] === -1 && seen[i] !== stamp) {
      seen[i] = stamp;
      missing++;
    }
  }
  if (missing === 0) return;
  // The queue in the context's scratch while searching (each square enters once), its rest kept on a pause.
  const frontier = f.frontier as number[];
  let queue = cx.fieldQueue;
  if (queue === null || queue.length < cells) queue = cx.fieldQueue = new Int32Array(cells);
  let head = 0;
  let tail = 0;
  for (const i of frontier) queue[tail++] = i;
  const dirs = c.agile ? 8 : 4;
  while (missing > 0 && head < tail) {
    const i = queue[head] as number;
    const s = (dist[i] as number) + 1;
    if (s >= 200) {
      head = tail;
      break;
    }
    head++;
    for (let dir = 0; dir < dirs; dir++) {
      const to = enemyStep(c, i, dir);
      if (to < 0 || dist[to] !== -1) continue;
      dist[to] = s;
      queue[tail++] = to;
      if (seen[to] === stamp) missing--;
    }
  }
  if (head === tail) f.frontier = null;
  else {
    const rest: number[] = [];
    for (let k = head; k < tail; k++) rest.push(queue[k] as number);
    f.frontier = rest;
  }
}

/** `distanceField` searched whole, ring by ring, with no memo: the plain reference. */
export const distanceFieldPlain = (
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  target: Cell,
  noDoors: boolean,
): Int16Array => computeField(stepContext(cx, G, e, noDoors), target);

/** The whole field, searched ring by ring (off-board targets' field, and the plain reference). */
function computeField(c: StepContext, target: Cell): Int16Array {
  const { width, height } = c.nav;
  const dist = new Int16Array(width * height).fill(-1);
  if (!inGrid(c.nav, target)) return dist;
  const start = target.y * width + target.x;
  dist[start] = 0;
  const dirs = c.agile ? 8 : 4;
  let frontier = [start];
  for (let s = 1; frontier.length > 0 && s < 200; s++) {
    const next: number[] = [];
    for (const i of frontier) {
      for (let dir = 0; dir < dirs; dir++) {
        const to = enemyStep(c, i, dir);
        if (to < 0 || dist[to] !== -1) continue;
        dist[to] = s;
        next.push(to);
      }
    }
    frontier = next;
  }
  return dist;
}

/** Move up to `mp` squares toward `target` (the square with the shortest remaining path, then fewest steps). */
export function moveEnemyToward(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  target: Cell,
  mp: number,
  rng: Rng,
  noDoors = false,
  /** The Enemy's `enemyReach(G, e, mp, noDoors)` when the caller already has it. */
  known?: Reach,
  /** `occupiedIndex(nav, G)` when the caller has it for this very state (nothing moved since). */
  knownTaken?: Uint8Array,
): void {
  if (entangled(e)) return;
  if (isMassive(e)) {
    moveMassiveToward(G, e, target, mp, hasFlight(G, e));
    return;
  }
  const nav = navOf(board(G));
  const flags = searchFlags(e, noDoors);
  // The common case (on the board, a usual budget): the reach and its order in one look-up per layout. A
  // reach passed in is the remembered one (Assault's) when it is the very same object; else it is used as given.
  if (mp >= 0 && mp <= 63 && inGrid(nav, target)) {
    const start = squareIndex(nav, e.pos);
    if (start !== undefined) {
      const cells = nav.width * nav.height;
      const key = ((start * 64 + mp) * 8 + flags) * cells + target.y * nav.width + target.x;
      const towards = layoutOf(cx, nav, G).towards;
      let t = towards.get(key);
      if (t === undefined) {
        const reach = reachWith(cx, G, nav, e, mp, noDoors, flags);
        const order = towardOrder(cx, G, nav, e, reach, target, flags, noDoors);
        t = {
          reach,
          order,
          j0: order[0] as number,
          i0: order[1] as number,
          passes0: order[2] as number,
          prev0: order[3] as number,
        };
        towards.set(key, t);
      }
      // A reach passed in other than the remembered one (another budget) is used as given, below.
      if (known === undefined || known === t.reach) {
        // firstEndable's first look, and walkOrdered's walk to it, on the entry's own copy of the first entry.
        const j0 = t.j0;
        const i0 = t.i0;
        if (j0 === 0) return;
        if (i0 < 0 || (knownTaken ? !knownTaken[i0] : !isTaken(nav, G, i0))) {
          if (t.passes0 !== 0) walkReach(cx, G, e, t.reach, j0, rng);
          else if (!entangled(e)) plainWalk(cx, G, nav, e, t.prev0, i0);
          return;
        }
        walkOrdered(cx, G, nav, e, t.reach, t.order, firstEndable(nav, G, t.order, knownTaken), rng);
        return;
      }
    }
  }
  towardWith(
    cx,
    G,
    nav,
    e,
    known ?? reachWith(cx, G, nav, e, mp, noDoors, flags),
    target,
    flags,
    noDoors,
    rng,
    knownTaken,
  );
}

/** moveEnemyToward on a given reach, its order looked up on the reach (or scanned, off the board). */
function towardWith(
  cx: SearchContext,
  G: OrcQuestState,
  nav: Nav,
  e: EnemyState,
  reach: Reach,
  target: Cell,
  flags: number,
  noDoors: boolean,
  rng: Rng,
  knownTaken: Uint8Array | undefined,
): void {
  const order = towardOrder(cx, G, nav, e, reach, target, flags, noDoors);
  walkOrdered(cx, G, nav, e, reach, order, firstEndable(nav, G, order, knownTaken), rng);
}

/**
 * The reach's entries by remaining distance then steps, kept with the reach under the target square and the
 * search flags (a remembered reach belongs to one layout, and so does the field it would read: the order
 * needs no field once known); the first the Enemy may end on is the scan's best. Off-board targets: scanned.
 */
function towardOrder(
  cx: SearchContext,
  G: OrcQuestState,
  nav: Nav,
  e: EnemyState,
  reach: Reach,
  target: Cell,
  flags: number,
  noDoors: boolean,
): Int32Array {
  if (!inGrid(nav, target))
    return orderBy(
      reach,
      towardDistances(cx, nav, reach, distanceField(cx, G, e, target, noDoors, reach), target),
      false,
      cx,
    );
  const key = (target.y * nav.width + target.x) * 8 + flags;
  let order = reach.toward?.get(key);
  if (order === undefined) {
    const field = distanceField(cx, G, e, target, noDoors, reach);
    order = orderBy(reach, towardDistances(cx, nav, reach, field, target), false, cx);
    reach.toward ??= new DerivedMemo();
    reach.toward.set(key, order);
  }
  return order;
}

/** The remaining path distance of every reach entry to the target (1000 + Range where the field has none). */
function towardDistances(
  cx: SearchContext,
  nav: Nav,
  reach: Reach,
  field: Int16Array,
  target: Cell,
): Int32Array {
  const d = scratchView(cx, 'orderDistances', reach.keys.length);
  for (let j = 0; j < d.length; j++) {
    const i = reach.at[j] as number;
    const known = i < 0 ? -1 : (field[i] as number);
    d[j] =
      known >= 0
        ? known
        : 1000 + (i < 0 ? range(cellOf(reach.keys[j] as string), target) : rangeFromIndex(nav, i, target));
  }
  return d;
}

/** The position in `order` of the first entry the Enemy may end its move on (its own square always may). */
function firstEndable(nav: Nav, G: OrcQuestState, order: Int32Array, taken: Uint8Array | undefined): number {
  for (let n = 0; n * 4 < order.length; n++) {
    const j = order[n * 4] as number;
    const i = order[n * 4 + 1] as number;
    if (j === 0 || i < 0) return n;
    if (taken ? !taken[i] : !isTaken(nav, G, i)) return n;
  }
  return -1;
}

/** Flee (line 847): back to the Heroes, as far as possible from the nearest one. */
export function moveEnemyAway(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  mp: number,
  rng: Rng,
): void {
  // The living Heroes on the board by seat (`livingHeroesOnBoard`), as a mask: no list per Flee.
  let living = 0;
  for (let s = 0; s < G.heroes.length; s++) if (onBoard(G.heroes[s] as HeroState)) living |= 1 << s;
  if (living === 0) return;
  const reach = enemyReach(cx, G, e, mp);
  const nav = navOf(board(G));
  // The order depends on the living Heroes' squares: the layout of a remembered reach fixes the squares,
  // the mask says which Heroes count.
  let order = reach.away?.get(living);
  if (order === undefined) {
    const heroes = livingHeroesOnBoard(G).map((h) => cellOf(h.pos as string));
    const d = scratchView(cx, 'orderDistances', reach.keys.length);
    for (let j = 0; j < d.length; j++) {
      const i = reach.at[j] as number;
      let m = Number.POSITIVE_INFINITY;
      for (const h of heroes)
        m = Math.min(m, i < 0 ? range(cellOf(reach.keys[j] as string), h) : rangeFromIndex(nav, i, h));
      d[j] = m;
    }
    order = orderBy(reach, d, true, cx);
    reach.away ??= new DerivedMemo();
    reach.away.set(living, order);
  }
  walkOrdered(cx, G, nav, e, reach, order, firstEndable(nav, G, order, undefined), rng);
  // It faces the nearest Hero, the first of equals (as a stable sort by Range puts first).
  const at = cellOf(e.pos);
  let nearest: Cell | undefined;
  let best = 0;
  for (const h of G.heroes) {
    if (!onBoard(h)) continue;
    const c = cellOf(h.pos as string);
    const d = range(at, c);
    if (!nearest || d < best) {
      nearest = c;
      best = d;
    }
  }
  if (nearest) e.facing = facingToward(nearest, at);
}

export type Pushee = { kind: 'enemy'; id: number } | { kind: 'hero'; seat: number };

/**
 * Pushed X (line 861, ruling R16): moved square by square straight away from the pusher (dominant axis),
 * Orientation kept. The first obstacle stops it with 1 automatic damage; a Character met: 1 each.
 * Returns true when the push was blocked.
 */
export function push(cx: SearchContext, G: OrcQuestState, who: Pushee, from: Cell, x: number): boolean {
  const c = who.kind === 'enemy' ? G.enemies.find((o) => o.id === who.id) : G.heroes[who.seat];
  const start = c?.pos;
  const blocked = pushSquares(cx, G, who, from, x);
  // Hemorrhage (line 798): moved by a Skill's effect.
  if (c && c.pos !== start && (!('type' in c) || G.enemies.includes(c))) bleed(cx, G, c);
  return blocked;
}

function pushSquares(cx: SearchContext, G: OrcQuestState, who: Pushee, from: Cell, x: number): boolean {
  const b = board(G);
  for (let i = 0; i < x; i++) {
    const e = who.kind === 'enemy' ? G.enemies.find((o) => o.id === who.id) : undefined;
    const h = who.kind === 'hero' ? G.heroes[who.seat] : undefined;
    const pos = e?.pos ?? h?.pos;
    // A Massive Character is not moved by Pushed (ruling R-MASS: Throw and Metamorphosis spare it too).
    if (!pos || (e && isMassive(e))) return false;
    const hurt = () => (e ? damageEnemy(cx, G, e, 1, false) : h ? damageHero(G, h, 1) : undefined);
    // Entangled (line 806): it is not moved and takes 1 automatic damage.
    const c = e ?? h;
    if (c && entangled(c)) {
      hurt();
      return true;
    }
    const at = cellOf(pos);
    const dir = facingToward(from, at);
    const to = shift(at, dir);
    const tk = cellKey(to);
    if (
      !inGrid(b, to) ||
      !edgeOpen(b, G, pos, tk) ||
      obstacleTerrain(terrainNow(b, G, to)) ||
      isBell(G, tk)
    ) {
      hurt();
      return true;
    }
    const other = enemyAt(G, tk) ?? heroAt(G, tk);
    if (other) {
      hurt();
      if ('type' in other) damageEnemy(cx, G, other, 1, false);
      else if (!other.dead) damageHero(G, other, 1);
      return true;
    }
    if (e) e.pos = tk;
    else if (h) h.pos = tk;
  }
  return false;
}
