/**
 * Routes on the region graph: fewest maneuvers first, then fewest toll regions, then the board's order of
 * regions (deterministic). A lexicographic Dijkstra from one region to all others; the graph has 18 regions.
 */
import { ADJACENCY } from '../data/board.js';

export interface Route {
  path: string[];
  steps: number;
  /** Regions crossed (not the start, not the end) where a toll is due. */
  tolls: string[];
}

const ORDER = Object.keys(ADJACENCY);

/** The best route from `from` to every region it can reach. */
export function routesFrom(from: string, tollDue: (region: string) => boolean): Record<string, Route> {
  if (!ADJACENCY[from]) return {};
  const cost: Record<string, [number, number]> = { [from]: [0, 0] };
  const prev: Record<string, string> = {};
  const done = new Set<string>();
  for (;;) {
    let best: string | null = null;
    for (const r of ORDER) {
      const c = cost[r];
      if (!c || done.has(r)) continue;
      const b = best === null ? null : cost[best]!;
      if (b === null || c[0] < b[0] || (c[0] === b[0] && c[1] < b[1])) best = r;
    }
    if (best === null) break;
    done.add(best);
    const [steps, tolls] = cost[best]!;
    // Crossing `best` on the way elsewhere costs a toll if one is due there.
    const extra = best !== from && tollDue(best) ? 1 : 0;
    for (const n of ADJACENCY[best]!) {
      const next: [number, number] = [steps + 1, tolls + extra];
      const c = cost[n];
      if (!c || next[0] < c[0] || (next[0] === c[0] && next[1] < c[1])) {
        cost[n] = next;
        prev[n] = best;
      }
    }
  }
  const out: Record<string, Route> = {};
  for (const to of ORDER) {
    if (to === from || !cost[to]) continue;
    const path = [to];
    while (path[0] !== from) path.unshift(prev[path[0]!]!);
    out[to] = { path, steps: path.length - 1, tolls: path.slice(1, -1).filter(tollDue) };
  }
  return out;
}

export function bestRoute(from: string, to: string, tollDue: (region: string) => boolean): Route | null {
  return routesFrom(from, tollDue)[to] ?? null;
}

const plain = new Map<string, Record<string, Route>>();

/** Routes where no toll is ever due (giantslayers): they depend on the board only, so they are cached. */
export function plainRoutesFrom(from: string): Record<string, Route> {
  let r = plain.get(from);
  if (!r) {
    r = routesFrom(from, () => false);
    plain.set(from, r);
  }
  return r;
}
