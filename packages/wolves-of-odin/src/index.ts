import type { GameModule } from '@skald/core';
import { core, determinize } from './ai.js';
import { descriptor, WolvesOfOdin } from './game.js';
import { invariants } from './invariants.js';
import type { WolvesState } from './rules/types.js';

export { core, determinize, enumerate } from './ai.js';
export * from './data/index.js';
export * from './data/texts.js';
export { descriptor, WolvesOfOdin } from './game.js';
export { invariants } from './invariants.js';
export { paymentOptions, summonCost } from './rules/deities.js';
export * from './rules/engine.js';
export { decideWinner, glory, rankLines } from './rules/flow.js';
export { canJoinLine, lineStrength, rawLineStrength, unitStrength } from './rules/strength.js';
export type * from './rules/types.js';
export { type PlayerView, playerView, viewFor, type WolvesView } from './view.js';

export const gameModule: GameModule<WolvesState> = {
  game: WolvesOfOdin,
  descriptor,
  determinize,
  invariants,
  core,
};
