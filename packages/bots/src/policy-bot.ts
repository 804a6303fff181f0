import { childSeed, type GameModule, makeMoveAction, type Rng, rngFromSeed } from '@skald/core';
import type { State } from 'boardgame.io';
import { Bot } from 'boardgame.io/ai';
import { coreModel, type SearchModel } from './search/model.js';

/** What `PolicyBot.play` returns besides the action: JSON-safe, no search. */
export interface PolicyBotMetadata {
  /** Which bot answered: always `policy`. */
  bot: 'policy';
}

/**
 * The game's playout policy (`RulesCore.playoutMove`, its cheap greedy rule) played as a bot, without any
 * search: the greedy/heuristic baseline the searching bots are measured against. Fair like FairBot — it
 * reads one `determinize(G, me, rng)` and its own rng, never the hidden cards or the match PRNG.
 */
export class PolicyBot extends Bot {
  /** The game the bot plays. */
  readonly module: GameModule;
  private readonly model: SearchModel<unknown>;
  private readonly seeds: Rng;

  constructor(options: { module: GameModule; seed?: string | number }) {
    const { module } = options;
    const enumerate = module.game.ai?.enumerate;
    if (!enumerate) throw new Error(`${module.descriptor.id} has no ai.enumerate`);
    if (!module.core?.playoutMove) throw new Error(`${module.descriptor.id} has no core.playoutMove`);
    super({ enumerate, seed: options.seed });
    this.module = module;
    this.model = coreModel(module);
    this.seeds = rngFromSeed(`policy-bot:${options.seed ?? 'default'}`);
  }

  /** The playout policy's move for seat `playerID` on a determinization of `state` (the only move when forced). */
  async play(
    state: State,
    playerID: string,
  ): Promise<{ action: ReturnType<typeof makeMoveAction>; metadata: PolicyBotMetadata }> {
    const rng = rngFromSeed(childSeed(this.seeds));
    const model = this.model.forSearch();
    const s = model.sample(state, playerID, rng);
    const legal = model.legal(s, playerID);
    const move = legal.length === 1 ? legal[0] : model.playoutMove!(s, playerID, legal, rng);
    if (!move) throw new Error(`policy bot: seat ${playerID} has no legal move`);
    return { action: makeMoveAction(playerID, move), metadata: { bot: 'policy' } };
  }
}
