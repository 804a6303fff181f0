/**
 * Event attacks on the REAL registered games (not a fixture): every seated player of a match of each
 * registered game sends every boardgame.io event over socket.io, as a hand-built `GAME_EVENT` packet with
 * its own valid credentials. The match must not move: same `_stateID`, same ctx, same G, no gameover.
 * Our server refuses them at the socket, before the game sees them (`stock-server-events.test.ts` checks
 * that the games refuse them on boardgame.io's own server too).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENT_NAMES, type EventName } from '@skald/core';
import { games } from '@skald/games';
import { expect } from 'chai';
import { openMatch } from './helpers/lobby.js';
import { readState } from './helpers/probe.js';
import { type ServerProcess, spawnServer } from './helpers/process.js';
import { Seat } from './helpers/seat.js';

/** The most damaging arguments a client could give each event. */
const ATTACKS: Record<EventName, (me: string) => unknown[]> = {
  endGame: (me) => [{ winner: me }],
  endTurn: (me) => [{ next: me }],
  pass: () => [{ remove: true }],
  endPhase: () => [],
  setPhase: () => ['resolution'],
  setActivePlayers: (me) => [{ value: { [me]: 'choose' } }],
  endStage: () => [],
  setStage: () => ['choose'],
};

/** Every registered game at its smallest table (the stock-server test plays every player count). */
const MATCHES = games.map((m) => ({ game: m.descriptor.id, numPlayers: m.descriptor.minPlayers }));

describe('attack suite: client events against the registered games on a real @skald/server', function () {
  this.timeout(60_000);
  let server: ServerProcess;
  let dataDir: string;

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'skald-registry-attack-'));
    server = await spawnServer('skald', { DATA_DIR: dataDir });
  });

  after(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const { game, numPlayers } of MATCHES) {
    for (const name of EVENT_NAMES) {
      it(`${game}: ${name} from any seat is refused and the match does not move`, async () => {
        const { matchID, credentials } = await openMatch(server.url, game, undefined, numPlayers);
        const seats: Seat[] = [];
        try {
          for (let p = 0; p < numPlayers; p++) {
            const seat = await Seat.connect(server.url, game, matchID, String(p), credentials[p]);
            await seat.sync(numPlayers);
            seats.push(seat);
          }
          const before = await readState(server.url, game, matchID);
          for (const seat of seats) seat.event(name, ATTACKS[name](seat.playerID!));
          // Our server refuses each packet on the sender's socket; an accepted event may answer nothing
          // (boardgame.io drops an inactive seat's event silently), so time out quietly and compare.
          await seats[0]!
            .waitFor(() => seats.every((s) => s.rejections.length > 0), 'a refusal on every seat', 3000)
            .catch(() => undefined);
          const after = await readState(server.url, game, matchID);
          const moved = `after ${name}: turn ${after.ctx.turn}, phase ${after.ctx.phase}, gameover ${JSON.stringify(after.ctx.gameover)}`;
          expect(after.ctx.gameover, moved).to.equal(undefined);
          expect(after._stateID, moved).to.equal(before._stateID);
          expect(after.ctx, moved).to.deep.equal(before.ctx);
          expect(after.G, moved).to.deep.equal(before.G);
          const reasons = seats.map((s) => s.rejections.map((r) => r.reason).join());
          expect(reasons).to.deep.equal(seats.map(() => 'event not allowed'));
        } finally {
          for (const seat of seats) seat.close();
        }
      });
    }
  }
});
