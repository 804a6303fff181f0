import { pick, type Rng, rngFromSeed } from '@skald/core';
import { actor, applyMove, legalMoves } from '../src/rules/apply.js';
import { setupState } from '../src/setup.js';
import type { ValheimState } from '../src/state.js';

/** A seeded random playout on the pure rules, from setup to gameover. */
export function randomPlayout(
  seed: string,
  numPlayers: number,
  maxMoves = 4000,
): { state: ValheimState; moves: number } {
  const rng: Rng = rngFromSeed(seed);
  let s = setupState(numPlayers, {}, rng);
  let moves = 0;
  while (!s.result && moves < maxMoves) {
    const seat = actor(s);
    if (seat === null) break;
    const options = legalMoves(s, seat);
    if (options.length === 0) throw new Error(`no legal move for ${seat} at step ${moves}`);
    const m = pick(rng, options);
    const next = applyMove(s, seat, m.move, m.args ?? [], rng);
    if (!next) throw new Error(`legal move refused: ${JSON.stringify(m)}`);
    s = next;
    moves++;
  }
  return { state: s, moves };
}
