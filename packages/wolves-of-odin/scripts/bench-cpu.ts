// Wolves of Odin throughput per CPU second of this process, beside tic-tac-toe measured in the same run:
// the root bench's reducer and core playouts with `clock` = process.cpuUsage(), which a loaded machine
// disturbs far less than wall time. Run: NODE_ENV=production npx tsx packages/wolves-of-odin/scripts/bench-cpu.ts [ms]
async function main() {
  process.env.NODE_ENV ??= 'production';
  const { reducerPlayouts, corePlayouts, ticTacToe } = await import('@skald/bots');
  const { gameModule } = await import('../src/index.js');
  const ms = Number(process.argv[2] ?? 4000);
  const clock = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const ttt = reducerPlayouts(ticTacToe, { numPlayers: 2, seed: 'bench/tic-tac-toe', ms, clock });
  const wolves = { numPlayers: 3, seed: 'bench/wolves-of-odin', ms, clock };
  const reducer = reducerPlayouts(gameModule, wolves);
  const core = corePlayouts(gameModule, wolves);
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  console.log(`CPU time, ${ms} ms per measurement, NODE_ENV=${process.env.NODE_ENV}`);
  console.log(`tic-tac-toe reducer   ${n(ttt.movesPerSecond)} moves/s`);
  console.log(
    `wolves-of-odin reducer ${n(reducer.movesPerSecond)} moves/s = ${(reducer.movesPerSecond / ttt.movesPerSecond).toFixed(2)}× tic-tac-toe; ${reducer.playoutsPerSecond.toFixed(1)} playouts/s`,
  );
  console.log(
    `wolves-of-odin core    ${n(core.movesPerSecond)} moves/s; ${core.playoutsPerSecond.toFixed(1)} playouts/s = ${(core.playoutsPerSecond / reducer.playoutsPerSecond).toFixed(1)}× the reducer's`,
  );
}
main();
