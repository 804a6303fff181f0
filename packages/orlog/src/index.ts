import type { GameModule } from '@skald/core';
import { core, describeMove, determinize, hiddenItems } from './ai.js';
import { descriptor } from './descriptor.js';
import { Orlog } from './game.js';
import { invariants } from './invariants.js';
import { orlogShape } from './rules/shape.js';
import type { OrlogState } from './state.js';

export { core, describeMove, determinize, enumerate, hiddenItems } from './ai.js';
export * from './data/dice.js';
export * from './data/favors.js';
export * from './data/rulings.js';
export * from './data/texts.js';
export { descriptor } from './descriptor.js';
export { Orlog } from './game.js';
export { invariants } from './invariants.js';
export * from './rules/apply.js';
export { type ChoiceArg, choiceOptions, parseChoice } from './rules/choice.js';
export { resolveInPlace } from './rules/resolve.js';
export { cloneState, orlogShape } from './rules/shape.js';
export * from './rules/table.js';
export { type OrlogSetupData, resolveOrlogSetup, setupState } from './setup.js';
export * from './state.js';
export { type OrlogView, type PlayerView, playerView } from './view.js';

/** Everything Skald needs to host and play the game: game, descriptor, bots' core, view, invariants. */
export const gameModule: GameModule<OrlogState> = {
  game: Orlog,
  descriptor,
  determinize,
  hiddenItems,
  invariants,
  stateShape: orlogShape,
  core,
  describeMove,
};
