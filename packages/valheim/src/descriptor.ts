import type { GameDescriptor } from '@skald/core';
import { valheimCampaign } from './campaign.js';
import { SCENARIO_IDS } from './data/scenario.js';

/** What Valheim tells the registry, app, server and bots: co-op for 1–4, its scenario and mode options. */
export const descriptor: GameDescriptor = {
  id: 'valheim',
  title: 'Valheim: The Board Game',
  description:
    'Co-op for 1–4 Vikings: explore the realm, gather and craft, survive the Forsaken’s events, then summon the Forsaken and defeat it in its arena; nine scenarios and a campaign.',
  minPlayers: 1,
  maxPlayers: 4,
  cooperative: true,
  chance: true,
  hiddenInformation: true,
  simultaneous: false,
  setupOptions: {
    scenario: {
      kind: 'enum',
      values: SCENARIO_IDS,
      default: 'eikthyr-1',
      label: 'Scenario',
      help: 'Two per Forsaken: 1 and 5 Eikthyr (5: a stag on an island), 2 and 6 The Elder (6: slay the Troll), 3 and 7 Bonemass (7: an iron offering), 4 and 8 Moder (8: slay the Stone Golem); maps and cards are reconstructed, see the README',
    },
    mode: {
      kind: 'enum',
      values: ['single', 'campaign'],
      default: 'single',
      label: 'Mode',
      help: 'A single scenario, or a new campaign: the four Forsaken in order, metals locked until unlocked',
    },
  },
  // A campaign save carries rewards, health and stamina into the next scenario (lines 575–617).
  structuredOptions: { campaign: valheimCampaign.option() },
  // Bounded by the event deck (20 cards + 4 gifts + 5 counter cubes = at most 29 turn ends) times a turn's
  // moves; measured below in the conformance playouts.
  maxMoves: 4000,
  // Bots: cut playouts after a turn or so and score them with \`core.evaluate\` (a turn is ~5–10 moves).
  playoutDepth: 8,
};
