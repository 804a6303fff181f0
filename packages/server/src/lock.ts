import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Runs one match's actions one at a time across every server process. */
export interface MatchLock {
  /** Runs `task` while holding `matchID`'s lock, waiting for the lock first; resolves to the task's result. */
  run<T>(matchID: string, task: () => Promise<T>): Promise<T>;
}

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * A per-match mutex in Redis (`SET key token NX PX ttl`, released by a compare-and-delete script).
 * boardgame.io serialises a match's moves only inside one process (reference §7.4): two processes can both
 * accept a move at the same `_stateID` and one is silently lost — with players of one match on different
 * processes and simultaneous stages this happens at once. Holding this lock around each action closes it.
 * The TTL only matters if a process dies while holding the lock.
 */
export class RedisMatchLock implements MatchLock {
  constructor(
    private readonly redis: Redis,
    private readonly ttlMs = 10_000,
    private readonly waitMs = 10_000,
  ) {}

  /**
   * Runs `task` holding the match's Redis lock, polling for it with backoff up to `waitMs`; throws if
   * another process still holds it then. The lock is released even when the task fails.
   */
  async run<T>(matchID: string, task: () => Promise<T>): Promise<T> {
    const key = `skald:lock:${matchID}`;
    const token = randomUUID();
    const deadline = performance.now() + this.waitMs;
    let delay = 1;
    while ((await this.redis.set(key, token, 'PX', this.ttlMs, 'NX')) !== 'OK') {
      if (performance.now() > deadline) throw new Error(`match ${matchID} is locked by another process`);
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 20);
    }
    try {
      return await task();
    } finally {
      await this.redis.eval(RELEASE, 1, key, token).catch(() => undefined);
    }
  }
}
