import { ILLEGAL, type MoveRule, type Rng, roll } from '@skald/core';
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

const passTurn = (state: TemplateGameState): TemplateGameState => ({
  ...state,
  turnTotal: 0,
  current: (state.current + 1) % state.scores.length,
});

/** Roll the die: its pips join the turn total, or a 1 loses it and passes the die. */
function rollDie(state: TemplateGameState, rng: Rng): TemplateGameState {
  const pips = roll(rng, DIE).pips;
  if (pips === BUST_PIPS) return { ...passTurn(state), lastRoll: pips };
  return { ...state, turnTotal: state.turnTotal + pips, lastRoll: pips };
}

/** Bank the turn total; reaching the target wins at once. */
function hold(state: TemplateGameState, seat: number): TemplateGameState {
  const scores = state.scores.map((s, i) => (i === seat ? s + state.turnTotal : s));
  const banked = { ...state, scores, lastRoll: null };
  if ((scores[seat] ?? 0) >= state.target) {
    return { ...banked, turnTotal: 0, result: { winner: String(seat), reason: `reached ${state.target}` } };
  }
  return passTurn(banked);
}

/** The current seat, with no argument: the only shape either move takes. */
const ownTurn = (state: TemplateGameState, seat: number, args: readonly unknown[]) =>
  state.result === null && seat === state.current && args.length === 0;

/**
 * The move table: per move, how its arguments are checked and when it is legal (`check`, never dearer than
 * the arguments it reads), what it does (`apply`, a new state) and how it reads (`describe`). Core's
 * `defineRules` (`rules/table.ts`) derives the boardgame.io moves, `enumerate` and the rules core from it.
 */
export const MOVES: Readonly<Record<TemplateGameMove['move'], MoveRule<TemplateGameState, true>>> = {
  roll: {
    // A die roll is chance: only the server draws it.
    client: false,
    check: (state, seat, args) => (ownTurn(state, seat, args) ? true : ILLEGAL),
    apply: (state, _seat, _arg, rng) => rollDie(state, rng),
    describe: (state, seat) => `Player ${(seat ?? 0) + 1} rolls (turn total ${state.turnTotal})`,
  },
  hold: {
    check: (state, seat, args) => (ownTurn(state, seat, args) && state.turnTotal > 0 ? true : ILLEGAL),
    apply: (state, seat) => hold(state, seat),
    describe: (state, seat) => `Player ${(seat ?? 0) + 1} holds, banking ${state.turnTotal}`,
  },
};
