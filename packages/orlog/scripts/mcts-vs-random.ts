/**
 * boardgame.io's stock MCTSBot against RandomBot on Orlog, through `Simulate` (the real reducer).
 * Seats alternate game by game; every game and bot is seeded, so a run is reproducible.
 *
 *   NODE_ENV=production npx tsx packages/orlog/scripts/mcts-vs-random.ts [games=200] [iterations=100] [playoutDepth=50] [mode=beginner]
 */
import { MCTSBot, RandomBot, Simulate } from 'boardgame.io/ai';
import { InitializeGame } from 'boardgame.io/internal';
import { enumerate } from '../src/ai.js';
import { Orlog } from '../src/game.js';

const [games = 200, iterations = 100, playoutDepth = 50] = process.argv.slice(2, 5).map(Number);
const mode = process.argv[5] ?? 'beginner';

async function main() {
  let mctsWins = 0;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const game = { ...Orlog, seed: `mcts-vs-random-${i}`, setup: (c: any) => Orlog.setup!(c, { mode }) };
    const mctsSeat = i % 2 === 0 ? '0' : '1';
    const randomSeat = mctsSeat === '0' ? '1' : '0';
    const mcts = new MCTSBot({
      game,
      enumerate: enumerate as any,
      seed: `mcts-${i}`,
      iterations,
      playoutDepth,
    });
    const random = new RandomBot({ enumerate: enumerate as any, seed: `random-${i}` });
    const state = InitializeGame({ game, numPlayers: 2 });
    const { state: end } = await Simulate({ game, bots: { [mctsSeat]: mcts, [randomSeat]: random }, state });
    const over = end.ctx.gameover as { winner?: string } | undefined;
    if (!over?.winner) throw new Error(`game ${i} did not finish`);
    if (over.winner === mctsSeat) mctsWins++;
    if ((i + 1) % 10 === 0)
      console.log(
        `${i + 1} games: MCTS won ${mctsWins} (${((100 * mctsWins) / (i + 1)).toFixed(1)}%), ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
  }
  const secs = (performance.now() - started) / 1000;
  console.log(
    `RESULT mode=${mode} games=${games} iterations=${iterations} playoutDepth=${playoutDepth}: MCTSBot won ${mctsWins}/${games} = ${((100 * mctsWins) / games).toFixed(1)}% against RandomBot (${secs.toFixed(0)} s, ${(secs / games).toFixed(1)} s/game)`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
