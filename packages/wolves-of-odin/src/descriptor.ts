/** What the registry, the app, the server and the bots need to know about Wolves of Odin. */
import type { GameDescriptor } from '@skald/core';
import { RULES } from './data/constants.js';

/** The game's catalogue entry: title, player counts, traits and move cap. */
export const descriptor: GameDescriptor = {
  id: 'wolves-of-odin',
  title: 'Wolves of Odin',
  description:
    'Norse card game for 3–5: build your line of warriors, sabotage your rivals’ lines, sacrifice to summon Deities, and win Glory before Ragnarök.',
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  cooperative: false,
  chance: true,
  hiddenInformation: true,
  simultaneous: true,
  setupOptions: {},
  maxMoves: 20000,
  // Fair-bot playouts stop 8 moves past the tree leaf (about one turn of each seat) and are scored by
  // `core.evaluate`: a decision then costs ~90 ms of CPU at the default 500 iterations (README, Bots).
  playoutDepth: 8,
};
