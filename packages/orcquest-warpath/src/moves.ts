import { MOVE_NAMES } from './rules/move-names.js';
import { orcQuestRules } from './rules/table.js';

/**
 * The boardgame.io moves, from the rules table (rules/table.ts): a plain copy of G checked and played, INVALID_MOVE
 * otherwise. Server-only: moves draw from the hidden Event deck and Presence Pools.
 */
export const moves = orcQuestRules.bgioMoves(MOVE_NAMES);
