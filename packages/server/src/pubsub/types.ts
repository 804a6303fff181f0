/** boardgame.io's `GenericPubSub` (src/server/transport/pubsub/generic-pub-sub.ts), not exported by 0.50.2. */
export interface GenericPubSub<T> {
  /** Sends `payload` to every subscriber of `channel`. */
  publish(channel: string, payload: T): void;
  /** Calls `callback` with each payload later published on `channel`. */
  subscribe(channel: string, callback: (payload: T) => void): void;
  /** Drops every subscriber of `channel`. */
  unsubscribeAll(channel: string): void;
}
