/**
 * A token bucket: `ratePerSecond` tokens refill continuously up to `burst`. `take()` spends one token and
 * says whether there was one. The clock is injectable for tests.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Spends one token if there is one: true when the packet may pass, false when it is over the rate. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.ratePerSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * At most `limit` events per key (an IP address) in any fixed window of `windowMs`. Old windows are dropped
 * as time moves on, so memory stays bounded by the keys seen in one window.
 */
export class WindowCounter {
  private windowStart: number;
  private counts = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.windowStart = now();
  }

  /** Counts one event for `key`: true while `key` is within `limit` in the current window. */
  hit(key: string): boolean {
    const t = this.now();
    if (t - this.windowStart >= this.windowMs) {
      this.windowStart = t;
      this.counts.clear();
    }
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n <= this.limit;
  }
}
