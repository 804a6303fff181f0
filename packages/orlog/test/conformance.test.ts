import { runConformance } from '@skald/testing';
import { gameModule } from '../src/index.js';

runConformance(gameModule, {
  games: 200,
  matrix: [
    { numPlayers: 2, setupData: { mode: 'beginner' } },
    { numPlayers: 2, setupData: { mode: 'casual' } },
    { numPlayers: 2, setupData: { mode: 'expert' } },
    // The rulings flipped to their alternatives: the rules must hold under every option.
    {
      numPlayers: 2,
      setupData: {
        mode: 'casual',
        tyrPriority: 1,
        vidarrCost2: 3,
        skadiCosts: '6/8/10',
        freyjaDice: 'table',
        freyrTieBreak: 'random',
        sacrificeFloor: 0,
      },
    },
  ],
});
