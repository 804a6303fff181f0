import type { Server as HttpServer } from 'node:http';

/** One clear sentence for a failed `listen`, naming the setting to change. */
export function listenFailure(error: unknown, host: string, port: number): Error {
  const code = (error as { code?: string }).code;
  const where = `${host}:${port}`;
  switch (code) {
    case 'EADDRINUSE':
      return new Error(`cannot listen on ${where}: port ${port} is already in use (EADDRINUSE); set PORT`);
    case 'EACCES':
      return new Error(`cannot listen on ${where}: no permission for port ${port} (EACCES); set PORT`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EAI_NONAME':
      return new Error(`cannot listen on ${where}: HOST "${host}" does not resolve (${code}); set HOST`);
    case 'EADDRNOTAVAIL':
      return new Error(
        `cannot listen on ${where}: "${host}" is not an address of this machine (EADDRNOTAVAIL); set HOST`,
      );
    default:
      return new Error(`cannot listen on ${where}: ${(error as Error)?.message ?? String(error)}`);
  }
}

/**
 * Run `listen` (boardgame.io's `run`, which waits for the listening callback and never hears of an
 * error) so that a failure to bind rejects with `listenFailure` instead of surfacing later as an
 * uncaught `'error'` event.
 */
export async function listenOrFail<T>(
  server: HttpServer,
  host: string,
  port: number,
  listen: () => Promise<T>,
): Promise<T> {
  let onError: (error: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    onError = (error) => reject(listenFailure(error, host, port));
    server.once('error', onError);
  });
  try {
    return await Promise.race([listen(), failed]);
  } finally {
    server.off('error', onError);
  }
}
