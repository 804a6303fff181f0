// Development only: a plain boardgame.io server for `pnpm dev` (Vite proxies /games and /socket.io here).
// `pnpm start` runs the hardened @skald/server instead.
import { createRequire } from 'node:module';
import { games } from '@skald/games';

const require = createRequire(import.meta.url);
const { Server, Origins } = require('boardgame.io/server') as typeof import('boardgame.io/server');

const port = Number(process.env.PORT ?? 8000);
const server = Server({ games: games.map((m) => m.game), origins: [Origins.LOCALHOST] });
server.run({ port, callback: () => console.log(`dev server on http://localhost:${port}`) });
