// `tsx packages/server/test/load/store-bench.ts [moves]`: boardgame.io's Master playing race moves in-process
// against each store the server can use (a plain Map like stock's InMemory, our SQLite in memory and on
// disk), through our storage wrapper and commit gate as the server does. Prints CPU µs per move: the
// storage layer's share of a move without sockets, clients or machine noise in the way.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game, State, StorageAPI } from 'boardgame.io';
import { Async, createMatch } from 'boardgame.io/internal';
import { Master } from '../../src/bgio.js';
import { hardenGame } from '../../src/harden-game.js';
import { silentLogger } from '../../src/log.js';
import { CommitGate } from '../../src/pubsub/commit-gate.js';
import { strictCredentials } from '../../src/server.js';
import { GuardedStorage } from '../../src/storage/guarded.js';
import { SqliteStore } from '../../src/storage/sqlite.js';
import { Race } from '../fixtures/games.js';

/** A Map of objects, as boardgame.io's InMemory store keeps them (no copies, no serialisation). */
class MapStore extends Async {
  private readonly m = new Map<string, Record<string, unknown>>();
  async connect() {}
  override async createMatch(id: string, { initialState, metadata }: StorageAPI.CreateMatchOpts) {
    this.m.set(id, { state: initialState, initialState, metadata, log: [] });
  }
  async setState(id: string, state: State) {
    this.m.get(id)!.state = state;
  }
  async setMetadata(id: string, metadata: unknown) {
    this.m.get(id)!.metadata = metadata;
  }
  async fetch(id: string, opts: StorageAPI.FetchOpts) {
    const row = this.m.get(id)!;
    const out: Record<string, unknown> = {};
    for (const k of ['state', 'metadata', 'initialState', 'log'] as const) if (opts[k]) out[k] = row[k];
    return out as any;
  }
  async wipe(id: string) {
    this.m.delete(id);
  }
}

const moves = Number(process.argv[2] ?? 20_000);
/** Only the stores whose label contains this (e.g. `disk`). */
const only = process.argv[3] ?? '';
const matches = 40;
const game = hardenGame(Race as Game, silentLogger);
const auth = {
  authenticateCredentials: ({ playerID, credentials, metadata }: any) =>
    strictCredentials(credentials, metadata?.players?.[playerID]),
};

async function bench(label: string, inner: StorageAPI.Async): Promise<void> {
  if (!label.includes(only)) return;
  const gate = new CommitGate();
  const storage = new GuardedStorage(inner, [game], gate);
  await storage.connect();
  const transport = { send() {}, sendAll() {} };
  const ids: string[] = [];
  for (let m = 0; m < matches; m++) {
    const match = createMatch({ game, numPlayers: 2, setupData: { target: 10_000_000 }, unlisted: false });
    if ('setupDataError' in match) throw new Error(match.setupDataError);
    for (const [id, p] of Object.entries(match.metadata.players)) {
      Object.assign(p, { name: `p${id}`, credentials: `cred-${id}`, isConnected: true });
    }
    ids.push(`m${m}`);
    await storage.createMatch(`m${m}`, match);
  }
  const state = new Map<string, number>(ids.map((id) => [id, 0]));
  let done = 0;
  const play = async (id: string) => {
    while (done < moves) {
      const stateID = state.get(id)!;
      const player = String(stateID % 2);
      const master = new Master(game, storage, transport, auth as any);
      const action = {
        type: 'MAKE_MOVE',
        payload: { type: 'add', args: [1], playerID: player, credentials: `cred-${player}` },
      };
      const result = await master.onUpdate(action as any, stateID, id, player);
      if (result) throw new Error(JSON.stringify(result));
      state.set(id, stateID + 1);
      done++;
    }
  };
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(ids.map(play));
  const used = process.cpuUsage(cpu);
  const ms = performance.now() - t0;
  const us = (used.user + used.system) / done;
  console.log(
    `${label.padEnd(16)} ${done} moves  ${us.toFixed(1).padStart(6)} µs CPU/move (system ${(used.system / done).toFixed(1)})  ${((ms * 1000) / done).toFixed(1)} µs wall/move`,
  );
  await (inner as { close?: () => Promise<void> }).close?.();
}

const dir = mkdtempSync(join(tmpdir(), 'skald-store-bench-'));
try {
  for (let round = 0; round < Number(process.env.ROUNDS ?? 3); round++) {
    await bench('map', new MapStore());
    await bench('sqlite :memory:', new SqliteStore({ dataDir: ':memory:' }));
    await bench('sqlite disk', new SqliteStore({ dataDir: join(dir, String(round)) }));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
