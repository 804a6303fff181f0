import { type Cell, cellKey, parseCellKey } from '@skald/core';
import {
  type Board,
  dangerZones,
  edgeKey,
  heroLineOfSight,
  type OrcQuestState,
  type OrcQuestView,
  questBoard,
  shift,
} from '@skald/orcquest-warpath';

/** A square of the map: core's grid cell, keyed "x,y" as the rules key it. */
export type Square = Cell;

export const key = cellKey;

export const parseKey = (k: string | null): Square | null => (k === null ? null : (parseCellKey(k) ?? null));

export const DIR_NAMES = [
  'north',
  'east',
  'south',
  'west',
  'north-east',
  'south-east',
  'south-west',
  'north-west',
];
export const DIR_ARROWS = ['↑', '→', '↓', '←', '↗', '↘', '↙', '↖'];

/** The square one step from `from` in the rules' direction `dir` (0 N, 1 E, 2 S, 3 W, 4 NE … 7 NW). */
export const stepTarget = shift;

/** The static map of the Quest being played, as the rules build it. */
export const mapOf = (G: OrcQuestView): Board => questBoard(G.quest);

/**
 * The view carries every field the geometry reads (positions, doors, smashed furniture); only the face-down
 * decks differ, which line of sight never touches.
 */
const asRules = (G: OrcQuestView): OrcQuestState => G as unknown as OrcQuestState;

/** The squares a Character on `from` facing `facing` sees, by the rules' own Line of Sight. */
export function squaresSeen(G: OrcQuestView, from: Square, facing: number): Set<string> {
  const board = mapOf(G);
  const seen = new Set<string>();
  for (let y = 0; y < board.height; y++)
    for (let x = 0; x < board.width; x++) {
      const to = { x, y };
      if (x === from.x && y === from.y) continue;
      try {
        if (heroLineOfSight(board, asRules(G), from, facing as 0 | 1 | 2 | 3, to)) seen.add(key(to));
      } catch {
        // a view the rules cannot read highlights nothing rather than breaking the board
      }
    }
  return seen;
}

/** Danger Zone squares, by the rules. */
export function dangerSquares(G: OrcQuestView): Set<string> {
  try {
    return new Set(dangerZones(mapOf(G), asRules(G)).keys());
  } catch {
    return new Set();
  }
}

export type SideKind = 'wall' | 'door-closed' | 'door-open' | 'door-destroyed' | null;

/** What stands on the edge between two orthogonal neighbours: a wall, a door in some state, or nothing. */
export function sideOf(board: Board, G: OrcQuestView, a: Square, b: Square): SideKind {
  const e = edgeKey(key(a), key(b));
  if (board.walls.has(e)) return 'wall';
  const door = board.doorAt.get(e);
  if (door === undefined) return null;
  return `door-${G.doors[door] ?? 'closed'}` as SideKind;
}
