import { type AiMove, childSeed, type GameModule, makeMoveAction, type Rng, rngFromSeed } from '@skald/core';
import type { Game, State } from 'boardgame.io';
import { Bot } from 'boardgame.io/ai';
import { bestRootChild, iterate, newNode, type PolicyPrior, type SearchNode } from './search/ismcts.js';
import { type SearchModel, searchModel } from './search/model.js';

/** A budget per move: search stops at whichever limit comes first. */
export interface Budget {
  /** Search iterations per move (one determinization and playout each). */
  iterations?: number;
  /** Milliseconds of wall-clock time per move (measured with `clock`). */
  timeMs?: number;
}

/**
 * The default budget: 500 iterations, capped at one second. An iteration budget keeps seeded runs
 * reproducible on any machine; the time cap only bites on slow machines or long games, and the search
 * stops early enough that the slowest iteration so far would still end inside it.
 */
export const DEFAULT_BUDGET: Required<Budget> = { iterations: 500, timeMs: 1000 };

export interface FairBotOptions extends Budget {
  /** The game: its Game, descriptor, determinize and (when present) rules core. */
  module: GameModule;
  /** The bot's own seed. Every decision draws a child seed from it; the match PRNG is never read. */
  seed?: string | number;
  /** Time source in ms; defaults to `performance.now`. Tests inject a counter to stay deterministic. */
  clock?: () => number;
  /** UCB exploration constant (rewards are in [0, 1]); default 0.7. */
  exploration?: number;
  /** Moves per iteration before a playout is cut off; default the game's `descriptor.maxMoves`. */
  maxDepth?: number;
  /**
   * Moves a playout runs past the tree leaf before it stops and is scored by the game's
   * `core.evaluate`. Default: the game's `descriptor.playoutDepth`, else {@link DEFAULT_PLAYOUT_DEPTH}.
   * Only used when the game has an `evaluate`; without one, or with `Infinity`, playouts run to the end
   * (or `maxDepth`).
   */
  playoutDepth?: number;
  /** Yield to the event loop after this many ms of searching (keeps a UI responsive); default 10. */
  yieldEveryMs?: number;
  /** Search on the rules core (default when the game has one) or through the reducer. */
  forwardModel?: 'core' | 'reducer';
  /**
   * The playout policy's prior in the tree (PUCT; see {@link PolicyPrior}), used when the game has a
   * `core.playoutMove` and the core forward model: default {@link DEFAULT_PRIOR}; `weight: 0` or `false`
   * selects by UCB1 without a prior.
   */
  prior?: Partial<PolicyPrior> | false;
}

/**
 * The default policy prior. Weight 1 on rewards in [0, 1]: measured on Valheim and OrcQuest (docs/bots.md);
 * 4 samples of the policy per node and a quarter of uniform keep every move reachable.
 */
export const DEFAULT_PRIOR: PolicyPrior = { weight: 1, samples: 4, epsilon: 0.25 };

/** What `play` returns besides the action: a small, JSON-safe summary (no tree, unlike MCTSBot). */
export interface FairBotMetadata {
  /** Which bot answered: always `fair`. */
  bot: 'fair';
  /** Whether the search ran on the rules core or through the reducer. */
  forwardModel: 'core' | 'reducer';
  /** Search iterations run for this move (0 for a forced move). */
  iterations: number;
  /** Moves simulated over all iterations (tree and playouts). */
  simulatedMoves: number;
  /** Playout cut-off past the tree leaf (scored by the game's evaluate); null: playouts run to the end. */
  playoutDepth: number | null;
  /** Time the decision took, in ms (by the bot's clock). */
  elapsedMs: number;
  /** Root moves of the searching seat with their visits and mean reward, most visited first. */
  moves: { move: AiMove; visits: number; mean: number }[];
}

/** The playout cut-off for a game with an `evaluate` and no `descriptor.playoutDepth` of its own. */
export const DEFAULT_PLAYOUT_DEPTH = 20;

const defaultClock = () => performance.now();

const yieldToEventLoop = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof setImmediate === 'function') setImmediate(resolve);
    else setTimeout(resolve, 0);
  });

/**
 * A fair Monte-Carlo bot for boardgame.io: information-set MCTS where every iteration plans on
 * `determinize(G, me, rng)` with the bot's own rng — it never looks at hidden cards, other seats'
 * pending secret choices or the match PRNG (`plugins.random`). Works with `Step`, `Simulate`, a plain
 * client and, through {@link fairBot}, with `Local({ bots })`.
 */
export class FairBot extends Bot {
  /** The game the bot plays. */
  readonly module: GameModule;
  /** The forward model the search runs on (rules core or reducer). */
  readonly model: SearchModel<unknown>;
  private readonly seeds: Rng;
  private readonly clock: () => number;
  private readonly exploration: number;
  private readonly maxDepth: number;
  /** `Infinity` unless the forward model can evaluate a cut-off playout. */
  readonly playoutDepth: number;
  private readonly yieldEveryMs: number;
  /** The policy prior in use, or null (no policy, or switched off): UCB1. */
  readonly prior: PolicyPrior | null;

  constructor(options: FairBotOptions) {
    const { module } = options;
    const enumerate = module.game.ai?.enumerate;
    if (!enumerate) throw new Error(`${module.descriptor.id} has no ai.enumerate`);
    super({ enumerate, seed: options.seed });
    this.module = module;
    this.model = searchModel(module, options.forwardModel);
    this.seeds = rngFromSeed(`fair-bot:${options.seed ?? 'default'}`);
    this.clock = options.clock ?? defaultClock;
    this.exploration = options.exploration ?? 0.7;
    this.maxDepth = options.maxDepth ?? module.descriptor.maxMoves;
    this.playoutDepth = this.model.evaluate
      ? resolvePlayoutDepth(options.playoutDepth ?? module.descriptor.playoutDepth)
      : Number.POSITIVE_INFINITY;
    this.yieldEveryMs = options.yieldEveryMs ?? 10;
    this.prior = resolvePrior(options.prior, this.model.playoutMove !== undefined);
    const budget = resolveBudget(options);
    this.addOpt({ key: 'iterations', initial: budget.iterations, range: { min: 1, max: 100_000 } });
    this.addOpt({ key: 'timeMs', initial: budget.timeMs, range: { min: 1, max: 60_000 } });
  }

  /** Search from `state` for seat `playerID` within the budget and answer the most visited move. */
  async play(
    state: State,
    playerID: string,
  ): Promise<{ action: ReturnType<typeof makeMoveAction>; metadata: FairBotMetadata }> {
    const start = this.clock();
    // A fresh stream per decision, drawn from the bot's seed only: same seed + same view → same move.
    const rng = rngFromSeed(childSeed(this.seeds));
    const iterations: number = this.getOpt('iterations');
    const timeMs: number = this.getOpt('timeMs');
    const seats = Array.from({ length: state.ctx.numPlayers }, (_, i) => String(i));
    const settings = {
      seats,
      cooperative: this.module.descriptor.cooperative,
      exploration: this.exploration,
      maxDepth: this.maxDepth,
      playoutDepth: this.playoutDepth,
      gameId: this.module.descriptor.id,
      ...(this.prior ? { prior: this.prior } : {}),
    };

    // Our own legal moves, read from a determinization (identical to the real ones: they are ours).
    const model = this.model.forSearch();
    const legal = model.legal(model.sample(state, playerID, rng), playerID);
    const root = newNode(null, null);
    let done = 0;
    let simulated = 0;
    if (legal.length > 1) {
      let lastYield = start;
      let longest = 0;
      while (done < iterations) {
        const before = this.clock();
        // The time cap is a promise ("≤ 1 s a move"): no iteration starts that the slowest one so far
        // would carry past it.
        if (before - start + longest >= timeMs) break;
        simulated += iterate(model, root, state, playerID, rng, settings);
        done++;
        const now = this.clock();
        longest = Math.max(longest, now - before);
        if (now - lastYield >= this.yieldEveryMs) {
          await yieldToEventLoop();
          lastYield = this.clock();
        }
      }
    }
    const chosen = bestRootChild(root, playerID)?.move ?? legal[0];
    if (!chosen) throw new Error(`fair bot: seat ${playerID} has no legal move`);
    return {
      action: makeMoveAction(playerID, chosen),
      metadata: {
        bot: 'fair',
        forwardModel: this.model.kind,
        iterations: done,
        simulatedMoves: simulated,
        playoutDepth: Number.isFinite(this.playoutDepth) ? this.playoutDepth : null,
        elapsedMs: this.clock() - start,
        moves: summarize(root, playerID),
      },
    };
  }
}

function resolvePlayoutDepth(depth: number | undefined): number {
  if (depth === undefined) return DEFAULT_PLAYOUT_DEPTH;
  if (!((Number.isInteger(depth) && depth >= 0) || depth === Number.POSITIVE_INFINITY))
    throw new Error(`playoutDepth must be a non-negative integer or Infinity, got ${depth}`);
  return depth;
}

function resolvePrior(prior: FairBotOptions['prior'], hasPolicy: boolean): PolicyPrior | null {
  if (!hasPolicy || prior === false) return null;
  const p = { ...DEFAULT_PRIOR, ...prior };
  if (!(p.weight >= 0 && Number.isInteger(p.samples) && p.samples >= 1 && p.epsilon >= 0 && p.epsilon <= 1))
    throw new Error(`bad policy prior ${JSON.stringify(prior)}`);
  return p.weight > 0 ? p : null;
}

function resolveBudget(budget: Budget): Required<Budget> {
  if (budget.iterations === undefined && budget.timeMs === undefined) return { ...DEFAULT_BUDGET };
  return {
    iterations: budget.iterations ?? Number.POSITIVE_INFINITY,
    timeMs: budget.timeMs ?? Number.POSITIVE_INFINITY,
  };
}

function summarize(root: SearchNode, me: string): FairBotMetadata['moves'] {
  return [...root.children.values()]
    .filter((c) => c.mover === me)
    .sort((a, b) => b.visits - a.visits)
    .map((c) => ({ move: c.move!, visits: c.visits, mean: c.visits > 0 ? c.value / c.visits : 0 }));
}

/** The options boardgame.io's `Local({ bots })` passes when it constructs a bot. */
export interface LocalBotArgs {
  /** The match's Game (unused: the module's is used). */
  game?: Game;
  /** The game's enumerate (unused: the module's is used). */
  enumerate?: unknown;
  /** Local's seed, used when the bound options give none. */
  seed?: string | number;
}

/**
 * A FairBot class for `Local({ bots: { '1': fairBot(gameModule, { iterations: 300 }) } })`: boardgame.io
 * constructs Local bots with only `{ game, enumerate, seed }`, so the options are bound here. The seed
 * given here wins over Local's (which is `game.seed`, usually undefined).
 */
export function fairBot(
  module: GameModule,
  options: Omit<FairBotOptions, 'module'> = {},
): new (
  args?: LocalBotArgs,
) => FairBot {
  return class BoundFairBot extends FairBot {
    constructor(args: LocalBotArgs = {}) {
      super({ ...options, module, seed: options.seed ?? args.seed });
    }
  };
}
