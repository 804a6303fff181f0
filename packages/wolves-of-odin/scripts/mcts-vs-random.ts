// Win rate of boardgame.io's stock MCTSBot against RandomBots in seeded 3-player games.
//   NODE_ENV=production npx tsx packages/wolves-of-odin/scripts/mcts-vs-random.ts [games=100] [iterations=50] [playoutDepth=50]
// The MCTS seat rotates (game g: seat g % 3) so the starting-seat advantage is shared out.
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { WolvesOfOdin } from '../src/index.js';

const [games = 100, iterations = 50, playoutDepth = 50] = process.argv.slice(2).map(Number);
const enumerate = WolvesOfOdin.ai!.enumerate as any;
let wins = 0;
let shared = 0;
let decisions = 0;
let mctsMs = 0;
const started = performance.now();
for (let g = 0; g < games; g++) {
  const seed = `mcts-vs-random-${g}`;
  const game = { ...WolvesOfOdin, seed };
  const reducer = CreateGameReducer({ game });
  let state: any = InitializeGame({ game, numPlayers: 3 });
  const me = String(g % 3);
  const mcts = new MCTSBot({ game, enumerate, seed, iterations, playoutDepth });
  const random = new RandomBot({ enumerate, seed: `${seed}-random` });
  while (!state.ctx.gameover) {
    const pid = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers)[0] : state.ctx.currentPlayer;
    const t0 = performance.now();
    const { action } = await (pid === me ? mcts : random).play(state, pid);
    if (pid === me) {
      mctsMs += performance.now() - t0;
      decisions++;
    }
    state = reducer(state, action);
  }
  const over = state.ctx.gameover;
  if (over.winner === me) wins++;
  else if (over.winners?.includes(me)) shared++;
  if ((g + 1) % 10 === 0) console.log(`${g + 1} games: MCTS won ${wins}, shared ${shared}`);
}
const secs = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    games,
    iterations,
    playoutDepth,
    mctsWins: wins,
    sharedWins: shared,
    winRate: wins / games,
    randomBaseline: 1 / 3,
    msPerMctsDecision: Math.round(mctsMs / decisions),
    seconds: Math.round(secs),
  }),
);
