import type { GameDescriptor } from '@skald/core';
import { valheimCampaign } from './campaign.js';

export const descriptor: GameDescriptor = {
  id: 'valheim',
  title: 'Valheim: The Board Game',
  description:
    'Co-op for 1–4 Vikings: explore the realm, gather and craft, survive the Forsaken’s events, then summon the Forsaken and defeat it in its arena; four scenarios and a campaign.',
  minPlayers: 1,
  maxPlayers: 4,
  cooperative: true,
  chance: true,
  hiddenInformation: true,
  simultaneous: false,
  setupOptions: {
    scenario: {
      kind: 'enum',
      values: ['eikthyr-1', 'elder-2', 'bonemass-3', 'moder-4'],
      default: 'eikthyr-1',
      label: 'Scenario',
      help: 'One Forsaken per scenario: Eikthyr, The Elder, Bonemass, Moder (maps and cards are reconstructed, see the README)',
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
