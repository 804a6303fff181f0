import { runConformance } from '@skald/testing';
import { gameModule } from '../src/index.js';

runConformance(gameModule, {
  games: 30,
  deepGames: 2,
  matrix: [
    { numPlayers: 1 },
    { numPlayers: 2 },
    { numPlayers: 4 },
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
  ],
});
