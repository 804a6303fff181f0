// biome-ignore-all lint/suspicious/noExplicitAny: boardgame.io's PubSub payloads are untyped
import type { CommitGate } from './commit-gate.js';
import type { GenericPubSub } from './types.js';

/** Matches boardgame.io's channel names (`MATCH-<matchID>`). */
const matchOf = (channel: string) => (channel.startsWith('MATCH-') ? channel.slice(6) : channel);

/** The transport's pub/sub with state broadcasts held by the commit gate until they are on disk. */
export class GatedPubSub<T = any> implements GenericPubSub<T> {
  constructor(
    private readonly inner: GenericPubSub<T>,
    private readonly gate: CommitGate,
  ) {}

  publish(channel: string, payload: T): void {
    const p = payload as { type?: string; args?: any[] };
    const state = p.type === 'update' ? p.args?.[1] : p.type === 'patch' ? p.args?.[3] : undefined;
    if (state && typeof state._stateID === 'number') {
      this.gate.hold(matchOf(channel), state._stateID, () => this.inner.publish(channel, payload));
    } else {
      this.inner.publish(channel, payload);
    }
  }

  subscribe(channel: string, callback: (payload: T) => void): void {
    this.inner.subscribe(channel, callback);
  }

  unsubscribeAll(channel: string): void {
    this.inner.unsubscribeAll(channel);
  }
}
