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
/** Each region's neighbours by index, in `ADJACENCY` order. */
export const NEIGHBOURS: readonly (readonly number[])[] = ORDER.map((id) =>
  ADJACENCY[id]!.map((n) => INDEX[n]!),
);
const N = ORDER.length;
/** The same adjacency flat, for the searches: region a's neighbours are `NB[NB_FROM[a]]` to `NB[NB_FROM[a + 1] - 1]`. */
const NB_FROM = Int32Array.from([0, ...NEIGHBOURS.map((_, a) => NEIGHBOURS.slice(0, a + 1).flat().length)]);
const NB = Int8Array.from(NEIGHBOURS.flat());
// Masks are 31-bit integers and memo keys stay exact doubles: ample for a board of at most 24 regions.
if (N > 24) throw new Error(`route masks hold at most 24 regions, the board has ${N}`);
const MASKS = 2 ** N;

/** Whether the region at `index` is in `mask`. */
export const inMask = (mask: number, index: number): boolean => ((mask >> index) & 1) === 1;

/** The mask of the regions for which `due` holds. */
export function maskOf(due: (region: string) => boolean): number {
  let mask = 0;
  for (let i = 0; i < N; i++) if (due(ORDER[i]!)) mask |= 1 << i;
  return mask;
}

/**
 * The memo tables are direct-mapped caches in preallocated typed arrays: a (start, toll mask) key picks
 * one slot, a new key overwrites it. Random play keeps making new toll masks, and memo entries kept as
 * objects survived into the old generation and made every scavenge copy them (measured: ~18% of a
 * playout in garbage collection); slots in one array cost the collector nothing.
 */
const slotOf = (key: number, bits: number): number => Math.imul(key, 0x9e3779b1) >>> (32 - bits);

/**
 * Steps and toll count of the best route to every region, as one row of `REACH` at the offset `reach`
 * returns: `REACH[o + i]` the steps to the region at index i (-1: unreachable), `REACH[o + N + i]` its tolls,
 * `REACH[o + 2N + i]` the fewest tolls of any way there however long (INF: unreachable; built on demand:
 * `withFewest`).
 */
export type ReachTable = Int8Array;

/** No way (an Int8Array's largest value). */
const INF = 127;
const REACH_BITS = 14;
const REACH_ROW = 3 * N;
const reachKeys = new Int32Array(2 ** REACH_BITS).fill(-1);
/** Whether the slot's fewest-tolls third is built: only detour questions read it, so it is made on demand. */
const fewestBuilt = new Uint8Array(2 ** REACH_BITS);
const REACH = new Int8Array(2 ** REACH_BITS * REACH_ROW);
// The search frontier, reused: at most N regions wait in it.
const frontier = new Int8Array(2 * N);
// The fewest-tolls search's regions at the current and the next toll count (each holds a region at most once).
const level = new Int8Array(N);
const nextLevel = new Int8Array(N);

/**
 * Layered breadth-first search: a region first met at depth d keeps the fewest tolls of any depth-(d−1)
 * predecessor, a toll being due on leaving a crossed region (not the start). That is exactly the
 * lexicographic order (maneuvers, tolls) of `bestRoute`. Returns the row's offset in `REACH`.
 */
function reach(start: number, mask: number): number {
  const key = start * MASKS + mask;
  const slot = slotOf(key, REACH_BITS);
  const o = slot * REACH_ROW;
  if (reachKeys[slot] === key) return o;
  reachKeys[slot] = key;
  fewestBuilt[slot] = 0;
  const t = REACH;
  // Plain loops: a typed array's fill with a range is a builtin call, dearer than 18 stores.
  for (let i = o; i < o + N; i++) t[i] = -1;
  for (let i = o + N; i < o + 2 * N; i++) t[i] = 0;
  t[o + start] = 0;
  frontier[0] = start;
  // The frontier of one depth is [head, tail); the next one is appended after it.
  let head = 0;
  let tail = 1;
  for (let depth = 1; head < tail; depth++) {
    const end = tail;
    for (; head < end; head++) {
      const a = frontier[head]!;
      const toll = t[o + N + a]! + (a !== start && inMask(mask, a) ? 1 : 0);
      for (let k = NB_FROM[a]!; k < NB_FROM[a + 1]!; k++) {
        const b = NB[k]!;
        const at = o + b;
        if (t[at] === -1) {
          t[at] = depth;
          t[at + N] = toll;
          frontier[tail++] = b;
        } else if (t[at] === depth && toll < t[at + N]!) t[at + N] = toll;
      }
    }
  }
  return o;
}

/** The reach row at `o` (from `start` under `mask`) with its fewest-tolls third built. */
function withFewest(o: number, start: number, mask: number): number {
  const slot = o / REACH_ROW;
  if (fewestBuilt[slot] === 0) {
    fewestTolls(start, mask, o + 2 * N);
    fewestBuilt[slot] = 1;
  }
  return o;
}

/**
 * The fewest tolls of any way from `start` to every region, however many maneuvers, into `REACH[at + i]`:
 * a lower bound of the fewest within any budget, so most detour questions are answered without the layered
 * search (`destinationsFrom`). Tolls are searched in increasing count; within one count, toll-free steps.
 */
function fewestTolls(start: number, mask: number, at: number): void {
  const t = REACH;
  for (let i = at; i < at + N; i++) t[i] = INF;
  t[at + start] = 0;
  level[0] = start;
  let size = 1;
  for (let c = 0; size > 0; c++) {
    let nextSize = 0;
    while (size > 0) {
      const a = level[--size]!;
      if (t[at + a] !== c) continue; // met again later at a lower count
      const toll = a !== start && inMask(mask, a) ? 1 : 0;
      for (let k = NB_FROM[a]!; k < NB_FROM[a + 1]!; k++) {
        const b = NB[k]!;
        if (c + toll >= t[at + b]!) continue;
        t[at + b] = c + toll;
        if (toll === 0) level[size++] = b;
        else nextLevel[nextSize++] = b;
      }
    }
    for (let k = 0; k < nextSize; k++) level[k] = nextLevel[k]!;
    size = nextSize;
  }
}

/** The reach table from `from` under `mask` (a copy: the cache row may be overwritten by the next search). */
export function reachTable(from: string, mask: number): ReachTable {
  const o = withFewest(reach(INDEX[from]!, mask), INDEX[from]!, mask);
  return REACH.slice(o, o + REACH_ROW);
}

/** Steps between two regions with no toll anywhere (giantslayers): `DIST[a * N + b]`, -1 if unreachable. */
export const DIST: Readonly<Int8Array> = (() => {
  const d = new Int8Array(N * N);
  for (let a = 0; a < N; a++) d.set(REACH.subarray(reach(a, 0), reach(a, 0) + N), a * N);
  return d;
})();

/**
 * `NEAR[start * (N + 1) + r]`: the regions at most r maneuvers from `start`. A way of at most b maneuvers
 * crosses only regions within b − 1 of its start, so tolls beyond that radius change no answer within the
 * budget b: the searches key their memo by the toll mask cut to that radius, and a far change of tolls
 * (units moving elsewhere on the board) keeps their tables.
 */
const NEAR: Readonly<Int32Array> = (() => {
  const near = new Int32Array(N * (N + 1));
  for (let a = 0; a < N; a++)
    for (let r = 0; r <= N; r++) {
      let m = 0;
      for (let i = 0; i < N; i++) if (DIST[a * N + i]! >= 0 && DIST[a * N + i]! <= r) m |= 1 << i;
      near[a * (N + 1) + r] = m;
    }
  return near;
})();

/** The toll mask as far as it matters to ways of at most `b` maneuvers from `start` (`NEAR`). */
const within = (start: number, mask: number, b: number): number =>
  b < 1 ? 0 : mask & NEAR[start * (N + 1) + b - 1]!;

/** A maneuver costs STEP, a toll 1: fewer than STEP tolls ever fit in a route, so tolls only break ties. */
const STEP = 64;

/**
 * The least cost from region `v` to the end of a route whose backward table is at `back` (the reach row
 * from the route's end): maneuvers × STEP + tolls, a toll being due on leaving `v` itself when it is crossed.
 */
const costToGo = (back: number, v: number, mask: number, from: number): number =>
  STEP * REACH[back + v]! +
  REACH[back + N + v]! +
  (v !== from && REACH[back + v]! > 0 && inMask(mask, v) ? 1 : 0);

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
  // The walk reads the table only at regions nearer to `to` than `from` is, whose cheapest ways back
  // cross only regions nearer still: the memo key's mask is cut to that radius (`NEAR`).
  const back = reach(b, within(b, mask, DIST[a * N + b]!));
  if (REACH[back + a] === -1) return null;
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

/**
 * The layered search from one start under one toll mask, for every budget at once, as one row of `CHEAP`
 * (a direct-mapped cache like `REACH`). Layers are built on demand: most questions need
 * only a few maneuvers, and a table is extended when a larger budget comes. Layout, from `BUILT`:
 * layers built so far (-1: the row is empty); `LAST`: fewest tolls to each region in exactly that many maneuvers (INF: no such
 * walk); `WITHIN + d * N + v`: fewest tolls to reach v in at most d maneuvers; `DEPTH + d * N + v`: the
 * fewest maneuvers achieving it; `PARENTS + (d - 1) * N + v`: the region before v on the cheapest walk of
 * exactly d maneuvers.
 */
const BUILT = 0;
const LAST = 1;
const WITHIN = LAST + N;
const DEPTH = WITHIN + (N + 1) * N;
const PARENTS = DEPTH + (N + 1) * N;
const CHEAP_ROW = PARENTS + N * N;
const CHEAP_BITS = 12;
const cheapKeys = new Int32Array(2 ** CHEAP_BITS).fill(-1);
const CHEAP = new Int8Array(2 ** CHEAP_BITS * CHEAP_ROW);
// The next layer under construction.
const scratch = new Int8Array(N);

/** The offset of the cheap row from `start` under `mask`, its layers built up to `budget` maneuvers. */
function cheapTable(start: number, mask: number, budget: number): number {
  const key = start * MASKS + mask;
  const slot = slotOf(key, CHEAP_BITS);
  const o = slot * CHEAP_ROW;
  const t = CHEAP;
  if (cheapKeys[slot] !== key) {
    cheapKeys[slot] = key;
    t[o + BUILT] = 0;
    // Only what `extend` reads before writing: the last layer, and layer 0 of WITHIN and DEPTH. Parents are
    // read only along a walk the layers found, whose every step `extend` wrote for this key.
    t.fill(INF, o + LAST, o + WITHIN + N);
    t.fill(0, o + DEPTH, o + DEPTH + N);
    t[o + LAST + start] = 0;
  }
  if (t[o + BUILT]! < budget) extend(o, start, mask, budget);
  return o;
}

/** Build the row's layers up to `budget` maneuvers. */
function extend(o: number, start: number, mask: number, budget: number): void {
  const t = CHEAP;
  for (let d = t[o + BUILT]! + 1; d <= budget; d++) {
    const next = scratch.fill(INF);
    const row = o + (d - 1) * N;
    for (let a = 0; a < N; a++) {
      const here = t[o + LAST + a]!;
      if (here === INF) continue;
      const cost = here + (a !== start && inMask(mask, a) ? 1 : 0);
      for (let k = NB_FROM[a]!; k < NB_FROM[a + 1]!; k++) {
        const v = NB[k]!;
        if (cost < next[v]!) {
          next[v] = cost;
          t[PARENTS + row + v] = a;
        }
      }
    }
    for (let v = 0; v < N; v++) {
      const before = t[WITHIN + row + v]!;
      const better = v !== start && next[v]! < before;
      t[WITHIN + row + N + v] = better ? next[v]! : before;
      t[DEPTH + row + N + v] = better ? d : t[DEPTH + row + v]!;
    }
    t.set(next, o + LAST);
    t[o + BUILT] = d;
  }
}

/** The fewest tolls on any way from the region at `from` to the one at `to` within `budget` maneuvers (INF: none). */
function cheapestTolls(from: number, mask: number, budget: number, to: number): number {
  const b = Math.min(budget, N);
  return CHEAP[cheapTable(from, mask, b) + WITHIN + b * N + to]!;
}

/**
 * The route with the fewest tolls within `budget` maneuvers, then the fewest maneuvers (ties: first found
 * in region order), as the regions it crosses joined by `+`, or null. A player may take a longer way round
 * to avoid tolls: route choice. Layered search over walks; the cheapest walk with the fewest steps never
 * repeats a region.
 */
function cheapVia(from: number, mask: number, budget: number, to: number): string | null {
  const b = Math.min(budget, N);
  const o = cheapTable(from, mask, b);
  if (CHEAP[o + WITHIN + b * N + to] === INF) return null;
  const steps = CHEAP[o + DEPTH + b * N + to]!;
  let via = '';
  for (let d = steps - 1, u = CHEAP[o + PARENTS + (steps - 1) * N + to]!; d > 0; d--) {
    via = via === '' ? ORDER[u]! : `${ORDER[u]!}+${via}`;
    u = CHEAP[o + PARENTS + (d - 1) * N + u]!;
  }
  return via;
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
  const start = INDEX[from]!;
  const b = Math.min(budget, N);
  mask = within(start, mask, b);
  const o = reach(start, mask);
  const t = REACH;
  for (let i = 0; i < N; i++) {
    const d = t[o + i]!;
    if (d < 1 || d > b || !inMask(ends, i)) continue;
    const tolls = t[o + N + i]!;
    if (visit(ORDER[i]!, tolls, null)) return true;
    const detour = cheaperDetour(start, mask, o, b, i, d, tolls);
    if (detour !== null && visit(ORDER[i]!, detour.tolls, detour.via)) return true;
  }
  return false;
}

/**
 * A way from `start` to region `i` within budget `b` that pays fewer tolls than the shortest way (`d` long,
 * `tolls` tolls; `o` is the reach row of `start` under `mask`), or null when there is none.
 */
function cheaperDetour(
  start: number,
  mask: number,
  o: number,
  b: number,
  i: number,
  d: number,
  tolls: number,
): { tolls: number; via: string } | null {
  // None when the shortest way is toll-free or uses the whole budget (every way is then a shortest one),
  // or when the fewest tolls however long (a lower bound of the fewest within the budget) are no fewer.
  if (tolls === 0 || d === b || REACH[withFewest(o, start, mask) + 2 * N + i]! >= tolls) return null;
  const fewer = cheapestTolls(start, mask, b, i);
  if (fewer >= tolls) return null;
  const via = cheapVia(start, mask, b, i);
  return via === null ? null : { tolls: fewer, via };
}

/**
 * `eachDestination` for the move listing, without a callback: appends to `out`, for every destination in
 * the same order, the triple (region index, tolls, index of its `via` in `vias`, or -1 for the shortest way).
 */
export function destinationsFrom(
  start: number,
  mask: number,
  ends: number,
  budget: number,
  out: number[],
  vias: string[],
): void {
  const b = Math.min(budget, N);
  mask = within(start, mask, b);
  const o = reach(start, mask);
  const t = REACH;
  for (let i = 0; i < N; i++) {
    const d = t[o + i]!;
    if (d < 1 || d > b || !inMask(ends, i)) continue;
    const tolls = t[o + N + i]!;
    out.push(i, tolls, -1);
    const detour = cheaperDetour(start, mask, o, b, i, d, tolls);
    if (detour === null) continue;
    out.push(i, detour.tolls, vias.length);
    vias.push(detour.via);
  }
}
