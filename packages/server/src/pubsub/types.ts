/** boardgame.io's `GenericPubSub` (src/server/transport/pubsub/generic-pub-sub.ts), not exported by 0.50.2. */
export interface GenericPubSub<T> {
  publish(channel: string, payload: T): void;
  subscribe(channel: string, callback: (payload: T) => void): void;
  unsubscribeAll(channel: string): void;
}
