import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
/** Bundles an entry with the @skald sources as tsup builds them for npm, then runs it (what `pnpm start` does). */
const RUN_BUNDLED = fileURLToPath(new URL('../../../../scripts/run-bundled.ts', import.meta.url));
const ENTRY = {
  skald: fileURLToPath(new URL('../fixtures/skald-server.ts', import.meta.url)),
  stock: fileURLToPath(new URL('../fixtures/stock-server.ts', import.meta.url)),
};

export type ServerKind = keyof typeof ENTRY;

export interface ServerProcess {
  kind: ServerKind;
  port: number;
  url: string;
  child: ChildProcess;
  /** Every stdout/stderr line so far. */
  lines: string[];
  /** Parsed JSON log lines so far. */
  events(): Record<string, any>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning(): boolean;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves on exit. */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The ID of the process that serves: `child`, or the bundle it runs when `bundled` (Linux only then). */
  servingPid(): number | undefined;
}

export interface SpawnOptions {
  /**
   * Run the entry bundled, through scripts/run-bundled.ts, as `pnpm start` runs the server, instead of from
   * the TypeScript sources through tsx (file by file, every call between modules through a getter).
   * SERVER_NODE_ARGS then reach the bundler's process, not the server.
   */
  bundled?: boolean;
}

/** Defaults for test servers: loopback, random port, generous creation limit (tests create many matches). */
const TEST_ENV = { HOST: '127.0.0.1', PORT: '0', CREATE_RATE: '10000', LOG_LEVEL: 'info' };

/** Spawn a real server process (ours or the stock control) and wait until it listens. */
export async function spawnServer(
  kind: ServerKind,
  env: Record<string, string | undefined> = {},
  timeoutMs = 30_000,
  { bundled = false }: SpawnOptions = {},
): Promise<ServerProcess> {
  const nodeArgs = process.env.SERVER_NODE_ARGS ? process.env.SERVER_NODE_ARGS.split(' ') : [];
  const entry = bundled ? [RUN_BUNDLED, '--source-maps', ENTRY[kind]] : [ENTRY[kind]];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...entry], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...TEST_ENV, ...env },
    // stdin stays open as a lifeline: the fixture entries exit when it closes (the test runner died).
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    }),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${kind} server did not start:\n${lines.join('\n')}`)),
      timeoutMs,
    );
    const onLine = (line: string) => {
      lines.push(line);
      if (process.env.SERVER_LOGS) process.stderr.write(`[${kind}] ${line}\n`);
      const event = parse(line);
      if (event?.event === 'listening') {
        clearTimeout(timer);
        resolve(event.port);
      }
    };
    for (const stream of [child.stdout!, child.stderr!]) {
      let buffer = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        buffer += chunk;
        let i = buffer.indexOf('\n');
        while (i >= 0) {
          onLine(buffer.slice(0, i));
          buffer = buffer.slice(i + 1);
          i = buffer.indexOf('\n');
        }
      });
    }
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited (${code ?? signal}) before listening:\n${lines.join('\n')}`));
    });
  });
  return {
    kind,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    lines,
    events: () => lines.map(parse).filter((e): e is Record<string, any> => e !== null),
    exited,
    isRunning: () => running,
    servingPid: () => (bundled && child.pid !== undefined ? bundleChild(child.pid) : child.pid),
    async stop(graceMs = 5000) {
      if (!running) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** The child of run-bundled.ts's process that runs the bundle (from Linux's /proc). */
function bundleChild(pid: number): number | undefined {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ');
    return children
      .map(Number)
      .find((c) => readFileSync(`/proc/${c}/cmdline`, 'utf8').includes('skald-bundled'));
  } catch {
    return undefined;
  }
}

/** What a server process that was expected to fail printed before it exited. */
export interface ExitedProcess {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Spawn our server with `env` and wait for it to exit by itself (a startup failure); kill it after `timeoutMs`. */
export function runServerToExit(
  env: Record<string, string>,
  { timeoutMs = 30_000, nodeArgs = [] as string[] } = {},
): Promise<ExitedProcess> {
  const extra = process.env.SERVER_NODE_ARGS ? process.env.SERVER_NODE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...extra, ...nodeArgs, '--import', 'tsx', ENTRY.skald], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...TEST_ENV, DATA_DIR: ':memory:', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (c: string) => {
    stdout += c;
  });
  child.stderr!.setEncoding('utf8').on('data', (c: string) => {
    stderr += c;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    }),
  );
}

function parse(line: string): Record<string, any> | null {
  if (!line.startsWith('{')) return null;
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}
