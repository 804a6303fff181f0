/**
 * Routes on the region graph: fewest maneuvers first, then fewest toll regions, then @skald/core's
 * deterministic tie-break (adjacency order) for the path itself. Where tolls are due is a bitmask over the
 * regions (board order of `ADJACENCY`). A single best route walks back along a reach table searched for it;
 * the move listing walks every way at once on region bitmasks (`destinationsFrom`). Both work in a search
 * context's scratch arrays (`RouteScratch`), not in arrays of their own per call.
 */
import { ADJACENCY } from '../data/board.js';
import type { SearchContext } from './context.js';

export interface Route {
  path: string[];
  steps: number;
  /** Regions crossed (not the start, not the end) where a toll is due. */
  tolls: string[];
}

/** Region ids in board order; a region's index is its bit in a toll mask. */
export const ORDER: readonly string[] = Object.keys(ADJACENCY);
export const INDEX: Readonly<Record<string, number>> = Object.fromEntries(ORDER.map((id, i) => [id, i]));
/** The regions next to any region of `mask`. */
export function neighbourMask(mask: number): number {
  let out = 0;
  for (let i = 0; i < N; i++) if (inMask(mask, i)) out |= NEIGHBOUR_MASK[i]!;
  return out;
}

/** Each region's neighbours by index, in `ADJACENCY` order. */
export const NEIGHBOURS: readonly (readonly number[])[] = ORDER.map((id) =>
  ADJACENCY[id]!.map((n) => INDEX[n]!),
);
const N = ORDER.length;
const NEIGHBOUR_MASK: readonly number[] = ORDER.map((id) =>
  ADJACENCY[id]!.reduce((m, n) => m | (1 << INDEX[n]!), 0),
);
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
 * Steps and toll count of the best route to every region: `t[i]` the steps to the region at index i (-1:
 * unreachable), `t[N + i]` its tolls.
 */
export type ReachTable = Int8Array;

/** A search context's route scratch: filled by each search, read before the next one starts. */
export interface RouteScratch {
  /** The reach table of the last `reach` search. */
  readonly reach: ReachTable;
  /** The search frontier: at most N regions wait in it. */
  readonly frontier: Int8Array;
  /** `walkLayers`' layers and `destinationsFrom`'s `reachedBy` (see there). */
  readonly layer: Int32Array;
  readonly reachedBy: Int32Array;
  /** `eachDestination`'s triples: at most two per region. */
  readonly each: Int32Array;
  /** `bestRoute`'s reach tables, in a context that lists again and again (`reachFor`). */
  memo: ReachMemo | null;
}

/**
 * Reach tables kept by a search context, as a direct-mapped cache in two typed arrays: a (start, toll mask)
 * key picks one slot (`keys`), its table is a row of `rows`, and a new key overwrites it. Random play keeps
 * making new toll masks, and tables kept as objects survived into the old generation and made every
 * scavenge copy them (measured: ~18% of a playout in garbage collection); slots cost the collector nothing.
 */
interface ReachMemo {
  readonly keys: Int32Array;
  readonly rows: Int8Array;
}

const MEMO_BITS = 14;
const slotOf = (key: number): number => Math.imul(key, 0x9e3779b1) >>> (32 - MEMO_BITS);

/** The context's route scratch, made on first use. */
export function routeScratch(cx: SearchContext): RouteScratch {
  cx.routes ??= {
    reach: new Int8Array(2 * N),
    frontier: new Int8Array(N),
    layer: new Int32Array((N + 1) * (N + 1)),
    reachedBy: new Int32Array(N + 1),
    each: new Int32Array(6 * N),
    memo: null,
  };
  return cx.routes;
}

/**
 * The reach table from `start` under `mask`, as a table and the offset of its row: the memo's in a context
 * that has listed moves before (`SearchContext.listings`: a search), else searched into the scratch (a
 * context made for one call would fill a memo it never reads).
 */
function reachFor(cx: SearchContext, start: number, mask: number): { t: Int8Array; o: number } {
  const r = routeScratch(cx);
  if (cx.listings < 2) {
    reach(start, mask, r.reach, r.frontier);
    return { t: r.reach, o: 0 };
  }
  r.memo ??= { keys: new Int32Array(2 ** MEMO_BITS).fill(-1), rows: new Int8Array(2 ** MEMO_BITS * 2 * N) };
  const key = start * MASKS + mask;
  const slot = slotOf(key);
  const o = slot * 2 * N;
  if (r.memo.keys[slot] !== key) {
    reach(start, mask, r.reach, r.frontier);
    r.memo.rows.set(r.reach, o);
    r.memo.keys[slot] = key;
  }
  return { t: r.memo.rows, o };
}

/**
 * Layered breadth-first search into `t` (a `ReachTable`): a region first met at depth d keeps the fewest
 * tolls of any depth-(d−1) predecessor, a toll being due on leaving a crossed region (not the start). That
 * is exactly the lexicographic order (maneuvers, tolls) of `bestRoute`. `reachFor` keeps its tables in a
 * search's context; `DIST` asks it at load.
 */
function reach(start: number, mask: number, t: Int8Array, frontier: Int8Array): void {
  // Plain loops: a typed array's fill with a range is a builtin call, dearer than 18 stores.
  for (let i = 0; i < N; i++) t[i] = -1;
  for (let i = N; i < 2 * N; i++) t[i] = 0;
  t[start] = 0;
  frontier[0] = start;
  // The frontier of one depth is [head, tail); the next one is appended after it.
  let head = 0;
  let tail = 1;
  for (let depth = 1; head < tail; depth++) {
    const end = tail;
    for (; head < end; head++) {
      const a = frontier[head]!;
      const toll = t[N + a]! + (a !== start && inMask(mask, a) ? 1 : 0);
      for (let k = NB_FROM[a]!; k < NB_FROM[a + 1]!; k++) {
        const b = NB[k]!;
        if (t[b] === -1) {
          t[b] = depth;
          t[b + N] = toll;
          frontier[tail++] = b;
        } else if (t[b] === depth && toll < t[b + N]!) t[b + N] = toll;
      }
    }
  }
}

/** The reach table from `from` under `mask` (a copy: the scratch is overwritten by the next search). */
export function reachTable(from: string, mask: number, cx: SearchContext): ReachTable {
  const r = routeScratch(cx);
  reach(INDEX[from]!, mask, r.reach, r.frontier);
  return r.reach.slice();
}

/** Steps between two regions with no toll anywhere (giantslayers): `DIST[a * N + b]`, -1 if unreachable. */
export const DIST: Readonly<Int8Array> = (() => {
  const d = new Int8Array(N * N);
  const t = new Int8Array(2 * N);
  const frontier = new Int8Array(N);
  for (let a = 0; a < N; a++) {
    reach(a, 0, t, frontier);
    d.set(t.subarray(0, N), a * N);
  }
  return d;
})();

/**
 * `NEAR[start * (N + 1) + r]`: the regions at most r maneuvers from `start`. A way of at most b maneuvers
 * crosses only regions within b − 1 of its start, so tolls beyond that radius change no answer within the
 * budget b: the reach memo is keyed by the toll mask cut to that radius, and a far change of tolls (units
 * moving elsewhere on the board) keeps its tables; `destinationsFrom` considers only the tolls within it.
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
 * The least cost from region `v` to the end of a route whose backward table is at `t[o…]` (the reach table
 * from the route's end): maneuvers × STEP + tolls, a toll being due on leaving `v` itself when it is crossed.
 */
const costToGo = (t: Int8Array, o: number, v: number, mask: number, from: number): number =>
  STEP * t[o + v]! + t[o + N + v]! + (v !== from && t[o + v]! > 0 && inMask(mask, v) ? 1 : 0);

/**
 * The best route from `from` to `to` with tolls due in `mask`, or null. Among equal
 * routes, the first in adjacency order at each step: the tie-break of @skald/core's `shortestPath`. The
 * cost still to go from every region is read off the reach table from `to` (the board is symmetric, and a
 * region's toll is due on leaving it, so the backward table plus that region's own toll is its cost).
 */
export function bestRoute(from: string, to: string, mask: number, cx: SearchContext): Route | null {
  const a = INDEX[from];
  const b = INDEX[to];
  if (a === undefined || b === undefined || a === b) return null;
  // The walk reads the table only at regions nearer to `to` than `from` is, whose cheapest ways back
  // cross only regions nearer still: the search's mask is cut to that radius (`NEAR`).
  const { t, o } = reachFor(cx, b, within(b, mask, DIST[a * N + b]!));
  if (t[o + a] === -1) return null;
  const path = [from];
  const tolls: string[] = [];
  for (let u = a; u !== b; ) {
    const here = costToGo(t, o, u, mask, a) - STEP - (u !== a && inMask(mask, u) ? 1 : 0);
    if (u !== a && inMask(mask, u)) tolls.push(ORDER[u]!);
    let next = -1;
    for (const v of NEIGHBOURS[u]!)
      if (v !== a && costToGo(t, o, v, mask, a) === here) {
        next = v;
        break;
      }
    u = next;
    path.push(ORDER[u]!);
  }
  return { path, steps: path.length - 1, tolls };
}

/** Routes where no toll is ever due (giantslayers): they depend on the board only. */
export const plainRoute = (from: string, to: string, cx: SearchContext): Route | null =>
  bestRoute(from, to, 0, cx);

/** A route along a path the player chose (region ids, start and end included), or null if not a walk. */
export function routeAlong(path: string[], mask: number): Route | null {
  const idx = path.map((r) => INDEX[r]);
  if (idx.length < 2 || idx.some((i) => i === undefined) || new Set(idx).size !== idx.length) return null;
  for (let i = 1; i < idx.length; i++) if (!NEIGHBOURS[idx[i - 1]!]!.includes(idx[i]!)) return null;
  const tolls = path.slice(1, -1).filter((r) => inMask(mask, INDEX[r]!));
  return { path, steps: path.length - 1, tolls };
}

/** `AROUND[k * 256 + v]`: the regions next to those whose bits are v in byte k of a mask (N ≤ 24: 3 bytes). */
const AROUND = (() => {
  const t = new Int32Array(3 * 256);
  for (let k = 0; k < 3; k++)
    for (let v = 0; v < 256; v++)
      for (let j = 0; j < 8; j++)
        if ((v >> j) & 1 && k * 8 + j < N) t[k * 256 + v]! |= NEIGHBOUR_MASK[k * 8 + j]!;
  return t;
})();

/** The regions next to any region of `mask`: three table reads. */
const around = (mask: number): number =>
  AROUND[mask & 255]! | AROUND[256 + ((mask >> 8) & 255)]! | AROUND[512 + ((mask >> 16) & 255)]!;

/**
 * Every walk from one start, by layers of region masks: `layer[d * K + c]` holds the regions some walk of
 * exactly d maneuvers reaches paying at most c tolls, for the toll classes c < K − 1, and class K − 1 every
 * region some walk of d maneuvers reaches at all. A toll is due on leaving a crossed region in `due`. A
 * layer is a few table reads per class: cheaper than the memo tables this replaced, whose misses (random
 * play keeps making new toll masks) cost a search and cache misses each. `layer` is the context's
 * `RouteScratch.layer`.
 */
function walkLayers(layer: Int32Array, start: number, due: number, b: number, K: number): void {
  for (let c = 0; c < K; c++) layer[c] = 1 << start;
  for (let d = 1; d <= b; d++) {
    const prev = (d - 1) * K;
    let fewer = 0; // the last layer's regions paying at most c − 1
    for (let c = 0; c < K - 1; c++) {
      const paid = layer[prev + c]!;
      // Leaving a toll-free region costs nothing more; leaving a toll region one more toll.
      layer[d * K + c] = around((paid & ~due) | (fewer & due));
      fewer = paid;
    }
    layer[d * K + K - 1] = around(layer[prev + K - 1]!);
  }
}

/** How many regions in `mask`. */
function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * The regions a walk of `steps` maneuvers paying `tolls` crosses on its way to `to` (the cheapest walk of
 * the fewest maneuvers, read back from `layer`), joined by `+`. At each step back the lowest-indexed region
 * that keeps the cost: the order in which a forward relaxation over regions in index order would have kept
 * its first best predecessor.
 */
function viaOf(layer: Int32Array, due: number, K: number, to: number, tolls: number): string {
  let steps = 1;
  while ((layer[steps * K + tolls]! & (1 << to)) === 0) steps++;
  let via = '';
  for (let d = steps, v = to, c = tolls; d > 1; d--) {
    const prev = (d - 1) * K;
    const ways = (layer[prev + c]! & ~due) | (c > 0 ? layer[prev + c - 1]! & due : 0);
    const options = NEIGHBOUR_MASK[v]! & ways;
    const a = 31 - Math.clz32(options & -options);
    if (inMask(due, a)) c--;
    via = via === '' ? ORDER[a]! : `${ORDER[a]!}+${via}`;
    v = a;
  }
  return via;
}

/**
 * For the move listing: appends to `out` from index `at`, for every region in `ends` (a mask) within
 * `budget` maneuvers of the region at `start`, in board order, the triple (region index, tolls, -1) of the
 * shortest way (fewest tolls among those), then, when a longer way within the budget pays fewer tolls, the
 * triple (region index, its tolls, index of its `via` in `vias`): the fewest tolls, then the fewest
 * maneuvers; `via` lists the regions it crosses joined by `+`. Returns the index after the last triple.
 * `reachedBy[c]`: the regions some walk of 1..b maneuvers reaches paying at most c tolls (the detour
 * questions).
 */
export function destinationsFrom(
  start: number,
  mask: number,
  ends: number,
  budget: number,
  out: Int32Array,
  at: number,
  vias: string[],
  cx: SearchContext,
): number {
  const b = Math.min(budget, N);
  if (b < 1) return at;
  const cand = ends & NEAR[start * (N + 1) + b]! & ~(1 << start);
  // Only tolls a way of at most b maneuvers can meet: those within b − 1 of the start.
  const due = mask & ~(1 << start) & NEAR[start * (N + 1) + b - 1]!;
  if (due === 0) {
    // No toll on any way: every end is reached toll-free, by its shortest way.
    for (let m = cand; m !== 0; m &= m - 1) {
      out[at++] = 31 - Math.clz32(m & -m);
      out[at++] = 0;
      out[at++] = -1;
    }
    return at;
  }
  // A shortest way never crosses a region twice, so it pays at most T tolls: classes 0..T, then "any".
  const T = Math.min(b - 1, bits(due));
  const K = T + 2;
  const { layer, reachedBy } = routeScratch(cx);
  walkLayers(layer, start, due, b, K);
  let anyBuilt = 0; // classes of `reachedBy` built so far
  // Only the ends within the budget, lowest index first (board order): bits, not a pass over the board.
  for (let m = cand; m !== 0; m &= m - 1) {
    const bit = m & -m;
    const i = 31 - Math.clz32(bit);
    // The shortest way: the first layer reaching i; its tolls: the fewest in that layer.
    let d = 1;
    while ((layer[d * K + K - 1]! & bit) === 0) d++;
    let tolls = 0;
    while ((layer[d * K + tolls]! & bit) === 0) tolls++;
    out[at++] = i;
    out[at++] = tolls;
    out[at++] = -1;
    // A longer way can pay less only when the shortest pays something and leaves maneuvers over.
    if (tolls === 0 || d === b) continue;
    for (; anyBuilt < tolls; anyBuilt++) {
      let reached = 0;
      for (let k = 1; k <= b; k++) reached |= layer[k * K + anyBuilt]!;
      reachedBy[anyBuilt] = reached;
    }
    let fewer = 0;
    while (fewer < tolls && (reachedBy[fewer]! & bit) === 0) fewer++;
    if (fewer === tolls) continue;
    out[at++] = i;
    out[at++] = fewer;
    out[at++] = vias.length;
    vias.push(viaOf(layer, due, K, i, fewer));
  }
  return at;
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
  cx: SearchContext,
): boolean {
  const vias: string[] = [];
  const each = routeScratch(cx).each;
  const n = destinationsFrom(INDEX[from]!, mask, ends, budget, each, 0, vias, cx);
  // Read out before any visit: a visit may list again (the scratch is the context's).
  const found = each.slice(0, n);
  for (let k = 0; k < n; k += 3) {
    const v = found[k + 2]!;
    if (visit(ORDER[found[k]!]!, found[k + 1]!, v < 0 ? null : vias[v]!)) return true;
  }
  return false;
}
