import { Redis } from 'ioredis';
import type { Logger } from '../log.js';
import { errorMessage } from '../log.js';
import type { GenericPubSub } from './types.js';

/**
 * boardgame.io pub/sub over Redis (ioredis), for several server processes serving the same matches.
 * Payloads are JSON; they carry unfiltered states (each process filters for its own sockets), so Redis
 * must stay on a private network. A process receives its own publications back through Redis, which is
 * how its local sockets are served: there is exactly one delivery path.
 */
export class RedisPubSub<T> implements GenericPubSub<T> {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly subscribers = new Map<string, ((payload: T) => void)[]>();

  constructor(
    url: string,
    private readonly logger: Logger,
  ) {
    const options = { lazyConnect: false, maxRetriesPerRequest: 3 };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    for (const client of [this.pub, this.sub]) {
      client.on('error', (error) => this.logger.error('redis_error', { error: errorMessage(error) }));
    }
    this.sub.on('message', (channel: string, message: string) => this.deliver(channel, message));
  }

  /** The publishing connection, for ordinary commands (locks). */
  get commands(): Redis {
    return this.pub;
  }

  /** Resolves once both connections are ready (throws if Redis cannot be reached). */
  async ready(): Promise<void> {
    await Promise.all([this.pub.ping(), this.sub.ping()]);
  }

  private deliver(channel: string, message: string): void {
    const callbacks = this.subscribers.get(channel);
    if (!callbacks) return;
    let payload: T;
    try {
      payload = JSON.parse(message) as T;
    } catch (error) {
      this.logger.error('redis_bad_message', { channel, error: errorMessage(error) });
      return;
    }
    for (const cb of callbacks) {
      try {
        cb(payload);
      } catch (error) {
        this.logger.error('broadcast_failed', { channel, error: errorMessage(error) });
      }
    }
  }

  /** Publishes `payload` as JSON on the Redis channel; a failure is logged, not thrown. */
  publish(channel: string, payload: T): void {
    this.pub.publish(channel, JSON.stringify(payload)).catch((error) => {
      this.logger.error('redis_publish_failed', { channel, error: errorMessage(error) });
    });
  }

  /** Adds `callback` to `channel`'s subscribers, subscribing this process to the Redis channel on the first one. */
  subscribe(channel: string, callback: (payload: T) => void): void {
    const list = this.subscribers.get(channel);
    if (list) {
      list.push(callback);
      return;
    }
    this.subscribers.set(channel, [callback]);
    this.sub.subscribe(channel).catch((error) => {
      this.logger.error('redis_subscribe_failed', { channel, error: errorMessage(error) });
    });
  }

  /** Forgets every subscriber of `channel` and unsubscribes this process from the Redis channel. */
  unsubscribeAll(channel: string): void {
    if (!this.subscribers.delete(channel)) return;
    this.sub.unsubscribe(channel).catch((error) => {
      this.logger.error('redis_unsubscribe_failed', { channel, error: errorMessage(error) });
    });
  }

  /** Drops every subscriber and closes both Redis connections. */
  async close(): Promise<void> {
    this.subscribers.clear();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}
