import { BOSSES } from '../../data/bosses.js';
import type { EnemyState, OrcQuestState } from '../../state.js';
import { facingToward, range } from '../board/geometry.js';
import type { Cell } from '../board/grid.js';
import { type Nav, navOf } from '../board/nav.js';
import { board, cellOf, enemyCell, footprint, sheetOfType } from '../world.js';

/**
 * Massive Characters (lines 783-787) move as a 2×2 block, `pos` being its north-west square, one orthogonal
 * step at a time (ruling R58: no diagonal steps; turning is free). Every square the block covers during
 * its move must be free — unless it has Flight (line 872), which ignores obstacles and terrain and passes
 * over occupied squares: then only walls, closed doors and the board's edges stop it, and only the
 * squares it ends on must be free. It never opens doors and never straddles a wall.
 */

/** The edge of square `i` in direction `d` (0 N, 1 E, 2 S, 3 W) is a wall or a closed door. */
function shut(nav: Nav, G: OrcQuestState, i: number, d: number): boolean {
  const e = nav.edge[i * 4 + d];
  return e === 1 || (e === 2 && G.doors[nav.doorId[i * 4 + d] as string] === 'closed');
}

/** The 2×2 block with north-west index `a` lies on the board with no wall or closed door inside it. */
function blockWhole(nav: Nav, G: OrcQuestState, a: number): boolean {
  const x = a % nav.width;
  const y = (a - x) / nav.width;
  if (x + 1 >= nav.width || y + 1 >= nav.height) return false;
  const ne = a + 1;
  const sw = a + nav.width;
  return !shut(nav, G, a, 1) && !shut(nav, G, sw, 1) && !shut(nav, G, a, 2) && !shut(nav, G, ne, 2);
}

const blockCells = (nav: Nav, a: number): number[] => [a, a + 1, a + nav.width, a + nav.width + 1];

/** Squares the block cannot cover: furniture, trunks (unless smashed), Bells, and what `taken` holds. */
function coverable(nav: Nav, G: OrcQuestState, taken: Set<string>, i: number): boolean {
  const key = nav.keys[i] as string;
  const furniture = nav.furniture[i] && !(nav.furniture[i] !== 3 && G.smashed.includes(key));
  return !furniture && !nav.bell[i] && !taken.has(key);
}

/** Can the block step from north-west index `a` in orthogonal direction `d`? The new index, or -1. */
function massiveStep(
  nav: Nav,
  G: OrcQuestState,
  taken: Set<string>,
  flight: boolean,
  a: number,
  d: number,
): number {
  const x = a % nav.width;
  const y = (a - x) / nav.width;
  const tx = x + (d === 1 ? 1 : d === 3 ? -1 : 0);
  const ty = y + (d === 2 ? 1 : d === 0 ? -1 : 0);
  if (tx < 0 || ty < 0) return -1;
  const to = ty * nav.width + tx;
  if (!blockWhole(nav, G, to)) return -1;
  // The two squares of the leading side cross an edge each.
  const side =
    d === 0
      ? [a, a + 1]
      : d === 1
        ? [a + 1, a + 1 + nav.width]
        : d === 2
          ? [a + nav.width, a + nav.width + 1]
          : [a, a + nav.width];
  if (side.some((i) => shut(nav, G, i, d))) return -1;
  if (!flight && !blockCells(nav, to).every((i) => coverable(nav, G, taken, i))) return -1;
  return to;
}

/** Squares other Characters, dead-Hero tokens, Chickens and Objectives stand on (not the block itself). */
function takenBy(G: OrcQuestState, e: EnemyState): Set<string> {
  const taken = new Set<string>(G.chickens);
  for (const k of G.objectives) taken.add(k);
  for (const o of G.enemies) if (o !== e) for (const k of footprint(o)) taken.add(k);
  for (const h of G.heroes) if (h.pos !== null) taken.add(h.pos);
  return taken;
}

/** Where the block may stand: every covered square free of Characters, furniture and Bells. */
export function massiveFits(G: OrcQuestState, e: EnemyState, anchor: string): boolean {
  const nav = navOf(board(G));
  const a = nav.indexOf.get(anchor);
  if (a === undefined || !blockWhole(nav, G, a)) return false;
  const taken = takenBy(G, e);
  return blockCells(nav, a).every((i) => coverable(nav, G, taken, i));
}

/**
 * Move a Massive Enemy up to `mp` steps toward `target`: to the reachable place it may stand on whose
 * nearest covered square is closest to the target (Range), then fewest steps; it then faces the target.
 */
export function moveMassiveToward(
  G: OrcQuestState,
  e: EnemyState,
  target: Cell,
  mp: number,
  flight: boolean,
): void {
  const nav = navOf(board(G));
  const start = nav.indexOf.get(e.pos);
  if (start === undefined) return;
  const taken = takenBy(G, e);
  const steps = new Map<number, number>([[start, 0]]);
  const queue = [start];
  for (let j = 0; j < queue.length; j++) {
    const a = queue[j] as number;
    const s = steps.get(a) as number;
    if (s >= mp) continue;
    for (let d = 0; d < 4; d++) {
      const to = massiveStep(nav, G, taken, flight, a, d);
      if (to < 0 || steps.has(to)) continue;
      steps.set(to, s + 1);
      queue.push(to);
    }
  }
  let best = { a: start, d: Number.POSITIVE_INFINITY, s: 0 };
  for (const [a, s] of steps) {
    if (!blockCells(nav, a).every((i) => coverable(nav, G, taken, i))) continue;
    const d = Math.min(...blockCells(nav, a).map((i) => range(cellOf(nav.keys[i] as string), target)));
    if (d < best.d || (d === best.d && s < best.s)) best = { a, d, s };
  }
  e.pos = nav.keys[best.a] as string;
  const from = enemyCell(e, target);
  if (from.x !== target.x || from.y !== target.y) e.facing = facingToward(from, target);
}

/** Flight (line 872): on the sheet, and for a Boss only while its `flightWhile` card survives (line 786). */
export function hasFlight(G: OrcQuestState, e: EnemyState): boolean {
  if (!sheetOfType(e.type).abilities.includes('flight')) return false;
  const b = G.boss;
  if (!b || b.enemy !== e.id) return true;
  const spec = BOSSES[b.id];
  const i = spec.cards.findIndex((c) => c.id === spec.flightWhile);
  const card = spec.cards[i];
  return !card || (b.cards[i] ?? 0) < card.hp;
}
