// biome-ignore-all lint/suspicious/noExplicitAny: boardgame.io's Koa app and server object are untyped
import { timingSafeEqual } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Campaign, GameModule } from '@skald/core';
import type { StorageAPI } from 'boardgame.io';
import { Server } from './bgio.js';
import { BotSeats, DEFAULT_BOT_LIMITS } from './bots/bot-seats.js';
import { hardenGame } from './harden-game.js';
import { botSeatsRoute } from './http/bot-seats-route.js';
import { campaignRoute } from './http/campaign.js';
import {
  bodyLimit,
  createRateLimit,
  healthz,
  lobbyOriginGuard,
  serialiseSeatChanges,
  unknownGame,
} from './http/middleware.js';
import { serveSpa } from './http/static.js';
import { listenOrFail } from './listen.js';
import { type MatchLock, RedisMatchLock } from './lock.js';
import { errorMessage, type Logger, silentLogger } from './log.js';
import {
  DEFAULT_LIMITS,
  defaultOrigins,
  hostProblem,
  portProblem,
  type SkaldServerOptions,
} from './options.js';
import { originProblem } from './origins.js';
import { CommitGate } from './pubsub/commit-gate.js';
import { MemoryPubSub } from './pubsub/memory.js';
import { RedisPubSub } from './pubsub/redis.js';
import { GuardedStorage } from './storage/guarded.js';
import { createPostgresStore } from './storage/postgres.js';
import { SqliteStore } from './storage/sqlite.js';
import { HardenedSocketIO } from './transport.js';

/** A configured server from {@link createSkaldServer}, not yet listening until `start()`. */
export interface SkaldServer {
  /** boardgame.io's server object (Koa `app`, `router`, `db`, …); add routes to `router` before `start()`. */
  bgio: ReturnType<typeof Server>;
  /** The store the Master uses (the guarded wrapper around the configured one). */
  storage: GuardedStorage;
  /** The hardened socket transport (connection count, draining state). */
  transport: HardenedSocketIO;
  /** Server-played bot seats (assignment, driving, resume). */
  bots: BotSeats;
  /** Connect the store (and Redis), listen; resolves with the bound port. */
  start(): Promise<{ port: number; host: string }>;
  /** Graceful shutdown: stop accepting, let in-flight moves finish, close sockets and storage. */
  stop(): Promise<void>;
}

/** Sockets and Lobby act for a seat only with that seat's credentials; a seat nobody joined has none. */
export function strictCredentials(credentials: unknown, player?: { credentials?: string }): boolean {
  if (typeof credentials !== 'string' || typeof player?.credentials !== 'string') return false;
  const a = Buffer.from(credentials);
  const b = Buffer.from(player.credentials);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The `@skald/games` registry. Every package's ESM build imports under plain Node (scripts/check-pack.sh
 * checks it); the CJS fallback only serves a game package built before that (a directory import of
 * boardgame.io, reference §1.3).
 */
async function registry(): Promise<GameModule[]> {
  let loaded: typeof import('@skald/games');
  try {
    loaded = await import('@skald/games');
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_UNSUPPORTED_DIR_IMPORT') throw error;
    loaded = createRequire(import.meta.url)('@skald/games');
  }
  return loaded.games;
}

/** The first option that cannot work (a port out of range, a bad host, an origin no browser sends). */
function optionsProblem(options: SkaldServerOptions): string | undefined {
  if (options.port !== undefined && portProblem(options.port)) return portProblem(options.port);
  if (options.host !== undefined && hostProblem(options.host)) return hostProblem(options.host);
  for (const rule of options.origins ?? []) {
    const problem = typeof rule === 'string' ? originProblem(rule) : undefined;
    if (problem) return `origins: ${problem}`;
  }
  return undefined;
}

/** The registry's campaigns by game name. */
const campaignsOf = (modules: readonly GameModule[]): Record<string, Campaign<unknown>> =>
  Object.fromEntries(modules.flatMap((m) => (m.campaign ? [[m.descriptor.id, m.campaign]] : [])));

/**
 * boardgame.io prints a plain "INFO: App serving on …" line when it listens; our own JSON log line
 * (`listening`) says the same, and a plain line would break a JSON log stream. Other output passes.
 */
async function withoutBgioBanner<T>(run: () => Promise<T>): Promise<T> {
  const { log } = console;
  console.log = (...msg: unknown[]) => {
    if (!String(msg[0]).startsWith('INFO: App serving')) log(...msg);
  };
  try {
    return await run();
  } finally {
    console.log = log;
  }
}

function createStore(options: SkaldServerOptions): StorageAPI.Async {
  if (options.storage) return options.storage;
  if (options.databaseUrl) return createPostgresStore(options.databaseUrl);
  return new SqliteStore({
    dataDir: options.dataDir ?? './.data',
    synchronous: options.sqliteSynchronous ?? 'normal',
  });
}

/**
 * A boardgame.io 0.50.2 server with every hole of the reference §4.3 closed (see docs/server.md), durable
 * storage, optional PostgreSQL + Redis scale-out, `/healthz`, limits and graceful shutdown.
 * `games` defaults to the `@skald/games` registry (loaded when omitted).
 */
export async function createSkaldServer(options: SkaldServerOptions = {}): Promise<SkaldServer> {
  const logger: Logger = options.logger ?? silentLogger;
  const problem = optionsProblem(options);
  if (problem) throw new Error(problem);
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const origins = options.origins ?? defaultOrigins();
  const modules = options.games && options.campaigns ? [] : await registry();
  const games = (options.games ?? modules.map((m) => m.game)).map((g) => hardenGame(g, logger));
  const campaigns = options.campaigns ?? (options.games ? {} : campaignsOf(modules));
  if (games.length === 0) logger.warn('no_games', { hint: 'the @skald/games registry is empty' });
  if (options.redisUrl && !options.databaseUrl && !options.storage)
    logger.warn('redis_without_shared_db', { hint: 'set DATABASE_URL so every process shares the matches' });

  const gate = new CommitGate();
  const redis = options.redisUrl ? new RedisPubSub<any>(options.redisUrl, logger) : null;
  const inner = createStore(options);
  const storage = new GuardedStorage(inner, games, gate);
  const transport = new HardenedSocketIO({
    logger,
    gate,
    pubSub: redis ?? new MemoryPubSub<any>(logger),
    origins,
    limits,
    transports: options.transports ?? ['websocket', 'polling'],
    storage: () => storage,
    ...(redis ? { lock: new RedisMatchLock(redis.commands) } : {}),
  });
  const bgio = Server({
    games,
    db: storage,
    transport,
    origins,
    apiOrigins: origins,
    // Holes 5 and 10: every action, sync and chat of a seat needs that seat's credentials.
    authenticateCredentials: strictCredentials,
  });
  const app = bgio.app as any;
  app.proxy = options.trustProxy ?? false;
  app.on('error', (error: unknown) => logger.warn('http_error', { error: errorMessage(error) }));

  // Every step that reads and writes a match runs one at a time per match, with its moves (`serialise`).
  const matchSteps: MatchLock = { run: (matchID, task) => transport.serialise(matchID, task) };
  const botModules =
    options.botModules === false ? [] : (options.botModules ?? (options.games ? [] : modules));
  const bots = new BotSeats(
    // The fair bot needs the game's `ai.enumerate`.
    new Map(botModules.filter((m) => m.game.ai?.enumerate).map((m) => [m.game.name!, m])),
    () => storage,
    { ...DEFAULT_BOT_LIMITS, ...options.botLimits },
    logger,
    matchSteps,
  );
  const driveBots = options.botDriver ?? !redis;
  let rescan: ReturnType<typeof setInterval> | undefined;

  let stopping: Promise<void> | null = null;
  const startedAt = Date.now();
  app.use(
    healthz(() => ({
      ok: !transport.isDraining,
      status: transport.isDraining ? 'draining' : 'ok',
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      games: games.map((g) => g.name!),
      connections: transport.connections,
      movesInFlight: transport.inflightCount,
      storage: options.storage ? 'custom' : options.databaseUrl ? 'postgres' : 'sqlite',
      pubsub: redis ? 'redis' : 'memory',
      botSeats: bots.driving,
    })),
  );
  app.use(lobbyOriginGuard(origins, logger));
  app.use(unknownGame(games.map((g) => g.name!)));
  app.use(bodyLimit(limits.maxBodyBytes));
  app.use(campaignRoute(campaigns, () => storage, strictCredentials, logger));
  app.use(botSeatsRoute(bots, () => storage, strictCredentials));
  app.use(createRateLimit(limits.matchCreatesPerMinute, logger));
  app.use(serialiseSeatChanges(matchSteps));
  if (options.staticDir) app.use(serveSpa(options.staticDir));

  const host = options.host ?? '0.0.0.0';
  let httpServer: HttpServer | null = null;

  return {
    bgio,
    storage,
    transport,
    bots,
    async start() {
      if (redis) await redis.ready();
      // koa-socket-2 made `app.listen` listen on every interface; honour `host`.
      app.listen = (port: number, cb: () => void) => app.server.listen(port, host, cb);
      const port = options.port ?? 8000;
      const { appServer } = await listenOrFail(app.server, host, port, () =>
        withoutBgioBanner(() => bgio.run({ port })),
      );
      httpServer = appServer as HttpServer;
      const bound = (httpServer.address() as AddressInfo).port;
      logger.info('listening', { host, port: bound, games: games.map((g) => g.name!).join(',') });
      if (driveBots) {
        // Bots connect to this very server, like any client.
        const local =
          host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
        await bots.start(`http://${local}:${bound}`);
        if (redis) rescan = setInterval(() => void bots.rescan(), options.botRescanMs ?? 2000);
      }
      return { port: bound, host };
    },
    stop() {
      stopping ??= (async () => {
        logger.info('shutdown_begin', { movesInFlight: transport.inflightCount });
        clearInterval(rescan);
        bots.stop();
        httpServer?.close();
        const drained = await transport.drain(options.shutdownTimeoutMs ?? 10_000);
        if (!drained) logger.warn('shutdown_timeout', { movesInFlight: transport.inflightCount });
        await new Promise<void>((resolve) => app._io.close(() => resolve()));
        httpServer?.closeAllConnections();
        // Disconnect handlers write connection metadata: let those finish before closing the store.
        await new Promise((r) => setTimeout(r, 50));
        await storage.idle(2000);
        await redis?.close();
        const closable = inner as { close?: () => Promise<void> };
        await closable.close?.();
        logger.info('shutdown_done', {});
      })();
      return stopping;
    },
  };
}
