import { orlogRules } from './rules/table.js';

/**
 * The boardgame.io moves of each step, derived from the one move table (`rules/table.ts`): each reads the
 * plain state behind the Immer draft, checks its argument, applies the rule on the smallest private copy it
 * needs with the match's random numbers, and answers INVALID_MOVE for anything illegal. The second
 * `chooseFavor` returns the round already resolved, as in the rules core.
 */
export const rollMoves = orlogRules.bgioMoves(['keep']);
export const favorMoves = orlogRules.bgioMoves(['chooseFavor']);
export const pickMoves = orlogRules.bgioMoves(['pickFavor']);
export const draftMoves = orlogRules.bgioMoves(['banFavor', 'draftFavor']);
