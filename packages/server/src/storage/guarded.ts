// biome-ignore-all lint/suspicious/noExplicitAny: boardgame.io's StorageAPI generics are wrapped as they come
import type { Game, LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async, ProcessGameConfig } from '../bgio.js';
import type { CommitGate } from '../pubsub/commit-gate.js';

type ProcessedGame = ReturnType<typeof ProcessGameConfig>;

/**
 * Wraps the real store for the Master:
 * - Hole 1 (reference §4.4 a): `fetch(id, { initialState: true })` — only `Master.onSync` asks for it, and
 *   sends it to the client unfiltered — returns the spectator view of the initial state: G through the
 *   game's `playerView` with `playerID: null`, no plugin data (so no PRNG seed or state), no undo/redo.
 * - Durability: once `setState` has committed, the commit gate releases the held broadcast of that state,
 *   so clients only ever see moves that are on disk.
 */
export class GuardedStorage extends Async {
  private readonly games: Map<string, ProcessedGame>;
  private readonly pending = new Set<Promise<unknown>>();

  /** Count a store call as in flight until it settles (shutdown waits for these). */
  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    const forget = () => this.pending.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  /** Wait until no store call is in flight (or `timeoutMs` passed); true when idle. */
  async idle(timeoutMs: number): Promise<boolean> {
    const deadline = performance.now() + timeoutMs;
    while (this.pending.size > 0 && performance.now() < deadline) {
      await Promise.race([
        Promise.allSettled([...this.pending]),
        new Promise((r) => setTimeout(r, Math.max(1, deadline - performance.now()))),
      ]);
    }
    return this.pending.size === 0;
  }

  constructor(
    /** The wrapped store that actually keeps the matches. */
    readonly inner: StorageAPI.Async,
    games: Game[],
    private readonly gate: CommitGate,
  ) {
    super();
    this.games = new Map(games.map((g) => [g.name ?? 'default', ProcessGameConfig(g)]));
  }

  connect() {
    return this.inner.connect();
  }

  override createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    return this.track(this.inner.createMatch(matchID, opts));
  }

  setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    return this.track(
      this.inner.setState(matchID, state, deltalog).then(() => this.gate.committed(matchID, state._stateID)),
    );
  }

  setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    return this.track(this.inner.setMetadata(matchID, metadata));
  }

  fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    // Every move fetches twice: hand the store's promise on as it is (no async wrapper) unless filtering.
    return this.track(
      opts.initialState ? this.fetchFiltered(matchID, opts) : this.inner.fetch(matchID, opts),
    );
  }

  /** A fetch with `initialState`, which becomes the spectator view. */
  private async fetchFiltered<O extends StorageAPI.FetchOpts>(
    matchID: string,
    opts: O,
  ): Promise<StorageAPI.FetchResult<O>> {
    const result = (await this.inner.fetch(matchID, { ...opts, metadata: true })) as Record<string, any>;
    if (result.initialState) {
      const game = result.metadata ? this.games.get(result.metadata.gameName) : undefined;
      result.initialState = game ? spectatorView(game, result.initialState) : undefined;
    }
    if (!opts.metadata) delete result.metadata;
    return result as StorageAPI.FetchResult<O>;
  }

  /** Whether a match with this ID was created (through the Lobby API). */
  async exists(matchID: string): Promise<boolean> {
    const { metadata } = await this.track(this.inner.fetch(matchID, { metadata: true }));
    return metadata !== undefined && metadata !== null;
  }

  wipe(matchID: string): Promise<void> {
    return this.track(this.inner.wipe(matchID));
  }

  override listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    return this.inner.listMatches(opts);
  }
}

/** What a spectator may know of a state: filtered G, public ctx, nothing else. */
export function spectatorView(game: ProcessedGame, state: State): State {
  const G = game.playerView!({ G: state.G, ctx: state.ctx, playerID: null } as any);
  return { ...state, G, plugins: {}, _undo: [], _redo: [], deltalog: [] } as State;
}
