// Valheim beside boardgame.io's tic-tac-toe, measured in the same run (the root `pnpm bench` reads the
// @skald/games registry, which does not list Valheim yet):
//   NODE_ENV=production npx tsx packages/valheim/scripts/bench.ts [ms]
// Prints reducer moves/s, pure-core moves/s, FairBot decision time, and the largest G (JSON bytes) seen
// in seeded random playouts.
import { corePlayouts, fairDecisions, reducerPlayouts, ticTacToe } from '@skald/bots';
import { gameModule } from '../src/index.js';
import { randomPlayoutSizes } from './sizes.js';

const ms = Number(process.argv[2] ?? '2000');
const clock = () => performance.now();
const rows: string[] = [];
let baseline = 0;
for (const module of [ticTacToe, gameModule]) {
  const id = module.descriptor.id;
  const settings = { numPlayers: module.descriptor.id === 'valheim' ? 2 : 2, seed: `bench/${id}`, ms, clock };
  const reducer = reducerPlayouts(module, settings);
  const core = module.core ? corePlayouts(module, settings) : null;
  const fair = await fairDecisions(module, { ...settings, ms: 2 * ms, positions: 6 });
  if (id !== 'valheim') baseline = reducer.movesPerSecond;
  rows.push(
    `${id}: reducer ${reducer.movesPerSecond.toFixed(0)} moves/s (${(reducer.movesPerSecond / baseline).toFixed(2)}× tic-tac-toe)` +
      (core
        ? `, core ${core.movesPerSecond.toFixed(0)} moves/s (${(core.movesPerSecond / reducer.movesPerSecond).toFixed(1)}× its reducer)`
        : '') +
      `, fair bot ${fair.meanMs.toFixed(0)} ms/decision (p95 ${fair.p95Ms.toFixed(0)}, ${fair.decisions} decisions)`,
  );
}
rows.push(`valheim: largest G ${randomPlayoutSizes(40)} bytes over 40 random playouts`);
console.log(rows.join('\n'));
