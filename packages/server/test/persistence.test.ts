/**
 * Durability: a real server is killed with SIGKILL in the middle of a match, restarted on the same store,
 * and the match continues from the last move any client saw accepted — embedded SQLite and PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { State } from 'boardgame.io';
import { expect } from 'chai';
import { enumerateFor, playToEnd } from './helpers/driver.js';
import { openMatch } from './helpers/lobby.js';
import { spawnServer } from './helpers/process.js';
import { Seat } from './helpers/seat.js';
import { ensureServices } from './helpers/services.js';

const GAME = 'secret-bid';

async function connectAll(base: string, matchID: string, credentials: string[]): Promise<Seat[]> {
  const seats = await Promise.all(credentials.map((c, i) => Seat.connect(base, GAME, matchID, String(i), c)));
  for (const seat of seats) await seat.sync();
  return seats;
}

const highestSeen = (seats: Seat[]) => Math.max(...seats.flatMap((s) => s.states.map((st) => st._stateID)));

async function killMidMatch(env: Record<string, string>): Promise<void> {
  const first = await spawnServer('skald', env);
  const { matchID, credentials } = await openMatch(first.url, GAME, { rounds: 6 });
  let seats = await connectAll(first.url, matchID, credentials);
  // Two rounds and one bid of the third: a secret pending bid is part of what must survive.
  await playToEnd(seats, enumerateFor(GAME), { seed: 7, stopWhen: (s) => (s.G as any).round === 3 });
  const mine = seats[0]!;
  mine.move('bid', [1]);
  const beforeKill = await mine
    .waitFor(
      () => mine.states.find((s) => (s.G as any).round === 3 && (s.G as any).players['0'].pending === 1),
      'the third-round bid',
    )
    .catch((e) => {
      throw new Error(
        `${e.message}: ${JSON.stringify(mine.latest?.G)} ${JSON.stringify(mine.rejections)} ${first.lines.slice(-5).join('\n')}`,
      );
    });
  // One more bid in flight when the process dies: it may or may not have been accepted, but if any
  // client saw it, it must be there after the restart.
  seats[1]!.move('bid', [2]);
  first.child.kill('SIGKILL');
  const killed = await first.exited;
  expect(killed.signal).to.equal('SIGKILL');
  const seen = highestSeen(seats);
  for (const s of seats) s.close();

  const second = await spawnServer('skald', env);
  try {
    seats = await connectAll(second.url, matchID, credentials);
    const restored = seats[0]!.latest as State;
    expect(restored._stateID).to.be.at.least(seen).and.at.least(beforeKill._stateID);
    expect(restored._stateID).to.be.at.most(beforeKill._stateID + 1);
    expect((restored.G as any).round).to.equal(restored._stateID === beforeKill._stateID ? 3 : 4);
    if (restored._stateID === beforeKill._stateID)
      expect((restored.G as any).players['0'].pending).to.equal(1);
    const final = await playToEnd(seats, enumerateFor(GAME), { seed: 8 });
    expect(final.ctx.gameover).to.not.equal(undefined);
    expect((final.G as any).history).to.have.length(6);
    for (const s of seats) s.close();
  } finally {
    await second.stop();
  }
}

describe('persistence across SIGKILL (real processes)', function () {
  this.timeout(120_000);

  it('embedded SQLite store: the match continues from the last accepted move', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skald-persist-'));
    try {
      await killMidMatch({ DATA_DIR: dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('PostgreSQL store: the match continues from the last accepted move', async function () {
    const found = ensureServices();
    if ('reason' in found) {
      console.warn(`SKIPPED (PostgreSQL): ${found.reason}`);
      this.skip();
    }
    await killMidMatch({ DATABASE_URL: found.services.databaseUrl });
  });
});
