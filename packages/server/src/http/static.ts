import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Middleware } from './middleware.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

async function fileAt(path: string): Promise<Stats | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/** The server's own paths: the Lobby API, the sockets and the health check never answer with the app. */
const isApiPath = (path: string) =>
  ['/games', '/socket.io', '/healthz'].some((p) => path === p || path.startsWith(`${p}/`));

/**
 * Serve a built single-page app from `dir`: files by path (never outside `dir`), and `index.html` for any
 * other GET without a file extension (client-side routes), whatever its `Accept` header says (`curl /`
 * gets the app). Runs after the Lobby API, so API routes win, and the API's own paths never fall back to
 * the page. Hashed assets (`/assets/…`) are cached for a year.
 */
export function serveSpa(dir: string): Middleware {
  const root = resolve(dir);
  const index = join(root, 'index.html');
  return async (ctx, next) => {
    await next();
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.status !== 404 || ctx.body != null) return;
    let relative: string;
    try {
      relative = decodeURIComponent(ctx.path);
    } catch {
      return;
    }
    if (relative.includes('\0')) return;
    const target = resolve(root, `.${relative}`);
    if (target !== root && !target.startsWith(root + sep)) return;
    let file = target === root ? null : await fileAt(target);
    let path = target;
    if (!file) {
      if (isApiPath(relative) || extname(relative) !== '') return;
      file = await fileAt(index);
      path = index;
      if (!file) return;
    }
    ctx.status = 200;
    ctx.type = TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    ctx.length = file.size;
    ctx.set(
      'Cache-Control',
      path === index
        ? 'no-cache'
        : relative.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=300',
    );
    if (ctx.method === 'GET') ctx.body = createReadStream(path);
  };
}
