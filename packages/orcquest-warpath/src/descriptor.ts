import type { GameDescriptor } from '@skald/core';
import { lineupOption, orcQuestCampaign } from './campaign.js';

/** How Skald describes OrcQuest WarPath: id, title, player counts and setup options. */
export const descriptor: GameDescriptor = {
  id: 'orcquest-warpath',
  title: 'OrcQuest WarPath',
  description:
    'Co-op dungeon crawler where the Orcs are the Heroes: sneak, smash and brawl through a farm on a 10x10-tile grid with line of sight, combat dice and enemy groups (Chapter 1, Quests 1 to 3, 1-4 Heroes).',
  minPlayers: 1,
  maxPlayers: 4,
  cooperative: true,
  chance: true,
  // The order of the Event deck and of the face-down Presence Pools.
  hiddenInformation: true,
  simultaneous: false,
  setupOptions: {},
  // A campaign save carries the Badass Track into the next Quest (line 161); absent: a new campaign.
  structuredOptions: { campaign: orcQuestCampaign.option(), heroes: lineupOption },
  // 12 turns at most; seeded random play over 400 games (1-4 Heroes, pure rules): longest 175 moves.
  maxMoves: 3000,
  // Bots: playouts cut 8 moves past the tree leaf and scored by `core.evaluate` (20 buried the route progress in noise).
  playoutDepth: 8,
};
