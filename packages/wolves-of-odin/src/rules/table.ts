import { defineRules, ILLEGAL, type MoveRule, type Rng } from '@skald/core';
import type { Move, Seat, WolvesState } from '../state.js';
import { DECIDE_MOVES } from './decisions.js';
import { describeWolvesMove } from './describe.js';
import { activeSeats, legalMoves, seatOf, stepInPhase } from './engine.js';
import { evaluate } from './evaluate.js';
import { runAutomatic } from './flow.js';
import { cloneState, shareUnchanged } from './shape.js';
import { TURN_MOVES } from './turn.js';
import { validMove } from './validate.js';

/**
 * A checked move on a copy of `s`, with every automatic consequence: the step it settles, then each phase
 * that follows on its own (round set-up, scoring…) until a seat must act again. The new state.
 */
function playMove(s: WolvesState, seat: Seat, move: Move, rng: Rng): WolvesState {
  const next = cloneState(s);
  stepInPhase(next, seat, move, rng);
  runAutomatic(next, rng, s.flow.phase);
  return next;
}

/**
 * One rule per move name. Every move is checked from its arguments by `validMove` (`validate.ts`, at a
 * cost independent of the legal list) and carried out by the one engine; all run on the server only (draws
 * and reshuffles read the hidden decks), and a reaction, answered while other seats answer too, is
 * accepted from a client one state behind.
 */
const moveRule = (name: string): MoveRule<WolvesState, unknown[]> => ({
  client: false,
  ...(name === 'react' ? { ignoreStaleStateID: true } : {}),
  check: (s, seat, args) => {
    const move = { move: name, args: args as unknown[] };
    return validMove(s, seat as Seat, move) ? move.args : ILLEGAL;
  },
  // A move the rules listed themselves needs no second check (the bots' playouts; see core's MoveRule).
  listed: (args) => args as unknown[],
  apply: (s, seat, args, rng) => playMove(s, seat as Seat, { move: name, args }, rng),
  describe: (s, seat, args) => describeWolvesMove(s, name, args, seat),
});

const NAMES = [...TURN_MOVES, ...DECIDE_MOVES, 'react'];

/**
 * Wolves of Odin's rules, declared once (core's `defineRules`): the boardgame.io moves (`moves.ts`),
 * `ai.enumerate` and the bots' rules core come from this table. G is the core state.
 */
export const wolvesRules = defineRules<WolvesState>({
  id: 'wolves-of-odin',
  moves: Object.fromEntries(NAMES.map((name) => [name, moveRule(name)])),
  seatOf,
  activeSeats,
  legalMoves: (s, seat) => legalMoves(s, seat as Seat),
  gameover: (s) => s.flow.gameover ?? undefined,
  evaluate,
  shareWithBase: shareUnchanged,
});

/** Check and play one move by name: the new state (the input untouched), or null when it is not legal now. */
export const applyMove = wolvesRules.applyMove;
