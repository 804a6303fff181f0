// `pnpm bench`: for every registered game, beside boardgame.io's tic-tac-toe measured in the same run:
// reducer moves/s and random playouts/s, pure-core playouts/s, and FairBot decision time at its default
// budget. Prints a table with ratios and writes bench-results.json. Options:
//   --ms N           time box per measurement (default 10000)
//   --positions N    FairBot decisions timed per game (default 12)
//   --agreement N    also check core/reducer agreement on N seeded games per game (default 0)
//   --json FILE      where to write the results (default bench-results.json)
//   --only a,b       only these game ids (tic-tac-toe always runs)
//   --rounds N       interleaved rounds the time box is split into (default 5): ratios are medians over them
//   --warmup N       time each measurement runs, uncounted, before round 1 (default 3000 ms)
//   --clock cpu|wall what a time box and a decision time measure (default cpu: this process's CPU time,
//                    so other work on a shared machine barely moves the figures; wall: elapsed time)
// `pnpm bench` runs this file bundled the way tsup builds the packages for npm (scripts/run-bundled.ts), so
// it measures the code users run; `pnpm bench:source` runs it through tsx, which compiles file by file and
// turns every cross-module call into a getter: that slows our code (not boardgame.io's) by up to ~2×.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { Throughput } from '@skald/bots';

const USAGE = `usage: pnpm bench [--ms N] [--positions N] [--agreement N] [--json FILE] [--only id,id] [--clock cpu|wall] [--rounds N] [--warmup N]`;
const OPTIONS = ['ms', 'positions', 'agreement', 'json', 'only', 'clock', 'rounds', 'warmup'];

/** This process's CPU time in ms (user + system): what the measured code itself consumed. */
const cpuClock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const wallClock = () => performance.now();

interface Spread {
  median: number;
  min: number;
  max: number;
}

function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** The rounds' slices as one measurement: all moves and playouts over all the time. */
function total(slices: readonly Throughput[]): Throughput {
  const moves = slices.reduce((n, t) => n + t.moves, 0);
  const playouts = slices.reduce((n, t) => n + t.playouts, 0);
  const elapsedMs = slices.reduce((n, t) => n + t.elapsedMs, 0);
  return {
    moves,
    playouts,
    elapsedMs,
    movesPerSecond: (moves / elapsedMs) * 1000,
    playoutsPerSecond: (playouts / elapsedMs) * 1000,
  };
}

/** A usage error: what is wrong and the usage on stderr, exit 2, no stack trace. */
function usageError(message: string): never {
  console.error(`error: ${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main() {
  process.env.NODE_ENV ??= 'production';
  const {
    ticTacToe,
    reducerPlayouts,
    corePlayouts,
    fairDecisions,
    checkCoreAgreement,
    table,
    DEFAULT_BUDGET,
  } = await import('@skald/bots');
  const { games } = await import('@skald/games');

  const argv = process.argv.slice(2).filter((a) => a !== '--');
  if (argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const given = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]!.replace(/^--/, '');
    if (!argv[i]!.startsWith('--') || !OPTIONS.includes(name)) usageError(`unknown option ${argv[i]}`);
    if (argv[i + 1] === undefined) usageError(`${argv[i]} needs a value`);
    given.set(name, argv[i + 1]!);
  }
  const option = (name: string, fallback: string) => given.get(name) ?? fallback;
  const count = (name: string, fallback: string, min: number) => {
    const n = Number(option(name, fallback));
    if (!Number.isInteger(n) || n < min) usageError(`--${name} must be an integer ≥ ${min}`);
    return n;
  };
  const ms = count('ms', '10000', 1);
  const positions = count('positions', '12', 1);
  const agreementGames = count('agreement', '0', 0);
  const rounds = count('rounds', '5', 1);
  const warmupMs = count('warmup', '3000', 0);
  const out = option('json', 'bench-results.json');
  const only = option('only', '');
  const unknown = only ? only.split(',').filter((id) => !games.some((m) => m.descriptor.id === id)) : [];
  if (unknown.length > 0)
    usageError(
      `--only: unknown game(s) ${unknown.join(', ')}; registered: ${games.map((m) => m.descriptor.id).join(', ')}`,
    );
  const modules = [ticTacToe, ...games.filter((m) => !only || only.split(',').includes(m.descriptor.id))];
  const clockName = option('clock', 'cpu');
  if (clockName !== 'cpu' && clockName !== 'wall') usageError('--clock must be cpu or wall');
  const clock = clockName === 'cpu' ? cpuClock : wallClock;

  // Rounds: every game's reducer and core are timed in short slices, round after round, tic-tac-toe first
  // in each, so a ratio compares measurements taken under the same load; the table shows the median ratio
  // over the rounds and their range, which says how much the machine moved the figures.
  const sliceMs = Math.max(1, Math.round(ms / rounds));
  const settingsOf = (module: (typeof modules)[number], sliceTime = sliceMs) => ({
    numPlayers: module.descriptor.minPlayers,
    seed: `bench/${module.descriptor.id}`,
    ms: sliceTime,
    clock,
  });
  const slices = modules.map(() => ({ reducer: [] as Throughput[], core: [] as Throughput[] }));
  // Round 0 warms the JIT up and is not counted. One slice was too short: the large games' code was still
  // being optimised in the counted rounds (OrcQuest's core ran 21k moves/s after a 600 ms warm-up, 46-61k
  // after 6 s), which pulled their core ÷ reducer down.
  for (let r = 0; r <= rounds; r++) {
    process.stderr.write(r === 0 ? 'warm-up:' : `round ${r}/${rounds}:`);
    modules.forEach((module, i) => {
      process.stderr.write(` ${module.descriptor.id}`);
      const settings = settingsOf(module, r === 0 ? warmupMs : sliceMs);
      const reducer = reducerPlayouts(module, settings);
      const core = module.core ? corePlayouts(module, settings) : null;
      if (r === 0) return;
      slices[i]!.reducer.push(reducer);
      if (core) slices[i]!.core.push(core);
    });
    process.stderr.write('\n');
  }

  const results = [];
  for (const [i, module] of modules.entries()) {
    const id = module.descriptor.id;
    const settings = { ...settingsOf(module), ms };
    const { reducer: reducerSlices, core: coreSlices } = slices[i]!;
    const vsTtt = reducerSlices.map((t, r) => t.movesPerSecond / slices[0]!.reducer[r]!.movesPerSecond);
    const coreVsReducer = coreSlices.map((t, r) => t.playoutsPerSecond / reducerSlices[r]!.playoutsPerSecond);
    process.stderr.write(`${id}: fair bot…`);
    const fair = await fairDecisions(module, { ...settings, ms: 4 * ms, positions });
    let agreement = null;
    if (agreementGames > 0 && module.core) {
      process.stderr.write(` agreement on ${agreementGames} games…`);
      const t0 = clock();
      const report = checkCoreAgreement(module, { games: agreementGames, numPlayers: settings.numPlayers });
      agreement = {
        games: report.games,
        steps: report.steps,
        coreMoves: report.coreMoves,
        failures: report.failures,
        seconds: (clock() - t0) / 1000,
      };
    }
    process.stderr.write(' done\n');
    results.push({
      game: id,
      numPlayers: settings.numPlayers,
      reducer: total(reducerSlices),
      core: module.core ? total(coreSlices) : null,
      ratios: { vsTicTacToe: spread(vsTtt), coreVsReducer: module.core ? spread(coreVsReducer) : null },
      fair,
      agreement,
    });
  }

  // Which code ran: bundled like the npm packages (`pnpm bench`) or the TypeScript sources (`pnpm bench:source`).
  const code =
    process.env.SKALD_BUNDLED === '1' ? 'bundled (as built for npm)' : 'TypeScript sources via tsx';
  const f = (x: number) => Math.round(x).toLocaleString('en-US');
  const ratio = (r: Spread, digits: number) =>
    rounds === 1
      ? `${r.median.toFixed(digits)}×`
      : `${r.median.toFixed(digits)}× (${r.min.toFixed(digits)}–${r.max.toFixed(digits)})`;
  const rows = results.map((r) => [
    r.game,
    String(r.numPlayers),
    f(r.reducer.movesPerSecond),
    ratio(r.ratios.vsTicTacToe, 2),
    f(r.reducer.playoutsPerSecond),
    r.core ? f(r.core.movesPerSecond) : '–',
    r.core ? f(r.core.playoutsPerSecond) : '–',
    r.ratios.coreVsReducer ? ratio(r.ratios.coreVsReducer, 1) : '–',
    `${r.fair.meanMs.toFixed(1)} / ${r.fair.p95Ms.toFixed(1)}`,
    f(r.fair.iterationsPerSecond),
  ]);
  console.log(
    `pnpm bench — ${code}, NODE_ENV=${process.env.NODE_ENV}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
  );
  console.log(
    `time box ${ms} ms of ${clockName === 'cpu' ? 'CPU time' : 'wall-clock time'} per measurement, in ${rounds} round(s); FairBot default budget ${DEFAULT_BUDGET.iterations} iterations (cap ${DEFAULT_BUDGET.timeMs} ms)\n`,
  );
  console.log(
    table(
      [
        'game',
        'players',
        'reducer moves/s',
        '× ttt',
        'reducer playouts/s',
        'core moves/s',
        'core playouts/s',
        'core ÷ reducer',
        'fair ms/move mean / p95',
        'fair it/s',
      ],
      rows,
    ),
  );
  console.log(
    `\n× ttt: reducer moves/s relative to tic-tac-toe's in the same round; core ÷ reducer: playouts/s. Ratios are the median over ${rounds} interleaved round(s) (range in brackets).`,
  );
  for (const r of results)
    if (r.agreement)
      console.log(
        `${r.game}: core and reducer agree on ${r.agreement.games} seeded games (${r.agreement.steps} steps compared, ${r.agreement.coreMoves} core-only moves): ${r.agreement.failures.length === 0 ? 'OK' : `${r.agreement.failures.length} FAILURES\n  ${r.agreement.failures.slice(0, 10).join('\n  ')}`} (${r.agreement.seconds.toFixed(1)} s)`,
      );
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), clock: clockName, code, nodeEnv: process.env.NODE_ENV, node: process.version, cpus: cpus().length, ms, results }, null, 1)}\n`,
  );
  console.log(`\nresults written to ${out}`);
  if (results.some((r) => r.agreement && r.agreement.failures.length > 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
