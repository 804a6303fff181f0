// biome-ignore-all lint/suspicious/noExplicitAny: boardgame.io's transport internals (socket.io, its Master and auth hooks) are untyped
import { createServer, type IncomingMessage } from 'node:http';
import type { Game } from 'boardgame.io';
import { checkChat, checkSync, checkUpdate, type Verdict } from './action-guard.js';
import { SocketIO } from './bgio.js';
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
 * - state broadcasts go through the commit gate (clients see only persisted moves).
 */
export class HardenedSocketIO extends SocketIO {
  private readonly opts: HardenedTransportOptions;
  private readonly inflight = new Set<Promise<unknown>>();
  private draining = false;
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

  override init(app: any, games: Game[], origins?: any): void {
    // Pitfall 24: koa-socket-2 builds the HTTP server with `app.callback()` before the Lobby router is
    // mounted, and koa-compose ≥ 4.2 snapshots the middleware list, so the Lobby would answer 404. An HTTP
    // server created here recomputes the Koa handler whenever the middleware list has grown.
    if (!app.server) app.server = createServer(lazyKoaHandler(app));
    super.init(app, games, origins);
    for (const game of games) {
      const enabledEvents = new Set<string>((game as any).flow.enabledEventNames);
      app._io.of(game.name).use((socket: any, next: (err?: Error) => void) => {
        this.guardSocket(socket, game.name!, enabledEvents);
        next();
      });
    }
  }

  private guardSocket(socket: any, game: string, enabledEvents: ReadonlySet<string>): void {
    const { logger, limits } = this.opts;
    const bucket = new TokenBucket(limits.packetsPerSecond, limits.packetBurst);
    let refusals = 0;
    this.connections++;
    socket.on('disconnect', () => this.connections--);
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
      if (event === 'update') verdict = checkUpdate(args, { enabledEvents });
      else if (event === 'sync') verdict = checkSync(args);
      else if (event === 'chat') verdict = checkChat(args);
      else verdict = { ok: false, reason: 'unknown event' };
      if (!verdict.ok) return refuse(String(event), verdict);
      if (event !== 'sync') return next();
      // Hole 8: a sync for an unknown match would create it on demand (Master.onSync).
      this.opts
        .storage()
        .exists(args[0] as string)
        .then((exists) => (exists ? next() : refuse('sync', { ok: false, reason: 'unknown match' })))
        .catch((error) => {
          logger.error('sync_check_failed', { game, error: errorMessage(error) });
          refuse('sync', { ok: false, reason: 'storage unavailable' });
        });
    });
  }

  override getMatchQueue(matchID: string): any {
    const queue = super.getMatchQueue(matchID);
    const { logger, gate, lock } = this.opts;
    return {
      add: (task: () => Promise<unknown>) => {
        const run = queue
          .add(lock ? () => lock.run(matchID, task) : task)
          .then((result: any) => {
            if (result && typeof result === 'object' && 'error' in result)
              logger.warn('update_refused', { matchID, reason: String(result.error) });
            return result;
          })
          .catch((error: unknown) => {
            // Hole 6: a throw in the reducer, a hook, playerView or the store rejects this action only.
            gate.drop(matchID);
            logger.error('update_failed', { matchID, error: errorMessage(error) });
          });
        this.inflight.add(run);
        run.finally(() => this.inflight.delete(run));
        return run;
      },
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

  get inflightCount(): number {
    return this.inflight.size;
  }

  get isDraining(): boolean {
    return this.draining;
  }
}

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
