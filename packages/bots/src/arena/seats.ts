import type { GameModule } from '@skald/core';
import { type Bot, MCTSBot, RandomBot } from 'boardgame.io/ai';
import { type Budget, DEFAULT_BUDGET, FairBot } from '../fair-bot.js';

/**
 * A seat in a tournament, as written on the command line:
 * - `random` — boardgame.io's RandomBot;
 * - `mcts`, `mcts:1000`, `mcts:1000:d100` — the stock MCTSBot (iterations, playout depth; defaults 1000 and
 *   50). It sees the whole state, hidden cards and the PRNG included;
 * - `fair`, `fair:200ms`, `fair:2000it`, `fair:2000it+500ms` — our FairBot with that budget (default
 *   {@link DEFAULT_BUDGET}); `fair-reducer:…` searches through the reducer instead of the rules core.
 */
export type SeatSpec =
  | { kind: 'random' }
  | { kind: 'mcts'; iterations: number; playoutDepth: number }
  | { kind: 'fair'; budget: Budget; forwardModel: 'core' | 'reducer' };

export function parseSeat(text: string): SeatSpec {
  const [kind, ...rest] = text.trim().split(':');
  if (kind === 'random' && rest.length === 0) return { kind: 'random' };
  if (kind === 'mcts' && rest.length <= 2) {
    const iterations = rest[0] === undefined ? 1000 : positiveInt(rest[0], text);
    const depth = rest[1] === undefined ? 50 : positiveInt(rest[1].replace(/^d/, ''), text);
    return { kind: 'mcts', iterations, playoutDepth: depth };
  }
  if ((kind === 'fair' || kind === 'fair-reducer') && rest.length <= 1) {
    const forwardModel = kind === 'fair' ? 'core' : 'reducer';
    if (rest[0] === undefined) return { kind: 'fair', budget: { ...DEFAULT_BUDGET }, forwardModel };
    const budget: Budget = {};
    for (const part of rest[0].split('+')) {
      const m = /^(\d+)(ms|s|it)$/.exec(part);
      if (!m) throw new Error(`bad budget "${part}" in seat "${text}" (use e.g. 200ms, 1s, 2000it)`);
      const n = Number(m[1]);
      if (m[2] === 'it') budget.iterations = n;
      else budget.timeMs = m[2] === 's' ? n * 1000 : n;
    }
    return { kind: 'fair', budget, forwardModel };
  }
  throw new Error(`unknown seat "${text}" (use random, mcts[:iterations[:dDepth]], fair[:budget])`);
}

function positiveInt(s: string, text: string): number {
  const n = Number(s);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`"${s}" in seat "${text}" must be a positive integer`);
  return n;
}

export function seatLabel(spec: SeatSpec): string {
  switch (spec.kind) {
    case 'random':
      return 'random';
    case 'mcts':
      return `mcts:${spec.iterations}${spec.playoutDepth === 50 ? '' : `:d${spec.playoutDepth}`}`;
    case 'fair': {
      const parts = [];
      if (spec.budget.iterations !== undefined) parts.push(`${spec.budget.iterations}it`);
      if (spec.budget.timeMs !== undefined) parts.push(`${spec.budget.timeMs}ms`);
      return `${spec.forwardModel === 'core' ? 'fair' : 'fair-reducer'}:${parts.join('+')}`;
    }
  }
}

export function createBot(spec: SeatSpec, module: GameModule, seed: string): Bot {
  const enumerate = module.game.ai?.enumerate;
  if (!enumerate) throw new Error(`${module.descriptor.id} has no ai.enumerate`);
  switch (spec.kind) {
    case 'random':
      return new RandomBot({ enumerate, seed });
    case 'mcts':
      return new MCTSBot({
        game: { ...module.game },
        enumerate,
        seed,
        iterations: spec.iterations,
        playoutDepth: spec.playoutDepth,
      });
    case 'fair':
      return new FairBot({ module, seed, ...spec.budget, forwardModel: spec.forwardModel });
  }
}
