/** Seeded random playouts on the pure rules (tests and quick checks). */
import { pick, type Rng, rngFromSeed } from '@skald/core';
import { activeSeats, legalMoves } from '../src/rules/engine.js';
import { applyMove } from '../src/rules/table.js';
import { setupState } from '../src/setup.js';
import type { GiantsState } from '../src/state.js';

export interface Playout {
  state: GiantsState;
  moves: number;
}

export function randomPlayout(
  numPlayers: number,
  seed: string,
  cap = 20000,
  rng: Rng = rngFromSeed(seed),
  onStep: (s: GiantsState) => void = () => {},
): Playout {
  let s = setupState(numPlayers, rng);
  let moves = 0;
  while (!s.flow.gameover && moves < cap) {
    const seat = activeSeats(s)[0]!;
    const options = legalMoves(s, seat);
    if (options.length === 0) throw new Error(`seat ${seat} has no move at step ${s.flow.step}`);
    const move = pick(rng, options);
    const next = applyMove(s, seat, move.move, move.args ?? [], rng);
    if (next === null) throw new Error('an enumerated move was rejected');
    s = next;
    moves++;
    onStep(s);
  }
  return { state: s, moves };
}
