import { ensureChromium } from './browser.js';
import { type RunningServer, removeDataDir, startServer } from './server.js';

/**
 * One server for every browser test file (building the app and starting the server is the slow part),
 * started on first use and stopped by a root `after` hook.
 */
let server: Promise<RunningServer> | null = null;

export function sharedServer(): Promise<RunningServer> {
  if (!server) {
    ensureChromium();
    server = startServer();
  }
  return server;
}

after(async function () {
  this.timeout(30_000);
  if (!server) return;
  const running = await server.catch(() => null);
  server = null;
  if (!running) return;
  await running.stop();
  removeDataDir(running.dataDir);
});
