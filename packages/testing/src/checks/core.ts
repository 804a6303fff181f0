/** The rules core agrees with the reducer: same legal moves before a step, same state after it. */
import { deepFreeze, type GameModule, type Gameover, rngFromBgioState } from '@skald/core';
import { deepEqual, firstDifference, sorted } from '../diff.js';
import type { RecordedAction, ReducerMatch } from '../harness.js';
import { describeAction, type Fail } from './types.js';

export interface CoreExpectation {
  next: unknown;
  gameover: Gameover | undefined;
}

export function checkCoreBefore(
  module: GameModule,
  match: ReducerMatch,
  seat: string,
  action: RecordedAction,
  seed: string,
  step: number,
  fail: Fail,
  allSeats: boolean,
): CoreExpectation | undefined {
  const core = module.core!;
  try {
    const s = core.fromMatch(match.G, match.ctx);
    const active = match.activeSeats();
    if (!deepEqual(sorted(core.activePlayers(s)), sorted(active)))
      fail(
        'core',
        seed,
        step,
        `core.activePlayers ${JSON.stringify(core.activePlayers(s))} but the reducer lets ${JSON.stringify(active)} act`,
      );
    for (const p of allSeats ? active : [seat]) {
      const d = firstDifference(core.legalMoves(s, p), match.enumerate(p));
      if (d) fail('core', seed, step, `core.legalMoves differs from enumerate for seat ${p} at ${d}`);
    }
    const random = (match.state.plugins as { random?: { data?: { seed: string | number } } }).random
      ?.data ?? { seed };
    // On a deep-frozen state: a rule that writes to its input (a part its copy shares) throws here. Frozen in
    // place, not copied: a core state may mark things by identity (Valheim's quiet log).
    const next = core.apply(
      deepFreeze(s),
      seat,
      { move: action.move, args: action.args },
      rngFromBgioState(random),
    );
    return { next, gameover: core.gameover(next) };
  } catch (error) {
    fail('core', seed, step, `the core threw on ${describeAction(action)}: ${String(error)}`);
    return undefined;
  }
}

export function checkCoreAfter(
  module: GameModule,
  match: ReducerMatch,
  expected: CoreExpectation,
  action: RecordedAction,
  seed: string,
  step: number,
  fail: Fail,
) {
  const actual = module.core!.fromMatch(match.G, match.ctx);
  const d = firstDifference(expected.next, actual);
  if (d)
    fail('core', seed, step, `after ${describeAction(action)} the core and the reducer disagree at ${d}`);
  const g = firstDifference(expected.gameover, match.ctx.gameover);
  if (g)
    fail(
      'core',
      seed,
      step,
      `after ${describeAction(action)} core.gameover disagrees with ctx.gameover at ${g}`,
    );
}
