import type { Outcome } from './sqlite-thread.js';

/** Commits a batch of writes as one transaction (rejects only when the transaction itself failed). */
export type RunBatch<W> = (writes: W[]) => Promise<Outcome[]>;

interface Queued<W> {
  write: W;
  /** Runs once the write is committed, in commit order (cache updates), with whether it changed a row. */
  after: ((changed: boolean) => void) | undefined;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: writes queued while a batch is being committed, or in the same event-loop turn, go into
 * the next batch, one transaction; each write's promise settles once its batch is committed. One batch at
 * a time, so under load batches grow instead of transactions multiplying.
 */
export class GroupCommit<W> {
  private queue: Queued<W>[] = [];
  private scheduled = false;
  private inflight: Promise<void> | null = null;

  constructor(private readonly run: RunBatch<W>) {}

  /** Queue `write`; resolves once it is committed, rejects if it failed. */
  write(write: W, after?: (changed: boolean) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ write, after, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once every write queued so far is settled. */
  async drain(): Promise<void> {
    while (this.inflight || this.queue.length > 0) {
      this.flush();
      await this.inflight;
    }
  }

  private schedule(): void {
    if (this.scheduled || this.inflight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.inflight || this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    let committed: Promise<Outcome[]>;
    try {
      committed = this.run(batch.map((q) => q.write));
    } catch (error) {
      committed = Promise.reject(error);
    }
    this.inflight = committed.then(
      (outcomes) => {
        batch.forEach(({ after, resolve, reject }, i) => {
          const outcome = outcomes[i]!;
          if (outcome.ok) {
            after?.(outcome.changed);
            resolve();
          } else reject(outcome.error);
        });
      },
      (error) => {
        for (const { reject } of batch) reject(error);
      },
    );
    this.inflight.finally(() => {
      this.inflight = null;
      if (this.queue.length > 0) this.schedule();
    });
  }
}
