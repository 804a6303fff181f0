import { MOVE_NAMES, type MoveName } from './rules/apply.js';
import { valheimRules } from './rules/table.js';

/**
 * The boardgame.io moves of each step, derived from the one rules table (`rules/table.ts`): each reads the
 * plain G behind the Immer draft, checks its arguments (types, ranges, ownership, whose turn), plays the move
 * on a copy with the match's random numbers, and answers INVALID_MOVE for anything illegal. All run on the
 * server only: moves read face-down tiles, chests and decks.
 */

export const ARENA_MOVES: readonly MoveName[] = [
  'odin',
  'odinKept',
  'odinPass',
  'reroll',
  'keep',
  'place',
  'arenaMove',
  'arenaFight',
  'arenaMead',
  'arenaVines',
  'arenaBomb',
  'pass',
];

/** Exploration takes every move of the grammar except the arena's own (placing and fighting there). */
const ARENA_ONLY: readonly MoveName[] = [
  'place',
  'arenaMove',
  'arenaFight',
  'arenaMead',
  'arenaVines',
  'arenaBomb',
];
export const EXPLORE_MOVES: readonly MoveName[] = MOVE_NAMES.filter((n) => !ARENA_ONLY.includes(n));

export const exploreMoves = valheimRules.bgioMoves(EXPLORE_MOVES);
export const arenaMoves = valheimRules.bgioMoves(ARENA_MOVES);
