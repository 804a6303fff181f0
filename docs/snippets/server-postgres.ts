// The same server on PostgreSQL (bgio-postgres): give `databaseUrl` (env DATABASE_URL for the CLI), and
// add `redisUrl` (REDIS_URL) to run several processes behind one load balancer.
import { createJsonLogger, createSkaldServer } from '@skald/server';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://skald:skald@127.0.0.1:5432/skald';
const server = await createSkaldServer({
  port: 0,
  host: '127.0.0.1',
  databaseUrl,
  logger: createJsonLogger('warn'),
});
const { port } = await server.start();

const lobby = `http://127.0.0.1:${port}/games/wolves-of-odin`;
const created = await fetch(`${lobby}/create`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ numPlayers: 3 }),
});
const { matchID } = (await created.json()) as { matchID: string };
const listed = (await (await fetch(lobby)).json()) as { matches: { matchID: string }[] };
if (!listed.matches.some((m) => m.matchID === matchID)) throw new Error('the match is not in PostgreSQL');
console.log(`postgres: match ${matchID} listed from the database`);
await server.stop();
