import { type AiMove, ILLEGAL, type MoveRule, type Rng } from '@skald/core';
import { DICE_PER_PLAYER, FACE_SYMBOL } from '../data/dice.js';
import { type FavorId, favorSpec, isFavorId } from '../data/favors.js';
import type { FavorChoice, OrlogState, Seat } from '../state.js';
import { canChoose, choiceOptions, parseChoice } from './choice.js';
import { canDraft, canPickFavor, draftInPlace, draftTurn, pickInPlace, pickOptions } from './match.js';
import { resolveAndContinue } from './resolve.js';
import { canKeep, keepInPlace, keepMasks } from './round.js';
import { cloneChoice, clonePlayers, cloneState } from './shape.js';

/**
 * Orlog's move table (core's `MoveRule`, one entry per move): each rule reads its one argument (validation
 * costs the same however many moves are legal), makes the smallest private copy it writes to (the rest is
 * shared with, and frozen like, the input) and makes the change. The resolution is not a move: the second
 * `chooseFavor` runs it at once, for the boardgame.io move and the rules core alike (a phase of its own would
 * cost boardgame.io a start and an end with their hooks every round). `rules/table.ts` hands the table to
 * core's `defineRules`.
 */

export const MOVE_NAMES = ['keep', 'chooseFavor', 'pickFavor', 'banFavor', 'draftFavor'] as const;
/** The name of one of Orlog's five moves. */
export type OrlogMoveName = (typeof MOVE_NAMES)[number];

/** A move of exactly one argument: `read` checks it (ILLEGAL when it is not a legal move now). */
const oneArg =
  <A>(read: (s: OrlogState, seat: Seat, arg: unknown) => A | typeof ILLEGAL) =>
  (s: OrlogState, seat: number, args: readonly unknown[]): A | typeof ILLEGAL =>
    args.length === 1 ? read(s, seat as Seat, args[0]) : ILLEGAL;

/** Apply a rule's in-place change to the smallest copy it needs. */
const onCopy =
  <A>(copy: (s: OrlogState) => OrlogState, write: (s: OrlogState, seat: Seat, arg: A, rng: Rng) => void) =>
  (s: OrlogState, seat: number, arg: A, rng: Rng): OrlogState => {
    const next = copy(s);
    write(next, seat as Seat, arg, rng);
    return next;
  };

/** Server-only: a roll or a draw reads chance, which clients must not run. */
const SERVER = { client: false } as const;
/** A secret simultaneous choice (design §3): server-only, arguments redacted, stale submissions accepted. */
const SECRET = { client: false, redact: true, ignoreStaleStateID: true } as const;

const draftRule = (kind: 'b' | 'p'): MoveRule<OrlogState, FavorId> => ({
  ...SERVER,
  check: oneArg((s, seat, id) => (canDraft(s, seat, kind, id) ? (id as FavorId) : ILLEGAL)),
  apply: onCopy(cloneState, (s, seat, id: FavorId, rng) => draftInPlace(s, seat, kind, id, rng)),
  describe: (_s, seat, args) => `P${seat ?? '?'} ${kind === 'b' ? 'bans' : 'drafts'} ${favorName(args?.[0])}`,
});

/** The move table: how each move is checked, applied and read aloud (handed to core's `defineRules`). */
export const MOVES: Readonly<Record<OrlogMoveName, MoveRule<OrlogState>>> = {
  keep: {
    ...SERVER,
    check: oneArg((s, seat, mask) => (canKeep(s, seat, mask) ? (mask as number) : ILLEGAL)),
    apply: onCopy(clonePlayers, keepInPlace),
    describe: describeKeep,
  },
  chooseFavor: {
    ...SECRET,
    check: oneArg((s, seat, raw) => {
      // Idempotency: a second (stale) submission from the same seat is refused.
      if (!canChoose(s, seat)) return ILLEGAL;
      const choice = parseChoice(s, seat, raw);
      return choice === 'invalid' ? ILLEGAL : choice;
    }),
    apply: (s, seat, choice: FavorChoice | null, rng) => {
      const next = onCopy(clonePlayers, chooseInPlace)(s, seat, choice, rng);
      if (next.step !== 'resolution') return next;
      // Both have chosen: resolve the round on a full private copy (it writes the log, the draft, results).
      const resolving = cloneState(next);
      resolveAndContinue(resolving, rng);
      return resolving;
    },
    describe: (_s, seat, args) => {
      const who = `P${seat ?? '?'}`;
      const arg = args?.[0];
      if (args === undefined || args === null || arg === undefined)
        return `${who} chooses a God Favor in secret`;
      if (arg === null) return `${who} chooses no God Favor`;
      if (typeof arg === 'object' && 'favor' in arg && 'level' in arg)
        return `${who} chooses ${favorName(arg.favor)} level ${String(arg.level)}`;
      return `${who} chooses a God Favor`;
    },
  },
  pickFavor: {
    ...SECRET,
    check: oneArg((s, seat, id) => (canPickFavor(s, seat, id) ? (id as FavorId) : ILLEGAL)),
    apply: onCopy(cloneState, pickInPlace),
    describe: (_s, seat, args) => {
      const arg = args?.[0];
      return arg === undefined || arg === null
        ? `P${seat ?? '?'} picks a God Favor in secret`
        : `P${seat ?? '?'} picks ${favorName(arg)}`;
    },
  },
  banFavor: draftRule('b'),
  draftFavor: draftRule('p'),
};

const favorName = (id: unknown) => (isFavorId(id) ? favorSpec(id).name : 'a God Favor');

/** How a die reads: its face's symbol, or "die N" before it is rolled. */
export const dieWord = (s: OrlogState, seat: Seat, die: number): string => {
  const face = s.players[seat].dice[die] ?? -1;
  return face < 0 ? `die ${die + 1}` : (FACE_SYMBOL[die * 6 + face] ?? `die ${die + 1}`);
};

const PLURAL: Readonly<Record<string, string>> = { axe: 'axes' };

/**
 * Dice as a person says them: "an axe, 2 arrows and a hand"; dice not rolled yet (or not seen) as a count,
 * "3 dice". `words` are `dieWord`s.
 */
export function facesText(words: readonly string[]): string {
  const counts = new Map<string, number>();
  let unseen = 0;
  for (const w of words) {
    if (w.startsWith('die ')) unseen++;
    else counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const parts = [...counts].map(([face, n]) =>
    n === 1 ? `${/^[aeiou]/.test(face) ? 'an' : 'a'} ${face}` : `${n} ${PLURAL[face] ?? `${face}s`}`,
  );
  if (unseen > 0) parts.push(unseen === 1 ? 'a die' : `${unseen} dice`);
  return parts.length <= 1 ? (parts[0] ?? 'no dice') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

function describeKeep(
  G: OrlogState,
  seat: number | null,
  args: readonly unknown[] | null | undefined,
): string {
  const who = `P${seat ?? '?'}`;
  const arg = args?.[0];
  if (seat === null || typeof arg !== 'number') return `${who} keeps dice`;
  const p = G.players[seat as Seat];
  const free = Array.from({ length: DICE_PER_PLAYER }, (_, d) => d).filter((d) => (p.kept & (1 << d)) === 0);
  const kept = free.filter((d) => (arg & (1 << d)) !== 0);
  const rerolled = free.length - kept.length;
  const faces = (dice: number[]) => facesText(dice.map((d) => dieWord(G, seat as Seat, d)));
  if (rerolled === 0) return `${who} keeps all the dice: ${faces(kept)}`; // (the third roll is kept by the rules)
  const keptText = kept.length === 0 ? 'keeps nothing' : `keeps ${faces(kept)}`;
  return `${who} ${keptText}, re-rolls ${rerolled} ${rerolled === 1 ? 'die' : 'dice'}`;
}

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
