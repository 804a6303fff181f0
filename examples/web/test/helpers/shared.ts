import { ensureChromium, openBrowser, type TestBrowser } from './browser.js';
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

/**
 * A describe block's browser: registers the hooks that start (or join) the shared server and open a browser
 * of the block's own, closed after the block. Read `env.server` and `env.browser` inside the tests.
 */
export function useBrowser(): { readonly server: RunningServer; readonly browser: TestBrowser } {
  const env = {} as { server: RunningServer; browser: TestBrowser };
  before(async () => {
    env.server = await sharedServer();
    env.browser = await openBrowser();
  });
  after(async () => env.browser?.close());
  return env;
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
