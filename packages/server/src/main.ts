import type { Game } from 'boardgame.io';
import { bridgeConsole, createJsonLogger, errorMessage, type Logger } from './log.js';
import { optionsFromEnv } from './options.js';
import { createSkaldServer } from './server.js';

/**
 * A startup failure (bad configuration, port in use, unresolvable host, store unreachable): the JSON log
 * line for collectors on stdout, one plain line for the person at the terminal on stderr, exit code 1.
 */
function failStartup(logger: Logger, error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  logger.error('startup_failed', { error: errorMessage(error) });
  process.stderr.write(`skald-server: ${message}\n`);
  process.exit(1);
}

/**
 * Run a server configured from the environment (docs/server.md) until SIGTERM/SIGINT: JSON logs on stdout,
 * graceful shutdown, exit 0; exit 1 if it cannot start or dies of an uncaught exception. `games` overrides
 * the registry (test fixtures).
 */
export async function runFromEnv(env: NodeJS.ProcessEnv = process.env, games?: Game[]): Promise<void> {
  let logger = createJsonLogger('info');
  let started = false;
  try {
    const { options, logLevel } = optionsFromEnv(env);
    logger = createJsonLogger(logLevel);
    bridgeConsole(logger);
    // A backstop: no rejected promise may take the process down (boardgame.io's sync/chat handlers
    // are not awaited by anyone).
    process.on('unhandledRejection', (reason) =>
      logger.error('unhandled_rejection', { error: errorMessage(reason) }),
    );
    const server = await createSkaldServer({ ...options, logger, ...(games ? { games } : {}) });
    let exiting = false;
    const shutdown = (signal: string, code: number) => {
      if (exiting) return;
      exiting = true;
      logger.info('signal', { signal });
      server.stop().then(
        () => process.exit(code),
        (error) => {
          logger.error('shutdown_failed', { error: errorMessage(error) });
          process.exit(1);
        },
      );
    };
    process.on('SIGTERM', () => shutdown('SIGTERM', 0));
    process.on('SIGINT', () => shutdown('SIGINT', 0));
    process.on('uncaughtException', (error) => {
      logger.error('uncaught_exception', { error: errorMessage(error) });
      // Before the server listens there is nothing to drain: say why and stop.
      if (!started) failStartup(logger, error);
      shutdown('uncaughtException', 1);
    });
    await server.start();
    started = true;
  } catch (error) {
    failStartup(logger, error);
  }
}
