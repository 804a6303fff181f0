import { giantsRules } from './rules/table.js';

export const TURN_MOVES = [
  'claim',
  'cast',
  'play',
  'march',
  'payToll',
  'fly',
  'recruit',
  'swap',
  'offer',
  'force',
  'giveBack',
  'attack',
  'slayerRecruit',
  'slayerMove',
  'slayerAssault',
  'done',
] as const;
export const BATTLE_MOVES = ['reroll', 'cast', 'spend', 'convert', 'soak'] as const;
export const RESPOND_MOVES = ['accept', 'refuse'] as const;

/**
 * The boardgame.io moves of each stage, derived from the one move table (`rules/table.ts`): each reads the
 * plain G behind the Immer draft, checks its arguments, applies the move on a copy with the match's random
 * numbers and answers INVALID_MOVE for anything illegal. All run on the server only: most may draw from
 * the hidden Resource deck or roll.
 */
export const turnMoves = giantsRules.bgioMoves(TURN_MOVES);
export const battleMoves = giantsRules.bgioMoves(BATTLE_MOVES);
export const respondMoves = giantsRules.bgioMoves(RESPOND_MOVES);
