import { FallbackBoard } from './FallbackBoard.js';
import type { BoardComponent } from './types.js';

/** Each game's own board, by game id. Games without one get the fallback board. */
const BOARDS: Record<string, BoardComponent> = {};

export function boardFor(gameId: string): BoardComponent {
  return BOARDS[gameId] ?? FallbackBoard;
}
