import type { GameModule } from '@skald/core';
import { type Bot, MCTSBot, RandomBot } from 'boardgame.io/ai';
import { type Budget, DEFAULT_BUDGET, FairBot } from '../fair-bot.js';
import { PolicyBot } from '../policy-bot.js';
import { TimedMCTSBot } from './timed-mcts.js';

/**
 * A seat in a tournament, as written on the command line:
 * - `random` — boardgame.io's RandomBot;
 * - `policy` — the game's playout policy (`core.playoutMove`) as a bot, no search: the greedy baseline;
 * - `mcts`, `mcts:1000`, `mcts:1000:d100`, `mcts:40ms`, `mcts:40ms:d100` — the stock MCTSBot (iterations or
 *   time per move, playout depth; defaults 1000 iterations and depth 50). It sees the whole state, hidden
 *   cards and the PRNG included. A time budget runs {@link TimedMCTSBot}, for equal-time comparisons;
 * - `fair`, `fair:200ms`, `fair:2000it`, `fair:2000it+500ms` — our FairBot with that budget (default
 *   {@link DEFAULT_BUDGET}); `fair-reducer:…` searches through the reducer instead of the rules core. A
 *   last part `:p12` sets its playout cut-off (moves past the tree leaf before the game's evaluate scores
 *   the playout), `:pend` turns the cut-off off (playouts to the end); default the game's own. A last
 *   part `:w0.5` sets the weight of the playout policy's prior in the tree, `:w0` turns it off (UCB1).
 */
export type SeatSpec =
  | { kind: 'random' }
  | { kind: 'policy' }
  | { kind: 'mcts'; iterations: number; playoutDepth: number; timeMs?: number }
  | {
      kind: 'fair';
      budget: Budget;
      forwardModel: 'core' | 'reducer';
      playoutDepth?: number;
      /** The policy prior's weight (`:w0.5`; `:w0` switches it off); default the bot's own. */
      priorWeight?: number;
    };

/** Parse one seat as written on the command line (see {@link SeatSpec}); throws on a malformed seat. */
export function parseSeat(text: string): SeatSpec {
  const [kind, ...rest] = text.trim().split(':');
  if (kind === 'random' && rest.length === 0) return { kind: 'random' };
  if (kind === 'policy' && rest.length === 0) return { kind: 'policy' };
  if (kind === 'mcts' && rest.length <= 2) {
    const time = rest[0] === undefined ? null : /^(\d+)(ms|s)$/.exec(rest[0]);
    const iterations = rest[0] === undefined || time ? 1000 : positiveInt(rest[0], text);
    const depth = rest[1] === undefined ? 50 : positiveInt(rest[1].replace(/^d/, ''), text);
    if (!time) return { kind: 'mcts', iterations, playoutDepth: depth };
    const timeMs = positiveInt(time[1]!, text) * (time[2] === 's' ? 1000 : 1);
    return { kind: 'mcts', iterations, playoutDepth: depth, timeMs };
  }
  if ((kind === 'fair' || kind === 'fair-reducer') && rest.length <= 3) {
    const forwardModel = kind === 'fair' ? 'core' : 'reducer';
    const parts = rest.slice();
    const weight = parts.length > 0 && /^w(\d+(?:\.\d+)?)$/.exec(parts[parts.length - 1]!);
    if (weight) parts.pop();
    const cut = parts.length > 0 && /^p(\d+|end)$/.exec(parts[parts.length - 1]!);
    if (cut) parts.pop();
    if (parts.length > 1) throw new Error(`bad seat "${text}" (use fair[:budget][:pN|:pend][:wX])`);
    const playoutDepth = cut ? (cut[1] === 'end' ? Number.POSITIVE_INFINITY : Number(cut[1])) : undefined;
    const budget: Budget = parts[0] === undefined ? { ...DEFAULT_BUDGET } : parseBudget(parts[0], text);
    return {
      kind: 'fair',
      budget,
      forwardModel,
      ...(playoutDepth === undefined ? {} : { playoutDepth }),
      ...(weight ? { priorWeight: Number(weight[1]) } : {}),
    };
  }
  throw new Error(
    `unknown seat "${text}" (use random, policy, mcts[:iterations|:Nms[:dDepth]], fair[:budget][:pN|:pend][:wX])`,
  );
}

function parseBudget(text: string, seat: string): Budget {
  const budget: Budget = {};
  for (const part of text.split('+')) {
    const m = /^(\d+)(ms|s|it)$/.exec(part);
    if (!m) throw new Error(`bad budget "${part}" in seat "${seat}" (use e.g. 200ms, 1s, 2000it)`);
    const n = Number(m[1]);
    if (m[2] === 'it') budget.iterations = n;
    else budget.timeMs = m[2] === 's' ? n * 1000 : n;
  }
  return budget;
}

function positiveInt(s: string, text: string): number {
  const n = Number(s);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`"${s}" in seat "${text}" must be a positive integer`);
  return n;
}

/** A seat's short label for reports, in command-line form (defaults left out). */
export function seatLabel(spec: SeatSpec): string {
  switch (spec.kind) {
    case 'random':
      return 'random';
    case 'policy':
      return 'policy';
    case 'mcts': {
      const budget = spec.timeMs === undefined ? `${spec.iterations}` : `${spec.timeMs}ms`;
      return `mcts:${budget}${spec.playoutDepth === 50 ? '' : `:d${spec.playoutDepth}`}`;
    }
    case 'fair': {
      const parts = [];
      if (spec.budget.iterations !== undefined) parts.push(`${spec.budget.iterations}it`);
      if (spec.budget.timeMs !== undefined) parts.push(`${spec.budget.timeMs}ms`);
      const cut =
        spec.playoutDepth === undefined
          ? ''
          : `:p${Number.isFinite(spec.playoutDepth) ? spec.playoutDepth : 'end'}`;
      const weight = spec.priorWeight === undefined ? '' : `:w${spec.priorWeight}`;
      return `${spec.forwardModel === 'core' ? 'fair' : 'fair-reducer'}:${parts.join('+')}${cut}${weight}`;
    }
  }
}

/** A boardgame.io bot for `spec` playing `module`, seeded with `seed`; throws if the game has no `ai.enumerate`. */
export function createBot(spec: SeatSpec, module: GameModule, seed: string): Bot {
  const enumerate = module.game.ai?.enumerate;
  if (!enumerate) throw new Error(`${module.descriptor.id} has no ai.enumerate`);
  switch (spec.kind) {
    case 'random':
      return new RandomBot({ enumerate, seed });
    case 'policy':
      return new PolicyBot({ module, seed });
    case 'mcts':
      if (spec.timeMs !== undefined)
        return new TimedMCTSBot({
          game: { ...module.game },
          enumerate,
          seed,
          timeMs: spec.timeMs,
          playoutDepth: spec.playoutDepth,
        });
      return new MCTSBot({
        game: { ...module.game },
        enumerate,
        seed,
        iterations: spec.iterations,
        playoutDepth: spec.playoutDepth,
      });
    case 'fair':
      return new FairBot({
        module,
        seed,
        ...spec.budget,
        forwardModel: spec.forwardModel,
        ...(spec.playoutDepth === undefined ? {} : { playoutDepth: spec.playoutDepth }),
        ...(spec.priorWeight === undefined ? {} : { prior: { weight: spec.priorWeight } }),
      });
  }
}
