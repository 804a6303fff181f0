import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, resultsDir } from './paths.js';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The root `start` script, run exactly as a user runs it: through pnpm 10. */
function pnpmCommand(): { command: string; args: string[] } {
  const execPath = process.env.npm_execpath ?? '';
  if (/pnpm/.test(execPath)) return { command: process.execPath, args: [execPath, 'start'] };
  return { command: 'npx', args: ['--yes', 'pnpm@10', 'start'] };
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`pnpm start exited with ${child.exitCode}; see ${resultsDir}/server.log`);
    try {
      const res = await fetch(url, { headers: { accept: 'text/html' } });
      if (res.ok && (await res.text()).includes('<div id="root">')) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs} ms; see ${resultsDir}/server.log`);
}

/**
 * Start the app the way `pnpm start` does (build the web app, then the Skald server serving it, the
 * Lobby API and the sockets on one port), on a free loopback port with a fresh data folder. The data
 * folder (and the port) can be passed in again to restart on the same matches.
 */
export async function startServer(
  options: { dataDir?: string; logName?: string; port?: number } = {},
): Promise<RunningServer> {
  mkdirSync(resultsDir, { recursive: true });
  // A restart on the same port keeps the pages' origin (and so their localStorage).
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'skald-web-data-'));
  const log = openSync(join(resultsDir, options.logName ?? 'server.log'), 'w');
  const { command, args } = pnpmCommand();
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Server-played bot seats: quick decisions, a short pause so each move shows.
      BOT_THINK_MS: '150',
      BOT_ITERATIONS: '60',
      BOT_MOVE_DELAY_MS: '50',
    },
    stdio: ['ignore', log, log],
    // Its own process group, so stopping it also stops pnpm's children (vite, the server).
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {}
    }, 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHttp(url, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dataDir, stop };
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
