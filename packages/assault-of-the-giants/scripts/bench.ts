// This package's figures beside tic-tac-toe, measured in the same run (the root `pnpm bench` covers
// registered games only): NODE_ENV=production tsx packages/assault-of-the-giants/scripts/bench.ts [ms]
import { corePlayouts, fairDecisions, reducerPlayouts, ticTacToe } from '@skald/bots';
import { gameModule } from '../src/index.js';

process.env.NODE_ENV ??= 'production';
const ms = Number(process.argv[2] ?? 2000);
const clock = () => performance.now();
for (const module of [ticTacToe, gameModule]) {
  const id = module.descriptor.id;
  const settings = { numPlayers: module.descriptor.minPlayers, seed: `bench/${id}`, ms, clock };
  const reducer = reducerPlayouts(module, settings);
  const core = module.core ? corePlayouts(module, settings) : null;
  const fair = await fairDecisions(module, { ...settings, ms: 2 * ms, positions: 4 });
  console.log(
    JSON.stringify({
      game: id,
      reducerMovesPerSecond: Math.round(reducer.movesPerSecond),
      reducerPlayoutsPerSecond: reducer.playoutsPerSecond,
      coreMovesPerSecond: core ? Math.round(core.movesPerSecond) : null,
      corePlayoutsPerSecond: core?.playoutsPerSecond ?? null,
      fairMeanMs: fair.meanMs,
      fairP95Ms: fair.p95Ms,
    }),
  );
}
