// biome-ignore-all lint/suspicious/noExplicitAny: boardgame.io's StorageAPI generics are wrapped as they come
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from '../bgio.js';
import { GroupCommit } from './group-commit.js';
import { SqliteThread, type Step, startCheckpointer } from './sqlite-thread.js';

export type SqliteSynchronous = 'full' | 'normal';

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

interface MatchRow {
  metadata?: string;
  initial_state?: string;
  state?: string;
}

const SCHEMA = `
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
`;

/** The write statements, by index (`Step`). */
const INSERT = 0;
const UPDATE_STATE = 1;
const APPEND_LOG = 2;
const UPDATE_METADATA = 3;
const WIPE = 4;
const WIPE_LOG = 5;
const WRITES = [
  `INSERT INTO matches (id, game_name, metadata, initial_state, state, state_id, gameover, updated_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  // Writes never go backwards: only a newer state is written, and only to a match that exists.
  `UPDATE matches SET state = ?, state_id = ?, log_length = log_length + ? WHERE id = ? AND state_id < ?`,
  // One row per setState, holding its deltalog entries (a JSON array); `seq` is the first entry's index.
  `INSERT INTO match_log (match_id, seq, entry) SELECT id, log_length - ?, ? FROM matches WHERE id = ?`,
  'UPDATE matches SET metadata = ?, gameover = ?, updated_at = ? WHERE id = ?',
  'DELETE FROM matches WHERE id = ?',
  'DELETE FROM match_log WHERE match_id = ?',
];

const isOver = (metadata: Server.MatchData) =>
  metadata.gameover === undefined || metadata.gameover === null ? 0 : 1;

/** Log rows hold one entry each (written before the one-row-per-setState format) or an array of them. */
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
 * an append-only log table. Writes never go backwards: a `setState` whose `_stateID` is not newer than the
 * stored one is ignored (two writers on one match cannot roll it back), and a `setState` or `setMetadata`
 * for a match that does not exist creates nothing.
 *
 * The connection lives on its own thread (`SqliteThread`): the event loop only serialises states to JSON
 * and hands batches over. Writes issued while a batch commits, or in the same event-loop turn, commit
 * together (`GroupCommit`), and each write's promise settles once it is committed.
 */
export class SqliteStore extends Async {
  readonly path: string;
  private readonly synchronous: SqliteSynchronous;
  private thread: SqliteThread | null = null;
  private checkpointer: Worker | null = null;
  /**
   * Recently used matches' current state and metadata, as committed (the Master reads both on every move),
   * so a move reads nothing from SQLite. States are the objects boardgame.io produced, which it never
   * mutates (Immer); metadata is kept as its JSON text and parsed per fetch, because boardgame.io does
   * mutate the metadata it fetched. Entries change only in commit order (after a write committed, or from a
   * read, which the thread answers in order with the writes) and `wipe` removes them, so none outlives its
   * row (one SQLite file serves one process). Bounded, least recently used out.
   */
  private readonly states = new Map<string, State>();
  private readonly metadataText = new Map<string, string>();
  private readonly writes = new GroupCommit<Step[]>((batch) => this.db.batch(batch));

  constructor({ dataDir, synchronous = 'normal' }: SqliteStoreOptions) {
    super();
    this.path = dataDir === ':memory:' ? ':memory:' : join(dataDir, 'skald.sqlite');
    if (dataDir !== ':memory:') mkdirSync(dataDir, { recursive: true });
    this.synchronous = synchronous;
  }

  private get db(): SqliteThread {
    if (!this.thread) throw new Error('SqliteStore: connect() first');
    return this.thread;
  }

  async connect(): Promise<void> {
    if (this.thread) return;
    const thread = new SqliteThread(this.path);
    try {
      await thread.pragma('journal_mode = WAL');
      await thread.pragma(`synchronous = ${this.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
      await thread.pragma('busy_timeout = 5000');
      // Checkpoints (copying the WAL into the database, with an fsync) run on a thread of their own, so
      // commits never wait for them.
      if (this.path !== ':memory:') await thread.pragma('wal_autocheckpoint = 0');
      await thread.exec(SCHEMA);
      await thread.prepare(WRITES);
    } catch (error) {
      await thread.close(false).catch(() => undefined);
      throw error;
    }
    this.thread = thread;
    if (this.path !== ':memory:') this.checkpointer = startCheckpointer(this.path);
  }

  /** Close the database file once every queued write is committed (idempotent). */
  async close(): Promise<void> {
    const thread = this.thread;
    if (!thread) return;
    await this.writes.drain();
    await this.checkpointer?.terminate();
    this.checkpointer = null;
    this.thread = null;
    this.states.clear();
    this.metadataText.clear();
    await thread.close(this.path !== ':memory:');
  }

  /** Queue a write (`after` runs once it is committed); refused when the store is not open. */
  private write(steps: Step[], after: (changed: boolean) => void): Promise<void> {
    if (!this.thread) return Promise.reject(new Error('SqliteStore: connect() first'));
    return this.writes.write(steps, after);
  }

  override createMatch(
    matchID: string,
    { initialState, metadata }: StorageAPI.CreateMatchOpts,
  ): Promise<void> {
    const text = JSON.stringify(metadata);
    const state = JSON.stringify(initialState);
    const row = [matchID, metadata.gameName, text, state, state, initialState._stateID, isOver(metadata)];
    return this.write([[INSERT, ...row, metadata.updatedAt]], () => {
      this.remember(this.metadataText, matchID, text);
      this.remember(this.states, matchID, initialState);
    });
  }

  setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const entries = deltalog ?? [];
    const steps: Step[] = [
      [UPDATE_STATE, JSON.stringify(state), state._stateID, entries.length, matchID, state._stateID],
    ];
    if (entries.length > 0) steps.push([APPEND_LOG, entries.length, JSON.stringify(entries), matchID]);
    return this.write(steps, (changed) => {
      if (changed) this.remember(this.states, matchID, state);
    });
  }

  setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    const text = JSON.stringify(metadata);
    const steps: Step[] = [[UPDATE_METADATA, text, isOver(metadata), metadata.updatedAt, matchID]];
    return this.write(steps, (changed) => {
      if (changed) this.remember(this.metadataText, matchID, text);
    });
  }

  private remember<T>(cache: Map<string, T>, matchID: string, value: T): void {
    cache.delete(matchID);
    cache.set(matchID, value);
    if (cache.size > 2000) cache.delete(cache.keys().next().value!);
  }

  private forget(matchID: string): void {
    this.states.delete(matchID);
    this.metadataText.delete(matchID);
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
      const row = await this.db.get<MatchRow>(`SELECT ${columns.join(', ')} FROM matches WHERE id = ?`, [
        matchID,
      ]);
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
      if (!known && (await this.db.get('SELECT 1 FROM matches WHERE id = ?', [matchID])) === undefined)
        return result as StorageAPI.FetchResult<O>;
      const rows = await this.db.all<string>(
        'SELECT entry FROM match_log WHERE match_id = ? ORDER BY seq',
        [matchID],
        true,
      );
      result.log = parseLog(rows);
    }
    return result as StorageAPI.FetchResult<O>;
  }

  async wipe(matchID: string): Promise<void> {
    this.forget(matchID);
    // Forgotten again once committed: a read answered before the wipe may have cached the match meanwhile.
    const steps: Step[] = [
      [WIPE, matchID],
      [WIPE_LOG, matchID],
    ];
    await this.write(steps, () => this.forget(matchID));
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
    return this.db.all<string>(sql, params, true);
  }
}
