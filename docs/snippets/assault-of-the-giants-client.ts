import { createRequire } from 'node:module';
import { AssaultOfTheGiants, descriptor, gameModule } from '@skald/assault-of-the-giants';

// In an app built with a bundler: import { Client } from 'boardgame.io/client' (and /multiplayer).
// Under plain Node ESM those imports fail (ERR_UNSUPPORTED_DIR_IMPORT); require them instead:
const require = createRequire(import.meta.url);
const { Client } = require('boardgame.io/client') as typeof import('boardgame.io/client');
const { Local } = require('boardgame.io/multiplayer') as typeof import('boardgame.io/multiplayer');

const client = Client({ game: AssaultOfTheGiants, numPlayers: 4, multiplayer: Local(), playerID: '0' });
client.start();
console.log(
  `${descriptor.title}: seat 0 joined, ${gameModule.game.name} in phase ${client.getState()?.ctx.phase}`,
);
client.stop();
// Lobby: POST /games/assault-of-the-giants/create { numPlayers: 4 }
