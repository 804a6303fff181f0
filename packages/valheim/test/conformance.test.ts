import { runConformance } from '@skald/testing';
import { gameModule } from '../src/index.js';

// The first scenario at every player count runs from the registry (packages/games/test/conformance.test.ts).
// The other three scenarios and a new campaign: fewer playouts each (the shared machine), every player count.
runConformance(gameModule, {
  games: 8,
  deepGames: 1,
  seedPrefix: 'scenarios',
  matrix: [
    { numPlayers: 1, setupData: { scenario: 'elder-2' } },
    { numPlayers: 2, setupData: { scenario: 'bonemass-3' } },
    { numPlayers: 3, setupData: { scenario: 'moder-4' } },
    { numPlayers: 4, setupData: { scenario: 'elder-2' } },
    { numPlayers: 2, setupData: { mode: 'campaign' } },
  ],
});

// Scenarios 5–9 (island stag, Troll with Haldor's island, iron offering with an island, Stone Golem, the
// hunter's gear): a few playouts each.
runConformance(gameModule, {
  games: 4,
  deepGames: 1,
  seedPrefix: 'more-scenarios',
  matrix: [
    { numPlayers: 2, setupData: { scenario: 'eikthyr-5' } },
    { numPlayers: 1, setupData: { scenario: 'elder-6' } },
    { numPlayers: 3, setupData: { scenario: 'bonemass-7' } },
    { numPlayers: 4, setupData: { scenario: 'moder-8' } },
    { numPlayers: 2, setupData: { scenario: 'eikthyr-9' } },
  ],
});
