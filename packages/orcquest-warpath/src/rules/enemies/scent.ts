import type { OrcQuestState } from '../../state.js';
import { edgeOpen, range, shift } from '../board/geometry.js';
import { type Cell, cellKey } from '../board/grid.js';
import { board, cellOf, enemySheet, log, logging } from '../world.js';

/** Scent's reach (line 844): 3 squares. */
export const SCENT_RANGE = 3;

/**
 * Does the Scent of an Enemy on `from` reach `to` (line 844)? Within Range 3, and not through walls or closed
 * doors: `to` must connect to `from` by orthogonal steps over open edges without leaving Range 3 of it
 * (ruling SC1: a nose smells round a corner, never through a wall).
 */
export function scentReaches(G: OrcQuestState, from: Cell, to: Cell): boolean {
  if (range(from, to) > SCENT_RANGE) return false;
  const b = board(G);
  const target = cellKey(to);
  const seen = new Set<string>([cellKey(from)]);
  const queue: Cell[] = [from];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as Cell;
    const here = cellKey(at);
    if (here === target) return true;
    for (let dir = 0; dir < 4; dir++) {
      const next = shift(at, dir);
      const key = cellKey(next);
      if (seen.has(key) || range(from, next) > SCENT_RANGE) continue;
      if (next.x < 0 || next.y < 0 || next.x >= b.width || next.y >= b.height) continue;
      if (!edgeOpen(b, G, here, key)) continue;
      seen.add(key);
      queue.push(next);
    }
  }
  return false;
}

/** Invisible Heroes within an Enemy's Scent lose Invisible (line 851); run before alerting by sight. */
export function applyScent(G: OrcQuestState): void {
  for (const h of G.heroes) {
    if (!h.invisible || !h.pos || h.dead) continue;
    const at = cellOf(h.pos);
    const nose = G.enemies.find(
      (e) => enemySheet(e).abilities.includes('scent') && scentReaches(G, cellOf(e.pos), at),
    );
    if (!nose) continue;
    h.invisible = false;
    if (logging(G)) log(G, `a ${enemySheet(nose).name} sniffs out an Invisible Hero`);
  }
}
