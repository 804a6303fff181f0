import { runConformance } from '@skald/testing';
import { games } from '../src/index.js';

/**
 * Every registered game, every player count it supports, 30 seeded games each through boardgame.io's
 * reducer: the whole conformance suite (moves, fuzz, views, determinize, forged client events, the rules
 * core's agreement, invariants). A new game inherits it by being registered; a package's own conformance
 * test adds only what the registry cannot know (setupData variants: modes, scenarios, campaigns).
 */
const GAMES_PER_COUNT = 30;

for (const module of games) {
  const { minPlayers, maxPlayers } = module.descriptor;
  runConformance(module, {
    games: GAMES_PER_COUNT,
    deepGames: 2,
    deepStatesPerGame: 4,
    seedPrefix: `registry/${module.descriptor.id}`,
    matrix: Array.from({ length: maxPlayers - minPlayers + 1 }, (_, i) => ({ numPlayers: minPlayers + i })),
  });
}
