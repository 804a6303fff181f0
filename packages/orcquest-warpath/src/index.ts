import type { GameModule } from '@skald/core';
import { core, describeMove, determinize } from './ai.js';
import { orcQuestCampaign } from './campaign.js';
import { descriptor } from './descriptor.js';
import { OrcQuest } from './game.js';
import { invariants } from './invariants.js';
import { orcQuestShape } from './rules/shape.js';
import type { OrcQuestState } from './state.js';

export { core, describeMove, determinize, enumerate } from './ai.js';
export { NEW_CAMPAIGN, type OrcQuestCarry, type OrcQuestSave, orcQuestCampaign } from './campaign.js';
export * from './data/alert.js';
export * from './data/bosses.js';
export * from './data/dice.js';
export * from './data/effects.js';
export * from './data/enchants.js';
export * from './data/enemies.js';
export * from './data/events.js';
export * from './data/heroes.js';
export * from './data/loot.js';
export * from './data/patrols.js';
export * from './data/quest1.js';
export * from './data/quest2.js';
export * from './data/quest3.js';
export * from './data/quests.js';
export * from './data/skill-shop.js';
export * from './data/skills.js';
export * from './data/stuff.js';
export * from './data/texts.js';
export * from './data/types.js';
export { descriptor } from './descriptor.js';
export { evaluate } from './evaluate.js';
export { OrcQuest } from './game.js';
export { invariants } from './invariants.js';
export { attackOptions, heroLineOfSight, isLegal } from './plain-rules.js';
export { activeSeats, applyMove, legalMoves, MOVE_NAMES, type MoveName } from './rules/apply.js';
// For boards: the static map of a Quest and the rules' own line of sight (highlighting what a Hero sees).
export { type Board, buildBoard, edgeKey, questBoard, terrainAt } from './rules/board/board.js';
export { dangerZones, shift } from './rules/board/geometry.js';
export { effectNames } from './rules/characters/effects.js';
export {
  ARTIFACT,
  BODY,
  INVENTORY,
  inventoryWeight,
  itemAt,
  itemWeight,
  overloaded,
  resourcesOf,
} from './rules/characters/gear.js';
export { resolveCombat } from './rules/combat/dice.js';
export { extraApCost } from './rules/heroes/hero.js';
export { type HeroCarry, type QuestSave, questSave } from './rules/phases/quest-end.js';
export { orcQuestRules } from './rules/table.js';
export { covers, footprint, isMassive } from './rules/world.js';
export { carryOf, type LineupFate, lineupPlan, type OrcQuestSetupData, setupState } from './setup.js';
export * from './state.js';
export { type OrcQuestView, playerView } from './view.js';

/**
 * OrcQuest WarPath as a Skald game module: game, descriptor, bot hooks, invariants, state shape, campaign.
 */
export const gameModule: GameModule<OrcQuestState> = {
  game: OrcQuest,
  descriptor,
  determinize,
  invariants,
  stateShape: orcQuestShape,
  core,
  describeMove,
  clientEvents: [],
  campaign: orcQuestCampaign,
};
export { attackWords, diceWords, effectWords, enemyWords, squareName } from './rules/words.js';
