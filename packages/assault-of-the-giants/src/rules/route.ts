/**
 * Routes on the region graph: fewest maneuvers first, then fewest toll regions, then the board's order of
 * neighbours (deterministic). Lexicographic Dijkstra on a graph of 18 regions.
 */
import { ADJACENCY } from '../data/board.js';

export interface Route {
  path: string[];
  steps: number;
  /** Regions along the way (not the start, not the end) for which `tolled` says a toll is due. */
  tolls: string[];
}

export function bestRoute(from: string, to: string, tollDue: (region: string) => boolean): Route | null {
  if (from === to || !ADJACENCY[from] || !ADJACENCY[to]) return null;
  const cost: Record<string, [number, number]> = { [from]: [0, 0] };
  const prev: Record<string, string> = {};
  const done = new Set<string>();
  const order = Object.keys(ADJACENCY);
  for (;;) {
    let best: string | null = null;
    for (const r of order) {
      const c = cost[r];
      if (!c || done.has(r)) continue;
      const b = best === null ? null : cost[best]!;
      if (b === null || c[0] < b[0] || (c[0] === b[0] && c[1] < b[1])) best = r;
    }
    if (best === null) return null;
    if (best === to) break;
    done.add(best);
    const [steps, tolls] = cost[best]!;
    // Crossing `best` (not the start) costs a toll if one is due there.
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
  const path = [to];
  while (path[0] !== from) path.unshift(prev[path[0]!]!);
  const middle = path.slice(1, -1);
  return { path, steps: path.length - 1, tolls: middle.filter(tollDue) };
}

/** Regions within `budget` steps of `from` (excluding `from`), in board order. */
export function within(from: string, budget: number): string[] {
  const dist: Record<string, number> = { [from]: 0 };
  let frontier = [from];
  for (let d = 1; d <= budget && frontier.length > 0; d++) {
    const next: string[] = [];
    for (const r of frontier)
      for (const n of ADJACENCY[r] ?? [])
        if (dist[n] === undefined) {
          dist[n] = d;
          next.push(n);
        }
    frontier = next;
  }
  return Object.keys(ADJACENCY).filter((r) => r !== from && dist[r] !== undefined);
}
