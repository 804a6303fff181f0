import type { Game } from 'boardgame.io';
import { bridgeConsole, createJsonLogger, errorMessage } from './log.js';
import { optionsFromEnv } from './options.js';
import { createSkaldServer } from './server.js';

/**
 * Run a server configured from the environment (docs/server.md) until SIGTERM/SIGINT: JSON logs on stdout,
 * graceful shutdown, exit 0. `games` overrides the registry (test fixtures).
 */
export async function runFromEnv(env: NodeJS.ProcessEnv = process.env, games?: Game[]): Promise<void> {
  let logger = createJsonLogger('info');
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
    const shutdown = (signal: string) => {
      if (exiting) return;
      exiting = true;
      logger.info('signal', { signal });
      server.stop().then(
        () => process.exit(0),
        (error) => {
          logger.error('shutdown_failed', { error: errorMessage(error) });
          process.exit(1);
        },
      );
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
    process.on('uncaughtException', (error) => {
      logger.error('uncaught_exception', { error: errorMessage(error) });
      shutdown('uncaughtException');
    });
    await server.start();
  } catch (error) {
    logger.error('startup_failed', { error: errorMessage(error) });
    process.exit(1);
  }
}
