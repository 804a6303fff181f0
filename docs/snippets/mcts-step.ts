// boardgame.io's stock MCTSBot driving a client through `Step`, as its docs show it. It reads the whole
// state (including the opponent's hidden God Favors): a benchmark opponent, not a fair one (see Bots).
import { createRequire } from 'node:module';
import { Orlog } from '@skald/orlog';

const require = createRequire(import.meta.url);
const { Client } = require('boardgame.io/client') as typeof import('boardgame.io/client');
const { MCTSBot, Step } = require('boardgame.io/ai') as typeof import('boardgame.io/ai');

const game = { ...Orlog, seed: 'docs-mcts' };
const client = Client({ game, numPlayers: 2 });
client.start();
const bot = new MCTSBot({
  game,
  enumerate: Orlog.ai!.enumerate,
  iterations: 40,
  playoutDepth: 30,
  seed: 'docs',
});
let moves = 0;
while (!client.getState()!.ctx.gameover) {
  await Step(client, bot);
  moves++;
}
console.log(`MCTSBot played both seats: ${moves} moves, ${JSON.stringify(client.getState()!.ctx.gameover)}`);
