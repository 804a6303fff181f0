import { dijkstra, type SearchSpec, sameCost } from './search.js';

/**
 * A space/region graph: ids are strings, adjacency is plain data (a typed table in a game's `data/`).
 * Each key is a node; its list names the nodes one step away, in the order the game wants ties broken.
 * An id that is listed but not a key has no way out.
 */
export type Adjacency = Readonly<Record<string, readonly string[]>>;

/**
 * Every edge a→b whose reverse b→a is missing (including b that is not a key at all), in adjacency
 * order; [] when the graph is symmetric. Run it in a map table's test to catch a one-way typo.
 */
export function asymmetricEdges(adj: Adjacency): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [a, list] of Object.entries(adj)) {
    for (const b of list) {
      const back = Object.hasOwn(adj, b) ? adj[b] : undefined;
      if (!back?.includes(a)) out.push([a, b]);
    }
  }
  return out;
}

/** A symmetric adjacency from an undirected edge list; lists keep first-seen order, duplicates dropped. */
export function symmetricAdjacency(
  edges: ReadonlyArray<readonly [string, string]>,
): Record<string, string[]> {
  const adj = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    const list = adj.get(a) ?? [];
    if (!list.includes(b)) list.push(b);
    adj.set(a, list);
  };
  for (const [a, b] of edges) {
    link(a, b);
    link(b, a);
  }
  return Object.fromEntries(adj);
}

/** What a path search may cross and at what cost. */
export interface PathOptions {
  /** cost of stepping from→to (default 1); Infinity or a negative means impassable */
  cost?: (from: string, to: string) => number;
  /** may the path pass THROUGH this node (the start and the goal are always allowed) */
  passable?: (id: string) => boolean;
}

const unitCost = () => 1;
const everywhere = () => true;

function neighbours(adj: Adjacency, id: string): readonly string[] {
  return Object.hasOwn(adj, id) ? adj[id]! : [];
}

/** A forward search from `from`: a node that is not passable is reached (as an end) but never left. */
function forward(adj: Adjacency, from: string, opts: PathOptions | undefined): SearchSpec {
  const passable = opts?.passable ?? everywhere;
  return {
    next: (id) => neighbours(adj, id),
    cost: opts?.cost ?? unitCost,
    expand: (id) => id === from || passable(id),
    unit: opts?.cost === undefined,
  };
}

/** Least total cost from→to, or undefined when `to` cannot be reached or `from` is not a node. */
export function graphDistance(
  adj: Adjacency,
  from: string,
  to: string,
  opts?: PathOptions,
): number | undefined {
  if (!Object.hasOwn(adj, from)) return undefined;
  return dijkstra(from, { ...forward(adj, from, opts), stopAt: to }).get(to);
}

/**
 * Every node's predecessors (the nodes listing it), in adjacency key order. Built per call: one pass over
 * the edges, no more than the search it serves, and nothing remembered between calls.
 */
function predecessorsOf(adj: Adjacency): ReadonlyMap<string, readonly string[]> {
  const predecessors = new Map<string, string[]>();
  for (const [a, list] of Object.entries(adj)) {
    for (const b of list) {
      const preds = predecessors.get(b) ?? [];
      if (!preds.includes(a)) preds.push(a);
      predecessors.set(b, preds);
    }
  }
  return predecessors;
}

/**
 * Cheapest path from→to inclusive, or undefined. Ties are broken deterministically: of all equal-cost
 * simple paths, the one that, at the first node where two paths part, takes the neighbour listed earlier
 * in the shared node's adjacency list (lexicographic order of the paths, comparing ids by their position
 * in the adjacency list they were chosen from). Found by computing every node's cost to the goal
 * backwards, then walking forward over cost-tight steps in adjacency order.
 */
export function shortestPath(
  adj: Adjacency,
  from: string,
  to: string,
  opts?: PathOptions,
): string[] | undefined {
  if (!Object.hasOwn(adj, from)) return undefined;
  if (from === to) return [from];
  const cost = opts?.cost ?? unitCost;
  const passable = opts?.passable ?? everywhere;
  const mayEnter = (id: string) => id === to || passable(id);
  const predecessors = predecessorsOf(adj);
  // toGoal.get(u): least cost u → goal over paths whose inner nodes are passable.
  const toGoal = dijkstra(to, {
    next: (id) => predecessors.get(id) ?? [],
    cost: (id, pred) => cost(pred, id),
    expand: mayEnter,
    stopAt: from,
    unit: opts?.cost === undefined,
  });
  if (!toGoal.has(from)) return undefined;
  const path = [from];
  const onPath = new Set(path);
  // Depth-first over tight steps in adjacency order: the first path found is the smallest one. With
  // positive costs the tight steps form a DAG, so this never backtracks; zero-cost cycles can make it.
  const extend = (id: string): boolean => {
    if (id === to) return true;
    const here = toGoal.get(id)!;
    for (const next of neighbours(adj, id)) {
      if (onPath.has(next) || !mayEnter(next)) continue;
      const rest = toGoal.get(next);
      if (rest === undefined) continue;
      const step = cost(id, next);
      if (!(step >= 0) || step === Number.POSITIVE_INFINITY || !sameCost(step + rest, here)) continue;
      path.push(next);
      onPath.add(next);
      if (extend(next)) return true;
      path.pop();
      onPath.delete(next);
    }
    return false;
  };
  return extend(from) ? path : undefined;
}

/**
 * Every node reachable with total cost ≤ budget, with its least cost (the start at 0). A node that is
 * not passable is included when it can be reached, but nothing is reached through it.
 */
export function reachableWithin(
  adj: Adjacency,
  from: string,
  budget: number,
  opts?: PathOptions,
): Record<string, number> {
  if (!Object.hasOwn(adj, from) || !(budget >= 0)) return {};
  return Object.fromEntries(dijkstra(from, { ...forward(adj, from, opts), budget }));
}

/**
 * The targets at the least distance from `from` and that distance, or undefined when none is reachable.
 * `ids` lists every target at that distance, in the adjacency's key order (targets that are not keys
 * follow, in the order given). Targets need not be passable: "the nearest enemy" is reached, not crossed.
 */
export function nearest(
  adj: Adjacency,
  from: string,
  targets: readonly string[],
  opts?: PathOptions,
): { distance: number; ids: string[] } | undefined {
  if (!Object.hasOwn(adj, from)) return undefined;
  const wanted = new Set(targets);
  const dist = dijkstra(from, forward(adj, from, opts));
  let distance = Number.POSITIVE_INFINITY;
  for (const id of wanted) distance = Math.min(distance, dist.get(id) ?? Number.POSITIVE_INFINITY);
  if (distance === Number.POSITIVE_INFINITY) return undefined;
  const atBest = (id: string) => wanted.has(id) && dist.has(id) && sameCost(dist.get(id)!, distance);
  const keyed = Object.keys(adj).filter(atBest);
  const unkeyed = [...wanted].filter((id) => !Object.hasOwn(adj, id) && atBest(id));
  return { distance, ids: [...keyed, ...unkeyed] };
}
