// CommonJS: `require` resolves boardgame.io's subpaths through their package.json, and every Skald package
// ships a CJS build beside the ESM one.
const { Client } = require('boardgame.io/client');
const { RandomBot, Step } = require('boardgame.io/ai');
const { Orlog, describeMove } = require('@skald/orlog');

async function main() {
  const client = Client({ game: { ...Orlog, seed: 'docs-cjs' }, numPlayers: 2 });
  client.start();
  const bot = new RandomBot({ enumerate: Orlog.ai.enumerate, seed: 'docs-cjs' });
  const before = client.getState().G;
  const first = await Step(client, bot); // the action it dispatched
  const { type, args, playerID } = first.payload;
  console.log(`first move: ${describeMove(before, { move: type, args }, playerID, client.getState().G)}`);
  while (!client.getState().ctx.gameover) await Step(client, bot);
  console.log(`orlog over: ${JSON.stringify(client.getState().ctx.gameover)}`);
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
