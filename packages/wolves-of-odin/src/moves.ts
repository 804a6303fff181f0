import { DECIDE_MOVES } from './rules/decisions.js';
import { wolvesRules } from './rules/table.js';
import { TURN_MOVES } from './rules/turn.js';

/**
 * The boardgame.io moves of each stage, derived from the one move table (`rules/table.ts`): each reads the
 * plain G, checks its arguments with the rules' own validation, plays the move and every automatic phase
 * after it with the match's random numbers, and answers INVALID_MOVE for anything illegal.
 */
export const turnMoves = wolvesRules.bgioMoves(TURN_MOVES);
export const decideMoves = wolvesRules.bgioMoves(DECIDE_MOVES);
export const reactMoves = wolvesRules.bgioMoves(['react']);
export const betweenRoundMoves = { ...decideMoves, ...reactMoves };
