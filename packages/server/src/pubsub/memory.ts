import type { Logger } from '../log.js';
import { errorMessage } from '../log.js';
import type { GenericPubSub } from './types.js';

/** In-process pub/sub (one server process). A throwing subscriber is logged, never propagated. */
export class MemoryPubSub<T> implements GenericPubSub<T> {
  private readonly subscribers = new Map<string, ((payload: T) => void)[]>();

  constructor(private readonly logger: Logger) {}

  /** Calls each subscriber of `channel` now, in subscription order; a throwing one is logged and skipped. */
  publish(channel: string, payload: T): void {
    for (const cb of this.subscribers.get(channel) ?? []) {
      try {
        cb(payload);
      } catch (error) {
        this.logger.error('broadcast_failed', { channel, error: errorMessage(error) });
      }
    }
  }

  /** Adds `callback` to `channel`'s subscribers. */
  subscribe(channel: string, callback: (payload: T) => void): void {
    const list = this.subscribers.get(channel);
    if (list) list.push(callback);
    else this.subscribers.set(channel, [callback]);
  }

  /** Forgets every subscriber of `channel`. */
  unsubscribeAll(channel: string): void {
    this.subscribers.delete(channel);
  }
}
