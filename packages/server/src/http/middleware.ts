// biome-ignore-all lint/suspicious/noExplicitAny: Koa's context is untyped here (boardgame.io bundles its own Koa)
import type { MatchLock } from '../lock.js';
import type { Logger } from '../log.js';
import { isOriginAllowed, type OriginRule } from '../origins.js';
import { WindowCounter } from '../rate-limit.js';

type Ctx = any;
type Next = () => Promise<unknown>;
export type Middleware = (ctx: Ctx, next: Next) => Promise<unknown>;

const isLobby = (path: string) => path === '/games' || path.startsWith('/games/');

/** `GET /healthz`: 200 with a small JSON status while serving, 503 while shutting down. */
export function healthz(status: () => { ok: boolean } & Record<string, unknown>): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/healthz' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const s = status();
    ctx.status = s.ok ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = s;
  };
}

/**
 * Hole 7 for the Lobby API: CORS alone only stops a foreign page from *reading* the answer; a form POST
 * from any site would still create or join matches. Lobby requests from a disallowed `Origin` get 403.
 */
export function lobbyOriginGuard(origins: OriginRule[], logger: Logger): Middleware {
  return async (ctx, next) => {
    if (!isLobby(ctx.path)) return next();
    const origin = ctx.get('Origin') || undefined;
    if (!isOriginAllowed(origin, ctx.get('Host') || undefined, origins)) {
      logger.warn('lobby_origin_refused', { origin: String(origin).slice(0, 200), path: ctx.path });
      ctx.status = 403;
      ctx.body = { error: 'origin not allowed' };
      return;
    }
    return next();
  };
}

/** Refuse Lobby request bodies larger than `maxBytes` before they are read (413). */
export function bodyLimit(maxBytes: number): Middleware {
  return async (ctx, next) => {
    const length = Number(ctx.get('Content-Length') || 0);
    if (isLobby(ctx.path) && length > maxBytes) {
      ctx.status = 413;
      ctx.body = { error: 'request body too large' };
      return;
    }
    return next();
  };
}

/** At most `perMinute` match creations per client IP per minute (429 beyond). */
export function createRateLimit(perMinute: number, logger: Logger): Middleware {
  const counter = new WindowCounter(perMinute, 60_000);
  return async (ctx, next) => {
    if (ctx.method === 'POST' && /^\/games\/[^/]+\/create\/?$/.test(ctx.path) && !counter.hit(ctx.ip)) {
      logger.warn('create_rate_limited', { ip: ctx.ip });
      ctx.status = 429;
      ctx.set('Retry-After', '60');
      ctx.body = { error: 'too many matches created, try again later' };
      return;
    }
    return next();
  };
}

/**
 * `/games/<name>` and below for a game this server does not serve: 404, before boardgame.io's Lobby router,
 * which would list no matches (200) for any name.
 */
export function unknownGame(names: readonly string[]): Middleware {
  const known = new Set(names);
  return async (ctx, next) => {
    const match = /^\/games\/([^/]+)/.exec(ctx.path);
    if (!match) return next();
    let name: string;
    try {
      name = decodeURIComponent(match[1]!);
    } catch {
      name = match[1]!;
    }
    if (known.has(name)) return next();
    ctx.status = 404;
    ctx.body = { error: 'unknown game' };
  };
}

/**
 * A route's small JSON body, or undefined when it is not JSON or longer than `maxChars` (the body limit
 * middleware has already refused large bodies; this bounds what a route reads).
 */
export async function readSmallJson(req: NodeJS.ReadableStream, maxChars = 4096): Promise<unknown> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > maxChars) return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The Lobby routes that read a match's metadata, change a seat and write it back. */
const SEAT_CHANGE = /^\/games\/[^/]+\/([^/]+)\/(join|leave|update|rename|playAgain)\/?$/;

/**
 * Each Lobby seat change runs as one exclusive step of its match (`steps`: the transport's `serialise`). Two
 * joins at once would otherwise both read the same seats and the later write would drop the earlier player's
 * credentials (or seat two players on one seat), and a join overlapping a connection change could be undone.
 */
export function serialiseSeatChanges(steps: MatchLock): Middleware {
  return async (ctx, next) => {
    const match = ctx.method === 'POST' ? SEAT_CHANGE.exec(ctx.path) : null;
    if (!match) return next();
    let matchID: string;
    try {
      matchID = decodeURIComponent(match[1]!);
    } catch {
      return next();
    }
    return steps.run(matchID, next);
  };
}
