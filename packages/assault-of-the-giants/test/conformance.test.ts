import { runConformance } from '@skald/testing';
import { gameModule } from '../src/index.js';

// Game counts are kept small while the machine is shared (see the README's status).
runConformance(gameModule, {
  games: Number(process.env.GIANTS_CONFORMANCE_GAMES ?? 5),
  deepGames: 1,
  deepStatesPerGame: 3,
  matrix: [3, 4, 5, 6].map((numPlayers) => ({ numPlayers })),
});
