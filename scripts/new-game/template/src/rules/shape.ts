import { part, stateShape } from '@skald/core';
import type { TemplateGameState } from '../state.js';

/**
 * The state's shape (core's `stateShape`), key by key in G's order: how each part is copied. A rule that
 * changes a state in place starts from `templateGameShape.copy(state)`; a part marked `part.shared` is only ever
 * replaced. The conformance suite checks that the shape describes every key of G and that no move writes
 * to its input. (This game's rules build new states with spreads, so they need no copy.)
 */
export const templateGameShape = stateShape<TemplateGameState>({
  scores: part.list,
  turnTotal: part.value,
  lastRoll: part.value,
  current: part.value,
  target: part.value,
  result: part.json,
});
