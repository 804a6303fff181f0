/**
 * Server-played bot seats: only the creator (seat 0) assigns them, only to open seats, only before the
 * first move; the server's fair bot then plays them through the same socket path as a client, to the end,
 * and picks them up again from the stored state after a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game, State } from 'boardgame.io';
import { expect } from 'chai';
import { createSkaldServer, type SkaldServer } from '../src/index.js';
import { lcg } from './helpers/driver.js';
import { createMatch, http, joinMatch } from './helpers/lobby.js';
import { Seat } from './helpers/seat.js';

const GAME = 'orlog';
const FAST_BOTS = { thinkMs: 200, iterations: 20, moveDelayMs: 0 };

async function startServer(dataDir: string): Promise<{ server: SkaldServer; base: string }> {
  const server = await createSkaldServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    botLimits: FAST_BOTS,
  });
  const { port } = await server.start();
  return { server, base: `http://127.0.0.1:${port}` };
}

const assign = (base: string, matchID: string, credentials: string | undefined, seats: unknown) =>
  http(`${base}/games/${GAME}/${matchID}/bots`, { method: 'POST', body: { credentials, seats } });

async function enumerate(name = GAME) {
  const { games } = await import('@skald/games');
  const game = games.find((m) => m.game.name === name)!.game as Game;
  return game.ai!.enumerate as any;
}

const isActive = (state: State, playerID: string) =>
  state.ctx.activePlayers ? playerID in state.ctx.activePlayers : state.ctx.currentPlayer === playerID;

/**
 * The one human seat: a seeded random legal move on every new state where it is active (a move refused
 * as stale because the bot moved first is simply sent again on the next state), until game over or `stop`.
 * It plays far faster than a person, so the server's packet rate limit can drop a move: the seat is told
 * (`skald:rejected`), waits for the bucket to refill and moves again on the same state.
 */
async function playHuman(
  seat: Seat,
  seed: number,
  stop: (s: State) => boolean = () => false,
  game = GAME,
  /** Where the seat's legal moves are listed from (Wolves' view hides zones its enumerate reads). */
  rulesState: (view: State) => Promise<State> = async (view) => view,
): Promise<State> {
  const enumerateMoves = await enumerate(game);
  const rng = lcg(seed);
  let actedOn = -1;
  for (let step = 0; step < 5000; step++) {
    const state = seat.latest!;
    if (state.ctx.gameover !== undefined || stop(state)) return state;
    if (isActive(state, seat.playerID!) && state._stateID > actedOn) {
      const rules = await rulesState(state);
      const moves =
        rules._stateID === state._stateID ? enumerateMoves(rules.G, rules.ctx, seat.playerID!) : [];
      const choice = moves[Math.floor(rng() * moves.length)];
      if (choice) seat.move(choice.move, choice.args ?? []);
      actedOn = state._stateID;
    }
    const rejectedBefore = seat.rejections.length;
    const outcome = await seat.waitFor(
      () =>
        seat.latest!._stateID > state._stateID
          ? 'moved on'
          : seat.rejections.length > rejectedBefore && 'rejected',
      `a state after ${state._stateID} ${JSON.stringify(state.ctx)}`,
      10_000,
    );
    if (outcome === 'rejected') {
      const { reason } = seat.rejections[seat.rejections.length - 1]!;
      if (reason !== 'rate limit') throw new Error(`move refused: ${reason}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      actedOn = -1;
    }
  }
  throw new Error('the match did not end within 5000 states');
}

describe('server: bot seats', function () {
  this.timeout(120_000);
  let dataDir: string;
  let server: SkaldServer | undefined;
  let base: string;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'skald-bots-'));
    ({ server, base } = await startServer(dataDir));
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function creatorMatch(): Promise<{ matchID: string; creator: string }> {
    const matchID = await createMatch(base, GAME, { numPlayers: 2 });
    return { matchID, creator: await joinMatch(base, GAME, matchID, '0') };
  }

  it('lets only the creator assign, only open seats, never seat 0, and keeps bot credentials secret', async () => {
    const { matchID, creator } = await creatorMatch();
    const seats = [{ playerID: '1', bot: true }];
    expect((await assign(base, matchID, undefined, seats)).status).to.equal(400);
    expect((await assign(base, matchID, 'not-the-secret', seats)).status).to.equal(403);
    expect((await assign(base, matchID, creator, [{ playerID: '0', bot: true }])).status).to.equal(400);
    expect((await assign(base, matchID, creator, [{ playerID: '7', bot: true }])).status).to.equal(400);
    expect((await assign(base, 'nosuchmatch', creator, seats)).status).to.equal(404);

    const ok = await assign(base, matchID, creator, seats);
    expect(ok.status).to.equal(200);
    expect(ok.text).not.to.include('credentials');
    expect(ok.body.players[1]).to.include({ name: 'Bot 2' });
    // A human can no longer take the bot's seat, and the Lobby shows it as a bot without its credentials.
    const join = await http(`${base}/games/${GAME}/${matchID}/join`, {
      method: 'POST',
      body: { playerID: '1', playerName: 'intruder' },
    });
    expect(join.status).to.equal(409);
    const listed = await http(`${base}/games/${GAME}/${matchID}`);
    expect(listed.body.players[1].data).to.deep.equal({ bot: 'fair' });
    expect(listed.text).not.to.include('credentials');
    // Back to open: a human may join again.
    expect((await assign(base, matchID, creator, [{ playerID: '1', bot: false }])).status).to.equal(200);
    const human = await joinMatch(base, GAME, matchID, '1');
    expect(human).to.be.a('string');
    // A seat a human holds cannot become a bot, and a human seat cannot be "un-botted".
    expect((await assign(base, matchID, creator, seats)).status).to.equal(409);
    expect((await assign(base, matchID, creator, [{ playerID: '1', bot: false }])).status).to.equal(409);
  });

  it('refuses to assign bots once the match has started', async () => {
    const matchID = await createMatch(base, GAME, { numPlayers: 2 });
    const creator = await joinMatch(base, GAME, matchID, '0');
    const other = await joinMatch(base, GAME, matchID, '1');
    const seats = [
      await Seat.connect(base, GAME, matchID, '0', creator),
      await Seat.connect(base, GAME, matchID, '1', other),
    ];
    for (const seat of seats) await seat.sync();
    const first = seats.find((seat) => isActive(seat.latest!, seat.playerID!))!;
    const moves = (await enumerate())(first.latest!.G, first.latest!.ctx, first.playerID);
    first.move(moves[0].move, moves[0].args ?? []);
    await first.waitForStateID(1);
    for (const seat of seats) seat.close();
    const late = await assign(base, matchID, creator, [{ playerID: '1', bot: false }]);
    expect(late.status).to.equal(409);
    expect(late.body.error).to.match(/started/);
  });

  it('plays a 2-player Orlog match to the end with one socket seat and one bot seat', async () => {
    const { matchID, creator } = await creatorMatch();
    expect((await assign(base, matchID, creator, [{ playerID: '1', bot: true }])).status).to.equal(200);
    expect(server!.bots.driving).to.equal(1);
    const human = await Seat.connect(base, GAME, matchID, '0', creator);
    await human.sync();
    const end = await playHuman(human, 3);
    expect(end.ctx.gameover).to.not.equal(undefined);
    // Seat 1 moved: the log of the finished match holds its moves.
    const { log } = await server!.storage.fetch(matchID, { log: true });
    expect(log!.some((e) => e.action.payload.playerID === '1')).to.equal(true);
    human.close();
    await human.waitFor(() => server!.bots.driving === 0 || undefined, 'the bot to stop', 5000);
  });

  it('runs a 3-player Wolves of Odin match with two bot seats to game over', async () => {
    const WOLVES = 'wolves-of-odin';
    const matchID = await createMatch(base, WOLVES, { numPlayers: 3 });
    const creator = await joinMatch(base, WOLVES, matchID, '0');
    const res = await http(`${base}/games/${WOLVES}/${matchID}/bots`, {
      method: 'POST',
      body: {
        credentials: creator,
        seats: [
          { playerID: '1', bot: true },
          { playerID: '2', bot: true },
        ],
      },
    });
    expect(res.status).to.equal(200);
    const human = await Seat.connect(base, WOLVES, matchID, '0', creator);
    await human.sync(3);
    // Seat 0's own legal moves read from the stored state (Wolves' view replaces hidden zones by counts).
    const stored = async () => (await server!.storage.fetch(matchID, { state: true })).state!;
    const end = await playHuman(human, 9, undefined, WOLVES, stored);
    expect(end.ctx.gameover).to.not.equal(undefined);
    const { log } = await server!.storage.fetch(matchID, { log: true });
    for (const bot of ['1', '2']) expect(log!.some((e) => e.action.payload.playerID === bot)).to.equal(true);
    human.close();
  });

  it('resumes a bot seat from the stored state after a restart', async () => {
    const { matchID, creator } = await creatorMatch();
    await assign(base, matchID, creator, [{ playerID: '1', bot: true }]);
    let human = await Seat.connect(base, GAME, matchID, '0', creator);
    await human.sync();
    const mid = await playHuman(human, 5, (s) => s._stateID >= 8);
    expect(mid.ctx.gameover).to.equal(undefined);
    human.close();
    await server!.stop();
    expect(server!.bots.driving).to.equal(0);

    ({ server, base } = await startServer(dataDir));
    expect(server.bots.driving).to.equal(1);
    human = await Seat.connect(base, GAME, matchID, '0', creator);
    await human.sync();
    const resumedAt = human.latest!._stateID;
    expect(resumedAt).to.be.at.least(mid._stateID);
    const end = await playHuman(human, 6);
    expect(end.ctx.gameover).to.not.equal(undefined);
    const { log } = await server.storage.fetch(matchID, { log: true });
    const botMovesAfterRestart = log!.filter(
      (e) => e.action.payload.playerID === '1' && e._stateID >= resumedAt,
    );
    expect(botMovesAfterRestart.length).to.be.greaterThan(0);
    human.close();
  });

  it('accepts assignments without driving them on a process that is not the bot driver', async () => {
    const other = await createSkaldServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      botDriver: false,
      botLimits: FAST_BOTS,
    });
    const { port } = await other.start();
    try {
      const otherBase = `http://127.0.0.1:${port}`;
      const matchID = await createMatch(otherBase, GAME, { numPlayers: 2 });
      const creator = await joinMatch(otherBase, GAME, matchID, '0');
      expect((await assign(otherBase, matchID, creator, [{ playerID: '1', bot: true }])).status).to.equal(
        200,
      );
      expect(other.bots.driving).to.equal(0);
      // The driving process (the one from beforeEach, same store) picks it up on its next scan.
      await server!.bots.rescan();
      expect(server!.bots.driving).to.equal(1);
    } finally {
      await other.stop();
    }
  });
});
