import type { Rng } from '@skald/core';
import type { EnemyState, OrcQuestState } from '../state.js';
import { edgeKey } from './board.js';
import { damageEnemy, damageHero } from './damage.js';
import { explore } from './explore.js';
import { edgeOpen, facingToward, range, shift, terrainNow } from './geometry.js';
import { type Cell, cellKey, inGrid } from './grid.js';
import {
  board,
  cellOf,
  enemyAt,
  enemySheet,
  heroAt,
  isBell,
  livingHeroesOnBoard,
  squareEmpty,
} from './world.js';

const obstacleTerrain = (t: string) => t === 'l' || t === 'h' || t === 'T';

/**
 * Can this Enemy step from a to b (orthogonal, or diagonal with Agile)? Closed doors count as passable for
 * Enemies that open doors (not for a Bell-ringer, `noDoors`); only a Bell-ringer enters a Bell square.
 */
function enemyStep(G: OrcQuestState, e: EnemyState, a: Cell, dir: number, noDoors = false): Cell | null {
  const b = board();
  const to = shift(a, dir);
  if (!inGrid(b, to) || obstacleTerrain(terrainNow(b, G, to))) return null;
  if (isBell(cellKey(to)) && !e.bellRinger) return null;
  const h = heroAt(G, cellKey(to));
  if (h) return null; // Heroes (and dead-Hero tokens) are obstacles to Enemies (line 268)
  const crossable = (p: Cell, q: Cell) => {
    const k = edgeKey(cellKey(p), cellKey(q));
    if (b.walls.has(k)) return false;
    const door = b.doorAt.get(k);
    if (door && G.doors[door] === 'closed') return enemySheet(e).opensDoors && !noDoors;
    return true;
  };
  if (dir < 4) return crossable(a, to) ? to : null;
  if (!enemySheet(e).abilities.includes('agile')) return null;
  // Agile diagonal (line 296): through a free side square reachable on both edges.
  for (const side of [
    { x: to.x, y: a.y },
    { x: a.x, y: to.y },
  ]) {
    if (!inGrid(b, side) || obstacleTerrain(terrainNow(b, G, side)) || heroAt(G, cellKey(side))) continue;
    if (crossable(a, side) && crossable(side, to)) return to;
  }
  return null;
}

/** Breadth-first reach of an Enemy: square → steps and the path that gets there (deterministic order). */
export function enemyReach(
  G: OrcQuestState,
  e: EnemyState,
  budget: number,
  noDoors = false,
): Map<string, { steps: number; path: string[] }> {
  const out = new Map<string, { steps: number; path: string[] }>();
  out.set(e.pos, { steps: 0, path: [e.pos] });
  let frontier = [e.pos];
  for (let s = 1; s <= budget && frontier.length > 0; s++) {
    const next: string[] = [];
    for (const k of frontier) {
      const from = cellOf(k);
      for (let dir = 0; dir < 8; dir++) {
        const to = enemyStep(G, e, from, dir, noDoors);
        if (!to) continue;
        const tk = cellKey(to);
        if (out.has(tk)) continue;
        out.set(tk, { steps: s, path: [...(out.get(k)?.path ?? []), tk] });
        next.push(tk);
      }
    }
    frontier = next;
  }
  return out;
}

/** A square an Enemy may end its move on: nothing else stands there (allies can be passed, not shared). */
const endable = (G: OrcQuestState, e: EnemyState, k: string) => k === e.pos || squareEmpty(G, k);

/** Walk an Enemy along a path: closed doors on it open (and an unexplored room behind is explored, line 322). */
export function walkEnemy(G: OrcQuestState, e: EnemyState, path: string[], rng: Rng): void {
  const b = board();
  const rooms: string[] = [];
  for (let i = 1; i < path.length; i++) {
    const door = b.doorAt.get(edgeKey(path[i - 1] as string, path[i] as string));
    if (door && G.doors[door] === 'closed') {
      G.doors[door] = 'open';
      const room = b.quest.doors.find((d) => d.id === door)?.room;
      if (room) rooms.push(room);
    }
  }
  // Moving onto water puts out Burn (line 797; ruling R60: pond squares are water).
  if (path.slice(1).some((k) => terrainNow(b, G, cellOf(k)) === '~')) e.burn = 0;
  const last = path[path.length - 1] as string;
  if (path.length > 1) e.facing = facingToward(cellOf(path[path.length - 2] as string), cellOf(last));
  e.pos = last;
  for (const r of rooms) explore(G, r, rng);
}

/** Path distance from every square to `target` over squares an Enemy could cross (for "toward"). */
function distanceField(G: OrcQuestState, e: EnemyState, target: Cell, noDoors: boolean): Map<string, number> {
  const dist = new Map<string, number>();
  const start = cellKey(target);
  dist.set(start, 0);
  let frontier = [start];
  for (let s = 1; frontier.length > 0 && s < 200; s++) {
    const next: string[] = [];
    for (const k of frontier) {
      for (let dir = 0; dir < (enemySheet(e).abilities.includes('agile') ? 8 : 4); dir++) {
        const to = enemyStep(G, e, cellOf(k), dir, noDoors);
        const tk = to ? cellKey(to) : null;
        if (!tk || dist.has(tk)) continue;
        dist.set(tk, s);
        next.push(tk);
      }
    }
    frontier = next;
  }
  return dist;
}

/** Move up to `mp` squares toward `target` (the square with the shortest remaining path, then fewest steps). */
export function moveEnemyToward(
  G: OrcQuestState,
  e: EnemyState,
  target: Cell,
  mp: number,
  rng: Rng,
  noDoors = false,
): void {
  const reach = enemyReach(G, e, mp, noDoors);
  const field = distanceField(G, e, target, noDoors);
  let best: { k: string; d: number; steps: number } | undefined;
  for (const [k, r] of reach) {
    if (!endable(G, e, k)) continue;
    const d = field.get(k) ?? 1000 + range(cellOf(k), target);
    if (!best || d < best.d || (d === best.d && r.steps < best.steps)) best = { k, d, steps: r.steps };
  }
  if (best && best.k !== e.pos) walkEnemy(G, e, reach.get(best.k)?.path ?? [e.pos], rng);
}

/** Flee (line 847): back to the Heroes, as far as possible from the nearest one. */
export function moveEnemyAway(G: OrcQuestState, e: EnemyState, mp: number, rng: Rng): void {
  const heroes = livingHeroesOnBoard(G).map((h) => cellOf(h.pos as string));
  if (heroes.length === 0) return;
  const reach = enemyReach(G, e, mp);
  const score = (k: string) => Math.min(...heroes.map((h) => range(cellOf(k), h)));
  let best: { k: string; d: number; steps: number } | undefined;
  for (const [k, r] of reach) {
    if (!endable(G, e, k)) continue;
    const d = score(k);
    if (!best || d > best.d || (d === best.d && r.steps < best.steps)) best = { k, d, steps: r.steps };
  }
  if (best && best.k !== e.pos) walkEnemy(G, e, reach.get(best.k)?.path ?? [e.pos], rng);
  const nearest = heroes.slice().sort((a, b) => range(cellOf(e.pos), a) - range(cellOf(e.pos), b))[0];
  if (nearest) e.facing = facingToward(nearest, cellOf(e.pos));
}

export type Pushee = { kind: 'enemy'; id: number } | { kind: 'hero'; seat: number };

/**
 * Pushed X (line 861, ruling R16): moved square by square straight away from the pusher (dominant axis),
 * Orientation kept. The first obstacle stops it with 1 automatic damage; a Character met: 1 each.
 * Returns true when the push was blocked.
 */
export function push(G: OrcQuestState, who: Pushee, from: Cell, x: number): boolean {
  const b = board();
  for (let i = 0; i < x; i++) {
    const e = who.kind === 'enemy' ? G.enemies.find((o) => o.id === who.id) : undefined;
    const h = who.kind === 'hero' ? G.heroes[who.seat] : undefined;
    const pos = e?.pos ?? h?.pos;
    if (!pos) return false;
    const at = cellOf(pos);
    const dir = facingToward(from, at);
    const to = shift(at, dir);
    const tk = cellKey(to);
    const hurt = () => (e ? damageEnemy(G, e, 1, false) : h ? damageHero(G, h, 1) : undefined);
    if (!inGrid(b, to) || !edgeOpen(b, G, pos, tk) || obstacleTerrain(terrainNow(b, G, to)) || isBell(tk)) {
      hurt();
      return true;
    }
    const other = enemyAt(G, tk) ?? heroAt(G, tk);
    if (other) {
      hurt();
      if ('type' in other) damageEnemy(G, other, 1, false);
      else if (!other.dead) damageHero(G, other, 1);
      return true;
    }
    if (e) e.pos = tk;
    else if (h) h.pos = tk;
  }
  return false;
}
