/** Checks on moves: every enumerated move is accepted, malformed ones are refused unchanged, undo is off. */
import { fuzzCases } from '../fuzz.js';
import { type RecordedAction, type ReducerMatch, toRecorded } from '../harness.js';
import { describeAction, type Fail } from './types.js';

export function checkEveryMoveAccepted(match: ReducerMatch, seed: string, step: number, fail: Fail) {
  for (const seat of match.activeSeats()) {
    for (const move of match.enumerate(seat)) {
      const action = toRecorded(seat, move);
      try {
        const next = match.probe(action);
        const error = next.transients?.error;
        if (error)
          fail('accepted', seed, step, `enumerated ${describeAction(action)} was rejected (${error.type})`);
      } catch (error) {
        fail('throw', seed, step, `reducer threw on enumerated ${describeAction(action)}: ${String(error)}`);
      }
    }
  }
}

export function checkFuzz(match: ReducerMatch, seed: string, step: number, fail: Fail) {
  const before = JSON.stringify({ G: match.G, ctx: match.ctx });
  for (const c of fuzzCases(match, match.game.moveNames)) {
    let next: ReturnType<ReducerMatch['probe']>;
    try {
      next = match.probe(c.action);
    } catch (error) {
      fail(
        'fuzz',
        seed,
        step,
        `${c.kind} ${describeAction(c.action)} made the reducer throw: ${String(error)}`,
      );
      continue;
    }
    if (
      (next.transients?.error || next._stateID === match.state._stateID) &&
      JSON.stringify({ G: next.G, ctx: next.ctx }) !== before
    )
      fail('fuzz', seed, step, `${c.kind} ${describeAction(c.action)} was rejected but changed the state`);
    else if (c.mustReject && !next.transients?.error)
      fail('fuzz', seed, step, `${c.kind} ${describeAction(c.action)} was accepted`);
  }
  if (JSON.stringify({ G: match.G, ctx: match.ctx }) !== before)
    fail('fuzz', seed, step, 'fuzzing mutated the frozen match state');
  if (({} as Record<string, unknown>).polluted !== undefined)
    fail('fuzz', seed, step, 'Object.prototype was polluted');
}

/**
 * In a game with chance or hidden information, undo is a cheat: roll or draw, look, take it back. After a
 * move, its mover's UNDO must be refused.
 */
export function checkUndoRefused(
  match: ReducerMatch,
  action: RecordedAction,
  seed: string,
  step: number,
  fail: Fail,
) {
  const next = match.probeUndo(action.playerID);
  if (!next.transients?.error && next._stateID !== match.state._stateID)
    fail(
      'undo',
      seed,
      step,
      `p${action.playerID} could undo ${describeAction(action)} (set disableUndo: true)`,
    );
}
