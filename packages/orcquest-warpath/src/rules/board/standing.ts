import type { OrcQuestState } from '../../state.js';
import { board, isBell, squareEmpty } from '../world.js';
import { terrainNow } from './geometry.js';
import { type Cell, cellKey, inGrid } from './grid.js';

/**
 * Can a Character be put down on this square by a jump, a teleport or a shove (Leap, Teleport X, Me First)?
 * On the board, no furniture still standing or tree trunk (obstacles, line 268), no Bell (line 262, ruling
 * R12), and nobody on it: no Character, dead-Hero token, Chicken or Objective ("must not be occupied").
 */
export function canStandOn(G: OrcQuestState, c: Cell): boolean {
  const b = board(G);
  if (!inGrid(b, c)) return false;
  const t = terrainNow(b, G, c);
  if (t === 'l' || t === 'h' || t === 'T') return false;
  const key = cellKey(c);
  return !isBell(G, key) && squareEmpty(G, key);
}
