// One fair bot against random seats, with a 95% interval on its win share (this package is not in the
// registry, so the root `pnpm bots` cannot name it yet):
//   NODE_ENV=production tsx packages/assault-of-the-giants/scripts/tournament.ts <games> <fair budget, e.g. fair:100ms>
import { formatReport, parseSeat, runTournament } from '@skald/bots';
import { gameModule } from '../src/index.js';

process.env.NODE_ENV ??= 'production';
const games = Number(process.argv[2] ?? 8);
const fair = parseSeat(process.argv[3] ?? 'fair:100ms');
const report = await runTournament({
  module: gameModule,
  entries: [fair, parseSeat('random'), parseSeat('random'), parseSeat('random')],
  games,
  seed: 'giants-arena',
  clock: () => performance.now(),
  onGame: (done, total) => process.stderr.write(`${done}/${total}\n`),
});
console.log(formatReport(report));
