// biome-ignore-all lint/suspicious/noExplicitAny: boardgame.io's StorageAPI generics are wrapped as they come
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from '../bgio.js';
import { GroupCommit, type Outcome, type WriteOp } from './group-commit.js';

export type SqliteSynchronous = 'full' | 'normal';

/** Options of {@link SqliteStore}. */
export interface SqliteStoreOptions {
  /** A folder (created if missing; the file is `skald.sqlite` inside) or `:memory:`. */
  dataDir: string;
  /**
   * `normal` (default): every commit survives a process kill (SIGKILL), may be lost on power loss. `full`:
   * also fsynced before the move is broadcast, so it survives a power cut; about 3× dearer per write.
   */
  synchronous?: SqliteSynchronous;
}

type FetchOpts = StorageAPI.FetchOpts;

const require = createRequire(import.meta.url);

interface MatchRow {
  metadata?: string;
  initial_state?: string;
  state?: string;
}

const isOver = (metadata: Server.MatchData) =>
  metadata.gameover === undefined || metadata.gameover === null ? 0 : 1;

/** Log rows hold one entry each (rows written before one row per `setState`) or an array of entries. */
function parseLog(rows: string[]): LogEntry[] {
  const log: LogEntry[] = [];
  for (const row of rows) {
    const entry = JSON.parse(row);
    if (Array.isArray(entry)) log.push(...entry);
    else log.push(entry);
  }
  return log;
}

/**
 * boardgame.io storage on SQLite (better-sqlite3): WAL journal, synchronous commits, one row per match plus
 * an append-only log table (one row per `setState`, holding its deltalog). Writes never go backwards: a
 * `setState` whose `_stateID` is not newer than the stored one is ignored (two writers on one match cannot
 * roll it back), and a `setState` or `setMetadata` for a match that does not exist creates nothing.
 */
export class SqliteStore extends Async {
  /** The database file (`<dataDir>/skald.sqlite`), or `:memory:`. */
  readonly path: string;
  private readonly synchronous: SqliteSynchronous;
  private db: Database.Database | null = null;
  private checkpointer: Worker | null = null;
  /**
   * Recently used matches' current state and metadata, as committed (the Master reads both on every move),
   * so a move reads nothing from SQLite. States are the objects boardgame.io produced, which it never
   * mutates (Immer); metadata is kept as its JSON text and parsed per fetch, because boardgame.io does
   * mutate the metadata it fetched. Entries are added only once their write committed (or from a read)
   * and removed by `wipe`, so none outlives its row (one SQLite file serves one process). Bounded, least
   * recently used out.
   */
  private readonly states = new Map<string, State>();
  private readonly metadataText = new Map<string, string>();
  /** Writes issued in the same tick, committed together. */
  private readonly writes = new GroupCommit((ops, isolate) => this.s.batch(ops, isolate));
  private statements: ReturnType<SqliteStore['prepare']> | null = null;

  constructor({ dataDir, synchronous = 'normal' }: SqliteStoreOptions) {
    super();
    this.path = dataDir === ':memory:' ? ':memory:' : join(dataDir, 'skald.sqlite');
    if (dataDir !== ':memory:') mkdirSync(dataDir, { recursive: true });
    this.synchronous = synchronous;
  }

  async connect(): Promise<void> {
    if (this.db) return;
    const db = new Database(this.path);
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${this.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
    db.pragma('busy_timeout = 5000');
    if (this.path !== ':memory:') {
      // Checkpoints (copying the WAL into the database, with an fsync) run on a worker thread so that
      // the event loop never waits for the disk; the write path only appends to the WAL.
      db.pragma('wal_autocheckpoint = 0');
      this.checkpointer = startCheckpointer(this.path);
    }
    db.exec(`
      CREATE TABLE IF NOT EXISTS matches (
        id TEXT PRIMARY KEY,
        game_name TEXT NOT NULL,
        metadata TEXT NOT NULL,
        initial_state TEXT NOT NULL,
        state TEXT NOT NULL,
        state_id INTEGER NOT NULL,
        gameover INTEGER NOT NULL DEFAULT 0,
        updated_at INTEGER NOT NULL,
        log_length INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX IF NOT EXISTS matches_by_game ON matches (game_name, updated_at);
      CREATE TABLE IF NOT EXISTS match_log (
        match_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        entry TEXT NOT NULL,
        PRIMARY KEY (match_id, seq)
      );
    `);
    this.db = db;
    this.statements = this.prepare(db);
  }

  /** Close the database file (idempotent). */
  async close(): Promise<void> {
    this.writes.flush();
    await this.checkpointer?.terminate();
    this.checkpointer = null;
    if (this.db && this.path !== ':memory:') this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db?.close();
    this.db = null;
    this.selects.clear();
    this.states.clear();
    this.metadataText.clear();
    this.statements = null;
  }

  private prepare(db: Database.Database) {
    const s = {
      insert: db.prepare(
        `INSERT INTO matches (id, game_name, metadata, initial_state, state, state_id, gameover, updated_at)
         VALUES (@id, @game_name, @metadata, @state, @state, @state_id, @gameover, @updated_at)`,
      ),
      stateId: db.prepare('SELECT state_id FROM matches WHERE id = ?').pluck(),
      // Writes never go backwards: only a newer state is written, and only to a match that exists.
      updateState: db.prepare(
        'UPDATE matches SET state = ?, state_id = ?, log_length = log_length + ? WHERE id = ? AND state_id < ?',
      ),
      // The deltalog's entries as one JSON array; `seq` is the index of its first entry.
      appendLog: db.prepare(
        'INSERT INTO match_log (match_id, seq, entry) SELECT id, log_length - ?, ? FROM matches WHERE id = ?',
      ),
      updateMetadata: db.prepare(
        'UPDATE matches SET metadata = ?, gameover = ?, updated_at = ? WHERE id = ?',
      ),
      log: db.prepare('SELECT entry FROM match_log WHERE match_id = ? ORDER BY seq').pluck(),
      wipe: db.prepare('DELETE FROM matches WHERE id = ?'),
      wipeLog: db.prepare('DELETE FROM match_log WHERE match_id = ?'),
    };
    const wipe = db.transaction((id: string) => {
      s.wipe.run(id);
      s.wipeLog.run(id);
    });
    // Nested inside the batch transaction, better-sqlite3 runs this as a savepoint.
    const savepoint = db.transaction((op: WriteOp) => op());
    const batch = db.transaction((ops: WriteOp[], isolate: boolean) =>
      ops.map((op): Outcome => {
        if (!isolate) return { ok: true, changed: op() };
        try {
          return { ok: true, changed: savepoint(op) };
        } catch (error) {
          return { ok: false, error: error ?? new Error('write failed') };
        }
      }),
    );
    return { ...s, wipe, batch };
  }

  private readonly selects = new Map<string, Database.Statement>();

  private select(columns: string): Database.Statement {
    let statement = this.selects.get(columns);
    if (!statement) {
      statement = this.db!.prepare(`SELECT ${columns} FROM matches WHERE id = ?`);
      this.selects.set(columns, statement);
    }
    return statement;
  }

  private get s() {
    if (!this.statements) throw new Error('SqliteStore: connect() first');
    return this.statements;
  }

  override async createMatch(
    matchID: string,
    { initialState, metadata }: StorageAPI.CreateMatchOpts,
  ): Promise<void> {
    const text = JSON.stringify(metadata);
    this.s.insert.run({
      id: matchID,
      game_name: metadata.gameName,
      metadata: text,
      state: JSON.stringify(initialState),
      state_id: initialState._stateID,
      gameover: isOver(metadata),
      updated_at: metadata.updatedAt,
    });
    this.remember(this.metadataText, matchID, text);
    this.remember(this.states, matchID, initialState);
  }

  setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const s = this.s;
    const entries = deltalog ?? [];
    const op = () => {
      const json = JSON.stringify(state);
      if (s.updateState.run(json, state._stateID, entries.length, matchID, state._stateID).changes === 0)
        return false; // an unknown match, or not newer than the stored state
      if (entries.length > 0) s.appendLog.run(entries.length, JSON.stringify(entries), matchID);
      return true;
    };
    return this.writes.write(op, (changed) => {
      if (changed) this.remember(this.states, matchID, state);
    });
  }

  setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    const s = this.s;
    const text = JSON.stringify(metadata);
    const op = () => s.updateMetadata.run(text, isOver(metadata), metadata.updatedAt, matchID).changes > 0;
    return this.writes.write(op, (changed) => {
      if (changed) this.remember(this.metadataText, matchID, text);
    });
  }

  private remember<T>(cache: Map<string, T>, matchID: string, value: T): void {
    cache.delete(matchID);
    cache.set(matchID, value);
    if (cache.size > 2000) cache.delete(cache.keys().next().value!);
  }

  async fetch<O extends FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const state = opts.state ? this.states.get(matchID) : undefined;
    const metadata = opts.metadata ? this.metadataText.get(matchID) : undefined;
    const columns = [
      opts.metadata && metadata === undefined && 'metadata',
      opts.initialState && 'initial_state',
      opts.state && state === undefined && 'state',
    ].filter(Boolean);
    const result: Record<string, unknown> = {};
    if (columns.length > 0) {
      const row = this.select(columns.join(', ')).get(matchID) as MatchRow | undefined;
      if (!row) return result as StorageAPI.FetchResult<O>;
      if (row.metadata !== undefined) {
        result.metadata = JSON.parse(row.metadata);
        this.remember(this.metadataText, matchID, row.metadata);
      }
      if (row.initial_state !== undefined) result.initialState = JSON.parse(row.initial_state);
      if (row.state !== undefined) {
        result.state = JSON.parse(row.state);
        this.remember(this.states, matchID, result.state as State);
      }
    }
    if (metadata !== undefined) result.metadata = JSON.parse(metadata);
    if (state !== undefined) result.state = state;
    if (opts.log) {
      const known = columns.length > 0 || state !== undefined || metadata !== undefined;
      if (!known && this.s.stateId.get(matchID) === undefined) return result as StorageAPI.FetchResult<O>;
      result.log = parseLog(this.s.log.all(matchID) as string[]);
    }
    return result as StorageAPI.FetchResult<O>;
  }

  async wipe(matchID: string): Promise<void> {
    this.writes.flush();
    this.states.delete(matchID);
    this.metadataText.delete(matchID);
    this.s.wipe(matchID);
  }

  override async listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (opts?.gameName !== undefined) {
      where.push('game_name = ?');
      params.push(opts.gameName);
    }
    const w = opts?.where;
    if (w?.isGameover !== undefined) where.push(w.isGameover ? 'gameover = 1' : 'gameover = 0');
    if (w?.updatedBefore !== undefined) {
      where.push('updated_at < ?');
      params.push(w.updatedBefore);
    }
    if (w?.updatedAfter !== undefined) {
      where.push('updated_at > ?');
      params.push(w.updatedAfter);
    }
    const sql = `SELECT id FROM matches${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY updated_at`;
    return this.db!.prepare(sql)
      .pluck()
      .all(...params) as string[];
  }
}

/** A worker thread with its own connection that checkpoints the WAL every 500 ms. */
function startCheckpointer(path: string): Worker {
  const source = `
    const { workerData } = require('node:worker_threads');
    const Database = require(workerData.module);
    const db = new Database(workerData.path);
    db.pragma('busy_timeout = 5000');
    setInterval(() => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} }, 500);
  `;
  const worker = new Worker(source, {
    eval: true,
    workerData: { path, module: require.resolve('better-sqlite3') },
  });
  worker.unref();
  return worker;
}
