// `pnpm --filter @skald/server loadtest` (or root `pnpm loadtest`): stock vs ours in one run, bounded by
// LOAD_MATCHES (default 40, max 200), LOAD_SECONDS per server (default 10, max 60) and LOAD_ROUNDS
// alternating windows (default 10). Both servers run bundled, as `pnpm start` runs ours; LOAD_FROM_SOURCE=1
// runs them from the TypeScript sources through tsx instead (SERVER_NODE_ARGS, e.g. --cpu-prof, then reach
// the servers). Exits 1 if ours keeps less than 80% of the stock throughput.
import { compareLoad, formatResults } from './load.js';

const opts = {
  matches: Math.min(200, Number(process.env.LOAD_MATCHES ?? 40)),
  seconds: Math.min(60, Number(process.env.LOAD_SECONDS ?? 10)),
  rounds: Math.max(1, Math.min(100, Number(process.env.LOAD_ROUNDS ?? 10))),
  bundled: !process.env.LOAD_FROM_SOURCE,
};
const results = await compareLoad(opts);
console.log(formatResults(results, opts));
const [stock, ours] = results;
process.exit(ours!.movesPerSecond >= 0.8 * stock!.movesPerSecond ? 0 : 1);
