import { defineRules, ILLEGAL, type MoveRule, type Rng, seatOf } from '@skald/core';
import { evaluate } from '../evaluate.js';
import { playoutMove } from '../playout.js';
import type { ValheimState } from '../state.js';
import { activeSeats, actor, afterMove, legalMoves, MOVE_NAMES, type MoveName } from './apply.js';
import { newContext, type SearchContext } from './context.js';
import { DESCRIBE } from './describe.js';
import { isAskedOdin } from './odin.js';
import { PLAYS } from './plays.js';
import { valheimShape } from './shape.js';
import { thawState } from './thaw.js';
import { clone, QUIET_LOG } from './util.js';

type Args = readonly unknown[];

/** Moves that answer a roll waiting for its reroll decision: it admits nothing else. */
const ROLL_ANSWERS: ReadonlySet<MoveName> = new Set([
  'reroll',
  'keep',
  'odin',
  'odinKept',
  'odinPass',
  'mead',
]);
/** What a seat asked out of turn may do: use its power of Odin skills or let the moment pass. */
const ODIN_WINDOW: ReadonlySet<MoveName> = new Set(['odin', 'odinKept', 'odinPass']);
/** What a trade admits: purchases and its end (lines 262–265). */
const TRADE_MOVES: ReadonlySet<MoveName> = new Set(['buy', 'endTrade']);

/**
 * One move's `MoveRule`. `check`: the exact argument count, the seat that must act, what the moment admits
 * (a pending roll, creatures to steer, a question out of turn, a trade), then the move's own rule — typed
 * checks on the arguments, no search of the legal list. `apply` plays it on a copy and settles what follows.
 * Every move runs on the server only: moves read face-down tiles, chests and decks.
 */
function moveRule(name: MoveName): MoveRule<ValheimState, Args, SearchContext> {
  const { arity, holds, play } = PLAYS[name];
  const answersRoll = ROLL_ANSWERS.has(name);
  const inOdinWindow = ODIN_WINDOW.has(name);
  const inTrade = TRADE_MOVES.has(name);
  const steers = name === 'steer';
  const describe = DESCRIBE[name];
  return {
    client: false,
    check: (s, seat, args) => {
      if (args.length !== arity || actor(s) !== seat) return ILLEGAL;
      if (s.pending && !answersRoll) return ILLEGAL;
      // Creatures on the move wait for the active player's choice of landing, nothing else.
      if (s.steering && !steers) return ILLEGAL;
      if (!inOdinWindow && isAskedOdin(s, seat)) return ILLEGAL;
      if (s.trade && !inTrade) return ILLEGAL;
      return holds(s, seat, args) ? args : ILLEGAL;
    },
    // A move from the rules' own list for this state and seat needs no second check (the bots' playouts).
    listed: (args) => args,
    // The search context (when the bots pass one) lends its memos to the turn's end (creature walks).
    apply: (s, seat, args, rng, cx) => {
      const next = clone(s);
      play(next, seat, args, rng, cx);
      afterMove(next, rng, cx);
      return next;
    },
    describe: (s, seat, args) => describe(`P${seat ?? '?'}`, args, s, seat),
  };
}

/** The core state of a match state: G rebuilt unfrozen (`thawState`) with a quiet log (no log lines built). */
function quiet(G: ValheimState): ValheimState {
  const s = thawState(G);
  s.log = QUIET_LOG;
  return s;
}

/**
 * Valheim's rules, declared once (core's `defineRules`): the boardgame.io moves (`moves.ts`), `ai.enumerate`,
 * the legality check, `describeMove`'s text and the bots' rules core all come from this table. The core
 * state is G with a quiet log (`quiet`); its search context is `newContext()`'s memos, wrapped by core's.
 */
export const valheimRules = defineRules<ValheimState, SearchContext>({
  id: 'valheim',
  moves: Object.fromEntries(MOVE_NAMES.map((name) => [name, moveRule(name)])),
  seatOf: (s, playerID) => seatOf(playerID, s.numPlayers),
  activeSeats,
  legalMoves,
  gameover: (s) => s.result ?? undefined,
  fromMatch: quiet,
  // boardgame.io's G is read through a thawed copy, so the rules code sees the core's shapes only; the
  // move's result then takes back G's own objects for every part it left as it was.
  thaw: thawState,
  shareWithBase: valheimShape.shareUnchanged,
  context: newContext,
  evaluate,
  // The policy's fifth parameter is its greedy share, not a search context: pass only the four.
  playoutMove: (s, playerID, legal, rng) => playoutMove(s, playerID, legal, rng),
});

/** Check and apply a move by name: a new state, the input untouched; `null` if it is not legal now. */
export const applyMove = (
  s: ValheimState,
  seat: number,
  move: unknown,
  args: Args,
  rng: Rng,
): ValheimState | null =>
  typeof move === 'string' ? valheimRules.applyMove(s, seat, move, args, rng) : null;

/** Is this move legal for `seat` now? Its rule's `check`: typed checks, no enumeration. */
export const isLegal = (s: ValheimState, seat: number, move: unknown, args: Args): boolean =>
  typeof move === 'string' && valheimRules.isLegal(s, seat, { move, args: args as unknown[] });
