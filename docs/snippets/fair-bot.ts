import { createRequire } from 'node:module';
import { FairBot, fairBot } from '@skald/bots';
import { gameModule, Orlog } from '@skald/orlog';

const require = createRequire(import.meta.url);
const { Client } = require('boardgame.io/client') as typeof import('boardgame.io/client');
const { Local } = require('boardgame.io/multiplayer') as typeof import('boardgame.io/multiplayer');
const { Step } = require('boardgame.io/ai') as typeof import('boardgame.io/ai');

// Step, Simulate, a plain client: a bot object with its own seed and a budget (timeMs or iterations).
const client = Client({ game: { ...Orlog, seed: 'table-7' }, numPlayers: 2 });
client.start();
const bot = new FairBot({ module: gameModule, seed: 'table-7', timeMs: 300 });
const action = await Step(client, bot);
// payload.metadata: a small JSON summary of the search (iterations, simulated moves, ms, root visits and
// mean reward), not a tree, so it is safe to send over a socket.
console.log(
  `seat ${action?.payload.playerID} plays ${action?.payload.type}: ${JSON.stringify(action?.payload.metadata)}`,
);

// Local({ bots }): boardgame.io constructs Local bots itself with only { game, enumerate, seed }.
const local = Client({
  game: Orlog,
  numPlayers: 2,
  playerID: '0',
  multiplayer: Local({ bots: { '1': fairBot(gameModule, { iterations: 500 }) } }),
});
local.start();
local.stop();
