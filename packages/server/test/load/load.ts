import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openMatch } from '../helpers/lobby.js';
import { type ServerKind, type ServerProcess, spawnServer } from '../helpers/process.js';
import { Seat } from '../helpers/seat.js';

export interface LoadOptions {
  /** Concurrent matches per server (two bot seats each). */
  matches: number;
  /** Measured time per server, seconds, split into `rounds` alternating windows. */
  seconds: number;
  /** Alternating measurement windows (stock, ours, ours, stock, …) so machine noise hits both alike. */
  rounds: number;
  /** Both servers bundled as `pnpm start` runs them (else from the TypeScript sources through tsx). */
  bundled: boolean;
}

export interface LoadResult {
  kind: ServerKind;
  moves: number;
  movesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The server process's CPU time (all threads) per counted move, µs; NaN where /proc is missing. */
  cpuUsPerMove: number;
  /** The same for its main thread (the event loop, which every move goes through). */
  mainCpuUsPerMove: number;
}

/**
 * CPU time used so far, ms, by a process (all its threads) and by its main thread, from Linux's
 * `/proc/<pid>/stat` and `/proc/<pid>/task/<pid>/stat` (utime + stime, 100 ticks/s); NaN elsewhere. Unlike
 * moves/s, this hardly moves when other work shares the machine.
 */
function cpuMs(pid: number | undefined): { process: number; main: number } {
  if (pid === undefined) return { process: Number.NaN, main: Number.NaN };
  const ticks = (path: string) => {
    try {
      const stat = readFileSync(path, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return Number.NaN;
    }
  };
  return { process: ticks(`/proc/${pid}/stat`), main: ticks(`/proc/${pid}/task/${pid}/stat`) };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One server process on loopback with `matches` race matches (target far away, so they never end) and two
 * bots per match that play as fast as the server answers, while `active`. Latency: from sending a move to
 * receiving the state that contains it.
 */
class Rig {
  private server!: ServerProcess;
  private readonly dir: string;
  private readonly seats: Seat[] = [];
  private readonly kicks: (() => void)[] = [];
  private active = false;
  private measuring = false;
  readonly latencies: number[] = [];
  moves = 0;
  measuredMs = 0;
  measuredCpuMs = 0;
  measuredMainCpuMs = 0;

  constructor(readonly kind: ServerKind) {
    this.dir = mkdtempSync(join(tmpdir(), `skald-load-${kind}-`));
  }

  async setup(matches: number, bundled: boolean): Promise<void> {
    // NODE_ENV=production for both (no dev-only checks). Ours on its defaults (SQLite on disk, WAL,
    // synchronous=normal) except the per-connection packet limit: bots here send up to ~100 moves/s per
    // socket, which the default (30/s, meant for people) would refuse; this measures capacity, not policy.
    const limits = this.kind === 'skald' ? { SOCKET_RATE: '100000', SOCKET_BURST: '100000' } : {};
    const env = { DATA_DIR: this.dir, NODE_ENV: 'production', ...limits };
    this.server = await spawnServer(this.kind, env, 60_000, { bundled });
    for (let m = 0; m < matches; m++) {
      const { matchID, credentials } = await openMatch(this.server.url, 'race', { target: 10_000_000 });
      const pair = await Promise.all(
        credentials.map((c, i) => Seat.connect(this.server.url, 'race', matchID, String(i), c)),
      );
      for (const seat of pair) await seat.sync();
      this.seats.push(...pair);
    }
    for (const seat of this.seats) this.drive(seat);
  }

  private drive(seat: Seat): void {
    let sentFor = -1;
    let sentAt = 0;
    let latest = seat.latest!;
    const act = () => {
      if (!this.active || latest.ctx.currentPlayer !== seat.playerID || sentFor === latest._stateID) return;
      sentFor = latest._stateID;
      sentAt = performance.now();
      seat.sendAction(
        {
          type: 'MAKE_MOVE',
          payload: { type: 'add', args: [1], playerID: seat.playerID, credentials: seat.credentials },
        },
        latest._stateID,
      );
    };
    // Replace the Seat's own bookkeeping (it keeps every state) by a lean handler.
    seat.socket.off('update');
    seat.socket.on('update', (_m: string, state: typeof latest) => {
      latest = state;
      if (sentFor >= 0 && state._stateID === sentFor + 1) {
        if (this.measuring) {
          this.latencies.push(performance.now() - sentAt);
          this.moves++;
        }
        sentFor = -1;
      }
      act();
    });
    this.kicks.push(act);
  }

  /** Let the bots play for `ms`; counted only when `measure`. Waits for moves in flight to land. */
  async run(ms: number, measure: boolean): Promise<void> {
    this.active = true;
    this.measuring = measure;
    const cpuStart = cpuMs(this.server.servingPid());
    for (const kick of this.kicks) kick();
    const start = performance.now();
    await sleep(ms);
    if (measure) this.measuredMs += performance.now() - start;
    this.active = false;
    await sleep(300);
    this.measuring = false;
    // The server's CPU over the window and its drain: the work for exactly the moves counted.
    if (measure) {
      const cpuEnd = cpuMs(this.server.servingPid());
      this.measuredCpuMs += cpuEnd.process - cpuStart.process;
      this.measuredMainCpuMs += cpuEnd.main - cpuStart.main;
    }
  }

  result(): LoadResult {
    const sorted = [...this.latencies].sort((x, y) => x - y);
    return {
      kind: this.kind,
      moves: this.moves,
      movesPerSecond: this.moves / (this.measuredMs / 1000),
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      cpuUsPerMove: (this.measuredCpuMs * 1000) / this.moves,
      mainCpuUsPerMove: (this.measuredMainCpuMs * 1000) / this.moves,
    };
  }

  async close(): Promise<void> {
    for (const seat of this.seats) seat.close();
    await this.server?.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Stock and ours in one run, measured in alternating windows; everything stops by itself. */
export async function compareLoad(opts: LoadOptions): Promise<LoadResult[]> {
  const rigs = [new Rig('stock'), new Rig('skald')];
  try {
    for (const rig of rigs) await rig.setup(opts.matches, opts.bundled);
    for (const rig of rigs) await rig.run(1000, false);
    const window = (opts.seconds * 1000) / opts.rounds;
    for (let round = 0; round < opts.rounds; round++) {
      const order = round % 2 === 0 ? rigs : [...rigs].reverse();
      for (const rig of order) await rig.run(window, true);
    }
    return rigs.map((r) => r.result());
  } finally {
    await Promise.all(rigs.map((r) => r.close()));
  }
}

export function formatResults(results: LoadResult[], opts: LoadOptions): string {
  const cell = (v: number, width: number, digits = 0) => v.toFixed(digits).padStart(width);
  const rows = results.map(
    (r) =>
      `${r.kind.padEnd(6)} ${String(r.moves).padStart(7)} ${cell(r.movesPerSecond, 8)} ${cell(r.p50Ms, 8, 2)} ` +
      `${cell(r.p99Ms, 8, 2)} ${cell(r.cpuUsPerMove, 12)} ${cell(r.mainCpuUsPerMove, 12)}`,
  );
  const stock = results.find((r) => r.kind === 'stock');
  const ours = results.find((r) => r.kind === 'skald');
  const ratio = (key: keyof LoadResult) =>
    stock && ours ? (ours[key] as number) / (stock[key] as number) : Number.NaN;
  return [
    `load test: ${opts.matches} concurrent matches × 2 bot seats per server, ${opts.seconds}s measured per server ` +
      `in ${opts.rounds} alternating windows, loopback, NODE_ENV=production, ` +
      (opts.bundled ? 'servers bundled as pnpm start runs them' : 'servers from source through tsx'),
    'server   moves  moves/s   p50 ms   p99 ms  cpu µs/move  main µs/move',
    ...rows,
    `ours/stock throughput: ${(ratio('movesPerSecond') * 100).toFixed(1)}%`,
    `ours/stock p99: ${ratio('p99Ms').toFixed(2)}×, CPU per move: ${ratio('cpuUsPerMove').toFixed(2)}× ` +
      `(main thread ${ratio('mainCpuUsPerMove').toFixed(2)}×)`,
  ].join('\n');
}
