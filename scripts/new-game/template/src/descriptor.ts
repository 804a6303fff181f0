import type { GameDescriptor } from '@skald/core';

export const descriptor: GameDescriptor = {
  id: 'template-game',
  title: 'Template Game',
  description: 'A placeholder push-your-luck dice race: roll to gather points, hold to bank them.',
  minPlayers: 2,
  maxPlayers: 4,
  cooperative: false,
  chance: true,
  hiddenInformation: false,
  simultaneous: false,
  setupOptions: {
    target: {
      kind: 'integer',
      min: 10,
      max: 100,
      default: 30,
      label: 'Points to win',
      help: 'The first player to bank this many points wins.',
    },
  },
  // A random playout holds half the time, so games stay short; a playout this long is a bug.
  maxMoves: 3000,
};
