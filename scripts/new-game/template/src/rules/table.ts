import { defineRules, seatOf } from '@skald/core';
import type { TemplateGameState } from '../state.js';
import { activeSeats, legalMoves, MOVES } from './play.js';

/**
 * The game's rules, declared once: core's `defineRules` derives the boardgame.io moves (`moves.ts`),
 * `ai.enumerate`, the legality check and the bots' rules core from the move table, so there is one
 * dispatcher. G is the whole rule state, so the core works on G itself.
 */
export const templateGameRules = defineRules<TemplateGameState>({
  id: 'template-game',
  moves: MOVES,
  seatOf: (state, playerID) => seatOf(playerID, state.scores.length),
  activeSeats,
  legalMoves,
  gameover: (state) => state.result ?? undefined,
});

/** Check and apply one move by name: the new state (the input untouched), or null when it is not legal. */
export const applyMove = templateGameRules.applyMove;
