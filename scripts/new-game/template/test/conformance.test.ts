import { runConformance } from '@skald/testing';
import { gameModule } from '../src/index.js';

runConformance(gameModule, {
  games: 30,
  matrix: [{ numPlayers: 2 }, { numPlayers: 4, setupData: { target: 10 } }],
});
