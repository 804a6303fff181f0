/**
 * Breadth-first distances on a space graph. Kept local until @skald/core's map helpers land on main
 * (`graphDistance`, `shortestPath`, `nearest`); the signatures follow that contract.
 */
export type Adjacency = Readonly<Record<string, readonly string[]>>;

export interface PathOptions {
  /** Spaces a path may pass through (the start is always allowed). */
  passable?: (id: string) => boolean;
}

/** Distance in steps from `from` to every reachable space. */
export function distancesFrom(adj: Adjacency, from: string, opts: PathOptions = {}): Record<string, number> {
  const dist: Record<string, number> = { [from]: 0 };
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i] as string;
    if (here !== from && opts.passable && !opts.passable(here)) continue;
    for (const next of adj[here] ?? []) {
      if (Object.hasOwn(dist, next)) continue;
      dist[next] = (dist[here] as number) + 1;
      queue.push(next);
    }
  }
  return dist;
}

/** A shortest path `from` → `to` (both included); ties broken by the sorted adjacency order. */
export function shortestPath(
  adj: Adjacency,
  from: string,
  to: string,
  opts: PathOptions = {},
): string[] | undefined {
  const back = distancesFrom(adj, to, opts);
  if (!Object.hasOwn(back, from)) return undefined;
  const path = [from];
  let here = from;
  while (here !== to) {
    const d = back[here] as number;
    const next = [...(adj[here] ?? [])].sort().find((n) => back[n] === d - 1);
    if (next === undefined) return undefined;
    path.push(next);
    here = next;
  }
  return path;
}
