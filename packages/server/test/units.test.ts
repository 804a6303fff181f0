/** In-process unit tests of the pure parts: guards, limits, origins, options, gate, seed, SQLite store. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Game, State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { expect } from 'chai';
import { checkSync, checkUpdate } from '../src/action-guard.js';
import { hardenGame } from '../src/harden-game.js';
import { listenFailure, listenOrFail } from '../src/listen.js';
import { silentLogger } from '../src/log.js';
import { optionsFromEnv } from '../src/options.js';
import { isOriginAllowed, LOCALHOST_ORIGINS, originProblem, parseOrigins } from '../src/origins.js';
import { CommitGate } from '../src/pubsub/commit-gate.js';
import { TokenBucket, WindowCounter } from '../src/rate-limit.js';
import { createSkaldServer } from '../src/server.js';
import { SqliteStore } from '../src/storage/sqlite.js';
import { Race, SecretBid } from './fixtures/games.js';

const events = { enabledEvents: new Set(['endTurn']) };
const move = (extra: Record<string, unknown> = {}, payload: Record<string, unknown> = {}) => ({
  type: 'MAKE_MOVE',
  payload: { type: 'add', args: [1], playerID: '0', credentials: 'c', ...payload },
  ...extra,
});

describe('action guard', () => {
  it('accepts a well-formed move, an enabled event, UNDO and REDO for the credentialed seat', () => {
    expect(checkUpdate([move(), 3, 'm', '0'], events)).to.deep.equal({ ok: true });
    const ev = { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: '0' } };
    expect(checkUpdate([ev, 0, 'm', '0'], events).ok).to.equal(true);
    for (const type of ['UNDO', 'REDO'])
      expect(checkUpdate([{ type, payload: { playerID: '0' } }, 0, 'm', '0'], events).ok).to.equal(true);
  });

  it('refuses other action types, automatic actions, disabled events and a foreign seat', () => {
    for (const type of ['UPDATE', 'RESET', 'SYNC', 'PATCH', 'PLUGIN', 'STRIP_TRANSIENTS', 'UNKNOWN'])
      expect(checkUpdate([{ type, payload: { playerID: '0' } }, 0, 'm', '0'], events).ok, type).to.equal(
        false,
      );
    expect(checkUpdate([move({ automatic: true }), 0, 'm', '0'], events).ok).to.equal(false);
    const endGame = { type: 'GAME_EVENT', payload: { type: 'endGame', playerID: '0' } };
    expect(checkUpdate([endGame, 0, 'm', '0'], events)).to.deep.equal({
      ok: false,
      reason: 'event not allowed',
    });
    expect(checkUpdate([move({}, { playerID: '1' }), 0, 'm', '0'], events)).to.deep.equal({
      ok: false,
      reason: 'playerID mismatch',
    });
  });

  it('refuses malformed packets', () => {
    const bad: unknown[][] = [
      [],
      [null, 0, 'm', '0'],
      [move(), -1, 'm', '0'],
      [move(), 1.5, 'm', '0'],
      [move(), 0, '', '0'],
      [move(), 0, 'x'.repeat(200), '0'],
      [move(), 0, 'm', null],
      [{ type: 'MAKE_MOVE' }, 0, 'm', '0'],
      [move({}, { type: 42 }), 0, 'm', '0'],
      [move({}, { args: 'not-an-array' }), 0, 'm', '0'],
    ];
    for (const args of bad) expect(checkUpdate(args, events).ok, JSON.stringify(args)).to.equal(false);
    expect(checkSync(['m', null, undefined]).ok).to.equal(true);
    expect(checkSync([{}, '0']).ok).to.equal(false);
    expect(checkSync(['m', '0', 42]).ok).to.equal(false);
  });
});

describe('rate limits', () => {
  it('a token bucket allows the burst, then the sustained rate', () => {
    let now = 0;
    const bucket = new TokenBucket(2, 3, () => now);
    expect([1, 2, 3, 4].map(() => bucket.take())).to.deep.equal([true, true, true, false]);
    now = 500;
    expect(bucket.take()).to.equal(true);
    expect(bucket.take()).to.equal(false);
  });

  it('a window counter limits each key per window', () => {
    let now = 0;
    const counter = new WindowCounter(2, 1000, () => now);
    expect([counter.hit('a'), counter.hit('a'), counter.hit('a'), counter.hit('b')]).to.deep.equal([
      true,
      true,
      false,
      true,
    ]);
    now = 1000;
    expect(counter.hit('a')).to.equal(true);
  });
});

describe('origins and options', () => {
  it('allows no Origin, the same origin and configured ones only', () => {
    expect(isOriginAllowed(undefined, 'h:1', [])).to.equal(true);
    expect(isOriginAllowed('http://h:1', 'h:1', [])).to.equal(true);
    expect(isOriginAllowed('http://evil.example', 'h:1', LOCALHOST_ORIGINS)).to.equal(false);
    expect(isOriginAllowed('http://localhost:5173', 'h:1', LOCALHOST_ORIGINS)).to.equal(true);
    expect(isOriginAllowed('http://localhost.evil.example', 'h:1', LOCALHOST_ORIGINS)).to.equal(false);
    const rules = parseOrigins('https://play.example, /^https:\\/\\/.*\\.example\\.org$/');
    expect(isOriginAllowed('https://play.example', undefined, rules)).to.equal(true);
    expect(isOriginAllowed('https://a.example.org', undefined, rules)).to.equal(true);
    expect(isOriginAllowed('https://a.example.net', undefined, rules)).to.equal(false);
  });

  it('reads the environment and rejects bad values', () => {
    const { options, logLevel } = optionsFromEnv({
      PORT: '9000',
      SOCKET_RATE: '5',
      SOCKET_TRANSPORTS: 'websocket',
    });
    expect(options).to.include({ port: 9000, host: '0.0.0.0', dataDir: './.data' });
    expect(options.limits).to.deep.equal({ packetsPerSecond: 5 });
    expect(options.transports).to.deep.equal(['websocket']);
    expect(logLevel).to.equal('info');
    expect(() => optionsFromEnv({ PORT: 'eighty' })).to.throw(/PORT/);
    expect(() => optionsFromEnv({ SQLITE_SYNCHRONOUS: 'off' })).to.throw(/SQLITE_SYNCHRONOUS/);
    expect(() => optionsFromEnv({ SOCKET_TRANSPORTS: 'carrier-pigeon' })).to.throw(/SOCKET_TRANSPORTS/);
  });

  it('validates PORT, HOST and every ORIGINS entry', () => {
    expect(optionsFromEnv({ PORT: '0', HOST: '::1' }).options).to.include({ port: 0, host: '::1' });
    expect(optionsFromEnv({ PORT: '65535', HOST: 'play.example.com' }).options.port).to.equal(65535);
    for (const port of ['65536', '-1', '1e3', '0x50', ' 80', '8.5'])
      expect(() => optionsFromEnv({ PORT: port }), port).to.throw(/PORT must be an integer from 0 to 65535/);
    for (const host of ['bad host', 'under_score.example', 'a..b', '-lead.example'])
      expect(() => optionsFromEnv({ HOST: host }), host).to.throw(/HOST must be/);
    expect(originProblem('https://play.example.com')).to.equal(undefined);
    expect(originProblem('http://localhost:5173')).to.equal(undefined);
    expect(originProblem('play.example.com')).to.match(/not a URL/);
    expect(originProblem('ftp://play.example.com')).to.match(/not an http\(s\) origin/);
    expect(originProblem('https://play.example.com/app')).to.match(
      /write exactly https:\/\/play\.example\.com/,
    );
    expect(() => parseOrigins('https://ok.example, not a url')).to.throw(/ORIGINS: "not a url"/);
    expect(() => parseOrigins('/[/')).to.throw(/not a valid regular expression/);
    expect(parseOrigins('')).to.deep.equal([]);
  });

  it('createSkaldServer refuses the same bad options programmatically', async () => {
    const games = [Race];
    for (const options of [{ port: 70000 }, { host: 'bad host' }, { origins: ['https://x.example/'] }])
      await createSkaldServer({ games, storage: {} as any, ...options }).then(
        () => expect.fail(`accepted ${JSON.stringify(options)}`),
        (error: Error) => expect(error.message).to.match(/PORT|HOST|origins/),
      );
  });

  it('names the setting to change when listen fails', async () => {
    const failure = (code: string) =>
      listenFailure(Object.assign(new Error(code), { code }), 'h', 80).message;
    expect(failure('EADDRINUSE')).to.equal(
      'cannot listen on h:80: port 80 is already in use (EADDRINUSE); set PORT',
    );
    expect(failure('ENOTFOUND')).to.equal(
      'cannot listen on h:80: HOST "h" does not resolve (ENOTFOUND); set HOST',
    );
    expect(failure('EACCES')).to.match(/no permission for port 80/);
    // A listen that never calls back but emits 'error' (what boardgame.io's run() would wait on forever).
    const { EventEmitter } = await import('node:events');
    const server = new EventEmitter() as any;
    const pending = listenOrFail(server, 'nosuch.example', 0, () => new Promise(() => undefined));
    server.emit('error', Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    await pending.then(
      () => expect.fail('resolved'),
      (error: Error) => expect(error.message).to.match(/HOST "nosuch.example" does not resolve/),
    );
    expect(server.listenerCount('error')).to.equal(0);
  });
});

describe('commit gate', () => {
  it('releases held broadcasts in order once their state is committed, and drops them on failure', () => {
    const gate = new CommitGate();
    const out: number[] = [];
    gate.hold('m', 1, () => out.push(1));
    gate.hold('m', 2, () => out.push(2));
    gate.committed('m', 1);
    expect(out).to.deep.equal([1]);
    gate.drop('m');
    gate.committed('m', 2);
    expect(out).to.deep.equal([1]);
    expect(gate.pending).to.equal(0);
  });
});

describe('hardened game', () => {
  it('seeds each match from the CSPRNG (128 bits), keeps a fixed seed reproducible', () => {
    const seeds = [1, 2].map(
      () =>
        (InitializeGame({ game: hardenGame(SecretBid as Game, silentLogger), numPlayers: 2 }) as State)
          .plugins.random!.data.seed,
    );
    expect(seeds[0]).to.match(/^[0-9a-f]{32}$/);
    expect(seeds[0]).not.to.equal(seeds[1]);
    const fixed = [1, 2].map(
      () =>
        (
          InitializeGame({
            game: hardenGame({ ...SecretBid, seed: 'x' } as Game, silentLogger),
            numPlayers: 2,
          }) as State
        ).G,
    );
    expect(fixed[0]).to.deep.equal(fixed[1]);
  });

  it('turns a throwing move into INVALID_MOVE without touching the input game', () => {
    const hardened = hardenGame(Race as Game, silentLogger);
    const explode = (hardened.moves!.explode as { move: (...a: unknown[]) => unknown }).move;
    expect(explode({ G: {}, playerID: '0' })).to.equal('INVALID_MOVE');
    expect(() => (Race.moves!.explode as { move: () => void }).move()).to.throw(/kaboom/);
  });
});

describe('SQLite store', () => {
  let dir: string;
  let store: SqliteStore;
  const state = (id: number, total: number) =>
    ({ G: { total }, ctx: {}, plugins: {}, _stateID: id }) as unknown as State;
  const metadata = (gameover?: unknown) =>
    ({ gameName: 'race', players: {}, createdAt: 1, updatedAt: 2, ...(gameover ? { gameover } : {}) }) as any;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'skald-sqlite-'));
    store = new SqliteStore({ dataDir: dir });
    await store.connect();
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates, updates, fetches, lists and wipes matches; survives reopening', async () => {
    await store.createMatch('a', { initialState: state(0, 0), metadata: metadata() });
    await store.setState('a', state(1, 2), [{ action: { type: 'MAKE_MOVE' }, _stateID: 0 } as any]);
    await store.setMetadata('a', { ...metadata({ winner: '0' }), updatedAt: 5 });
    await store.close();
    store = new SqliteStore({ dataDir: dir });
    await store.connect();
    const got = await store.fetch('a', { state: true, initialState: true, metadata: true, log: true });
    expect((got.state.G as any).total).to.equal(2);
    expect((got.initialState.G as any).total).to.equal(0);
    expect(got.metadata.gameover).to.deep.equal({ winner: '0' });
    expect(got.log).to.have.length(1);
    expect(await store.listMatches({ gameName: 'race', where: { isGameover: true } })).to.deep.equal(['a']);
    expect(await store.listMatches({ where: { isGameover: false } })).to.deep.equal([]);
    expect(await store.listMatches({ where: { updatedAfter: 5 } })).to.deep.equal([]);
    await store.wipe('a');
    expect(await store.fetch('a', { state: true, metadata: true })).to.deep.equal({});
  });

  it('never writes an older state over a newer one, and creates nothing for unknown IDs', async () => {
    await store.createMatch('a', { initialState: state(0, 0), metadata: metadata() });
    await store.setState('a', state(2, 5));
    await store.setState('a', state(1, 9));
    expect(((await store.fetch('a', { state: true })).state.G as any).total).to.equal(5);
    await store.setState('ghost', state(1, 1));
    await store.setMetadata('ghost', metadata());
    expect(await store.fetch('ghost', { state: true, metadata: true, log: true })).to.deep.equal({});
  });

  it('commits the other writes of a batch when one fails', async () => {
    await store.createMatch('a', { initialState: state(0, 0), metadata: metadata() });
    await store.createMatch('b', { initialState: state(0, 0), metadata: metadata() });
    const circular = state(1, 9);
    (circular.G as any).self = circular; // JSON.stringify throws inside the batch
    // Issued in one tick, so one batch: b's write fails, a's commits.
    const [good, bad] = await Promise.allSettled([
      store.setState('a', state(1, 3), [{ action: { type: 'MAKE_MOVE' }, _stateID: 0 } as any]),
      store.setState('b', circular),
    ]);
    expect(good.status).to.equal('fulfilled');
    expect(bad.status).to.equal('rejected');
    await store.close();
    store = new SqliteStore({ dataDir: dir });
    await store.connect();
    const a = await store.fetch('a', { state: true, log: true });
    expect((a.state.G as any).total).to.equal(3);
    expect(a.log).to.have.length(1);
    expect(((await store.fetch('b', { state: true })).state.G as any).total).to.equal(0);
  });

  it('reads logs stored one entry per row (older files) and one row per setState, in order', async () => {
    await store.createMatch('a', { initialState: state(0, 0), metadata: metadata() });
    await store.close();
    const entry = (stateID: number, type: string) => ({ action: { type }, _stateID: stateID }) as any;
    const raw = new Database(join(dir, 'skald.sqlite'));
    const insert = raw.prepare('INSERT INTO match_log (match_id, seq, entry) VALUES (?, ?, ?)');
    insert.run('a', 0, JSON.stringify(entry(0, 'old-0')));
    insert.run('a', 1, JSON.stringify(entry(0, 'old-1')));
    raw.prepare("UPDATE matches SET log_length = 2, state_id = 1 WHERE id = 'a'").run();
    raw.close();
    store = new SqliteStore({ dataDir: dir });
    await store.connect();
    await store.setState('a', state(2, 1), [entry(1, 'new-0'), entry(1, 'new-1')]);
    await store.setState('a', state(3, 2), [entry(2, 'new-2')]);
    const { log } = await store.fetch('a', { log: true });
    expect(log.map((e: any) => e.action.type)).to.deep.equal(['old-0', 'old-1', 'new-0', 'new-1', 'new-2']);
  });
});
