import { runConformance } from '@skald/testing';
import { gameModule } from '../src/index.js';

const SWORD = { card: 'sword', rekup: false, enchants: [], fresh: false };

// Quest 1 at every player count runs from the registry (packages/games/test/conformance.test.ts); here the
// campaign's later Quests and carried-over Heroes.
runConformance(gameModule, {
  games: 30,
  deepGames: 2,
  matrix: [
    {
      numPlayers: 3,
      setupData: {
        campaign: {
          campaign: 'orcquest-warpath',
          version: 1,
          scenario: 'c1q1',
          carry: { badass: 12, badassLimit: 20 },
        },
      },
    },
    {
      numPlayers: 2,
      setupData: {
        campaign: {
          campaign: 'orcquest-warpath',
          version: 1,
          scenario: 'c1q2',
          carry: { badass: 3, badassLimit: 26 },
        },
      },
    },
    {
      numPlayers: 2,
      setupData: {
        campaign: {
          campaign: 'orcquest-warpath',
          version: 1,
          scenario: 'c1q3',
          carry: { badass: 5, badassLimit: 30 },
        },
      },
    },
    {
      // After a won Quest: the camp between Quests first (lines 738-740); Mek takes Thalla's place and is
      // brought up to level there, Mandar joins with his starting allowance (742-746).
      numPlayers: 3,
      setupData: {
        campaign: {
          campaign: 'orcquest-warpath',
          version: 1,
          scenario: 'c1q2',
          carry: {
            badass: 14,
            badassLimit: 30,
            heroes: [
              {
                hero: 'orrus',
                gear: { hands: [SWORD], body: null, artifact: null },
                inventory: [
                  { ...SWORD, card: 'bow' },
                  { ...SWORD, card: 'wood2' },
                ],
                learned: ['orrus-lightning'],
              },
              {
                hero: 'thalla',
                gear: { hands: [{ ...SWORD, card: 'bow' }], body: null, artifact: null },
                inventory: [],
                learned: ['thalla-combat-2'],
              },
            ],
          },
        },
        heroes: ['orrus', 'mek', 'mandar'],
      },
    },
  ],
});
