import type { GameDescriptor } from '@skald/core';

export const descriptor: GameDescriptor = {
  id: 'valheim',
  title: 'Valheim: The Board Game',
  description:
    'Co-op for 1–4 Vikings: explore the Meadows, gather and craft, survive the Forsaken’s events, then summon Eikthyr and defeat him in his arena.',
  minPlayers: 1,
  maxPlayers: 4,
  cooperative: true,
  chance: true,
  hiddenInformation: true,
  simultaneous: false,
  setupOptions: {
    scenario: {
      kind: 'enum',
      values: ['eikthyr-1'],
      default: 'eikthyr-1',
      label: 'Scenario',
      help: 'Scenario 1: Eikthyr (the only one so far; its map and cards are reconstructed, see the README)',
    },
  },
  // Bounded by the event deck (20 cards + 4 gifts + 5 counter cubes = at most 29 turn ends) times a turn's
  // moves; measured below in the conformance playouts.
  maxMoves: 4000,
};
