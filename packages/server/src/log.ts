/** Structured logging: one JSON object per line, never secrets (no credentials, no state, no move args). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** A structured logger: each call writes one `event` name with its `fields` at one level. */
export interface Logger {
  /** Logs detail for investigating a problem; dropped at the default `info` level. */
  debug(event: string, fields?: LogFields): void;
  /** Logs normal operation (listening, bot seats assigned, shutdown). */
  info(event: string, fields?: LogFields): void;
  /** Logs something refused or unexpected that the server survives (a rejected packet, a rate limit). */
  warn(event: string, fields?: LogFields): void;
  /** Logs a failure (a move that threw, a failed broadcast, an uncaught exception). */
  error(event: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && Object.hasOwn(RANK, value);
}

/**
 * A JSON-lines logger writing to `write` (stdout by default). `time` is ISO 8601; `level` and `event` are
 * always present; the other fields are whatever the caller passed (undefined fields are dropped).
 */
export function createJsonLogger(
  level: LogLevel = 'info',
  write: (line: string) => void = writeStdout,
): Logger {
  const threshold = RANK[level];
  const emit = (lvl: LogLevel, event: string, fields?: LogFields) => {
    if (RANK[lvl] < threshold) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, event, ...fields })}\n`);
  };
  return {
    debug: (e, f) => emit('debug', e, f),
    info: (e, f) => emit('info', e, f),
    warn: (e, f) => emit('warn', e, f),
    error: (e, f) => emit('error', e, f),
  };
}

let stdoutGuarded = false;

/**
 * Write to stdout; if stdout is gone (the log collector or parent died: EPIPE), drop the logs instead of
 * raising an error that would itself be logged to stdout, forever.
 */
function writeStdout(line: string): void {
  if (!stdoutGuarded) {
    stdoutGuarded = true;
    process.stdout.on('error', () => undefined);
  }
  if (process.stdout.writable) process.stdout.write(line);
}

/** A logger that drops everything (library default when the caller passes none). */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** The message of an unknown thrown value, without its stack or any attached data. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Route `console.*` (boardgame.io logs its own errors with `console.error('ERROR: …')`) through the JSON
 * logger so that every line the process writes is JSON. Returns a function restoring the console.
 */
export function bridgeConsole(logger: Logger): () => void {
  const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  const text = (args: unknown[]) =>
    args
      .map((a) => (typeof a === 'string' ? a : a instanceof Error ? errorMessage(a) : safeJson(a)))
      .join(' ');
  console.log = (...args: unknown[]) => logger.info('console', { text: text(args) });
  console.info = console.log;
  console.warn = (...args: unknown[]) => logger.warn('console', { text: text(args) });
  console.error = (...args: unknown[]) => logger.error('console', { text: text(args) });
  return () => Object.assign(console, saved);
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 500) ?? String(value);
  } catch {
    return String(value);
  }
}
