import type { GameModule } from '@skald/core';
import { core, describeMove, determinize } from './ai.js';
import { valheimCampaign } from './campaign.js';
import { descriptor } from './descriptor.js';
import { Valheim } from './game.js';
import { invariants } from './invariants.js';
import { valheimShape } from './rules/shape.js';
import type { ValheimState } from './state.js';

export { core, describeMove, determinize, enumerate } from './ai.js';
export { newCarry, type ValheimSave, valheimCampaign } from './campaign.js';
export * from './data/campaign.js';
export * from './data/consumables.js';
export * from './data/creatures.js';
export * from './data/dice.js';
export * from './data/equipment.js';
export * from './data/events.js';
export * from './data/food.js';
export * from './data/forsaken.js';
export * from './data/furniture.js';
export * from './data/haldor.js';
export * from './data/map.js';
export * from './data/player.js';
export * from './data/resources.js';
export * from './data/rules-text.js';
export * from './data/scenario.js';
export * from './data/skills.js';
export type { Source, Sourced } from './data/source.js';
export { descriptor } from './descriptor.js';
export { Valheim } from './game.js';
export { heuristicMove } from './heuristic.js';
export { invariants } from './invariants.js';
export { GREEDY_SHARE, playoutMove } from './playout.js';
export { activeSeats, actor, legalMoves, MOVE_NAMES, type MoveName } from './rules/apply.js';
export { newContext, type SearchContext } from './rules/context.js';
export { gearHeld } from './rules/objective.js';
export { MAX_SHIPS } from './rules/ships.js';
export { applyMove, isLegal, valheimRules } from './rules/table.js';
export { setupState, type ValheimSetupData } from './setup.js';
export * from './state.js';
export { playerView, type ValheimView } from './view.js';

/** Everything the registry, app, server, bots and conformance suite need about Valheim. */
export const gameModule: GameModule<ValheimState> = {
  game: Valheim,
  descriptor,
  determinize,
  describeMove,
  invariants,
  stateShape: valheimShape,
  core,
  campaign: valheimCampaign,
};
