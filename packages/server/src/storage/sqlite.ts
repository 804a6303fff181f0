// biome-ignore-all lint/suspicious/noExplicitAny: boardgame.io's StorageAPI generics are wrapped as they come
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from '../bgio.js';

export type SqliteSynchronous = 'full' | 'normal';

export interface SqliteStoreOptions {
  /** A folder (created if missing; the file is `skald.sqlite` inside) or `:memory:`. */
  dataDir: string;
  /**
   * `full` (default): every commit is fsynced before the move is broadcast, so an accepted move survives a
   * process kill and a power cut. `normal`: survives a process kill (SIGKILL), may lose the last commits on
   * power loss; about 3× cheaper per write.
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

/**
 * boardgame.io storage on SQLite (better-sqlite3): WAL journal, synchronous commits, one row per match plus
 * an append-only log table. Writes never go backwards: a `setState` whose `_stateID` is not newer than the
 * stored one is ignored (two writers on one match cannot roll it back), and a `setState` or `setMetadata`
 * for a match that does not exist creates nothing.
 */
export class SqliteStore extends Async {
  readonly path: string;
  private readonly synchronous: SqliteSynchronous;
  private db: Database.Database | null = null;
  private checkpointer: Worker | null = null;
  /** Writes issued in the same tick, committed together (group commit). */
  /**
   * Parsed current states of recently used matches (the Master reads the state on every move). Entries are
   * the objects boardgame.io produced, which it never mutates (Immer); bounded, least recently used out.
   */
  private readonly states = new Map<string, State>();
  private batch: { op: () => void; resolve: () => void; reject: (e: unknown) => void }[] = [];
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
    this.flush();
    await this.checkpointer?.terminate();
    this.checkpointer = null;
    if (this.db && this.path !== ':memory:') this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db?.close();
    this.db = null;
    this.selects.clear();
    this.statements = null;
  }

  private prepare(db: Database.Database) {
    const s = {
      insert: db.prepare(
        `INSERT INTO matches (id, game_name, metadata, initial_state, state, state_id, gameover, updated_at)
         VALUES (@id, @game_name, @metadata, @state, @state, @state_id, @gameover, @updated_at)`,
      ),
      stateId: db.prepare('SELECT state_id FROM matches WHERE id = ?').pluck(),
      stateIdAndLogLength: db.prepare('SELECT state_id, log_length FROM matches WHERE id = ?'),
      updateState: db.prepare('UPDATE matches SET state = ?, state_id = ?, log_length = ? WHERE id = ?'),
      appendLog: db.prepare('INSERT INTO match_log (match_id, seq, entry) VALUES (?, ?, ?)'),
      updateMetadata: db.prepare(
        'UPDATE matches SET metadata = @metadata, gameover = @gameover, updated_at = @updated_at WHERE id = @id',
      ),
      log: db.prepare('SELECT entry FROM match_log WHERE match_id = ? ORDER BY seq').pluck(),
      wipe: db.prepare('DELETE FROM matches WHERE id = ?'),
      wipeLog: db.prepare('DELETE FROM match_log WHERE match_id = ?'),
    };
    const setState = db.transaction((id: string, state: State, deltalog: LogEntry[] | undefined) => {
      const row = s.stateIdAndLogLength.get(id) as { state_id: number; log_length: number } | undefined;
      if (row === undefined || row.state_id >= state._stateID) return false;
      let seq = row.log_length;
      for (const entry of deltalog ?? []) s.appendLog.run(id, seq++, JSON.stringify(entry));
      s.updateState.run(JSON.stringify(state), state._stateID, seq, id);
      return true;
    });
    const wipe = db.transaction((id: string) => {
      s.wipe.run(id);
      s.wipeLog.run(id);
    });
    // Nested inside the batch transaction, better-sqlite3 runs this as a savepoint.
    const savepoint = db.transaction((op: () => void) => op());
    return { ...s, setState, wipe, savepoint };
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
    this.s.insert.run({
      id: matchID,
      game_name: metadata.gameName,
      metadata: JSON.stringify(metadata),
      state: JSON.stringify(initialState),
      state_id: initialState._stateID,
      gameover: metadata.gameover === undefined || metadata.gameover === null ? 0 : 1,
      updated_at: metadata.updatedAt,
    });
  }

  /**
   * Queue a write: writes issued in the same event-loop turn (across matches, under load) commit in
   * one transaction (each in its own savepoint, so one failing write fails alone); the promise settles
   * after that commit.
   */
  private write(op: () => void): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.batch.length === 0) setImmediate(() => this.flush());
      this.batch.push({ op, resolve, reject });
    });
  }

  private flush(): void {
    const batch = this.batch;
    if (batch.length === 0 || !this.db) return;
    this.batch = [];
    const results: (unknown | null)[] = [];
    try {
      this.db.transaction(() => {
        for (const { op } of batch) {
          try {
            this.s.savepoint(op);
            results.push(null);
          } catch (error) {
            results.push(error ?? new Error('write failed'));
          }
        }
      })();
    } catch (error) {
      for (const { reject } of batch) reject(error);
      return;
    }
    batch.forEach(({ resolve, reject }, i) => {
      if (results[i] === null) resolve();
      else reject(results[i]);
    });
  }

  setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const s = this.s;
    return this.write(() => {
      if (s.setState(matchID, state, deltalog)) this.remember(matchID, state);
    });
  }

  setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    const s = this.s;
    return this.write(() =>
      s.updateMetadata.run({
        id: matchID,
        metadata: JSON.stringify(metadata),
        gameover: metadata.gameover === undefined || metadata.gameover === null ? 0 : 1,
        updated_at: metadata.updatedAt,
      }),
    );
  }

  private remember(matchID: string, state: State): void {
    this.states.delete(matchID);
    this.states.set(matchID, state);
    if (this.states.size > 2000) this.states.delete(this.states.keys().next().value!);
  }

  async fetch<O extends FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const cached = opts.state ? this.states.get(matchID) : undefined;
    const columns = [
      opts.metadata && 'metadata',
      opts.initialState && 'initial_state',
      opts.state && !cached && 'state',
    ].filter(Boolean);
    const result: Record<string, unknown> = {};
    if (columns.length > 0) {
      const row = this.select(columns.join(', ')).get(matchID) as MatchRow | undefined;
      if (!row) return result as StorageAPI.FetchResult<O>;
      if (row.metadata !== undefined) result.metadata = JSON.parse(row.metadata);
      if (row.initial_state !== undefined) result.initialState = JSON.parse(row.initial_state);
      if (row.state !== undefined) {
        result.state = JSON.parse(row.state);
        this.remember(matchID, result.state as State);
      }
    }
    if (cached) {
      if (columns.length === 0 && this.s.stateId.get(matchID) === undefined) {
        this.states.delete(matchID);
        return {} as StorageAPI.FetchResult<O>;
      }
      result.state = cached;
    }
    if (opts.log) {
      if (columns.length === 0 && this.s.stateId.get(matchID) === undefined) return result as any;
      result.log = (this.s.log.all(matchID) as string[]).map((e) => JSON.parse(e));
    }
    return result as StorageAPI.FetchResult<O>;
  }

  async wipe(matchID: string): Promise<void> {
    this.flush();
    this.states.delete(matchID);
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
