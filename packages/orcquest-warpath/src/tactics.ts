import type { AiMove } from '@skald/core';
import { HEROES } from './data/heroes.js';
import { dangerZones } from './rules/board/geometry.js';
import { type Nav, navOf } from './rules/board/nav.js';
import { board, enemySheet, footprint, isMassive } from './rules/world.js';
import type { EnemyState, HeroState, OrcQuestState } from './state.js';

/**
 * What the playout policy (src/playout.ts) reads of a position: Danger Zones, the Enemies' squares, the
 * route around them. Kept apart from the rules: nothing here changes a state.
 */

/** A position's board index: positions are "x,y" keys today; an index is taken as it is. */
export function indexOfPos(nav: Nav, pos: string | number | null | undefined): number | undefined {
  if (pos === null || pos === undefined) return undefined;
  return typeof pos === 'number' ? pos : nav.indexOf.get(pos);
}

/** Health points a Hero has left. */
export const hpLeft = (h: HeroState): number => HEROES[h.hero].hp - h.damage;

/** Enemy Health points left on its sheet (a Boss's cards are not counted: it ranks last as a target). */
export const enemyHpLeft = (G: OrcQuestState, e: EnemyState): number =>
  G.boss?.enemy === e.id ? 99 : enemySheet(e).hp - e.damage;

/**
 * How many Enemies' Danger Zones cover each square (line 174: the square in front of an Enemy, across an
 * open edge or an open door), and which Enemies' zones the given square is in. Leaving a zone by a step
 * costs 2 automatic damage per Enemy (line 270, ruling R13). Read on the board tables; with a Massive
 * Enemy on the board (a zone 2 squares wide) the rules' own `dangerZones` answers.
 * `test/tactics.test.ts` ties it to `dangerZones` on sampled states.
 */
export function dangerOf(
  G: OrcQuestState,
  nav: Nav,
  at: number | undefined,
): { count: Uint8Array; here: number[] } {
  const count = new Uint8Array(nav.width * nav.height);
  const here: number[] = [];
  if (G.enemies.some(isMassive)) {
    for (const [k, ids] of dangerZones(board(G), G)) {
      const i = indexOfPos(nav, k);
      if (i === undefined) continue;
      count[i] = ids.length;
      if (i === at) here.push(...ids);
    }
    return { count, here };
  }
  for (const e of G.enemies) {
    const from = indexOfPos(nav, e.pos);
    if (from === undefined) continue;
    const front = nav.neighbour[from * 8 + e.facing] ?? -1;
    const edge = nav.edge[from * 4 + e.facing];
    if (front < 0 || edge === 1) continue;
    if (edge === 2 && G.doors[nav.doorId[from * 4 + e.facing] as string] === 'closed') continue;
    count[front] = (count[front] as number) + 1;
    if (front === at) here.push(e.id);
  }
  return { count, here };
}

/** Squares Enemies stand on (a Massive Enemy's four). */
export function enemySquares(G: OrcQuestState, nav: Nav): Uint8Array {
  const out = new Uint8Array(nav.width * nav.height);
  for (const e of G.enemies) {
    const keys = isMassive(e) ? footprint(e) : [e.pos];
    for (const k of keys) {
      const i = indexOfPos(nav, k);
      if (i !== undefined) out[i] = 1;
    }
  }
  return out;
}

/**
 * Movement points from the goal squares to every square, as the static route field (walls stop,
 * furniture does), with `blocked` squares impassable too (the way round Enemies standing in the way) and a
 * closed door costing 1 more (opening it takes a Movement point).
 */
export function stepsAround(
  G: OrcQuestState,
  nav: Nav,
  goal: readonly (string | number)[],
  blocked: Uint8Array,
): Int16Array {
  const dist = new Int16Array(nav.width * nav.height).fill(-1);
  // Buckets by distance: every edge costs 1 or 2, so two open buckets suffice.
  const buckets: number[][] = [[]];
  for (const k of goal) {
    const i = indexOfPos(nav, k);
    if (i !== undefined && dist[i] === -1) {
      dist[i] = 0;
      buckets[0]?.push(i);
    }
  }
  for (let s = 0; s < buckets.length; s++) {
    for (const i of buckets[s] ?? []) {
      if (dist[i] !== s) continue;
      for (let d = 0; d < 4; d++) {
        const j = nav.neighbour[i * 8 + d] ?? -1;
        const edge = nav.edge[i * 4 + d];
        if (j < 0 || edge === 1 || nav.furniture[j] || blocked[j]) continue;
        const closed = edge === 2 && G.doors[nav.doorId[i * 4 + d] as string] === 'closed';
        const to = s + (closed ? 2 : 1);
        const now = dist[j] as number;
        if (now !== -1 && now <= to) continue;
        dist[j] = to;
        while (buckets.length <= to) buckets.push([]);
        buckets[to]?.push(j);
      }
    }
  }
  return dist;
}

/** The board's Nav for a state. */
export const navOfState = (G: OrcQuestState): Nav => navOf(board(G));

/** The Enemy an attack-like move names (attack: third argument, strike: second, skill: fourth). */
export function targetOf(m: AiMove): number | undefined {
  const a = m.args ?? [];
  const id = m.move === 'attack' ? a[2] : m.move === 'strike' ? a[1] : m.move === 'skill' ? a[3] : undefined;
  return typeof id === 'number' ? id : undefined;
}
