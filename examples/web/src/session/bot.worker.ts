import { games } from '@skald/games';
import type { State } from 'boardgame.io';
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import { botLevel } from './bot-levels.js';
import type { BotAction, BotReply, BotRequest } from './bot-protocol.js';

/** Runs bot searches off the UI thread. One request at a time; the page discards answers to stale states. */

/** The worker scope, typed narrowly (the DOM lib is in scope for the whole app). */
const scope = self as unknown as {
  postMessage(message: BotReply): void;
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
};

async function choose(request: BotRequest): Promise<BotAction> {
  const module = games.find((m) => m.descriptor.id === request.gameId);
  if (!module) throw new Error(`unknown game ${request.gameId}`);
  const level = botLevel(request.level);
  if (!level) throw new Error(`unknown bot level ${request.level}`);
  const enumerate = module.game.ai?.enumerate;
  if (!enumerate) throw new Error(`${request.gameId} has no ai.enumerate`);
  const state = request.state as State;
  const bot =
    level.iterations === 0
      ? new RandomBot({ enumerate, seed: request.seed })
      : new MCTSBot({
          game: module.game,
          enumerate,
          seed: request.seed,
          iterations: level.iterations,
          playoutDepth: level.playoutDepth,
        });
  const { action } = await bot.play(state, request.playerID);
  if (!action) throw new Error('the bot found no move');
  return action as BotAction;
}

scope.onmessage = (event) => {
  const request = event.data;
  choose(request).then(
    (action) => scope.postMessage({ id: request.id, action }),
    (error: unknown) =>
      scope.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
};
