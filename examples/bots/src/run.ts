import { writeFileSync } from 'node:fs';
import {
  formatReport,
  parseRunnerArgs,
  progressLine,
  RUNNER_USAGE,
  runTournament,
  ticTacToe,
} from '@skald/bots';
import type { GameModule } from '@skald/core';
import { games } from '@skald/games';

const modules: GameModule[] = [...games, ticTacToe];

function fail(message: string): never {
  console.error(`${message}\n\n${RUNNER_USAGE}`);
  process.exit(2);
}

let args: ReturnType<typeof parseRunnerArgs>;
try {
  args = parseRunnerArgs(process.argv.slice(2));
} catch (error) {
  fail((error as Error).message);
}
const module = modules.find((m) => m.descriptor.id === args.game);
if (!module)
  fail(`unknown game "${args.game}"; available: ${modules.map((m) => m.descriptor.id).join(', ')}`);
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
  writeFileSync(args.json, `${JSON.stringify({ ...report, nodeEnv: process.env.NODE_ENV }, null, 1)}\n`);
  console.log(`report written to ${args.json}`);
}
