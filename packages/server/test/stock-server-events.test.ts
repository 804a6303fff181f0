/**
 * The games defend themselves on boardgame.io's OWN server, not only on ours: a stock 0.50.2 `Server` (its
 * Master, its reducer, its InMemory store, no Skald hardening) serves every registered game, and every
 * seated player sends every event boardgame.io knows, with the arguments that would hurt, over socket.io
 * with its own valid credentials. `game.events: lockEvents()` does not stop that (it only hides the
 * client's dispatchers); core's flow guard (`mirrorFlow`) must. After each volley the match is exactly as it
 * was — G, ctx, `_stateID` — and a legal move, listed from the server's own state, is still accepted.
 */
import { createRequire } from 'node:module';
import { EVENT_NAMES, type EventName } from '@skald/core';
import { games } from '@skald/games';
import type { Ctx, Game, State } from 'boardgame.io';
import type * as ServerModule from 'boardgame.io/server';
import { expect } from 'chai';
import { openMatch } from './helpers/lobby.js';
import { Seat } from './helpers/seat.js';

const { Server } = createRequire(import.meta.url)('boardgame.io/server') as typeof ServerModule;

/** The most damaging arguments a client could give each event. */
const ATTACKS: Record<EventName, (me: string, phases: string[]) => unknown[][]> = {
  endGame: (me) => [[{ winner: me }], [{ winners: [me], score: 1 }]],
  endTurn: (me) => [[], [{ next: me }]],
  pass: () => [[], [{ remove: true }]],
  endPhase: () => [[]],
  setPhase: (_me, phases) => [['nosuch'], ...phases.map((p) => [p])],
  setActivePlayers: (me) => [[{ all: 'forged' }], [{ value: { [me]: 'forged' } }], [[me]]],
  endStage: () => [[]],
  setStage: () => [['forged'], [{ stage: 'forged', maxMoves: 99 }]],
};

/** Moves made per match between volleys: the events are tried in several states of each game. */
const ROUNDS = 3;

interface StockServer {
  url: string;
  state(matchID: string): State;
  stop(): Promise<void>;
}

async function startStock(): Promise<StockServer> {
  const server = Server({
    games: games.map((m) => m.game as Game),
    origins: [/^http:\/\/localhost(:\d+)?$/],
  });
  const app = server.app as any;
  app.listen = (port: number, cb: () => void) => app.server.listen(port, '127.0.0.1', cb);
  const { appServer, apiServer } = await server.run(0);
  const port = (appServer.address() as { port: number }).port;
  const db = server.db as any;
  return {
    url: `http://127.0.0.1:${port}`,
    state: (matchID) => db.fetch(matchID, { state: true }).state as State,
    stop: async () => {
      server.kill({ apiServer, appServer });
    },
  };
}

const activeSeats = (ctx: Ctx): string[] =>
  ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];

describe('stock boardgame.io server: client events against every registered game', function () {
  this.timeout(120_000);
  let stock: StockServer;
  const quiet = { error: console.error, log: console.log };

  before(async () => {
    stock = await startStock();
    // The stock server logs every refused event (`ERROR: …`); the assertions below are the test.
    console.error = () => undefined;
    console.log = () => undefined;
  });

  after(async () => {
    console.error = quiet.error;
    console.log = quiet.log;
    await stock?.stop();
  });

  for (const module of games) {
    const { id, minPlayers, maxPlayers } = module.descriptor;
    for (let numPlayers = minPlayers; numPlayers <= maxPlayers; numPlayers++) {
      it(`${id}, ${numPlayers} player${numPlayers > 1 ? 's' : ''}: no event changes the match; moves still work`, async () => {
        const { matchID, credentials } = await openMatch(stock.url, id, undefined, numPlayers);
        const seats: Seat[] = [];
        try {
          for (let p = 0; p < numPlayers; p++) {
            const seat = await Seat.connect(stock.url, id, matchID, String(p), credentials[p]);
            await seat.sync(numPlayers);
            seats.push(seat);
          }
          const phases = Object.keys(module.game.phases ?? {});
          const watcher = seats[0]!;
          for (let round = 0; round < ROUNDS; round++) {
            const before = stock.state(matchID);
            if (before.ctx.gameover !== undefined) break;
            // Every seat must hold the current state: the Master drops an action sent from a stale one.
            for (const seat of seats) await seat.waitForStateID(before._stateID, 10_000);
            // Every seat fires every attack. The stock Master answers each event an active seat sends with
            // an update to every seat, accepted or not; an inactive seat's events are dropped unanswered.
            const active = activeSeats(before.ctx);
            let answered = 0;
            for (const seat of seats)
              for (const name of EVENT_NAMES)
                for (const args of ATTACKS[name](seat.playerID!, phases)) {
                  seat.event(name, args);
                  if (active.includes(seat.playerID!)) answered++;
                }
            const seen = watcher.states.length;
            // An accepted event would make the Master drop the rest as stale (unanswered): compare anyway.
            await watcher
              .waitFor(
                () => watcher.states.length >= seen + answered || undefined,
                `${answered} answers`,
                10_000,
              )
              .catch(() => undefined);
            const after = stock.state(matchID);
            const moved = `round ${round}: phase ${before.ctx.phase} → ${after.ctx.phase}, turn ${before.ctx.turn} → ${after.ctx.turn}, gameover ${JSON.stringify(after.ctx.gameover)}`;
            expect(after._stateID, moved).to.equal(before._stateID);
            expect(after.ctx, moved).to.deep.equal(before.ctx);
            expect(after.G, moved).to.deep.equal(before.G);

            // A legal move, listed from the server's own state, goes through.
            const seat = active[0]!;
            const legal = module.game.ai!.enumerate(after.G, after.ctx, seat) as {
              move: string;
              args?: unknown[];
            }[];
            expect(legal, `seat ${seat} has a legal move`).to.not.be.empty;
            const move = legal[0]!;
            seats[Number(seat)]!.move(move.move, move.args ?? []);
            await watcher.waitForStateID(after._stateID + 1, 10_000);
            expect(stock.state(matchID)._stateID).to.equal(after._stateID + 1);
          }
        } finally {
          for (const seat of seats) seat.close();
        }
      });
    }
  }
});
