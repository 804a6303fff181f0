/**
 * Scale-out: two server processes on different ports share one PostgreSQL and one Redis. The two players
 * of a match are connected to different processes; the match plays to the end and each player sees every
 * state. The game is Orlog once it is registered (override with SCALE_GAME=<name>), else the fixture.
 */
import type { State } from 'boardgame.io';
import { expect } from 'chai';
import { playToEnd, scaleGame } from './helpers/driver.js';
import { openMatch } from './helpers/lobby.js';
import { type ServerProcess, spawnServer } from './helpers/process.js';
import { Seat } from './helpers/seat.js';
import { ensureServices } from './helpers/services.js';

describe('scale-out: two processes, shared PostgreSQL + Redis (real processes)', function () {
  this.timeout(120_000);
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;

  before(async function () {
    const found = ensureServices();
    if ('reason' in found) {
      console.warn(`SKIPPED (scale-out): ${found.reason}`);
      this.skip();
    }
    const env = {
      DATABASE_URL: found.services.databaseUrl,
      REDIS_URL: found.services.redisUrl,
      SOCKET_TRANSPORTS: 'websocket',
    };
    [a, b] = await Promise.all([spawnServer('skald', env), spawnServer('skald', env)]);
  });

  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('plays a match to the end with its players on different processes', async () => {
    const game = await scaleGame();
    const { matchID, credentials } = await openMatch(a!.url, game.name);
    const p0 = await Seat.connect(a!.url, game.name, matchID, '0', credentials[0]);
    const p1 = await Seat.connect(b!.url, game.name, matchID, '1', credentials[1]);
    await p0.sync();
    await p1.sync();
    // Each process subscribed to the match channel when its player synced; seeing the other player's
    // connection (matchData through Redis) proves both subscriptions are live.
    const bothConnected = (s: Seat) => () =>
      s.matchData.some((d) => (d as { isConnected?: boolean }[]).every((p) => p.isConnected));
    await p0.waitFor(bothConnected(p0), 'p0 sees both connected');
    await p1.waitFor(bothConnected(p1), 'p1 sees both connected');

    const final = await playToEnd([p0, p1], game.enumerate, { seed: 3, stepTimeoutMs: 10_000 });
    await p0.waitForStateID(final._stateID);
    await p1.waitForStateID(final._stateID);
    const ids = (s: Seat) => new Set(s.states.map((st: State) => st._stateID));
    for (const seat of [p0, p1]) {
      for (let id = 0; id <= final._stateID; id++)
        expect(ids(seat).has(id), `seat ${seat.playerID} saw ${id}`).to.equal(true);
      expect(seat.latest!.ctx.gameover).to.deep.equal(final.ctx.gameover);
    }
    expect(final._stateID).to.be.greaterThan(3);
    p0.close();
    p1.close();
    // Both processes served the match: each logged no failed update.
    for (const server of [a!, b!]) {
      expect(server.events().filter((e) => e.event === 'update_failed')).to.deep.equal([]);
    }
  });
});
