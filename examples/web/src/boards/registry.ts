import { FallbackBoard } from './FallbackBoard.js';
import { OrlogBoard } from './orlog/OrlogBoard.js';
import type { BoardComponent } from './types.js';

/** Each game's own board, by game id. Games without one get the fallback board. */
const BOARDS: Record<string, BoardComponent> = {
  orlog: OrlogBoard as BoardComponent,
};

export function boardFor(gameId: string): BoardComponent {
  return BOARDS[gameId] ?? FallbackBoard;
}
