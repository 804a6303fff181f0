import { pick, type Rng, rngFromSeed } from '@skald/core';
import { activeSeats, applyMove, legalMoves } from '../src/rules/apply.js';
import { setupState } from '../src/setup.js';
import type { OrcQuestState } from '../src/state.js';

/** A seeded random playout through the pure rules: the final state and the number of moves. */
export function randomPlayout(
  seed: string,
  numPlayers: number,
  cap = 5000,
): { state: OrcQuestState; moves: number } {
  const rng: Rng = rngFromSeed(seed);
  let s = setupState(numPlayers, rng);
  let moves = 0;
  while (!s.result && moves < cap) {
    const seats = activeSeats(s);
    if (seats.length === 0) throw new Error(`no active seat at move ${moves}`);
    const seat = pick(rng, seats);
    const legal = legalMoves(s, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} has no legal move at ${moves}`);
    const m = pick(rng, legal);
    const next = applyMove(s, seat, m.move, m.args ?? [], rng);
    if (!next) throw new Error(`legal move rejected: ${JSON.stringify(m)}`);
    s = next;
    moves++;
  }
  return { state: s, moves };
}

/** A seeded random playout from a given state; `each` sees every state reached. */
export function randomPlayoutFrom(
  seed: string,
  start: OrcQuestState,
  each: (s: OrcQuestState) => void = () => {},
  cap = 5000,
): { state: OrcQuestState; moves: number } {
  const rng: Rng = rngFromSeed(seed);
  let s = start;
  let moves = 0;
  while (!s.result && moves < cap) {
    const seat = pick(rng, activeSeats(s));
    const m = pick(rng, legalMoves(s, seat));
    s = applyMove(s, seat, m.move, m.args ?? [], rng) as OrcQuestState;
    each(s);
    moves++;
  }
  return { state: s, moves };
}
