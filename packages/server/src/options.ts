import { isIP } from 'node:net';
import type { Campaign, GameModule } from '@skald/core';
import type { Game, StorageAPI } from 'boardgame.io';
import type { BotLimits } from './bots/seat-driver.js';
import type { Logger, LogLevel } from './log.js';
import { isLogLevel } from './log.js';
import { LOCALHOST_ORIGINS, type OriginRule, parseOrigins } from './origins.js';
import type { SqliteSynchronous } from './storage/sqlite.js';

/** Abuse limits: message sizes and rates a client may not exceed. */
export interface ServerLimits {
  /** Largest socket message a client may send, bytes (socket.io `maxHttpBufferSize`). */
  maxMessageBytes: number;
  /** Socket packets per second per connection, sustained. */
  packetsPerSecond: number;
  /** Socket packets per connection in a burst. */
  packetBurst: number;
  /** Matches one IP may create per minute through the Lobby API. */
  matchCreatesPerMinute: number;
  /** Largest Lobby API request body, bytes. */
  maxBodyBytes: number;
}

/** The limits used where the options give none: 64 KiB messages, 30 packets/s (burst 60), 30 creates/min, 16 KiB bodies. */
export const DEFAULT_LIMITS: ServerLimits = {
  maxMessageBytes: 64 * 1024,
  packetsPerSecond: 30,
  packetBurst: 60,
  matchCreatesPerMinute: 30,
  maxBodyBytes: 16 * 1024,
};

/** Options of {@link createSkaldServer}; every one has a default. */
export interface SkaldServerOptions {
  /** Games to serve; default: every game in the `@skald/games` registry. */
  games?: Game[];
  /** Campaigns by game name, for the campaign-save route (default: those of the `@skald/games` registry). */
  campaigns?: Record<string, Campaign<unknown>>;
  /** TCP port (default 8000; 0 picks a free one). */
  port?: number;
  /** Interface to listen on (default `0.0.0.0`). */
  host?: string;
  /**
   * Origins allowed to use the sockets and the Lobby API besides the server's own origin. Default: any
   * localhost port outside production (`NODE_ENV=production`), none in production.
   */
  origins?: OriginRule[];
  /** A ready boardgame.io Async store; overrides `databaseUrl` and `dataDir`. */
  storage?: StorageAPI.Async;
  /** PostgreSQL URL: use PostgreSQL (bgio-postgres) instead of the embedded SQLite store. */
  databaseUrl?: string;
  /** Folder of the embedded store (default `./.data`); `:memory:` keeps nothing. */
  dataDir?: string;
  /** SQLite durability (default `full`: fsync per accepted move). */
  sqliteSynchronous?: SqliteSynchronous;
  /** Redis URL: share match broadcasts with other server processes. */
  redisUrl?: string;
  /** Serve a built single-page app from this folder (index.html fallback for client routes). */
  staticDir?: string;
  /** Socket transports (default both); `['websocket']` avoids sticky sessions behind a load balancer. */
  transports?: ('websocket' | 'polling')[];
  /** Trust `X-Forwarded-For` for client IPs (only behind a proxy that sets it). */
  trustProxy?: boolean;
  /** Limits to change; the others keep {@link DEFAULT_LIMITS}. */
  limits?: Partial<ServerLimits>;
  /** How long shutdown waits for in-flight moves, ms (default 10 000). */
  shutdownTimeoutMs?: number;
  /** Where the server logs (default: {@link silentLogger}). */
  logger?: Logger;
  /**
   * Game modules whose seats the server may play with the fair bot (default: the `@skald/games` registry
   * when `games` is not given). `false` turns server-played bot seats off.
   */
  botModules?: GameModule[] | false;
  /** Per-move limits of server-played bots (think time, iterations, pause between moves). */
  botLimits?: Partial<BotLimits>;
  /**
   * Whether this process drives bot seats. Default: yes without `redisUrl`; with Redis scale-out, set it
   * on exactly one process (env `BOT_DRIVER=1`): the others still accept assignments, and the driving
   * process picks them up within `botRescanMs`.
   */
  botDriver?: boolean;
  /** How often a driving process looks for newly assigned bot seats with Redis scale-out, ms (default 2000). */
  botRescanMs?: number;
}

export interface EnvConfig {
  options: SkaldServerOptions;
  logLevel: LogLevel;
}

/** A non-negative integer from the environment (named apart from core's random `int`). */
function intFromEnv(env: NodeJS.ProcessEnv, key: string): number | undefined {
  const raw = env[key];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${key} must be a non-negative integer, got "${raw}"`);
  return n;
}

const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/** Why `host` cannot be listened on (not an IP address nor a host name), or undefined. */
export function hostProblem(host: string): string | undefined {
  if (isIP(host) || HOSTNAME.test(host)) return undefined;
  return `HOST must be an IP address or a host name, got "${host}"`;
}

/** Why `port` is not a TCP port (0 picks a free one), or undefined. */
export function portProblem(port: number): string | undefined {
  if (Number.isInteger(port) && port >= 0 && port <= 65535) return undefined;
  return `PORT must be an integer from 0 to 65535, got "${port}"`;
}

/** Read the documented environment variables (docs/server.md) into server options. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): EnvConfig {
  const limits: Partial<ServerLimits> = {};
  const set = (key: keyof ServerLimits, name: string) => {
    const v = intFromEnv(env, name);
    if (v !== undefined) limits[key] = v;
  };
  set('maxMessageBytes', 'MAX_MESSAGE_BYTES');
  set('packetsPerSecond', 'SOCKET_RATE');
  set('packetBurst', 'SOCKET_BURST');
  set('matchCreatesPerMinute', 'CREATE_RATE');
  set('maxBodyBytes', 'MAX_BODY_BYTES');
  const botLimits: Partial<BotLimits> = {};
  for (const [key, name] of [
    ['thinkMs', 'BOT_THINK_MS'],
    ['iterations', 'BOT_ITERATIONS'],
    ['moveDelayMs', 'BOT_MOVE_DELAY_MS'],
  ] as const) {
    const v = intFromEnv(env, name);
    if (v !== undefined) botLimits[key] = v;
  }
  const transports = env.SOCKET_TRANSPORTS
    ? (env.SOCKET_TRANSPORTS.split(',').map((s) => s.trim()) as ('websocket' | 'polling')[])
    : undefined;
  for (const t of transports ?? []) {
    if (t !== 'websocket' && t !== 'polling') throw new Error(`SOCKET_TRANSPORTS: unknown transport "${t}"`);
  }
  const sync = env.SQLITE_SYNCHRONOUS?.toLowerCase();
  if (sync !== undefined && sync !== 'full' && sync !== 'normal')
    throw new Error(`SQLITE_SYNCHRONOUS must be full or normal, got "${sync}"`);
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!isLogLevel(logLevel))
    throw new Error(`LOG_LEVEL must be debug, info, warn or error, got "${logLevel}"`);
  const rawPort = env.PORT ?? '';
  const port = rawPort === '' ? 8000 : /^\d{1,5}$/.test(rawPort) ? Number(rawPort) : Number.NaN;
  if (portProblem(port)) throw new Error(`PORT must be an integer from 0 to 65535, got "${rawPort}"`);
  const host = env.HOST === undefined || env.HOST === '' ? '0.0.0.0' : env.HOST;
  const hostError = hostProblem(host);
  if (hostError) throw new Error(hostError);
  const options: SkaldServerOptions = {
    port,
    host,
    dataDir: env.DATA_DIR || './.data',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    staticDir: env.STATIC_DIR || undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    botLimits,
    ...(env.BOT_DRIVER ? { botDriver: env.BOT_DRIVER === '1' || env.BOT_DRIVER === 'true' } : {}),
    limits,
  };
  if (env.ORIGINS !== undefined) options.origins = parseOrigins(env.ORIGINS);
  if (transports) options.transports = transports;
  if (sync) options.sqliteSynchronous = sync;
  const timeout = intFromEnv(env, 'SHUTDOWN_TIMEOUT_MS');
  if (timeout !== undefined) options.shutdownTimeoutMs = timeout;
  return { options, logLevel };
}

export function defaultOrigins(env: NodeJS.ProcessEnv = process.env): OriginRule[] {
  return env.NODE_ENV === 'production' ? [] : LOCALHOST_ORIGINS;
}
