import type { Rng } from '@skald/core';
import type { DoorSpec } from '../../data/quest1.js';
import type { EnemyState, OrcQuestState, PatrolState } from '../../state.js';
import { zoneById } from '../board/board.js';
import { facingToward, range } from '../board/geometry.js';
import type { SearchContext } from '../context.js';
import { board, cellOf, enemyAt, heroAt, log, logging } from '../world.js';
import { explore } from './explore.js';
import { moveEnemyToward } from './movement.js';

/**
 * Patrol cards that turn a Patrol about or take it off its path (lines 548, 572-573). The caller passes the
 * path's squares and the members, front first (rules/enemies/patrols.ts owns both).
 */

/** Member k's square on the path: the formation (member k on `progress - k`). */
const formationSquare = (squares: readonly string[], p: PatrolState, k: number): string | undefined =>
  squares[p.progress - k];

/** Every member faces back along the path, toward the Entrance: the card's turn about. */
export function turnAbout(squares: readonly string[], p: PatrolState, members: readonly EnemyState[]): void {
  members.forEach((e, k) => {
    const i = p.progress - k;
    // On the Entrance square, the way back is the way from the next square to it.
    const [a, b] = i >= 1 ? [squares[i], squares[i - 1]] : [squares[1], squares[0]];
    if (a && b) e.facing = facingToward(cellOf(a), cellOf(b));
  });
}

/**
 * One step back along the path (a Turn back card): every member moves one square toward the Entrance, the
 * rear member first; a Character on the square behind, or the Entrance reached, stops the Patrol.
 */
export function marchBack(
  G: OrcQuestState,
  squares: readonly string[],
  p: PatrolState,
  members: readonly EnemyState[],
): boolean {
  const rear = p.progress - members.length;
  const sq = squares[rear];
  if (rear < 0 || !sq || enemyAt(G, sq) || heroAt(G, sq)) return false;
  members.forEach((e, k) => {
    const i = p.progress - 1 - k;
    e.pos = squares[i] as string;
  });
  p.progress -= 1;
  turnAbout(squares, p, members);
  return true;
}

/** A door's square outside its room (the side a Patrol stands on to open it), or null. */
function outsideOf(G: OrcQuestState, door: DoorSpec): string | null {
  const z = zoneById(board(G), door.room);
  if (!z) return null;
  const inside = (key: string) => {
    const c = cellOf(key);
    return c.x >= z.x0 && c.x <= z.x1 && c.y >= z.y0 && c.y <= z.y1;
  };
  return inside(door.a) ? door.b : inside(door.b) ? door.a : null;
}

/** The closed door nearest to a square (by Range to its outside square; ties: the Quest's door order). */
export function nearestClosedDoor(
  G: OrcQuestState,
  from: string,
): { door: DoorSpec; outside: string } | null {
  let best: { door: DoorSpec; outside: string; d: number } | null = null;
  for (const door of board(G).quest.doors) {
    if (G.doors[door.id] !== 'closed' || door.kind === 'armored') continue;
    const outside = outsideOf(G, door);
    if (!outside) continue;
    const d = range(cellOf(from), cellOf(outside));
    if (!best || d < best.d) best = { door, outside, d };
  }
  return best;
}

/**
 * A Detour card: the front member walks `mp` squares toward the nearest closed door; standing at it, the
 * Patrol opens it (the card's effect, whoever leads: War Dogs too) and the room behind is explored (line
 * 573). Each other member follows to the square the one in front of it left. The Patrol is then off its
 * path (line 572). False when no closed door is left (the card then marches the Patrol along its path,
 * ruling P2).
 */
export function detour(
  cx: SearchContext,
  G: OrcQuestState,
  squares: readonly string[],
  p: PatrolState,
  members: readonly EnemyState[],
  mp: number,
  rng: Rng,
): boolean {
  const front = members[0];
  const target = front && nearestClosedDoor(G, front.pos);
  if (!front || !target) return false;
  const trail = members.map((e) => e.pos);
  moveEnemyToward(cx, G, front, cellOf(target.outside), mp, rng, true);
  for (let k = 1; k < members.length; k++)
    moveEnemyToward(cx, G, members[k] as EnemyState, cellOf(trail[k - 1] as string), mp, rng, true);
  p.offPath = members.some((e, k) => e.pos !== formationSquare(squares, p, k));
  if (logging(G)) log(G, 'a Patrol leaves its path (Detour)');
  if (front.pos === target.outside) {
    const inside = target.door.a === target.outside ? target.door.b : target.door.a;
    front.facing = facingToward(cellOf(front.pos), cellOf(inside));
    G.doors = { ...G.doors, [target.door.id]: 'open' };
    explore(cx, G, target.door.room, rng);
  }
  return true;
}

/**
 * A Patrol off its path walks back (line 572), whatever its card: each member, the rear one first, walks
 * the card's squares toward the square it left; once all stand there again it is back on its path, facing
 * along it.
 */
export function walkBack(
  cx: SearchContext,
  G: OrcQuestState,
  squares: readonly string[],
  p: PatrolState,
  members: readonly EnemyState[],
  mp: number,
  rng: Rng,
): void {
  for (let k = members.length - 1; k >= 0; k--) {
    const e = members[k] as EnemyState;
    const home = formationSquare(squares, p, k);
    if (home && e.pos !== home) moveEnemyToward(cx, G, e, cellOf(home), mp, rng, true);
  }
  if (members.some((e, k) => e.pos !== formationSquare(squares, p, k))) return;
  p.offPath = false;
  members.forEach((e, k) => {
    const i = p.progress - k;
    const next = squares[i + 1];
    if (next) e.facing = facingToward(cellOf(squares[i] as string), cellOf(next));
  });
  if (logging(G)) log(G, 'the Patrol is back on its path');
}
