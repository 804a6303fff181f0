import type { GameModule } from '@skald/core';
import { core, describeMove, determinize } from './ai.js';
import { descriptor } from './descriptor.js';
import { TemplateGame } from './game.js';
import { invariants } from './invariants.js';
import { templateGameShape } from './rules/shape.js';
import type { TemplateGameState } from './state.js';

export { core, describeMove, determinize, enumerate } from './ai.js';
export * from './data/die.js';
export * from './data/texts.js';
export { descriptor } from './descriptor.js';
export { TemplateGame } from './game.js';
export { invariants } from './invariants.js';
export * from './rules/play.js';
export * from './rules/shape.js';
export * from './rules/table.js';
export { setupState, type TemplateGameSetupData } from './setup.js';
export * from './state.js';
export { playerView } from './view.js';

export const gameModule: GameModule<TemplateGameState> = {
  game: TemplateGame,
  descriptor,
  determinize,
  invariants,
  stateShape: templateGameShape,
  core,
  describeMove,
};
