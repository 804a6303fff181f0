/** What the registry, the app, the server and the bots need to know about Wolves of Odin. */
import type { GameDescriptor } from '@skald/core';
import { RULES } from './data/constants.js';

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
};
