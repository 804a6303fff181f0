/** Checks on hidden information: each seat's view, and the determinize contract. */
import { type GameModule, rngFromSeed } from '@skald/core';
import { deepEqual, firstDifference, leaves, sorted } from '../diff.js';
import type { ReducerMatch } from '../harness.js';
import type { Fail } from './types.js';

export function checkViews(match: ReducerMatch, seed: string, step: number, fail: Fail) {
  for (const viewer of [...match.ctx.playOrder, null]) {
    try {
      const view = match.view(match.G, viewer);
      const d = firstDifference(JSON.parse(JSON.stringify(view)), view);
      if (d)
        fail('view', seed, step, `the view for ${viewer ?? 'a spectator'} does not survive JSON at ${d}`);
    } catch (error) {
      fail('view', seed, step, `playerView threw for ${viewer ?? 'a spectator'}: ${String(error)}`);
    }
  }
}

/**
 * A seat lists the same moves from what it sees as from the full state: its `playerView`, through the
 * game's `stateFromView` when the view has another shape. That is what a browser online, or any client
 * holding only its view, hands to `ai.enumerate`.
 */
export function checkMovesFromView(
  module: GameModule,
  match: ReducerMatch,
  seed: string,
  step: number,
  fail: Fail,
) {
  for (const seat of match.activeSeats()) {
    try {
      const view = match.view(match.G, seat);
      const fromView = module.stateFromView ? module.stateFromView(view) : view;
      const seen = match.game.ai?.enumerate(fromView, match.ctx, seat) ?? [];
      const d = firstDifference(seen, match.enumerate(seat));
      if (d)
        fail(
          'view',
          seed,
          step,
          `seat ${seat} lists other moves from its view than from the state (at ${d})`,
        );
    } catch (error) {
      fail('view', seed, step, `listing seat ${seat}'s moves from its view threw: ${String(error)}`);
    }
  }
}

export function checkDeterminize(
  module: GameModule,
  match: ReducerMatch,
  seed: string,
  step: number,
  fail: Fail,
  stats: { hiddenStates: number; variedStates: number },
) {
  const G = match.G;
  for (const seat of match.ctx.playOrder) {
    try {
      const view = match.view(G, seat);
      const a = module.determinize(G, seat, rngFromSeed(`${seed}/${step}/${seat}/a`));
      const b = module.determinize(G, seat, rngFromSeed(`${seed}/${step}/${seat}/b`));
      const d = firstDifference(match.view(a, seat), view);
      if (d)
        fail(
          'determinize',
          seed,
          step,
          `seat ${seat} can tell a determinized state from the real one at ${d}`,
        );
      const hidden = (g: unknown) => sorted(module.hiddenItems ? module.hiddenItems(g, seat) : leaves(g));
      if (!deepEqual(hidden(a), hidden(G)))
        fail('determinize', seed, step, `determinize for seat ${seat} changed the multiset of hidden items`);
      const j = firstDifference(JSON.parse(JSON.stringify(a)), a);
      if (j) fail('determinize', seed, step, `a determinized state does not survive JSON at ${j}`);
      if (!deepEqual(view, G)) {
        stats.hiddenStates++;
        if (!deepEqual(a, b)) stats.variedStates++;
      }
    } catch (error) {
      fail('determinize', seed, step, `determinize threw for seat ${seat}: ${String(error)}`);
    }
  }
}
