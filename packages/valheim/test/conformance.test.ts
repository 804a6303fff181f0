import { runConformance } from '@skald/testing';
import { gameModule } from '../src/index.js';

runConformance(gameModule, {
  games: 50,
  deepGames: 2,
  matrix: [{ numPlayers: 1 }, { numPlayers: 2 }, { numPlayers: 3 }, { numPlayers: 4 }],
});
