import type { AiMove, Rng } from '@skald/core';
import type { FavorId } from '../data/favors.js';
import type { FavorChoice, OrlogState, Seat } from '../state.js';
import { canChoose, choiceOptions, parseChoice } from './choice.js';
import { cloneChoice, clonePlayers, cloneState } from './clone.js';
import { canDraft, canPickFavor, draftInPlace, draftTurn, pickInPlace, pickOptions } from './match.js';
import { resolveAndContinue } from './resolve.js';
import { canKeep, keepInPlace, keepMasks } from './round.js';

export { resolveAndContinue };

/**
 * One dispatcher for every move, used by the boardgame.io moves and the rules core alike: each rule says
 * how to read its one argument (validation costs the same however many moves are legal), how much of the
 * state it writes (the copy it needs), and the change itself. The resolution is not a move: `applyMove`
 * runs it right after the second `chooseFavor`, for the boardgame.io move and the rules core alike.
 */

export const MOVE_NAMES = ['keep', 'chooseFavor', 'pickFavor', 'banFavor', 'draftFavor'] as const;
export type OrlogMoveName = (typeof MOVE_NAMES)[number];

/** What `read` answers for an argument that is not a legal move now. */
const ILLEGAL = Symbol('illegal');

interface Rule<A> {
  read(s: OrlogState, seat: Seat, arg: unknown): A | typeof ILLEGAL;
  /** The smallest private copy the rule may write to (the rest is shared with, and frozen like, the input). */
  copy(s: OrlogState): OrlogState;
  write(s: OrlogState, seat: Seat, arg: A, rng: Rng): void;
}

const rule = <A>(r: Rule<A>): Rule<unknown> => r as Rule<unknown>;

const draftRule = (kind: 'b' | 'p') =>
  rule<FavorId>({
    read: (s, seat, id) => (canDraft(s, seat, kind, id) ? id : ILLEGAL),
    copy: cloneState,
    write: (s, seat, id, rng) => draftInPlace(s, seat, kind, id, rng),
  });

const RULES: Record<OrlogMoveName, Rule<unknown>> = {
  keep: rule<number>({
    read: (s, seat, mask) => (canKeep(s, seat, mask) ? mask : ILLEGAL),
    copy: clonePlayers,
    write: keepInPlace,
  }),
  chooseFavor: rule<FavorChoice | null>({
    read: (s, seat, raw) => {
      // Idempotency: a second (stale) submission from the same seat is refused.
      if (!canChoose(s, seat)) return ILLEGAL;
      const choice = parseChoice(s, seat, raw);
      return choice === 'invalid' ? ILLEGAL : choice;
    },
    copy: clonePlayers,
    write: (s, seat, choice) => chooseInPlace(s, seat, choice),
  }),
  pickFavor: rule<FavorId>({
    read: (s, seat, id) => (canPickFavor(s, seat, id) ? id : ILLEGAL),
    copy: cloneState,
    write: pickInPlace,
  }),
  banFavor: draftRule('b'),
  draftFavor: draftRule('p'),
};

const isMoveName = (name: string): name is OrlogMoveName => Object.hasOwn(RULES, name);

/** Record a (normalised) secret choice; once both have chosen, reveal both and enter the resolution step. */
function chooseInPlace(s: OrlogState, seat: Seat, choice: FavorChoice | null): void {
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

/**
 * Validate and apply one move (exactly one argument) on the smallest private copy it needs; the input is
 * untouched. Null when the move is not legal now. The boardgame.io moves call this and return the result.
 */
export function applyRule(
  s: OrlogState,
  seat: Seat,
  name: string,
  args: readonly unknown[],
  rng: Rng,
): OrlogState | null {
  if (!isMoveName(name) || args.length !== 1) return null;
  const r = RULES[name];
  const arg = r.read(s, seat, args[0]);
  if (arg === ILLEGAL) return null;
  const next = r.copy(s);
  r.write(next, seat, arg, rng);
  return next;
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
 * The entry point of the rules core and of every boardgame.io move: `applyRule`, then the resolution when
 * the move completed the favor choices (on a full private copy, since resolving writes the log, the draft
 * and the results).
 */
export function applyMove(
  s: OrlogState,
  seat: Seat,
  name: string,
  args: readonly unknown[],
  rng: Rng,
): OrlogState | null {
  const next = applyRule(s, seat, name, args, rng);
  if (next === null || next.step !== 'resolution') return next;
  const resolving = cloneState(next);
  resolveAndContinue(resolving, rng);
  return resolving;
}
