// A Local multiplayer match: seat 1 is Skald's fair bot (it searches only what seat 1 may know), seat 0
// is this script, choosing its moves at random from the game's own move list.
import { createRequire } from 'node:module';
import { fairBot } from '@skald/bots';
import { gameModule, Orlog } from '@skald/orlog';

const require = createRequire(import.meta.url);
const { Client } = require('boardgame.io/client') as typeof import('boardgame.io/client');
const { Local } = require('boardgame.io/multiplayer') as typeof import('boardgame.io/multiplayer');
const { RandomBot } = require('boardgame.io/ai') as typeof import('boardgame.io/ai');

const game = { ...Orlog, seed: 'docs-local' };
const client = Client({
  game,
  numPlayers: 2,
  playerID: '0',
  multiplayer: Local({ bots: { '1': fairBot(gameModule, { iterations: 100 }) } }),
});
const me = new RandomBot({ enumerate: Orlog.ai!.enumerate, seed: 'docs-me' });

type State = NonNullable<ReturnType<typeof client.getState>>;
const myTurn = ({ ctx }: State) => (ctx.activePlayers ? '0' in ctx.activePlayers : ctx.currentPlayer === '0');

const over = new Promise<State>((resolve) => {
  let busy = false;
  client.subscribe((state) => {
    if (!state || busy) return;
    if (state.ctx.gameover) return resolve(state);
    if (!myTurn(state)) return; // the bot answers through the Local master
    busy = true;
    void me.play(state, '0').then(({ action }) => {
      busy = false;
      if (action) client.moves[action.payload.type]!(...(action.payload.args ?? []));
    });
  });
});
client.start();
const end = await over;
client.stop();
console.log(`local match over after ${end._stateID} state updates: ${JSON.stringify(end.ctx.gameover)}`);
