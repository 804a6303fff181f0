import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/**
 * One step of a write: the index of a statement given to `prepare`, then its parameters.
 * A write is a list of steps run in order; if the first step changes no row, the rest are skipped.
 */
export type Step = [statement: number, ...params: unknown[]];

/** How one write of a committed batch went: whether its first step changed a row, or why it failed. */
export type Outcome = { ok: true; changed: boolean } | { ok: false; error: Error };

/**
 * The worker: owns the connection and runs what the main thread sends, in order. A batch of writes is one
 * transaction; every write fine (the common case), it runs without savepoints; if one fails, the batch is
 * rolled back and run again with a savepoint per write, so only the failing ones fail. Plain CommonJS in a
 * string (like the checkpointer) so that it runs the same from tsx, a bundle or the npm build.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.path);
const cached = new Map();
const sql = (text) => {
  let statement = cached.get(text);
  if (!statement) cached.set(text, (statement = db.prepare(text)));
  return statement;
};
let statements = [];
const write = (steps) => {
  const [first, ...rest] = steps;
  if (statements[first[0]].run(...first.slice(1)).changes === 0) return false;
  for (const [i, ...params] of rest) statements[i].run(...params);
  return true;
};
const errorInfo = (e) => ({ message: String((e && e.message) || e), code: e && e.code });
const savepoint = db.transaction(write);
const batch = db.transaction((writes, isolate) =>
  writes.map((steps) => {
    if (!isolate) return { ok: true, changed: write(steps) };
    try {
      return { ok: true, changed: savepoint(steps) };
    } catch (e) {
      return { ok: false, error: errorInfo(e) };
    }
  }),
);
const handlers = {
  exec: (m) => { db.exec(m.sql); },
  pragma: (m) => db.pragma(m.sql),
  prepare: (m) => { statements = m.statements.map((text) => db.prepare(text)); },
  batch: (m) => { try { return batch(m.writes, false); } catch { return batch(m.writes, true); } },
  get: (m) => sql(m.sql).get(...m.params),
  all: (m) => sql(m.sql).pluck(Boolean(m.pluck)).all(...m.params),
  close: (m) => { if (m.checkpoint) db.pragma('wal_checkpoint(TRUNCATE)'); db.close(); },
};
parentPort.on('message', (m) => {
  try {
    parentPort.postMessage({ id: m.id, result: handlers[m.type](m) });
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: errorInfo(e) });
  }
});
`;

type ErrorInfo = { message: string; code?: string };
type Reply = { id: number; result?: unknown; error?: ErrorInfo };
type WireOutcome = { ok: true; changed: boolean } | { ok: false; error: ErrorInfo };

const toError = ({ message, code }: ErrorInfo) => Object.assign(new Error(message), code ? { code } : {});

/**
 * A SQLite connection on its own thread (better-sqlite3 is synchronous: on the main thread every commit,
 * with its WAL writes, would stall the event loop). Requests are answered in the order they were sent, so
 * a read sent after a batch sees that batch. The thread keeps the process alive only while a request is
 * pending.
 */
export class SqliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 0;
  private failure: Error | null = null;

  constructor(path: string) {
    this.worker = new Worker(SOURCE, {
      eval: true,
      workerData: { path, module: require.resolve('better-sqlite3') },
    });
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`SQLite thread exited (${code})`)));
  }

  private request<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.nextId;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private settle({ id, result, error }: Reply): void {
    const waiter = this.pending.get(id);
    if (!waiter) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
    if (error) waiter.reject(toError(error));
    else waiter.resolve(result);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.pending.values()) reject(this.failure);
    this.pending.clear();
  }

  exec(sql: string): Promise<void> {
    return this.request({ type: 'exec', sql });
  }

  pragma(sql: string): Promise<unknown> {
    return this.request({ type: 'pragma', sql });
  }

  /** The statements `Step`s refer to, by index. */
  prepare(statements: string[]): Promise<void> {
    return this.request({ type: 'prepare', statements });
  }

  /** Commit `writes` as one transaction; rejects only if the transaction itself failed. */
  async batch(writes: Step[][]): Promise<Outcome[]> {
    const outcomes = await this.request<WireOutcome[]>({ type: 'batch', writes });
    return outcomes.map((o) => (o.ok ? o : { ok: false, error: toError(o.error) }));
  }

  get<T>(sql: string, params: unknown[]): Promise<T | undefined> {
    return this.request({ type: 'get', sql, params });
  }

  all<T>(sql: string, params: unknown[], pluck = false): Promise<T[]> {
    return this.request({ type: 'all', sql, params, pluck });
  }

  /** Close the connection (after a WAL checkpoint when `checkpoint`) and end the thread. */
  async close(checkpoint: boolean): Promise<void> {
    try {
      await this.request({ type: 'close', checkpoint });
    } finally {
      await this.worker.terminate();
    }
  }
}

/** A worker thread with its own connection that checkpoints the WAL every 500 ms (the checkpoint fsyncs). */
export function startCheckpointer(path: string): Worker {
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
