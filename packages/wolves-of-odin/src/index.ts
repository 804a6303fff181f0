import type { GameModule } from '@skald/core';
import { core, describeMove, determinize } from './ai.js';
import { descriptor } from './descriptor.js';
import { stateFromView } from './from-view.js';
import { WolvesOfOdin } from './game.js';
import { invariants } from './invariants.js';
import { wolvesShape } from './rules/shape.js';
import type { WolvesState } from './state.js';

export { core, describeMove, determinize, enumerate } from './ai.js';
export * from './data/index.js';
export * from './data/texts.js';
export { descriptor } from './descriptor.js';
export { HIDDEN_CARD, stateFromView } from './from-view.js';
export { WolvesOfOdin } from './game.js';
export { invariants } from './invariants.js';
export { paymentOptions, summonCost } from './rules/deities.js';
export * from './rules/engine.js';
export { evaluate, HEURISTIC } from './rules/evaluate.js';
export { decideWinner, glory, gloryScores, rankLines } from './rules/flow.js';
export { cloneState, wolvesShape } from './rules/shape.js';
export { canJoinLine, lineStrength, rawLineStrength, unitStrength } from './rules/strength.js';
export { applyMove, wolvesRules } from './rules/table.js';
export { validMove } from './rules/validate.js';
export type * from './state.js';
export { type PlayerView, playerView, viewFor, type WolvesView } from './view.js';

/** The module the registry, app, server and bots use; `describeMove` gives readable action strings. */
export const gameModule: GameModule<WolvesState> = {
  stateFromView,
  game: WolvesOfOdin,
  descriptor,
  determinize,
  invariants,
  stateShape: wolvesShape,
  core,
  describeMove,
};
