import { runConformance } from '@skald/testing';
import { gameModule } from '../src/index.js';

runConformance(gameModule, {
  games: 100,
  matrix: [{ numPlayers: 3 }, { numPlayers: 4 }, { numPlayers: 5 }],
});
