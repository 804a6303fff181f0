import type { GameDescriptor } from '@skald/core';

export const descriptor: GameDescriptor = {
  id: 'orcquest-warpath',
  title: 'OrcQuest WarPath',
  description:
    'Co-op dungeon crawler where the Orcs are the Heroes: sneak, smash and brawl through a farm on a 10x10-tile grid with line of sight, combat dice and enemy groups (Quest 1, 1-4 Heroes).',
  minPlayers: 1,
  maxPlayers: 4,
  cooperative: true,
  chance: true,
  // The order of the Event deck and of the face-down Presence Pools.
  hiddenInformation: true,
  simultaneous: false,
  // The Badass Track as it was at the end of the previous Quest (line 161): a campaign save (`questSave`).
  setupOptions: {
    badass: {
      kind: 'integer',
      min: 0,
      max: 30,
      default: 0,
      label: 'Badass points',
      help: 'Badass points carried over from the previous Quest (first game: 0)',
    },
    badassLimit: {
      kind: 'integer',
      min: 10,
      max: 30,
      default: 30,
      label: 'Badass Limit',
      help: 'Badass Limit carried over (first game: 30); Badass points above it are lost',
    },
  },
  // 12 turns at most; seeded random play over 400 games (1-4 Heroes): longest 162 moves.
  maxMoves: 3000,
};
