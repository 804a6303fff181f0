import type { AiMove } from '@skald/core';
import { templateGameRules } from './rules/table.js';
import type { TemplateGameState } from './state.js';

/** `ai.enumerate`: the legal moves of `playerID` now (the rules list them). */
export const enumerate = templateGameRules.enumerate;

/** Nothing is hidden, so there is nothing to re-deal. */
export function determinize(G: TemplateGameState): TemplateGameState {
  return G;
}

/** A readable action string (OpenSpiel's ActionToString), for logs and golden transcripts: the move's own. */
export function describeMove(G: TemplateGameState, move: AiMove, playerID: string): string {
  return templateGameRules.describe(G, move, playerID);
}

/** The rules core the bots search on, derived from the move table. */
export const core = templateGameRules.core;
