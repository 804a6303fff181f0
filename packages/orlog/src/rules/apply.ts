import type { AiMove, Rng } from '@skald/core';
import type { FavorChoice, OrlogState, Seat } from '../state.js';
import { canChoose, choiceOptions, parseChoice } from './choice.js';
import { cloneChoice, cloneState } from './clone.js';
import { canDraft, canPickFavor, draftInPlace, draftTurn, pickInPlace, pickOptions } from './match.js';
import { resolveAndContinue } from './resolve.js';
import { canKeep, keepInPlace, keepMasks } from './round.js';

/**
 * Two forms of each rule: `*InPlace` mutates the state it is given (the boardgame.io moves call these on
 * their Immer draft, so Immer copies only what changed), and the immutable form (clone, then the same
 * in-place function) which the rules core and tests use. Both consume random numbers identically. The
 * resolution runs separately because boardgame.io runs it in the `resolution` phase's `onBegin`; the core
 * runs it right after the second `chooseFavor`.
 */

export { draftInPlace, keepInPlace, pickInPlace, resolveAndContinue };

export const MOVE_NAMES = ['keep', 'chooseFavor', 'pickFavor', 'banFavor', 'draftFavor'] as const;
export type OrlogMoveName = (typeof MOVE_NAMES)[number];

export function keep(s: OrlogState, seat: Seat, mask: number, rng: Rng): OrlogState {
  const n = cloneState(s);
  keepInPlace(n, seat, mask, rng);
  return n;
}

/** Record a (normalised) secret choice; once both have chosen, reveal both and enter the resolution step. */
export function chooseInPlace(s: OrlogState, seat: Seat, choice: FavorChoice | null): void {
  const p = s.players[seat];
  p.choice = choice;
  p.chosen = true;
  if (s.players[0].chosen && s.players[1].chosen) {
    s.revealed = [cloneChoice(s.players[0].choice), cloneChoice(s.players[1].choice)];
    s.players[0].choice = null;
    s.players[1].choice = null;
    s.step = 'resolution';
  }
}

export function chooseFavor(s: OrlogState, seat: Seat, choice: FavorChoice | null): OrlogState {
  const n = cloneState(s);
  chooseInPlace(n, seat, choice);
  return n;
}

export function resolve(s: OrlogState, rng: Rng): OrlogState {
  const n = cloneState(s);
  resolveAndContinue(n, rng);
  return n;
}

export function pickFavor(
  s: OrlogState,
  seat: Seat,
  id: Parameters<typeof pickInPlace>[2],
  rng: Rng,
): OrlogState {
  const n = cloneState(s);
  pickInPlace(n, seat, id, rng);
  return n;
}

export function draftFavor(
  s: OrlogState,
  seat: Seat,
  kind: 'b' | 'p',
  id: Parameters<typeof draftInPlace>[3],
  rng: Rng,
): OrlogState {
  const n = cloneState(s);
  draftInPlace(n, seat, kind, id, rng);
  return n;
}

/** Seats that may act now, in seat order. */
export function activeSeats(s: OrlogState): Seat[] {
  switch (s.step) {
    case 'roll':
    case 'draft':
      return [s.actor as Seat];
    case 'favor':
      return ([0, 1] as Seat[]).filter((seat) => !s.players[seat].chosen);
    case 'pick':
      return ([0, 1] as Seat[]).filter((seat) => s.players[seat].picks.length < 3);
    default:
      return [];
  }
}

/** Every legal move for `seat` now, in the compact form `ai.enumerate` returns. */
export function legalMoves(s: OrlogState, seat: Seat): AiMove[] {
  switch (s.step) {
    case 'roll':
      return keepMasks(s, seat).map((mask) => ({ move: 'keep', args: [mask] }));
    case 'favor':
      return canChoose(s, seat)
        ? choiceOptions(s, seat).map((c) => ({ move: 'chooseFavor', args: [c] }))
        : [];
    case 'pick':
      return pickOptions(s, seat).map((id) => ({ move: 'pickFavor', args: [id] }));
    case 'draft': {
      const turn = draftTurn(s);
      if (!turn || turn.seat !== seat) return [];
      const move = turn.kind === 'b' ? 'banFavor' : 'draftFavor';
      return s.draft.pool.map((id) => ({ move, args: [id] }));
    }
    default:
      return [];
  }
}

/**
 * Validate and apply any move by name with raw arguments (the core's and the tests' single entry point).
 * Returns `null` for an illegal move. Runs the resolution when the move completes the favor choices.
 */
export function applyMove(
  s: OrlogState,
  seat: Seat,
  name: string,
  args: readonly unknown[],
  rng: Rng,
): OrlogState | null {
  const [a, ...rest] = args;
  if (rest.length > 0) return null;
  let next: OrlogState;
  switch (name) {
    case 'keep':
      if (args.length !== 1 || !canKeep(s, seat, a)) return null;
      next = keep(s, seat, a, rng);
      break;
    case 'chooseFavor': {
      if (args.length !== 1 || !canChoose(s, seat)) return null;
      const choice = parseChoice(s, seat, a);
      if (choice === 'invalid') return null;
      next = chooseFavor(s, seat, choice);
      break;
    }
    case 'pickFavor':
      if (args.length !== 1 || !canPickFavor(s, seat, a)) return null;
      next = pickFavor(s, seat, a, rng);
      break;
    case 'banFavor':
    case 'draftFavor': {
      const kind = name === 'banFavor' ? 'b' : 'p';
      if (args.length !== 1 || !canDraft(s, seat, kind, a)) return null;
      next = draftFavor(s, seat, kind, a, rng);
      break;
    }
    default:
      return null;
  }
  // `next` is already a private copy: resolve in place.
  if (next.step === 'resolution') resolveAndContinue(next, rng);
  return next;
}
