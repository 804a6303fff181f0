/**
 * Routes on the region graph, through @skald/core's graph helpers: fewest maneuvers first, then fewest
 * toll regions, then core's deterministic tie-break (adjacency order).
 */
import { reachableWithin, shortestPath } from '@skald/core';
import { ADJACENCY } from '../data/board.js';

export interface Route {
  path: string[];
  steps: number;
  /** Regions crossed (not the start, not the end) where a toll is due. */
  tolls: string[];
}

const ORDER = Object.keys(ADJACENCY);
const reachMemo = new Map<string, Record<string, Reach>>();
/** A toll weighs less than 1/17 of a maneuver, so it only breaks ties between routes of equal length. */
const TOLL = 1 / 64;

/** Leaving a region other than the start means it was crossed: add the toll weight if one is due there. */
const costFrom = (from: string, tollDue: (region: string) => boolean) => (a: string) =>
  1 + (a !== from && tollDue(a) ? TOLL : 0);

function toRoute(path: string[], tollDue: (region: string) => boolean): Route {
  return { path, steps: path.length - 1, tolls: path.slice(1, -1).filter(tollDue) };
}

export function bestRoute(from: string, to: string, tollDue: (region: string) => boolean): Route | null {
  if (from === to) return null;
  const path = shortestPath(ADJACENCY, from, to, { cost: costFrom(from, tollDue) });
  return path ? toRoute(path, tollDue) : null;
}

/** Steps and toll count of the best route to a region, read off its cost (no path needed). */
export interface Reach {
  steps: number;
  tolls: number;
}

/**
 * Every region within `budget` maneuvers with the steps and tolls of its best route: one search, since a
 * route's cost is steps + tolls/64 exactly (binary fractions, at most 17 tolls).
 */
export function reachFrom(
  from: string,
  tollDue: (region: string) => boolean,
  budget: number,
): Record<string, Reach> {
  // The answer depends only on the start, the budget and where tolls are due: memoised (bots ask often).
  // Callers only read it.
  const key = `${from}|${budget}|${ORDER.filter(tollDue).join(',')}`;
  const hit = reachMemo.get(key);
  if (hit) return hit;
  if (reachMemo.size > 20000) reachMemo.clear();
  // Toll weights add less than 1/2 in total, so cost ≤ budget + 1/2 means steps ≤ budget.
  const reach = reachableWithin(ADJACENCY, from, budget + 0.5, { cost: costFrom(from, tollDue) });
  const out: Record<string, Reach> = {};
  for (const to of ORDER) {
    const c = reach[to];
    if (to === from || c === undefined) continue;
    const steps = Math.floor(c);
    out[to] = { steps, tolls: Math.round((c - steps) / TOLL) };
  }
  reachMemo.set(key, out);
  return out;
}

/** The best route from `from` to every region (paths included). */
export function routesFrom(from: string, tollDue: (region: string) => boolean): Record<string, Route> {
  const out: Record<string, Route> = {};
  for (const to of Object.keys(reachFrom(from, tollDue, Number.POSITIVE_INFINITY))) {
    const r = bestRoute(from, to, tollDue);
    if (r) out[to] = r;
  }
  return out;
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
