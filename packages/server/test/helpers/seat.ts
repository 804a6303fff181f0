import type { State } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';
import { openMatch } from './lobby.js';

export interface SyncInfo {
  state: State;
  initialState?: State;
  log: unknown[];
  filteredMetadata?: unknown;
}

export interface Rejection {
  event: string;
  reason: string;
}

/**
 * One raw socket.io connection to a game namespace, speaking boardgame.io's wire protocol by hand (so it
 * can also send what a real client never would).
 */
export class Seat {
  readonly states: State[] = [];
  readonly rejections: Rejection[] = [];
  readonly syncs: SyncInfo[] = [];
  readonly matchData: unknown[] = [];
  private waiters: (() => void)[] = [];

  private constructor(
    readonly socket: Socket,
    readonly matchID: string,
    readonly playerID: string | null,
    readonly credentials: string | undefined,
  ) {
    socket.on('sync', (_m: string, info: SyncInfo) => {
      this.syncs.push(info);
      this.states.push(info.state);
      this.wake();
    });
    socket.on('update', (_m: string, state: State) => {
      this.states.push(state);
      this.wake();
    });
    socket.on('matchData', (_m: string, data: unknown) => {
      this.matchData.push(data);
      this.wake();
    });
    socket.on('skald:rejected', (r: Rejection) => {
      this.rejections.push(r);
      this.wake();
    });
    socket.on('disconnect', () => this.wake());
  }

  /** Connect (websocket transport unless told otherwise); rejects on a refused handshake. */
  static async connect(
    base: string,
    game: string,
    matchID: string,
    playerID: string | null,
    credentials?: string,
    opts: { origin?: string; transports?: string[]; timeoutMs?: number } = {},
  ): Promise<Seat> {
    const socket = io(`${base}/${game}`, {
      transports: opts.transports ?? ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: opts.timeoutMs ?? 5000,
      ...(opts.origin ? { extraHeaders: { Origin: opts.origin } } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (err) => {
        socket.close();
        reject(err);
      });
    });
    return new Seat(socket, matchID, playerID, credentials);
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /**
   * Resolve when `check()` returns a value (re-checked on every message and every 25 ms, so it may look at
   * other seats too), reject when it throws or after `timeoutMs`.
   */
  waitFor<T>(check: () => T | undefined | false, what: string, timeoutMs = 5000): Promise<T> {
    return new Promise((resolve, reject) => {
      let done = false;
      const finish = (fn: () => void) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        clearInterval(poll);
        fn();
      };
      const tryNow = () => {
        if (done) return;
        try {
          const v = check();
          if (v !== undefined && v !== false) finish(() => resolve(v as T));
          else this.waiters.push(tryNow);
        } catch (error) {
          finish(() => reject(error));
        }
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`timed out waiting for ${what}`))),
        timeoutMs,
      );
      const poll = setInterval(tryNow, 25);
      tryNow();
    });
  }

  get latest(): State | undefined {
    return this.states[this.states.length - 1];
  }

  /** Send `sync` and wait for the answer (or a rejection). */
  async sync(numPlayers = 2, timeoutMs = 5000): Promise<SyncInfo> {
    const before = this.syncs.length;
    const rejectedBefore = this.rejections.length;
    this.socket.emit('sync', this.matchID, this.playerID, this.credentials, numPlayers);
    return this.waitFor(
      () => {
        if (this.rejections.length > rejectedBefore)
          throw new Error(`sync rejected: ${this.rejections[this.rejections.length - 1]!.reason}`);
        return this.syncs[before];
      },
      'sync',
      timeoutMs,
    );
  }

  /** Emit a raw `update` packet. */
  sendAction(
    action: unknown,
    stateID = this.latest?._stateID ?? 0,
    asPlayer: string | null = this.playerID,
  ): void {
    this.socket.emit('update', action, stateID, this.matchID, asPlayer);
  }

  /** A normal move as the real client sends it. */
  move(type: string, args: unknown[] = []): void {
    this.sendAction({
      type: 'MAKE_MOVE',
      payload: { type, args, playerID: this.playerID, credentials: this.credentials },
    });
  }

  event(type: string, args: unknown[] = []): void {
    this.sendAction({
      type: 'GAME_EVENT',
      payload: { type, args, playerID: this.playerID, credentials: this.credentials },
    });
  }

  /** Wait for a state whose `_stateID` is at least `stateID`. */
  waitForStateID(stateID: number, timeoutMs = 5000): Promise<State> {
    return this.waitFor(
      () => this.states.find((s) => s._stateID >= stateID),
      `state ${stateID} on seat ${this.playerID}`,
      timeoutMs,
    );
  }

  close(): void {
    this.socket.close();
  }
}

/** A fresh match with both seats joined over the Lobby, connected and synced. */
export async function twoSeats(base: string, game: string, setupData?: unknown) {
  const { matchID, credentials } = await openMatch(base, game, setupData);
  const p0 = await Seat.connect(base, game, matchID, '0', credentials[0]);
  const p1 = await Seat.connect(base, game, matchID, '1', credentials[1]);
  await p0.sync();
  await p1.sync();
  return {
    matchID,
    credentials,
    p0,
    p1,
    close: () => {
      p0.close();
      p1.close();
    },
  };
}
