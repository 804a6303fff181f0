/**
 * Routes on the region graph: fewest maneuvers first, then fewest toll regions, then @skald/core's
 * deterministic tie-break (adjacency order) for the path itself. Where tolls are due is a bitmask over the
 * regions (board order of `ADJACENCY`), so every answer is memoised by plain integers: bots ask often.
 */
import { ADJACENCY } from '../data/board.js';

export interface Route {
  path: string[];
  steps: number;
  /** Regions crossed (not the start, not the end) where a toll is due. */
  tolls: string[];
}

/** Region ids in board order; a region's index is its bit in a toll mask. */
export const ORDER: readonly string[] = Object.keys(ADJACENCY);
export const INDEX: Readonly<Record<string, number>> = Object.fromEntries(ORDER.map((id, i) => [id, i]));
const NEIGHBOURS: readonly number[][] = ORDER.map((id) => ADJACENCY[id]!.map((n) => INDEX[n]!));
const N = ORDER.length;
// Masks are 31-bit integers and memo keys stay exact doubles: ample for a board of at most 24 regions.
if (N > 24) throw new Error(`route masks hold at most 24 regions, the board has ${N}`);
const MASKS = 2 ** N;
/**
 * Entries a memo keeps before it starts afresh. Misses are frequent (random play keeps making new toll
 * masks) and a kept table costs garbage-collection time, but measured without memos play was ~10% slower.
 */
const MEMO_CAP = 50000;

/** Whether the region at `index` is in `mask`. */
export const inMask = (mask: number, index: number): boolean => ((mask >> index) & 1) === 1;

/** The mask of the regions for which `due` holds. */
export function maskOf(due: (region: string) => boolean): number {
  let mask = 0;
  for (let i = 0; i < N; i++) if (due(ORDER[i]!)) mask |= 1 << i;
  return mask;
}

/**
 * Steps and toll count of the best route to every region, in one array (memo tables survive into the old
 * generation, so fewer objects mean cheaper garbage collection): `t[i]` the steps to the region at index i
 * (-1: unreachable), `t[N + i]` its tolls.
 */
export type ReachTable = Int8Array;

const reachMemo = new Map<number, ReachTable>();

/**
 * Layered breadth-first search: a region first met at depth d keeps the fewest tolls of any depth-(d−1)
 * predecessor, a toll being due on leaving a crossed region (not the start). That is exactly the
 * lexicographic order (maneuvers, tolls) of `bestRoute`.
 */
export function reachTable(from: string, mask: number): ReachTable {
  const start = INDEX[from]!;
  const key = start * MASKS + mask;
  const hit = reachMemo.get(key);
  if (hit) return hit;
  if (reachMemo.size > MEMO_CAP) reachMemo.clear();
  const table = new Int8Array(2 * N).fill(-1, 0, N);
  table[start] = 0;
  let frontier = [start];
  for (let depth = 1; frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const a of frontier) {
      const t = table[N + a]! + (a !== start && inMask(mask, a) ? 1 : 0);
      for (const b of NEIGHBOURS[a]!) {
        if (table[b] === -1) {
          table[b] = depth;
          table[N + b] = t;
          next.push(b);
        } else if (table[b] === depth && t < table[N + b]!) table[N + b] = t;
      }
    }
    frontier = next;
  }
  reachMemo.set(key, table);
  return table;
}

/** A maneuver costs STEP, a toll 1: fewer than STEP tolls ever fit in a route, so tolls only break ties. */
const STEP = 64;

/**
 * The least cost from region `v` to the end of a route whose backward table is `back` (the reach table
 * from the route's end): maneuvers × STEP + tolls, a toll being due on leaving `v` itself when it is crossed.
 */
const costToGo = (back: ReachTable, v: number, mask: number, from: number): number =>
  STEP * back[v]! + back[N + v]! + (v !== from && back[v]! > 0 && inMask(mask, v) ? 1 : 0);

/**
 * The best route from `from` to `to` with tolls due in `mask`, or null. Among equal
 * routes, the first in adjacency order at each step: the tie-break of @skald/core's `shortestPath`. The
 * cost still to go from every region is read off the reach table from `to` (the board is symmetric, and a
 * region's toll is due on leaving it, so the backward table plus that region's own toll is its cost).
 */
export function bestRoute(from: string, to: string, mask: number): Route | null {
  const a = INDEX[from];
  const b = INDEX[to];
  if (a === undefined || b === undefined || a === b) return null;
  // Not memoised: one walk along the backward table is cheaper than keeping every route it ever gave.
  const back = reachTable(to, mask);
  if (back[a] === -1) return null;
  const path = [from];
  const tolls: string[] = [];
  for (let u = a; u !== b; ) {
    const here = costToGo(back, u, mask, a) - STEP - (u !== a && inMask(mask, u) ? 1 : 0);
    if (u !== a && inMask(mask, u)) tolls.push(ORDER[u]!);
    let next = -1;
    for (const v of NEIGHBOURS[u]!)
      if (v !== a && costToGo(back, v, mask, a) === here) {
        next = v;
        break;
      }
    u = next;
    path.push(ORDER[u]!);
  }
  return { path, steps: path.length - 1, tolls };
}

/** Routes where no toll is ever due (giantslayers): they depend on the board only. */
export const plainRoute = (from: string, to: string): Route | null => bestRoute(from, to, 0);

/** The fewest-toll route to one region within a budget: its toll count, steps and path (region indices). */
export interface CheapRoute {
  tolls: number;
  steps: number;
  path: number[];
}

/**
 * The layered search from one start under one toll mask, for every budget at once, in one array (see
 * `ReachTable`: fewer objects for the garbage collector). Layers are built on demand: most questions need
 * only a few maneuvers, and a table is extended when a larger budget comes. Layout, from `BUILT`:
 * layers built so far; `LAST`: fewest tolls to each region in exactly that many maneuvers (INF: no such
 * walk); `WITHIN + d * N + v`: fewest tolls to reach v in at most d maneuvers; `DEPTH + d * N + v`: the
 * fewest maneuvers achieving it; `PARENTS + (d - 1) * N + v`: the region before v on the cheapest walk of
 * exactly d maneuvers.
 */
type CheapTable = Int8Array;

const INF = 127;
const BUILT = 0;
const LAST = 1;
const WITHIN = LAST + N;
const DEPTH = WITHIN + (N + 1) * N;
const PARENTS = DEPTH + (N + 1) * N;
const CHEAP_SIZE = PARENTS + N * N;
const cheapMemo = new Map<number, CheapTable>();
// The next layer under construction.
const scratch = new Int8Array(N);

function cheapTable(start: number, mask: number, budget: number): CheapTable {
  const key = start * MASKS + mask;
  let t = cheapMemo.get(key);
  if (!t) {
    if (cheapMemo.size > MEMO_CAP) cheapMemo.clear();
    t = new Int8Array(CHEAP_SIZE);
    t.fill(INF, LAST, DEPTH);
    t.fill(-1, PARENTS);
    t[LAST + start] = 0;
    cheapMemo.set(key, t);
  }
  if (t[BUILT]! < budget) extend(t, start, mask, budget);
  return t;
}

/** Build the table's layers up to `budget` maneuvers. */
function extend(t: CheapTable, start: number, mask: number, budget: number): void {
  for (let d = t[BUILT]! + 1; d <= budget; d++) {
    const next = scratch.fill(INF);
    const row = (d - 1) * N;
    for (let a = 0; a < N; a++) {
      const here = t[LAST + a]!;
      if (here === INF) continue;
      const cost = here + (a !== start && inMask(mask, a) ? 1 : 0);
      for (const v of NEIGHBOURS[a]!)
        if (cost < next[v]!) {
          next[v] = cost;
          t[PARENTS + row + v] = a;
        }
    }
    for (let v = 0; v < N; v++) {
      const before = t[WITHIN + row + v]!;
      const better = v !== start && next[v]! < before;
      t[WITHIN + d * N + v] = better ? next[v]! : before;
      t[DEPTH + d * N + v] = better ? d : t[DEPTH + row + v]!;
    }
    t.set(next, LAST);
    t[BUILT] = d;
  }
}

/** The fewest tolls on any way from `from` to the region at `to` within `budget` maneuvers (INF: none). */
export function cheapestTolls(from: string, mask: number, budget: number, to: number): number {
  const b = Math.min(budget, N);
  return cheapTable(INDEX[from]!, mask, b)[WITHIN + b * N + to]!;
}

/**
 * The route with the fewest tolls within `budget` maneuvers, then the fewest maneuvers (ties: first found
 * in region order). A player may take a longer way round to avoid tolls: route choice. Layered search over
 * walks; the cheapest walk with the fewest steps never repeats a region.
 */
export function cheapRoute(from: string, mask: number, budget: number, to: number): CheapRoute | null {
  const b = Math.min(budget, N);
  const t = cheapTable(INDEX[from]!, mask, b);
  const tolls = t[WITHIN + b * N + to]!;
  if (tolls === INF) return null;
  const steps = t[DEPTH + b * N + to]!;
  const path = [to];
  for (let d = steps, u = to; d > 0; d--) {
    u = t[PARENTS + (d - 1) * N + u]!;
    path.unshift(u);
  }
  return { tolls, steps, path };
}

/** A route along a path the player chose (region ids, start and end included), or null if not a walk. */
export function routeAlong(path: string[], mask: number): Route | null {
  const idx = path.map((r) => INDEX[r]);
  if (idx.length < 2 || idx.some((i) => i === undefined) || new Set(idx).size !== idx.length) return null;
  for (let i = 1; i < idx.length; i++) if (!NEIGHBOURS[idx[i - 1]!]!.includes(idx[i]!)) return null;
  const tolls = path.slice(1, -1).filter((r) => inMask(mask, INDEX[r]!));
  return { path, steps: path.length - 1, tolls };
}

/**
 * Visit every region in `ends` (a mask) within `budget` maneuvers of `from`, in board order: the shortest way
 * (fewest tolls among those), then, when a longer way within the budget pays fewer tolls, that detour too
 * (`via`: the regions it crosses joined by `+`; null for the shortest way). Stops when `visit` says true,
 * and returns whether it did.
 */
export function eachDestination(
  from: string,
  mask: number,
  ends: number,
  budget: number,
  visit: (dest: string, tolls: number, via: string | null) => boolean,
): boolean {
  const table = reachTable(from, mask);
  const b = Math.min(budget, N);
  for (let i = 0; i < N; i++) {
    const d = table[i]!;
    if (d < 1 || d > b || !inMask(ends, i)) continue;
    const tolls = table[N + i]!;
    if (visit(ORDER[i]!, tolls, null)) return true;
    // No detour when the shortest way is toll-free, or uses the whole budget (every way is then a shortest one).
    if (tolls === 0 || d === b || cheapestTolls(from, mask, b, i) >= tolls) continue;
    const c = cheapRoute(from, mask, b, i);
    if (c && visit(ORDER[i]!, c.tolls, c.path.slice(1, -1).map(regionAt).join('+'))) return true;
  }
  return false;
}

const regionAt = (i: number): string => ORDER[i]!;
