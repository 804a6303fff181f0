// The campaign-save route on a real server (in process, embedded SQLite storage), with the co-op campaign
// fixture of @skald/testing: a seat of a finished match reads the save of the next scenario, the save
// survives a server restart with its match, and it starts the next match through the Lobby.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AiMove } from '@skald/core';
import type { Ctx, Game } from 'boardgame.io';
import { expect } from 'chai';
import { torchRunCampaign, game as torchRunGame } from '../../testing/test/fixtures/torch-run.js';
import { createSkaldServer, type SkaldServer } from '../src/server.js';
import { createMatch, http, openMatch } from './helpers/lobby.js';
import { Seat } from './helpers/seat.js';

const GAME = 'torch-run';

async function startServer(dataDir: string): Promise<{ server: SkaldServer; base: string }> {
  const server = await createSkaldServer({
    games: [torchRunGame as Game],
    campaigns: { [GAME]: torchRunCampaign },
    dataDir,
    port: 0,
    host: '127.0.0.1',
  });
  const { port } = await server.start();
  return { server, base: `http://127.0.0.1:${port}` };
}

/** Play a solo match to its end over the socket, always taking the first legal move. */
async function playToEnd(base: string, matchID: string, credentials: string): Promise<void> {
  const seat = await Seat.connect(base, GAME, matchID, '0', credentials);
  try {
    await seat.sync(1);
    for (let step = 0; step < 200; step++) {
      const state = seat.latest!;
      if (state.ctx.gameover !== undefined) return;
      const moves = torchRunGame.ai!.enumerate(state.G, state.ctx as Ctx, '0') as AiMove[];
      seat.move(moves[0]!.move, moves[0]!.args ?? []);
      await seat.waitForStateID(state._stateID + 1);
    }
    throw new Error('the match did not end in 200 moves');
  } finally {
    seat.close();
  }
}

const askSave = (base: string, matchID: string, body: unknown, game = GAME) =>
  http(`${base}/games/${game}/${matchID}/campaign`, { method: 'POST', body });

describe('server: campaign saves', function () {
  this.timeout(30_000);
  let dataDir: string;
  let running: { server: SkaldServer; base: string } | null = null;

  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'skald-campaign-'));
  });
  afterEach(async () => {
    await running?.server.stop();
    running = null;
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('gives a seat of a finished match the next scenario’s save, after a restart too, and it starts that match', async () => {
    running = await startServer(dataDir);
    const { matchID, credentials } = await openMatch(running.base, GAME, undefined, 1);
    const seat = { playerID: '0', credentials: credentials[0] };

    expect((await askSave(running.base, matchID, seat)).status, 'before the end').to.equal(409);
    await playToEnd(running.base, matchID, credentials[0]!);

    const first = await askSave(running.base, matchID, seat);
    expect(first.status).to.equal(200);
    const save = first.body.save;
    expect(save).to.include({ campaign: 'torch-run', version: torchRunCampaign.version });
    expect(torchRunCampaign.scenarios).to.include(save.scenario);
    expect(torchRunCampaign.validateSave(save, 1).ok).to.equal(true);

    // Restart: the save comes back from the stored match, unchanged.
    await running.server.stop();
    running = await startServer(dataDir);
    const again = await askSave(running.base, matchID, seat);
    expect(again.status).to.equal(200);
    expect(again.body.save).to.deep.equal(save);

    // The next scenario is an ordinary match created with the save; a doctored save is refused.
    const next = await createMatch(running.base, GAME, { numPlayers: 1, setupData: { campaign: save } });
    expect(next).to.be.a('string');
    const forged = await http(`${running.base}/games/${GAME}/create`, {
      method: 'POST',
      body: { numPlayers: 1, setupData: { campaign: { ...save, carry: { torches: 999 } } } },
    });
    expect(forged.status).to.equal(400);
  });

  it('answers only a seat of the match, with its credentials', async () => {
    running = await startServer(dataDir);
    const { matchID, credentials } = await openMatch(running.base, GAME, undefined, 1);
    await playToEnd(running.base, matchID, credentials[0]!);
    expect((await askSave(running.base, matchID, { playerID: '0', credentials: 'guess' })).status).to.equal(
      403,
    );
    expect(
      (await askSave(running.base, matchID, { playerID: '1', credentials: credentials[0] })).status,
    ).to.equal(403);
    expect((await askSave(running.base, matchID, { playerID: '0' })).status).to.equal(400);
    expect(
      (await askSave(running.base, 'no-such-match', { playerID: '0', credentials: 'x' })).status,
    ).to.equal(404);
    expect((await http(`${running.base}/games/${GAME}/${matchID}/campaign`)).status).to.equal(405);
  });
});
