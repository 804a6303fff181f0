import type { GameDescriptor } from '@skald/core';

/** The game's catalogue entry: title, player counts, traits and move cap. */
export const descriptor: GameDescriptor = {
  id: 'assault-of-the-giants',
  title: 'D&D Assault of the Giants',
  description:
    'Six giant races fight over the Savage Frontier: play commands into your row, claim events, battle with combat dice and earn the most Ordning Points before the Endgame. 3–6 players; NPC races fill empty seats.',
  minPlayers: 3,
  maxPlayers: 6,
  cooperative: false,
  chance: true,
  hiddenInformation: true,
  simultaneous: false,
  setupOptions: {},
  // Seeded random play (40 games per player count): longest 3p 812 moves, 6p 1381; the cap leaves room.
  maxMoves: 20000,
};
