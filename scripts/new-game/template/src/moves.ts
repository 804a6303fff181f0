import { templateGameRules } from './rules/table.js';

/**
 * The boardgame.io moves, derived from the move table (`rules/play.ts`): each reads the plain G, checks its
 * arguments (none here; any extra argument is refused), applies the same rule the bots' core applies with
 * the match's random numbers, and answers INVALID_MOVE for anything illegal. Guarded by core.
 */
export const moves = templateGameRules.bgioMoves(['roll', 'hold']);
