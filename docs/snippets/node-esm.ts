// A match in plain Node ESM (compiled with `module: NodeNext`, run with `node`). boardgame.io 0.50.2 has no
// `exports` map, so `import { Client } from 'boardgame.io/client'` fails there with ERR_UNSUPPORTED_DIR_IMPORT:
// load its CommonJS entry points through createRequire and take their types from `typeof import(…)`.
import { createRequire } from 'node:module';
import { Orlog } from '@skald/orlog';
import { Valheim } from '@skald/valheim';
import type { Game } from 'boardgame.io';

const require = createRequire(import.meta.url);
const { Client } = require('boardgame.io/client') as typeof import('boardgame.io/client');
const { RandomBot, Step } = require('boardgame.io/ai') as typeof import('boardgame.io/ai');

/** Plays one seeded match with boardgame.io's RandomBot on every seat; returns the moves and the result. */
async function playOut<G>(game: Game<G>, numPlayers: number) {
  const client = Client({ game: { ...game, seed: 'docs' }, numPlayers });
  client.start();
  const bot = new RandomBot({ enumerate: game.ai!.enumerate, seed: 'docs' });
  let moves = 0;
  while (!client.getState()!.ctx.gameover && moves < 5000) {
    await Step(client, bot);
    moves++;
  }
  client.stop();
  return { moves, gameover: client.getState()!.ctx.gameover };
}

const orlog = await playOut(Orlog, 2);
const valheim = await playOut(Valheim, 2);
console.log(`orlog: ${orlog.moves} moves, ${JSON.stringify(orlog.gameover)}`);
console.log(`valheim: ${valheim.moves} moves, ${JSON.stringify(valheim.gameover)}`);
if (!orlog.gameover || !valheim.gameover) throw new Error('a match did not finish');
