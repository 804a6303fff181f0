// biome-ignore-all lint/suspicious/noExplicitAny: boardgame.io's transport internals (socket.io, its Master and auth hooks) are untyped
import { createServer, type IncomingMessage } from 'node:http';
import type { Game } from 'boardgame.io';
import { checkChat, checkSync, checkUpdate, type Verdict } from './action-guard.js';
import { getFilterPlayerView, Master, SocketIO } from './bgio.js';
import type { MatchLock } from './lock.js';
import { errorMessage, type Logger } from './log.js';
import { isOriginAllowed, type OriginRule } from './origins.js';
import type { CommitGate } from './pubsub/commit-gate.js';
import { GatedPubSub } from './pubsub/gated.js';
import type { GenericPubSub } from './pubsub/types.js';
import { TokenBucket } from './rate-limit.js';
import type { GuardedStorage } from './storage/guarded.js';

export interface SocketLimits {
  /** socket.io `maxHttpBufferSize`: the largest message a client may send, in bytes. */
  maxMessageBytes: number;
  /** Packets (moves, syncs, chat) per second per connection, sustained. */
  packetsPerSecond: number;
  /** Packets a connection may send in a burst. */
  packetBurst: number;
}

export interface HardenedTransportOptions {
  logger: Logger;
  gate: CommitGate;
  pubSub: GenericPubSub<any>;
  origins: OriginRule[];
  limits: SocketLimits;
  /** Socket transports to accept; `['websocket']` removes the need for sticky sessions. */
  transports: ('websocket' | 'polling')[];
  /** Cross-process per-match lock (Redis) when several processes serve the same matches. */
  lock?: MatchLock;
  /** Filled in by the server factory once the store exists. */
  storage: () => GuardedStorage;
}

/** A packet is dropped after this many rate-limit refusals in a row: the connection is cut. */
const MAX_REFUSALS = 200;

type KoaLike = {
  middleware: unknown[];
  callback(): (req: IncomingMessage, res: any) => void;
  server?: unknown;
};

/**
 * boardgame.io's socket.io transport with the holes closed:
 * - Origin check in `allowRequest` (WebSockets ignore CORS) and a working CORS rule (hole 7);
 * - a packet guard in front of boardgame.io's handlers: only well-formed `update`s with allowed actions
 *   for the credentialed seat (holes 3, 4, 5), `sync` only for matches that exist (hole 8), per-connection
 *   rate limit, no packets while draining;
 * - every queued update is caught and logged: a throw never becomes an unhandled rejection (hole 6);
 * - state broadcasts go through the commit gate (clients see only persisted moves);
 * - one exclusive step per match at a time (`serialise`): boardgame.io queues only moves, so a player's
 *   connection change (on sync and disconnect: read the metadata, broadcast it, write it back) could overlap
 *   another's, or a Lobby join, and write back a stale seat. Here sync and disconnect run their connection
 *   change as the match's next step, like moves, under the cross-process lock when there is one.
 */
export class HardenedSocketIO extends SocketIO {
  private readonly opts: HardenedTransportOptions;
  private readonly inflight = new Set<Promise<unknown>>();
  private draining = false;
  private app: any = null;
  /** Sockets connected now, over every game. */
  connections = 0;

  constructor(opts: HardenedTransportOptions) {
    const originOk = (req: IncomingMessage) =>
      isOriginAllowed(req.headers.origin, req.headers.host, opts.origins);
    super({
      pubSub: new GatedPubSub(opts.pubSub, opts.gate),
      socketOpts: {
        maxHttpBufferSize: opts.limits.maxMessageBytes,
        transports: opts.transports,
        // The key boardgame.io passes (`cors.origins`) is ignored by socket.io; this one is honoured.
        cors: {
          origin: (origin: string | undefined, cb: (err: Error | null, allow?: boolean) => void) =>
            cb(
              null,
              origin === undefined ||
                opts.origins.some((r) => (typeof r === 'string' ? r === origin : r.test(origin))),
            ),
          credentials: true,
        },
        allowRequest: (req: IncomingMessage, cb: (err: string | null | undefined, ok: boolean) => void) => {
          const ok = originOk(req);
          if (!ok)
            opts.logger.warn('socket_origin_refused', { origin: String(req.headers.origin).slice(0, 200) });
          cb(null, ok);
        },
      } as any,
    });
    this.opts = opts;
  }

  /** Called by boardgame.io's `Server`: sets up socket.io on `app` and puts the packet guard in front of each game's namespace. */
  override init(app: any, games: Game[], origins?: any): void {
    // Pitfall 24: koa-socket-2 builds the HTTP server with `app.callback()` before the Lobby router is
    // mounted, and koa-compose ≥ 4.2 snapshots the middleware list, so the Lobby would answer 404. An HTTP
    // server created here recomputes the Koa handler whenever the middleware list has grown.
    if (!app.server) app.server = createServer(lazyKoaHandler(app));
    this.app = app;
    super.init(app, games, origins);
    for (const game of games) {
      const served: ServedGame = {
        game,
        enabledEvents: new Set<string>((game as any).flow.enabledEventNames),
        filterPlayerView: getFilterPlayerView(game),
      };
      app._io.of(game.name).use((socket: any, next: (err?: Error) => void) => {
        this.guardSocket(socket, served);
        next();
      });
    }
  }

  private guardSocket(socket: any, served: ServedGame): void {
    const { logger, limits } = this.opts;
    const game = served.game.name!;
    const bucket = new TokenBucket(limits.packetsPerSecond, limits.packetBurst);
    let refusals = 0;
    this.connections++;
    // Registered before boardgame.io's own listener (namespace middleware runs before `connection`), which
    // then finds the client gone and does nothing.
    socket.on('disconnect', () => {
      this.connections--;
      this.disconnected(socket, served);
    });
    const refuse = (event: string, verdict: Verdict & { ok: false }) => {
      logger.warn('packet_refused', { game, event, reason: verdict.reason, socket: socket.id });
      socket.emit('skald:rejected', { event, reason: verdict.reason });
    };
    socket.use((packet: unknown[], next: (err?: Error) => void) => {
      const [event, ...args] = packet as [string, ...unknown[]];
      if (this.draining) return refuse(String(event), { ok: false, reason: 'server shutting down' });
      if (!bucket.take()) {
        if (++refusals >= MAX_REFUSALS) socket.disconnect(true);
        if (refusals === 1 || refusals % 50 === 0) refuse(String(event), { ok: false, reason: 'rate limit' });
        return;
      }
      refusals = 0;
      let verdict: Verdict;
      if (event === 'update') verdict = checkUpdate(args, { enabledEvents: served.enabledEvents });
      else if (event === 'sync') verdict = checkSync(args);
      else if (event === 'chat') verdict = checkChat(args);
      else verdict = { ok: false, reason: 'unknown event' };
      if (!verdict.ok) return refuse(String(event), verdict);
      if (event !== 'sync') return next();
      // Hole 8: a sync for an unknown match would create it on demand (Master.onSync). A sync is answered
      // here, not by boardgame.io's handler (`next` is never called for it).
      this.opts
        .storage()
        .exists(args[0] as string)
        .then((exists) =>
          exists ? this.sync(socket, served, args) : refuse('sync', { ok: false, reason: 'unknown match' }),
        )
        .catch((error) => {
          logger.error('sync_failed', { game, error: errorMessage(error) });
          refuse('sync', { ok: false, reason: 'storage unavailable' });
        });
    });
  }

  /**
   * boardgame.io's `sync` handler, as one exclusive step of the match: send the state, register the client
   * for broadcasts, and mark the seat connected, with no move or other connection change in between.
   */
  private sync(socket: any, served: ServedGame, args: unknown[]): Promise<void> {
    const [matchID, playerID, credentials] = args as [string, string | null | undefined, string | undefined];
    socket.join(matchID);
    this.clients.removeClient(socket.id);
    const master = this.masterFor(served, matchID, socket);
    return this.serialise(matchID, async () => {
      const answer = await (master.onSync as (...a: unknown[]) => Promise<{ error?: string } | undefined>)(
        ...args,
      );
      // A socket that left while its sync waited in the queue must not be registered (nor marked connected).
      if (answer?.error === 'unauthorized' || socket.disconnected) return;
      this.clients.addClient({ socket, matchID, playerID, credentials }, served.game);
      await master.onConnectionChange(matchID, playerID as string, credentials, true);
    });
  }

  /** boardgame.io's `disconnect` handler, with the connection change as the match's next exclusive step. */
  private disconnected(socket: any, served: ServedGame): void {
    const client = this.clientInfo.get(socket.id);
    if (!client) return;
    this.clients.removeClient(socket.id);
    const { matchID, playerID, credentials } = client;
    const master = this.masterFor(served, matchID, socket);
    this.serialise(matchID, () => master.onConnectionChange(matchID, playerID, credentials, false)).catch(
      (error) => this.opts.logger.error('disconnect_failed', { matchID, error: errorMessage(error) }),
    );
  }

  /** A Master answering through `socket` and broadcasting to the match, as boardgame.io's handlers make it. */
  private masterFor(served: ServedGame, matchID: string, socket: any): InstanceType<typeof Master> {
    const transport = {
      send: ({ playerID, ...data }: any) => {
        const { type, args } = served.filterPlayerView(playerID, data);
        socket.emit(type, ...args);
      },
      sendAll: (payload: any) => this.pubSub.publish(matchChannel(matchID), payload),
    };
    return new Master(served.game, this.app.context.db, transport, this.app.context.auth);
  }

  /** boardgame.io's client bookkeeping (private in its types, plain methods at run time). */
  private get clients(): {
    addClient(
      client: { socket: any; matchID: string; playerID: unknown; credentials: unknown },
      game: Game,
    ): void;
    removeClient(socketID: string): void;
  } {
    return this as any;
  }

  /**
   * Run `task` as the match's next exclusive step: after every step already queued for the match in this
   * process and, with several processes, under the cross-process lock. Moves, syncs, connection changes,
   * the Lobby's seat changes and bot seat assignment all go through here, so no two of them read and write
   * the same match at once. Shutdown waits for the steps in flight.
   */
  serialise<T>(matchID: string, task: () => Promise<T>): Promise<T> {
    const { lock } = this.opts;
    const run = super.getMatchQueue(matchID).add(lock ? () => lock.run(matchID, task) : task) as Promise<T>;
    this.inflight.add(run);
    const done = () => {
      this.inflight.delete(run);
      this.forgetIfIdle(matchID);
    };
    run.then(done, done);
    return run;
  }

  /**
   * boardgame.io drops a match's queue when its last socket leaves, even with steps still queued: the next
   * step would get a new queue and run beside them. A queue goes only once it is idle and nobody is connected.
   */
  override deleteMatchQueue(matchID: string): void {
    this.forgetIfIdle(matchID);
  }

  private forgetIfIdle(matchID: string): void {
    const queue = this.perMatchQueue.get(matchID);
    if (queue && queue.size === 0 && queue.pending === 0 && !this.roomInfo.has(matchID))
      this.perMatchQueue.delete(matchID);
  }

  /** The queue boardgame.io's `update` handler puts each move into: `serialise`, with refusals logged. */
  override getMatchQueue(matchID: string): any {
    const { logger, gate } = this.opts;
    return {
      add: (task: () => Promise<unknown>) =>
        this.serialise(matchID, task)
          .then((result: any) => {
            if (result && typeof result === 'object' && 'error' in result)
              logger.warn('update_refused', { matchID, reason: String(result.error) });
            return result;
          })
          .catch((error: unknown) => {
            // Hole 6: a throw in the reducer, a hook, playerView or the store rejects this action only.
            gate.drop(matchID);
            logger.error('update_failed', { matchID, error: errorMessage(error) });
          }),
    };
  }

  /** Refuse every further packet and wait (up to `timeoutMs`) for queued moves to finish. */
  async drain(timeoutMs: number): Promise<boolean> {
    this.draining = true;
    const deadline = Date.now() + timeoutMs;
    while (this.inflight.size > 0 && Date.now() < deadline) {
      await Promise.race([Promise.allSettled([...this.inflight]), sleep(Math.max(1, deadline - Date.now()))]);
    }
    return this.inflight.size === 0;
  }

  /** Match steps queued or running (`serialise`): moves, syncs, disconnects, Lobby seat changes, bot seat assignments. */
  get inflightCount(): number {
    return this.inflight.size;
  }

  /** Whether shutdown has begun (`drain`): new packets are refused. */
  get isDraining(): boolean {
    return this.draining;
  }
}

/** What the transport keeps per served game. */
interface ServedGame {
  game: Game;
  enabledEvents: ReadonlySet<string>;
  filterPlayerView: ReturnType<typeof getFilterPlayerView>;
}

/** boardgame.io's pub/sub channel of a match (its socketio.ts `getPubSubChannelId`, not exported). */
const matchChannel = (matchID: string) => `MATCH-${matchID}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function lazyKoaHandler(app: KoaLike) {
  let size = -1;
  let handler: ReturnType<KoaLike['callback']> | null = null;
  return (req: IncomingMessage, res: any) => {
    if (!handler || size !== app.middleware.length) {
      handler = app.callback();
      size = app.middleware.length;
    }
    return handler(req, res);
  };
}
