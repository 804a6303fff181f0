/** Checks on one state: setup without setupData, JSON round trip, the game's invariants, gameover's shape. */
import type { GameModule } from '@skald/core';
import { firstDifference } from '../diff.js';
import { ReducerMatch } from '../harness.js';
import type { Fail, MatrixEntry } from './types.js';

export function checkStartsWithoutSetupData(module: GameModule, entry: MatrixEntry, fail: Fail) {
  try {
    const match = new ReducerMatch(module, 'no-setup-data', entry.numPlayers, undefined);
    if (match.activeSeats().length === 0)
      fail('setup', 'no-setup-data', 0, 'no seat can act after setup without setupData');
  } catch (error) {
    fail('setup', 'no-setup-data', 0, `setup without setupData threw: ${String(error)}`);
  }
}

/** JSON round trip and the game's own invariants; false when the playout cannot go on meaningfully. */
export function checkState(
  module: GameModule,
  match: ReducerMatch,
  seed: string,
  step: number,
  fail: Fail,
): boolean {
  const G = match.G;
  const d = firstDifference(JSON.parse(JSON.stringify(G)), G);
  if (d) {
    fail('json', seed, step, `G does not survive a JSON round trip at ${d}`);
    return false;
  }
  if (module.stateShape && !checkShape(module, G, seed, step, fail)) return false;
  if (module.invariants) {
    let violations: string[];
    try {
      violations = module.invariants(G, match.ctx);
    } catch (error) {
      violations = [`invariants threw: ${String(error)}`];
    }
    if (violations.length > 0) {
      fail('invariants', seed, step, violations.join('; '));
      return false;
    }
  }
  return true;
}

export function checkGameover(
  module: GameModule,
  match: ReducerMatch,
  seed: string,
  step: number,
  fail: Fail,
) {
  const problem = gameoverProblem(match.ctx.gameover, match.ctx.playOrder, module.descriptor.cooperative);
  if (problem) fail('gameover', seed, step, `${problem}: ${JSON.stringify(match.ctx.gameover)}`);
}

/** Why a `ctx.gameover` value has the wrong shape, or null when it is right (see `Gameover` in core). */
export function gameoverProblem(
  gameover: unknown,
  seats: readonly string[],
  cooperative: boolean,
): string | null {
  if (gameover === null || typeof gameover !== 'object' || Array.isArray(gameover))
    return 'gameover must be an object';
  const g = gameover as Partial<Record<'winner' | 'draw' | 'winners' | 'score', unknown>>;
  const forms = ['winner', 'draw', 'winners'].filter((k) => k in g);
  if (forms.length !== 1) return 'gameover needs exactly one of winner, draw, winners';
  if (cooperative) {
    if (!Array.isArray(g.winners) || typeof g.score !== 'number')
      return 'a cooperative gameover is { winners, score }';
    const all = g.winners.length === seats.length && seats.every((s) => (g.winners as unknown[]).includes(s));
    if (!(all && g.score === 1) && !(g.winners.length === 0 && g.score === 0))
      return 'a cooperative gameover is { winners: every seat, score: 1 } or { winners: [], score: 0 }';
    return null;
  }
  if ('winner' in g)
    return typeof g.winner === 'string' && seats.includes(g.winner) ? null : 'winner must be a seat';
  if ('draw' in g) return g.draw === true ? null : 'draw must be true';
  const winners = g.winners;
  if (!Array.isArray(winners) || winners.length < 2 || new Set(winners).size !== winners.length)
    return 'winners must list two or more distinct seats (use { winner } for one)';
  return winners.every((w) => typeof w === 'string' && seats.includes(w)) ? null : 'winners must be seats';
}

/** The game's declared shape describes every key of G, and its copies equal G. */
function checkShape(module: GameModule, G: unknown, seed: string, step: number, fail: Fail): boolean {
  const shape = module.stateShape!;
  const undescribed = shape.undescribed(G);
  if (undescribed.length > 0) {
    fail('shape', seed, step, `the state shape does not describe ${undescribed.slice(0, 5).join(', ')}`);
    return false;
  }
  for (const [name, copy] of [
    ['copy', shape.copy],
    ['thaw', shape.thaw],
  ] as const) {
    const c = copy(G);
    const d = firstDifference(c, G) ?? (JSON.stringify(c) === JSON.stringify(G) ? null : 'key order');
    if (d) {
      fail('shape', seed, step, `the shape's ${name} differs from G at ${d}`);
      return false;
    }
  }
  return true;
}
