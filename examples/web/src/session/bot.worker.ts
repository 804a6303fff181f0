import { FairBot } from '@skald/bots';
import type { GameModule } from '@skald/core';
import { findEntry } from '@skald/games/catalogue';
import type { State } from 'boardgame.io';
import { type Bot, MCTSBot, RandomBot } from 'boardgame.io/ai';
import { botLevel } from './bot-levels.js';
import type { BotAction, BotReply, BotRequest } from './bot-protocol.js';

/** Runs bot searches off the UI thread. One request at a time; the page discards answers to stale states. */

/** The worker scope, typed narrowly (the DOM lib is in scope for the whole app). */
const scope = self as unknown as {
  postMessage(message: BotReply): void;
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
};

/** The game's module, loaded (its own chunk) on the first request that names it. */
async function moduleOf(gameId: string): Promise<GameModule> {
  const entry = findEntry(gameId);
  if (!entry) throw new Error(`unknown game ${gameId}`);
  return entry.load();
}

function makeBot(request: BotRequest, module: GameModule): Bot {
  const level = botLevel(request.level);
  if (!level) throw new Error(`unknown bot level ${request.level}`);
  const enumerate = module.game.ai?.enumerate;
  if (!enumerate) throw new Error(`${request.gameId} has no ai.enumerate`);
  switch (level.kind) {
    case 'random':
      return new RandomBot({ enumerate, seed: request.seed });
    case 'fair':
      // Off the UI thread already: no need to yield to the event loop while searching.
      return new FairBot({
        module,
        seed: request.seed,
        iterations: level.iterations,
        ...(level.timeMs === undefined ? {} : { timeMs: level.timeMs }),
        yieldEveryMs: 60_000,
      });
    case 'mcts':
      return new MCTSBot({
        game: module.game,
        enumerate,
        seed: request.seed,
        iterations: level.iterations,
        playoutDepth: level.playoutDepth,
      });
  }
}

async function choose(request: BotRequest): Promise<BotAction> {
  const bot = makeBot(request, await moduleOf(request.gameId));
  const { action } = await bot.play(request.state as State, request.playerID);
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
