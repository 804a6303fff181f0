/**
 * Our server beyond the eight holes: every forbidden action type, throwing hooks, strict credentials,
 * limits, the Lobby API (pitfall 24), origins on the Lobby, /healthz, the SPA, JSON logs, graceful exit.
 * One real server process, plus a second one with tight limits and a static folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { createMatch, http, joinMatch, openMatch } from './helpers/lobby.js';
import { readState, settle } from './helpers/probe.js';
import { type ServerProcess, spawnServer } from './helpers/process.js';
import { Seat, twoSeats } from './helpers/seat.js';

const SPA = fileURLToPath(new URL('./fixtures/spa', import.meta.url));

describe('@skald/server hardening (real process)', function () {
  this.timeout(60_000);
  let server: ServerProcess;
  let tight: ServerProcess;
  const dirs = [mkdtempSync(join(tmpdir(), 'skald-hard-')), mkdtempSync(join(tmpdir(), 'skald-tight-'))];

  before(async () => {
    [server, tight] = await Promise.all([
      spawnServer('skald', { DATA_DIR: dirs[0] }),
      spawnServer('skald', {
        DATA_DIR: dirs[1],
        STATIC_DIR: SPA,
        CREATE_RATE: '3',
        SOCKET_RATE: '5',
        SOCKET_BURST: '10',
        MAX_MESSAGE_BYTES: '4096',
        MAX_BODY_BYTES: '1024',
      }),
    ]);
  });

  after(async () => {
    await Promise.all([server, tight].map((s) => s?.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  describe('client actions (hole 3)', () => {
    const forbidden: [string, (latest: any, credentials: string) => unknown][] = [
      ['UPDATE', (s, c) => ({ type: 'UPDATE', state: s, payload: { playerID: '0', credentials: c } })],
      ['RESET', (s, c) => ({ type: 'RESET', state: s, payload: { playerID: '0', credentials: c } })],
      ['SYNC', (s, c) => ({ type: 'SYNC', state: s, log: [], payload: { playerID: '0', credentials: c } })],
      [
        'PATCH',
        (s, c) => ({
          type: 'PATCH',
          prevStateID: s._stateID,
          stateID: s._stateID + 1,
          patch: [{ op: 'replace', path: '/G/total', value: 999 }],
          deltalog: [],
          payload: { playerID: '0', credentials: c },
        }),
      ],
      [
        'PLUGIN',
        (_s, c) => ({ type: 'PLUGIN', payload: { type: 'events', args: [], playerID: '0', credentials: c } }),
      ],
      [
        'automatic MAKE_MOVE',
        (_s, c) => ({
          type: 'MAKE_MOVE',
          automatic: true,
          payload: { type: 'add', args: [3], playerID: '0', credentials: c },
        }),
      ],
      [
        'STRIP_TRANSIENTS',
        (_s, c) => ({ type: 'STRIP_TRANSIENTS', payload: { playerID: '0', credentials: c } }),
      ],
    ];
    for (const [name, build] of forbidden) {
      it(`refuses ${name} and leaves the state as it was`, async () => {
        const { matchID, credentials, p0, close } = await twoSeats(server.url, 'race');
        p0.sendAction(build(p0.latest, credentials[0]!));
        await p0.waitFor(() => p0.rejections[0], 'rejection');
        close();
        expect(p0.rejections[0]!.reason).to.match(/not allowed|automatic/);
        const state = await readState(server.url, 'race', matchID);
        expect(state._stateID).to.equal(0);
        expect((state.G as any).total).to.equal(0);
      });
    }

    it('still lets normal moves, enabled events and UNDO through to the game', async () => {
      const { matchID, p0, p1, close } = await twoSeats(server.url, 'race');
      p0.move('add', [3]);
      await p1.waitForStateID(1);
      p1.move('add', [2]);
      await p0.waitForStateID(2);
      p0.event('endTurn'); // enabled; the game itself decides (minMoves 1: nothing happens)
      p0.sendAction({
        type: 'UNDO',
        payload: { type: null, args: null, playerID: '0', credentials: p0.credentials },
      });
      await settle(p0, p1, 500);
      close();
      const state = await readState(server.url, 'race', matchID);
      expect((state.G as any).total).to.equal(5);
      expect(p0.rejections).to.deep.equal([]);
      expect(p1.rejections).to.deep.equal([]);
    });
  });

  describe('throwing code (hole 6)', () => {
    it('a throwing hook (endIf) rejects that action only; the match goes on', async () => {
      const { matchID, p0, p1, close } = await twoSeats(server.url, 'race');
      p0.move('trap');
      await p0.waitFor(
        () => server.events().some((e) => e.event === 'update_failed' && e.matchID === matchID),
        'update_failed',
      );
      p0.move('add', [1]);
      const after = await p1.waitForStateID(1);
      close();
      expect((after.G as any).trapped).to.equal(false);
      expect((after.G as any).total).to.equal(1);
      expect(server.isRunning()).to.equal(true);
    });
  });

  describe('credentials (holes 5 and 10)', () => {
    it('a seat nobody joined cannot be played without credentials', async () => {
      const matchID = await createMatch(server.url, 'race');
      const credentials0 = await joinMatch(server.url, 'race', matchID, '0');
      const intruder = await Seat.connect(server.url, 'race', matchID, '1');
      const p0 = await Seat.connect(server.url, 'race', matchID, '0', credentials0);
      await p0.sync();
      p0.move('add', [1]);
      await p0.waitForStateID(1);
      intruder.move('add', [3]);
      await settle(intruder, p0, 800);
      intruder.close();
      p0.close();
      const state = await readState(server.url, 'race', matchID);
      expect(state._stateID).to.equal(1);
      expect(server.events().some((e) => e.event === 'update_refused' && e.matchID === matchID)).to.equal(
        true,
      );
    });

    it('a seat synced with wrong credentials gets no state', async () => {
      const { matchID } = await openMatch(server.url, 'race');
      const impostor = await Seat.connect(server.url, 'race', matchID, '1', 'not-the-credentials');
      const outcome = await impostor.sync(2, 800).then(
        () => 'synced',
        (error: Error) => error.message,
      );
      expect(outcome).to.match(/timed out/);
      impostor.close();
    });
  });

  describe('Lobby API (pitfall 24)', () => {
    it('runs on the pinned koa-compose 4.1.0', () => {
      const koaDir = createRequire(import.meta.url).resolve('koa', {
        paths: [
          createRequire(import.meta.url)
            .resolve('boardgame.io/server')
            .replace(/dist\/.*$/, ''),
        ],
      });
      const compose = createRequire(koaDir)('koa-compose/package.json');
      expect(compose.version).to.equal('4.1.0');
    });

    it('lists games, creates a match and seats two players over HTTP', async () => {
      const games = await http(`${server.url}/games`);
      expect(games.status).to.equal(200);
      expect(games.body).to.include.members(['race', 'secret-bid']);
      const { matchID, credentials } = await openMatch(server.url, 'secret-bid', { rounds: 2 });
      const meta = await http(`${server.url}/games/secret-bid/${matchID}`);
      expect(meta.status).to.equal(200);
      expect(meta.body.players.map((p: any) => p.name)).to.deep.equal(['player 0', 'player 1']);
      expect(JSON.stringify(meta.body)).not.to.include(credentials[0]);
    });

    it('refuses Lobby requests from a foreign origin and serves allowed ones with CORS', async () => {
      const evil = await http(`${server.url}/games/race/create`, {
        method: 'POST',
        headers: { Origin: 'http://evil.example' },
        body: { numPlayers: 2 },
      });
      expect(evil.status).to.equal(403);
      const dev = await http(`${server.url}/games/race/create`, {
        method: 'POST',
        headers: { Origin: 'http://localhost:5173' },
        body: { numPlayers: 2 },
      });
      expect(dev.status).to.equal(200);
      expect(dev.headers['access-control-allow-origin']).to.equal('http://localhost:5173');
    });

    it('an allowed origin opens sockets', async () => {
      const seat = await Seat.connect(server.url, 'race', 'x', null, undefined, {
        origin: 'http://localhost:5173',
      });
      seat.close();
    });
  });

  describe('limits', () => {
    it('limits match creation per IP (429)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await http(`${tight.url}/games/race/create`, { method: 'POST', body: { numPlayers: 2 } })).status,
        );
      }
      expect(statuses.filter((s) => s === 200)).to.have.length(3);
      expect(statuses.slice(3)).to.deep.equal([429, 429]);
    });

    it('refuses oversized Lobby bodies (413)', async () => {
      const res = await http(`${tight.url}/games/race/create`, {
        method: 'POST',
        body: { numPlayers: 2, setupData: { pad: 'x'.repeat(5000) } },
      });
      expect(res.status).to.equal(413);
    });

    it('cuts a socket that sends a message larger than maxHttpBufferSize', async () => {
      const seat = await Seat.connect(tight.url, 'race', 'x', '0');
      const closed = new Promise<string>((resolve) =>
        seat.socket.on('disconnect', (reason) => resolve(reason)),
      );
      seat.socket.emit('chat', 'x', { id: '1', sender: '0', payload: 'y'.repeat(10_000) }, 'c');
      expect(await closed).to.be.a('string');
    });

    it('rate-limits socket packets per connection', async () => {
      const seat = await Seat.connect(tight.url, 'race', 'no-such-match', '0');
      for (let i = 0; i < 30; i++) seat.socket.emit('update', {}, 0, 'no-such-match', '0');
      await seat.waitFor(() => seat.rejections.find((r) => r.reason === 'rate limit'), 'rate limit');
      seat.close();
    });
  });

  describe('HTTP extras', () => {
    it('GET /healthz answers JSON', async () => {
      const res = await http(`${server.url}/healthz`);
      expect(res.status).to.equal(200);
      expect(res.body).to.include({ ok: true, status: 'ok', storage: 'sqlite', pubsub: 'memory' });
    });

    it('serves the SPA from staticDir with an index.html fallback, API routes untouched', async () => {
      const html = { Accept: 'text/html' };
      const index = await http(`${tight.url}/`, { headers: html });
      expect(index.status).to.equal(200);
      expect(index.text).to.include('spa-index');
      const route = await http(`${tight.url}/play/race/abc`, { headers: html });
      expect(route.text).to.include('spa-index');
      const asset = await http(`${tight.url}/assets/app.js`);
      expect(asset.headers['content-type']).to.match(/javascript/);
      expect(asset.headers['cache-control']).to.include('immutable');
      expect((await http(`${tight.url}/assets/missing.js`)).status).to.equal(404);
      expect((await http(`${tight.url}/%2e%2e/%2e%2e/package.json`)).status).to.equal(404);
      const api = await http(`${tight.url}/games`, { headers: html });
      expect(api.body).to.include('race');
      expect(
        (await http(`${tight.url}/games/race/nope`, { headers: { Accept: 'application/json' } })).status,
      ).to.equal(404);
    });

    it('serves the app at / whatever Accept says (curl sends */* or nothing)', async () => {
      const variants: Record<string, string>[] = [{}, { Accept: '*/*' }, { Accept: 'application/json' }];
      for (const headers of variants) {
        const res = await http(`${tight.url}/`, { headers });
        expect(res.status, JSON.stringify(headers)).to.equal(200);
        expect(res.text).to.include('spa-index');
        expect((await http(`${tight.url}/play/race/local`, { headers })).text).to.include('spa-index');
      }
      // The server's own paths never turn into the page.
      for (const path of ['/games/race/nope', '/games/race/nope/join', '/healthz/x', '/socket.io/x'])
        expect((await http(`${tight.url}${path}`)).text, path).not.to.include('spa-index');
    });

    it('answers 404 for a game it does not serve, on every Lobby route', async () => {
      const list = await http(`${server.url}/games/nosuchgame`);
      expect(list.status).to.equal(404);
      expect(list.body).to.deep.equal({ error: 'unknown game' });
      const create = await http(`${server.url}/games/nosuchgame/create`, {
        method: 'POST',
        body: { numPlayers: 2 },
      });
      expect(create.status).to.equal(404);
      expect((await http(`${server.url}/games/nosuchgame/some-match`)).status).to.equal(404);
      expect((await http(`${server.url}/games/race`)).status).to.equal(200);
      expect((await http(`${server.url}/games/orlog`)).status).to.equal(200);
    });
  });

  describe('logs and shutdown', () => {
    it('writes only JSON lines, never credentials', async () => {
      const { credentials } = await openMatch(server.url, 'race');
      const lines = server.lines.filter((l) => l.trim() !== '');
      for (const line of lines) expect(() => JSON.parse(line), line).not.to.throw();
      for (const c of credentials) expect(lines.join('\n')).not.to.include(c);
    });

    it('SIGTERM drains and exits 0', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'skald-term-'));
      const s = await spawnServer('skald', { DATA_DIR: dir });
      const { p0, close } = await twoSeats(s.url, 'race');
      p0.move('add', [1]);
      const result = await s.stop(8000);
      close();
      rmSync(dir, { recursive: true, force: true });
      expect(result).to.deep.equal({ code: 0, signal: null });
      const events = s.events().map((e) => e.event);
      expect(events).to.include.members(['signal', 'shutdown_begin', 'shutdown_done']);
    });
  });
});
