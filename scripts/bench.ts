// `pnpm bench`: for every registered game, beside boardgame.io's tic-tac-toe measured in the same run:
// reducer moves/s and random playouts/s, pure-core playouts/s, and FairBot decision time at its default
// budget. Prints a table with ratios and writes bench-results.json. Options:
//   --ms N           time box per measurement (default 3000)
//   --positions N    FairBot decisions timed per game (default 12)
//   --agreement N    also check core/reducer agreement on N seeded games per game (default 0)
//   --json FILE      where to write the results (default bench-results.json)
//   --only a,b       only these game ids (tic-tac-toe always runs)
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

const USAGE = `usage: pnpm bench [--ms N] [--positions N] [--agreement N] [--json FILE] [--only id,id]`;
const OPTIONS = ['ms', 'positions', 'agreement', 'json', 'only'];

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
  const ms = count('ms', '3000', 1);
  const positions = count('positions', '12', 1);
  const agreementGames = count('agreement', '0', 0);
  const out = option('json', 'bench-results.json');
  const only = option('only', '');
  const unknown = only ? only.split(',').filter((id) => !games.some((m) => m.descriptor.id === id)) : [];
  if (unknown.length > 0)
    usageError(
      `--only: unknown game(s) ${unknown.join(', ')}; registered: ${games.map((m) => m.descriptor.id).join(', ')}`,
    );
  const modules = [ticTacToe, ...games.filter((m) => !only || only.split(',').includes(m.descriptor.id))];
  const clock = () => performance.now();

  const results = [];
  for (const module of modules) {
    const id = module.descriptor.id;
    const settings = { numPlayers: module.descriptor.minPlayers, seed: `bench/${id}`, ms, clock };
    process.stderr.write(`${id}: reducer…`);
    const reducer = reducerPlayouts(module, settings);
    process.stderr.write(' core…');
    const core = module.core ? corePlayouts(module, settings) : null;
    process.stderr.write(' fair bot…');
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
    results.push({ game: id, numPlayers: settings.numPlayers, reducer, core, fair, agreement });
  }

  const base = results[0]!.reducer.movesPerSecond;
  const f = (x: number) => Math.round(x).toLocaleString('en-US');
  const rows = results.map((r) => [
    r.game,
    String(r.numPlayers),
    f(r.reducer.movesPerSecond),
    `${(r.reducer.movesPerSecond / base).toFixed(2)}×`,
    f(r.reducer.playoutsPerSecond),
    r.core ? f(r.core.movesPerSecond) : '–',
    r.core ? f(r.core.playoutsPerSecond) : '–',
    r.core ? `${(r.core.playoutsPerSecond / r.reducer.playoutsPerSecond).toFixed(1)}×` : '–',
    `${r.fair.meanMs.toFixed(1)} / ${r.fair.p95Ms.toFixed(1)}`,
    f(r.fair.iterationsPerSecond),
  ]);
  console.log(
    `pnpm bench — NODE_ENV=${process.env.NODE_ENV}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
  );
  console.log(
    `time box ${ms} ms per measurement; FairBot default budget ${DEFAULT_BUDGET.iterations} iterations (cap ${DEFAULT_BUDGET.timeMs} ms)\n`,
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
  console.log(`\n× ttt: reducer moves/s relative to tic-tac-toe's (${f(base)}) in this run.`);
  for (const r of results)
    if (r.agreement)
      console.log(
        `${r.game}: core and reducer agree on ${r.agreement.games} seeded games (${r.agreement.steps} steps compared, ${r.agreement.coreMoves} core-only moves): ${r.agreement.failures.length === 0 ? 'OK' : `${r.agreement.failures.length} FAILURES\n  ${r.agreement.failures.slice(0, 10).join('\n  ')}`} (${r.agreement.seconds.toFixed(1)} s)`,
      );
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), nodeEnv: process.env.NODE_ENV, node: process.version, cpus: cpus().length, ms, results }, null, 1)}\n`,
  );
  console.log(`\nresults written to ${out}`);
  if (results.some((r) => r.agreement && r.agreement.failures.length > 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
