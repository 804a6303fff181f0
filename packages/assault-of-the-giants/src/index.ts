import type { GameModule } from '@skald/core';
import { core, describeMove, determinize } from './ai.js';
import { descriptor } from './descriptor.js';
import { stateFromView } from './from-view.js';
import { AssaultOfTheGiants } from './game.js';
import { invariants } from './invariants.js';
import { giantsShape } from './rules/shape.js';
import type { GiantsState } from './state.js';

export { core, describeMove, determinize, enumerate } from './ai.js';
export * from './data/index.js';
export { descriptor } from './descriptor.js';
export { EVALUATION, evaluate, gameLeft, strengths } from './evaluate.js';
export { HIDDEN, stateFromView } from './from-view.js';
export { AssaultOfTheGiants } from './game.js';
export { invariants } from './invariants.js';
export { effectBonus, permanentEffects } from './rules/effects.js';
export { activeSeats, legalMoves, type Move } from './rules/engine.js';
export { winner } from './rules/ordning.js';
export { cloneState as clone, giantsShape } from './rules/shape.js';
export { applyMove, giantsRules } from './rules/table.js';
export { setupState } from './setup.js';
export type * from './state.js';
export { type GiantsView, type PlayerView, playerView, viewFor } from './view.js';

/** Everything Skald needs to host and play the game: game, descriptor, bots' core, view, invariants. */
export const gameModule: GameModule<GiantsState> = {
  stateFromView,
  game: AssaultOfTheGiants,
  descriptor,
  determinize,
  invariants: (G) => invariants(G),
  stateShape: giantsShape,
  core,
  describeMove,
};
