import { guardMoves, INVALID_MOVE, plainG, rngFromRandom } from '@skald/core';
import type { MoveFn } from 'boardgame.io';
import { applyRule, type OrlogMoveName } from './rules/apply.js';
import { FAVORS_PER_PLAYER } from './rules/match.js';
import { type OrlogState, seatOf } from './state.js';

/**
 * Move adapters: the seat from `playerID`, then the same `applyRule` the rules core calls, which validates
 * the one argument and returns a new state (or null → INVALID_MOVE).
 *
 * The rule reads the plain state behind the Immer draft and returns a private copy of only what it writes,
 * sharing every other (frozen) sub-object: the same rules and random numbers as on the draft, without a
 * proxy trap on every read and write (this is what keeps the reducer fast).
 */

type Move = MoveFn<OrlogState>;
type Ctx = Parameters<Move>[0];

const applyFor = (name: OrlogMoveName, context: Ctx, args: unknown[]): OrlogState | null => {
  const seat = seatOf(context.playerID);
  return seat === null ? null : applyRule(plainG(context), seat, name, args, rngFromRandom(context.random));
};

const adapter =
  (name: OrlogMoveName): Move =>
  (context: Ctx, ...args: unknown[]) =>
    applyFor(name, context, args) ?? INVALID_MOVE;

const pickFavorMove: Move = (context: Ctx, ...args: unknown[]) => {
  const next = applyFor('pickFavor', context, args);
  if (next === null) return INVALID_MOVE;
  // Leave the stage after the third pick. (Not a stage `maxMoves: 3`: boardgame.io 0.50.2 counts stage
  // moves in a ctx object it mutates in place, which MCTS expansions of one parent state pile up.)
  const seat = seatOf(context.playerID) ?? 0;
  if (next.step !== 'pick' || next.players[seat].picks.length >= FAVORS_PER_PLAYER) context.events.endStage();
  return next;
};

/** Secret simultaneous choices (design §3): server-only, arguments redacted, stale submissions accepted. */
const secret = (move: Move) => ({ move, client: false, redact: true, ignoreStaleStateID: true });

export const rollMoves = guardMoves('orlog', { keep: { move: adapter('keep'), client: false } });
export const favorMoves = guardMoves('orlog', { chooseFavor: secret(adapter('chooseFavor')) });
export const pickMoves = guardMoves('orlog', { pickFavor: secret(pickFavorMove) });
export const draftMoves = guardMoves('orlog', {
  banFavor: { move: adapter('banFavor'), client: false },
  draftFavor: { move: adapter('draftFavor'), client: false },
});
