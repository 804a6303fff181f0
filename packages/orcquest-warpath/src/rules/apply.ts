/*
 * The rules' entry points under their old names, for tests and tools: the move table (rules/table.ts, core's
 * `defineRules`) checks and applies every move; rules/legal-moves.ts lists them.
 */
export { activeSeats, onlyActiveSeat } from './acting.js';
export { type CardInputs, isLegal, legalMoves, listHeroCardMoves } from './legal-moves.js';
export { MOVE_NAMES, type MoveName } from './move-names.js';
export { applyMove } from './table.js';
