import { guardMoves, rngFromRandom } from '@skald/core';
import type { MoveFn } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { chooseInPlace, draftInPlace, keepInPlace, pickInPlace } from './rules/apply.js';
import { canChoose, parseChoice } from './rules/choice.js';
import { clonePlayers } from './rules/clone.js';
import { canDraft, canPickFavor, FAVORS_PER_PLAYER } from './rules/match.js';
import { canKeep } from './rules/round.js';
import { type OrlogState, seatOf } from './state.js';

/**
 * Move adapters: validate every argument against server-side state, answer INVALID_MOVE, else apply the
 * rule in place on the Immer draft (Immer then copies only what changed). Each move takes exactly one
 * argument.
 *
 * The hot moves (`keep`, `chooseFavor`) instead read the plain state behind the draft and return a new
 * state: a private copy of the top level and the players, sharing every other (frozen) sub-object. Same
 * rules, same random numbers, same resulting G — without a proxy trap on every read and write.
 */

type Move = MoveFn<OrlogState>;
type Ctx = Parameters<Move>[0];

/**
 * A boardgame.io plugin that hands every move and hook the plain G it starts from, as `context.base`
 * (game plugins wrap outside boardgame.io's Immer plugin, which spreads the context into the move's).
 */
export const BasePlugin = {
  name: 'orlog-base',
  fnWrap:
    (fn: (context: any, ...args: any[]) => any) =>
    (context: any, ...args: any[]) =>
      fn({ ...context, base: context.G }, ...args),
};

/** The plain (unmodified, frozen) state behind the Immer draft `G`; `G` itself without the plugin. */
export const baseOf = (context: { G: OrlogState }): OrlogState =>
  (context as { base?: OrlogState }).base ?? context.G;

const keepMove: Move = (context: Ctx, ...args: unknown[]) => {
  const { playerID, random } = context;
  const seat = seatOf(playerID);
  const s = baseOf(context);
  if (seat === null || args.length !== 1 || !canKeep(s, seat, args[0])) return INVALID_MOVE;
  const next = clonePlayers(s);
  keepInPlace(next, seat, args[0], rngFromRandom(random));
  return next;
};

const chooseFavorMove: Move = (context: Ctx, ...args: unknown[]) => {
  const { playerID } = context;
  const seat = seatOf(playerID);
  // Idempotency: a second (stale) submission from the same seat is refused.
  const s = baseOf(context);
  if (seat === null || args.length !== 1 || !canChoose(s, seat)) return INVALID_MOVE;
  const choice = parseChoice(s, seat, args[0]);
  if (choice === 'invalid') return INVALID_MOVE;
  const next = clonePlayers(s);
  chooseInPlace(next, seat, choice);
  return next;
};

const pickFavorMove: Move = ({ G, playerID, random, events }: Ctx, ...args: unknown[]) => {
  const seat = seatOf(playerID);
  if (seat === null || args.length !== 1 || !canPickFavor(G, seat, args[0])) return INVALID_MOVE;
  pickInPlace(G, seat, args[0], rngFromRandom(random));
  // Leave the stage after the third pick. (Not a stage `maxMoves: 3`: boardgame.io 0.50.2 counts stage
  // moves in a ctx object it mutates in place, which MCTS expansions of one parent state pile up.)
  if (G.step !== 'pick' || G.players[seat].picks.length >= FAVORS_PER_PLAYER) events.endStage();
};

const draftMove =
  (kind: 'b' | 'p'): Move =>
  ({ G, playerID, random }: Ctx, ...args: unknown[]) => {
    const seat = seatOf(playerID);
    if (seat === null || args.length !== 1 || !canDraft(G, seat, kind, args[0])) return INVALID_MOVE;
    draftInPlace(G, seat, kind, args[0], rngFromRandom(random));
  };

/** Secret simultaneous choices (design §3): server-only, arguments redacted, stale submissions accepted. */
const secret = (move: Move) => ({ move, client: false, redact: true, ignoreStaleStateID: true });

export const rollMoves = guardMoves('orlog', { keep: { move: keepMove, client: false } });
export const favorMoves = guardMoves('orlog', { chooseFavor: secret(chooseFavorMove) });
export const pickMoves = guardMoves('orlog', { pickFavor: secret(pickFavorMove) });
export const draftMoves = guardMoves('orlog', {
  banFavor: { move: draftMove('b'), client: false },
  draftFavor: { move: draftMove('p'), client: false },
});
