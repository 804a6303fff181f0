// The Skald server with its embedded SQLite store: every game of the registry, a match created through
// the Lobby API, a graceful stop. DATA_DIR picks the folder (`pnpm start` uses ./.data).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJsonLogger, createSkaldServer } from '@skald/server';

const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'skald-'));
const server = await createSkaldServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  logger: createJsonLogger('warn'),
});
const { port } = await server.start();

const lobby = `http://127.0.0.1:${port}/games/orlog`;
const created = await fetch(`${lobby}/create`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ numPlayers: 2, setupData: { mode: 'casual' } }),
});
const { matchID } = (await created.json()) as { matchID: string };
const match = (await (await fetch(`${lobby}/${matchID}`)).json()) as { players: unknown[] };
console.log(
  `sqlite: match ${matchID} stored in ${join(dataDir, 'skald.sqlite')}, ${match.players.length} seats`,
);
await server.stop();
