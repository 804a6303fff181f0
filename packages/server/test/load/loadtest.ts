// `pnpm --filter @skald/server loadtest` (or root `pnpm loadtest`): stock vs ours in one run, bounded by
// LOAD_MATCHES (default 40, max 200) and LOAD_SECONDS per server (default 10, max 60). Exits 1 if ours
// keeps less than 80% of the stock throughput.
import { compareLoad, formatResults } from './load.js';

const opts = {
  matches: Math.min(200, Number(process.env.LOAD_MATCHES ?? 40)),
  seconds: Math.min(60, Number(process.env.LOAD_SECONDS ?? 10)),
  rounds: 4,
};
const results = await compareLoad(opts);
console.log(formatResults(results, opts));
const [stock, ours] = results;
process.exit(ours!.movesPerSecond >= 0.8 * stock!.movesPerSecond ? 0 : 1);
