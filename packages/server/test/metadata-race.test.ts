/**
 * A match's metadata (seats, names, credentials, connection flags) is read, changed and written back by the
 * Lobby's join/leave/update/playAgain, by boardgame.io's connection changes on sync and disconnect, and by bot
 * seat assignment. Each of these must run as one exclusive step per match, or two of them that overlap write
 * back what they read and the later one undoes the earlier: a seat's credentials vanish, or a connected player
 * shows as disconnected. The store here answers metadata reads and writes slowly, so overlapping steps would
 * always interleave without the per-match serialisation.
 */
import type { Server, StorageAPI } from 'boardgame.io';
import { expect } from 'chai';
import { createSkaldServer, type SkaldServer } from '../src/index.js';
import { SqliteStore } from '../src/storage/sqlite.js';
import { fixtureGames } from './fixtures/games.js';
import { createMatch, http, joinMatch, openMatch } from './helpers/lobby.js';
import { Seat } from './helpers/seat.js';

const GAME = 'secret-bid';
const DELAY_MS = 40;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** SQLite in memory whose metadata reads and writes take `DELAY_MS` each. */
class SlowMetadataStore extends SqliteStore {
  metadataWrites = 0;

  constructor() {
    super({ dataDir: ':memory:' });
  }

  override async fetch<O extends StorageAPI.FetchOpts>(
    matchID: string,
    opts: O,
  ): Promise<StorageAPI.FetchResult<O>> {
    const result = await super.fetch(matchID, opts);
    if (opts.metadata) await pause(DELAY_MS);
    return result;
  }

  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    this.metadataWrites++;
    await pause(DELAY_MS);
    return super.setMetadata(matchID, metadata);
  }
}

type Players = Server.MatchData['players'];
type Flags = Record<string, boolean | undefined>;
const flagsOf = (players: Players): Flags =>
  Object.fromEntries(Object.values(players).map((p) => [String(p.id), p.isConnected]));

describe('@skald/server: one metadata change at a time per match', function () {
  this.timeout(20_000);
  let server: SkaldServer;
  let store: SlowMetadataStore;
  let base: string;
  const seats: Seat[] = [];

  beforeEach(async () => {
    store = new SlowMetadataStore();
    server = await createSkaldServer({
      games: fixtureGames,
      campaigns: {},
      storage: store,
      port: 0,
      host: '127.0.0.1',
    });
    const { port } = await server.start();
    base = `http://127.0.0.1:${port}`;
  });

  afterEach(async () => {
    for (const seat of seats.splice(0)) seat.close();
    await server.stop();
  });

  const stored = async (matchID: string): Promise<Players> =>
    (await server.storage.fetch(matchID, { metadata: true })).metadata!.players;

  const connect = async (matchID: string, playerID: string, credentials: string) => {
    const seat = await Seat.connect(base, GAME, matchID, playerID, credentials);
    seats.push(seat);
    return seat;
  };

  /** The last `matchData` broadcast a seat received, as connection flags by seat. */
  const lastBroadcast = (seat: Seat): Flags | undefined => {
    const data = seat.matchData[seat.matchData.length - 1] as
      | { id: number; isConnected?: boolean }[]
      | undefined;
    return data && Object.fromEntries(data.map((p) => [String(p.id), p.isConnected]));
  };

  it('two players connecting at once are both stored, and last broadcast, as connected', async () => {
    const { matchID, credentials } = await openMatch(base, GAME);
    const [p0, p1] = await Promise.all(credentials.map((c, i) => connect(matchID, String(i), c)));
    await Promise.all([p0!.sync(), p1!.sync()]);
    const both = { '0': true, '1': true };
    await p0!.waitFor(() => JSON.stringify(lastBroadcast(p0!)) === JSON.stringify(both), 'p0 sees both');
    await p1!.waitFor(() => JSON.stringify(lastBroadcast(p1!)) === JSON.stringify(both), 'p1 sees both');
    await server.storage.idle(2000);
    expect(flagsOf(await stored(matchID))).to.deep.equal(both);
  });

  it('a disconnect racing a connect: the one who left is stored as gone, the one who came as here', async () => {
    const { matchID, credentials } = await openMatch(base, GAME);
    const p0 = await connect(matchID, '0', credentials[0]!);
    await p0.sync();
    await p0.waitFor(() => lastBroadcast(p0)?.['0'] === true, 'p0 connected');
    const p1 = await connect(matchID, '1', credentials[1]!);
    p0.close();
    await p1.sync();
    await p1.waitFor(
      () => lastBroadcast(p1)?.['0'] === false && lastBroadcast(p1)?.['1'] === true,
      'p1 sees it',
    );
    await pause(4 * DELAY_MS);
    await server.storage.idle(2000);
    expect(flagsOf(await stored(matchID))).to.deep.equal({ '0': false, '1': true });
  });

  it("a disconnect writes the seat's flag once (boardgame.io's own handler stands aside)", async () => {
    const matchID = await createMatch(base, GAME, { numPlayers: 2 });
    const credentials = await joinMatch(base, GAME, matchID, '0');
    const p0 = await connect(matchID, '0', credentials);
    await p0.sync();
    await server.storage.idle(2000);
    const before = store.metadataWrites;
    p0.close();
    for (let i = 0; i < 50 && store.metadataWrites === before; i++) await pause(DELAY_MS);
    await pause(4 * DELAY_MS);
    expect(store.metadataWrites - before).to.equal(1);
    expect((await stored(matchID))[0]!.isConnected).to.equal(false);
  });

  it('a join racing a connection change keeps the new seat and its credentials', async () => {
    const matchID = await createMatch(base, GAME, { numPlayers: 2 });
    const first = await joinMatch(base, GAME, matchID, '0');
    const p0 = await connect(matchID, '0', first);
    // p0's connection change reads the metadata while p1's join is on its way.
    const [, second] = await Promise.all([p0.sync(), joinMatch(base, GAME, matchID, '1')]);
    await p0.waitFor(() => lastBroadcast(p0)?.['0'] === true, 'p0 connected');
    await server.storage.idle(2000);
    const players = await stored(matchID);
    expect(players[1]!.credentials).to.equal(second);
    expect(players[1]!.name).to.equal('player 1');
    expect(players[0]!.isConnected).to.equal(true);
    // And the seat works: p1 syncs with the credentials the join gave it.
    const p1 = await connect(matchID, '1', second);
    expect((await p1.sync()).state._stateID).to.equal(0);
  });

  it('two joins at once on two seats both keep their credentials', async () => {
    const matchID = await createMatch(base, GAME, { numPlayers: 2 });
    const [a, b] = await Promise.all([
      joinMatch(base, GAME, matchID, '0'),
      joinMatch(base, GAME, matchID, '1'),
    ]);
    const players = await stored(matchID);
    expect([players[0]!.credentials, players[1]!.credentials]).to.deep.equal([a, b]);
  });

  it('two joins at once on the same seat: exactly one gets it', async () => {
    const matchID = await createMatch(base, GAME, { numPlayers: 2 });
    const join = () =>
      http(`${base}/games/${GAME}/${matchID}/join`, {
        method: 'POST',
        body: { playerID: '1', playerName: 'twin' },
      });
    const answers = await Promise.all([join(), join()]);
    expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.playerCredentials;
    expect((await stored(matchID))[1]!.credentials).to.equal(winner);
  });

  it('forgets a match queue once the match is idle and nobody is connected', async () => {
    const { matchID, credentials } = await openMatch(base, GAME);
    const p0 = await connect(matchID, '0', credentials[0]!);
    await p0.sync();
    p0.close();
    const queues = (server.transport as unknown as { perMatchQueue: Map<string, unknown> }).perMatchQueue;
    for (let i = 0; i < 50 && queues.size > 0; i++) await pause(DELAY_MS);
    expect(queues.size).to.equal(0);
  });
});
