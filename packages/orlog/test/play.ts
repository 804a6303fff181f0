import { type AiMove, pick, type Rng, rngFromSeed } from '@skald/core';
import { DEFAULT_RULES, type Mode } from '../src/data/rulings.js';
import { activeSeats, legalMoves } from '../src/rules/apply.js';
import { initialState } from '../src/rules/match.js';
import { applyMove } from '../src/rules/table.js';
import type { OrlogState, Seat } from '../src/state.js';

/** Apply a move through the pure rules, failing loudly if it is illegal. */
export function play(s: OrlogState, seat: Seat, move: string, args: unknown[], rng: Rng): OrlogState {
  const next = applyMove(s, seat, move, args, rng);
  if (next === null) throw new Error(`illegal ${move}(${JSON.stringify(args)}) by ${seat} in step ${s.step}`);
  return next;
}

export function newMatch(mode: Mode, seed: string): { s: OrlogState; rng: Rng } {
  const rng = rngFromSeed(seed);
  return { s: initialState(mode, DEFAULT_RULES, rng), rng };
}

/** One random legal move (seat chosen among the active ones) on the pure rules. */
export function randomStep(
  s: OrlogState,
  rng: Rng,
  botRng: Rng,
): { s: OrlogState; seat: Seat; move: AiMove } {
  const seat = pick(botRng, activeSeats(s));
  const move = pick(botRng, legalMoves(s, seat));
  return { s: play(s, seat, move.move, move.args ?? [], rng), seat, move };
}
