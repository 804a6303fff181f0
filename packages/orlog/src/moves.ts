import { guardMoves, INVALID_MOVE, plainG, rngFromRandom } from '@skald/core';
import type { MoveFn } from 'boardgame.io';
import { applyMove, type OrlogMoveName } from './rules/apply.js';
import { type OrlogState, seatOf } from './state.js';

/**
 * Move adapters: the seat from `playerID`, then the rules core's own `applyMove`, which validates the one
 * argument and returns a new state (or null → INVALID_MOVE). The second `chooseFavor` returns the round
 * already resolved, as in the core: one dispatcher, and no phase of its own for the resolution (a phase
 * costs boardgame.io a start and an end with their hooks and triggers every round).
 *
 * The rule reads the plain state behind the Immer draft and returns a private copy of only what it writes,
 * sharing every other (frozen) sub-object: the same rules and random numbers as on the draft, without a
 * proxy trap on every read and write (this is what keeps the reducer fast).
 */

type Move = MoveFn<OrlogState>;
type Ctx = Parameters<Move>[0];

const applyFor = (name: OrlogMoveName, context: Ctx, args: unknown[]): OrlogState | null => {
  const seat = seatOf(context.playerID);
  return seat === null ? null : applyMove(plainG(context), seat, name, args, rngFromRandom(context.random));
};

const adapter =
  (name: OrlogMoveName): Move =>
  (context: Ctx, ...args: unknown[]) =>
    applyFor(name, context, args) ?? INVALID_MOVE;

/** Secret simultaneous choices (design §3): server-only, arguments redacted, stale submissions accepted. */
const secret = (move: Move) => ({ move, client: false, redact: true, ignoreStaleStateID: true });

export const rollMoves = guardMoves('orlog', { keep: { move: adapter('keep'), client: false } });
export const favorMoves = guardMoves('orlog', { chooseFavor: secret(adapter('chooseFavor')) });
export const pickMoves = guardMoves('orlog', { pickFavor: secret(adapter('pickFavor')) });
export const draftMoves = guardMoves('orlog', {
  banFavor: { move: adapter('banFavor'), client: false },
  draftFavor: { move: adapter('draftFavor'), client: false },
});
