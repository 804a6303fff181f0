/** The rules' entry points: who may act, what they may do, and doing it. */
import { type Rng, seatOf as seatFromID } from '@skald/core';
import { createGame } from '../setup.js';
import type { Move, Seat, WolvesState } from '../state.js';
import { applyDecision, DECIDE_MOVES, decisionOptions, decisionSeats } from './decisions.js';
import { runAutomatic, settle } from './flow.js';
import { cloneState } from './shape.js';
import { applyTurnMove, turnOptions } from './turn.js';
import { validMove } from './validate.js';

/** Seats that may act now, ascending. */
export function activeSeats(s: WolvesState): Seat[] {
  if (s.flow.gameover !== null) return [];
  const d = s.flow.pending[0];
  if (d) return decisionSeats(d).sort((a, b) => a - b);
  return s.flow.phase === 'play' ? [s.flow.current] : [];
}

/** The boardgame.io stage each active seat is in, or null when only the current player acts freely. */
export function stageMap(s: WolvesState): Record<string, 'decide' | 'react'> | null {
  const d = s.flow.pending[0];
  // Outside the play phase every decision has one seat, who is then the current player (no stage).
  if (!d || s.flow.gameover !== null || s.flow.phase !== 'play') return null;
  const stage = d.kind === 'react' ? 'react' : 'decide';
  const out: Record<string, 'decide' | 'react'> = {};
  for (const seat of decisionSeats(d)) out[String(seat)] = stage;
  return out;
}

/** The moves `seat` may make now (none unless it is one of `activeSeats`). */
export function legalMoves(s: WolvesState, seat: Seat): Move[] {
  if (s.flow.gameover !== null) return [];
  const d = s.flow.pending[0];
  if (d) return decisionOptions(s, d, seat); // empty unless the decision waits for `seat`
  return s.flow.phase === 'play' && s.flow.current === seat ? turnOptions(s, seat) : [];
}

/** Whether `move` is exactly one of the legal moves, checked from its arguments (`validate.ts`). */
export const isLegal = validMove;

/** Carry out a validated move and settle within the current phase (what one boardgame.io move does). */
export function stepInPhase(s: WolvesState, seat: Seat, move: Move, rng: Rng): void {
  if (s.flow.pending.length > 0) applyDecision(s, seat, move, rng);
  else applyTurnMove(s, seat, move, rng);
  settle(s, rng);
}

/** The seat a boardgame.io playerID names, or null (spectators, strings that are not a seat number). */
export const seatOf = (s: WolvesState, playerID: unknown): Seat | null => seatFromID(playerID, s.numPlayers);

/** A fresh game with the first round set up (what `InitializeGame` produces). */
export function newGame(numPlayers: number, rng: Rng): WolvesState {
  const s = createGame(numPlayers, rng);
  runAutomatic(s, rng, null);
  return s;
}

/** A move's copy of G: the same function as `cloneState`. */
export const clone = cloneState;

export { DECIDE_MOVES };
