import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
  private statements: ReturnType<SqliteStore['prepare']> | null = null;

  constructor({ dataDir, synchronous = 'full' }: SqliteStoreOptions) {
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
    db.exec(`
      CREATE TABLE IF NOT EXISTS matches (
        id TEXT PRIMARY KEY,
        game_name TEXT NOT NULL,
        metadata TEXT NOT NULL,
        initial_state TEXT NOT NULL,
        state TEXT NOT NULL,
        state_id INTEGER NOT NULL,
        gameover INTEGER NOT NULL DEFAULT 0,
        updated_at INTEGER NOT NULL
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
      updateState: db.prepare('UPDATE matches SET state = ?, state_id = ? WHERE id = ?'),
      nextSeq: db.prepare('SELECT COALESCE(MAX(seq), -1) + 1 FROM match_log WHERE match_id = ?').pluck(),
      appendLog: db.prepare('INSERT INTO match_log (match_id, seq, entry) VALUES (?, ?, ?)'),
      updateMetadata: db.prepare(
        'UPDATE matches SET metadata = @metadata, gameover = @gameover, updated_at = @updated_at WHERE id = @id',
      ),
      log: db.prepare('SELECT entry FROM match_log WHERE match_id = ? ORDER BY seq').pluck(),
      wipe: db.prepare('DELETE FROM matches WHERE id = ?'),
      wipeLog: db.prepare('DELETE FROM match_log WHERE match_id = ?'),
    };
    const setState = db.transaction((id: string, state: State, deltalog: LogEntry[] | undefined) => {
      const stored = s.stateId.get(id) as number | undefined;
      if (stored === undefined || stored >= state._stateID) return;
      s.updateState.run(JSON.stringify(state), state._stateID, id);
      if (deltalog && deltalog.length > 0) {
        let seq = s.nextSeq.get(id) as number;
        for (const entry of deltalog) s.appendLog.run(id, seq++, JSON.stringify(entry));
      }
    });
    const wipe = db.transaction((id: string) => {
      s.wipe.run(id);
      s.wipeLog.run(id);
    });
    return { ...s, setState, wipe };
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

  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    this.s.setState(matchID, state, deltalog);
  }

  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    this.s.updateMetadata.run({
      id: matchID,
      metadata: JSON.stringify(metadata),
      gameover: metadata.gameover === undefined || metadata.gameover === null ? 0 : 1,
      updated_at: metadata.updatedAt,
    });
  }

  async fetch<O extends FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const columns = [
      opts.metadata && 'metadata',
      opts.initialState && 'initial_state',
      opts.state && 'state',
    ].filter(Boolean);
    const result: Record<string, unknown> = {};
    if (columns.length > 0) {
      const row = this.select(columns.join(', ')).get(matchID) as MatchRow | undefined;
      if (!row) return result as StorageAPI.FetchResult<O>;
      if (row.metadata !== undefined) result.metadata = JSON.parse(row.metadata);
      if (row.initial_state !== undefined) result.initialState = JSON.parse(row.initial_state);
      if (row.state !== undefined) result.state = JSON.parse(row.state);
    }
    if (opts.log) {
      if (columns.length === 0 && this.s.stateId.get(matchID) === undefined) return result as any;
      result.log = (this.s.log.all(matchID) as string[]).map((e) => JSON.parse(e));
    }
    return result as StorageAPI.FetchResult<O>;
  }

  async wipe(matchID: string): Promise<void> {
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
