import { writeFileSync } from 'node:fs';
import {
  formatReport,
  parseRunnerArgs,
  progressLine,
  RUNNER_USAGE,
  resolveRunnerGame,
  runTournament,
  ticTacToe,
} from '@skald/bots';
import type { GameModule } from '@skald/core';
import { games } from '@skald/games';

const modules: GameModule[] = [...games, ticTacToe];

/** A usage error: what is wrong, then the usage, on stderr; exit 2 (no stack trace: nothing crashed). */
function usageError(message: string): never {
  console.error(`error: ${message}\n\n${RUNNER_USAGE}`);
  process.exit(2);
}

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(RUNNER_USAGE);
  process.exit(0);
}
let args: ReturnType<typeof parseRunnerArgs>;
let module: GameModule;
try {
  args = parseRunnerArgs(argv);
  module = resolveRunnerGame(args, modules);
} catch (error) {
  usageError((error as Error).message);
}
if (process.env.NODE_ENV !== 'production')
  console.error(`warning: NODE_ENV=${process.env.NODE_ENV}; bot runs are meant for production mode`);

const clock = () => performance.now();
const started = clock();
const tty = process.stderr.isTTY === true && !args.quiet;
let lastLogged = 0;
const report = await runTournament({
  module,
  entries: args.seats,
  games: args.games,
  seed: args.seed,
  setupData: args.setupData,
  clock,
  onGame: (done, total, partial) => {
    if (args.quiet) return;
    const line = progressLine(done, total, clock() - started, partial);
    if (tty) process.stderr.write(`\r\x1b[2K${line}`);
    // Without a terminal, one line per tenth of the run.
    else if (done === total || done - lastLogged >= Math.max(1, Math.ceil(total / 10))) {
      process.stderr.write(`${line}\n`);
      lastLogged = done;
    }
  },
});
if (tty) process.stderr.write('\n');
console.log(formatReport(report));
console.log(`NODE_ENV=${process.env.NODE_ENV}, wall time ${((clock() - started) / 1000).toFixed(1)} s`);
if (args.json) {
  try {
    writeFileSync(args.json, `${JSON.stringify({ ...report, nodeEnv: process.env.NODE_ENV }, null, 1)}\n`);
    console.log(`report written to ${args.json}`);
  } catch (error) {
    console.error(`error: cannot write --json ${args.json}: ${(error as Error).message}`);
    process.exit(1);
  }
}
