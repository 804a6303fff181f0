import { type AiMove, type Rng, roll } from '@skald/core';
import { BUST_PIPS, DIE } from '../data/die.js';
import type { TemplateGameMove, TemplateGameState } from '../state.js';

/** The seats that may act now: the current seat until the game is over. */
export function activeSeats(state: TemplateGameState): number[] {
  return state.result === null ? [state.current] : [];
}

/** Every legal move of `seat`: roll always; hold once there is something to bank. */
export function legalMoves(state: TemplateGameState, seat: number): TemplateGameMove[] {
  if (state.result !== null || seat !== state.current) return [];
  return state.turnTotal > 0 ? [{ move: 'roll' }, { move: 'hold' }] : [{ move: 'roll' }];
}

/** A move in the form clients send (`AiMove`) → a typed move, or null when it is not one. */
export function parseMove(move: AiMove): TemplateGameMove | null {
  if ((move.args?.length ?? 0) !== 0) return null;
  return move.move === 'roll' || move.move === 'hold' ? { move: move.move } : null;
}

const passTurn = (state: TemplateGameState): TemplateGameState => ({
  ...state,
  turnTotal: 0,
  current: (state.current + 1) % state.scores.length,
});

/**
 * Apply `move` for `seat`; a new state, the input untouched. Null when the move is not legal now, so the
 * boardgame.io move can answer INVALID_MOVE and the rules core can refuse it.
 */
export function applyMove(
  state: TemplateGameState,
  seat: number,
  move: TemplateGameMove,
  rng: Rng,
): TemplateGameState | null {
  if (state.result !== null || seat !== state.current) return null;
  if (move.move === 'roll') {
    const pips = roll(rng, DIE).pips;
    if (pips === BUST_PIPS) return { ...passTurn(state), lastRoll: pips };
    return { ...state, turnTotal: state.turnTotal + pips, lastRoll: pips };
  }
  if (state.turnTotal === 0) return null;
  const scores = state.scores.map((s, i) => (i === seat ? s + state.turnTotal : s));
  const banked = { ...state, scores, lastRoll: null };
  if ((scores[seat] ?? 0) >= state.target) {
    return { ...banked, turnTotal: 0, result: { winner: String(seat), reason: `reached ${state.target}` } };
  }
  return passTurn(banked);
}
