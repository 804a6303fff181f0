import { MinHeap } from './heap.js';

/** What one Dijkstra run needs: whose edges to follow, at what cost, and which nodes it may leave from. */
export interface SearchSpec {
  /** the nodes one step away from `id` (forward: its adjacency list; backward: its predecessors) */
  next: (id: string) => readonly string[];
  /** cost of the step `id` → `to` in search direction; not finite or negative: no such step */
  cost: (id: string, to: string) => number;
  /** may the search continue out of `id` (nodes that may not be passed through are reached, never left) */
  expand: (id: string) => boolean;
  /** nodes costing more than this are not reached */
  budget?: number;
  /** stop once this node is settled and every node just as close has been settled too */
  stopAt?: string;
  /** every step costs 1 (`cost` is not asked): a breadth-first search settles the same nodes in the same order */
  unit?: boolean;
}

/** Least cost from `start` to every node it reaches (start at 0), in settle order. */
export function dijkstra(start: string, spec: SearchSpec): Map<string, number> {
  if (spec.unit) return breadthFirst(start, spec);
  const budget = spec.budget ?? Number.POSITIVE_INFINITY;
  const settled = new Map<string, number>();
  const best = new Map<string, number>([[start, 0]]);
  const heap = new MinHeap<string>();
  heap.push(0, start);
  let limit = Number.POSITIVE_INFINITY;
  for (let top = heap.pop(); top; top = heap.pop()) {
    const { key: d, value: id } = top;
    if (d > limit) break;
    if (settled.has(id)) continue;
    settled.set(id, d);
    if (id === spec.stopAt) limit = d;
    if (!spec.expand(id)) continue;
    for (const to of spec.next(id)) {
      if (settled.has(to)) continue;
      const step = spec.cost(id, to);
      if (!(step >= 0) || step === Number.POSITIVE_INFINITY) continue;
      const nd = d + step;
      // Float step costs (0.1 + 0.2) must not fall just outside an exact budget.
      if (nd > budget && !sameCost(nd, budget)) continue;
      const known = best.get(to);
      if (known !== undefined && known <= nd) continue;
      best.set(to, nd);
      heap.push(nd, to);
    }
  }
  return settled;
}

/**
 * `dijkstra` with unit steps: a FIFO queue settles nodes in the order the heap would (equal keys leave it in
 * insertion order, and a queue's keys never decrease), and a node's first discovery is its best.
 */
function breadthFirst(start: string, spec: SearchSpec): Map<string, number> {
  const budget = spec.budget ?? Number.POSITIVE_INFINITY;
  const settled = new Map<string, number>();
  const seen = new Set<string>([start]);
  const queue: string[] = [start];
  const dist: number[] = [0];
  let limit = Number.POSITIVE_INFINITY;
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    const d = dist[i]!;
    if (d > limit) break;
    settled.set(id, d);
    if (id === spec.stopAt) limit = d;
    if (!spec.expand(id)) continue;
    const nd = d + 1;
    if (nd > budget && !sameCost(nd, budget)) continue;
    for (const to of spec.next(id)) {
      if (seen.has(to)) continue;
      seen.add(to);
      queue.push(to);
      dist.push(nd);
    }
  }
  return settled;
}

/** Equal up to float rounding (integer costs compare exactly). */
export function sameCost(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}
