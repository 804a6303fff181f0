import { defineRules } from '@skald/core';
import { type OrlogState, seatOf } from '../state.js';
import { activeSeats, legalMoves, MOVES } from './apply.js';
import { evaluate } from './evaluate.js';

/**
 * Orlog's rules, declared once (core's `defineRules`): the boardgame.io moves (`moves.ts`), `ai.enumerate`,
 * the legality check and the bots' rules core all come from this one table. G is the core state: it holds
 * the whole flow.
 */
export const orlogRules = defineRules<OrlogState>({
  id: 'orlog',
  moves: MOVES,
  seatOf: (_s, playerID) => seatOf(playerID),
  activeSeats,
  legalMoves: (s, seat) => legalMoves(s, seat as 0 | 1),
  gameover: (s) => s.result ?? undefined,
  evaluate,
});

/** Check and apply one move by name: the new state (the input untouched), or null when it is not legal. */
export const applyMove = orlogRules.applyMove;
