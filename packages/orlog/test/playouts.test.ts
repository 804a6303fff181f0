import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import type { Mode } from '../src/data/rulings.js';
import { descriptor } from '../src/descriptor.js';
import { invariants } from '../src/invariants.js';
import { activeSeats, legalMoves } from '../src/rules/apply.js';
import { choiceOptions, parseChoice } from '../src/rules/choice.js';
import type { OrlogState } from '../src/state.js';
import { newMatch, randomStep } from './play.js';

/** A seeded random game on the pure rules; calls `each` on every state. */
function randomGame(
  mode: Mode,
  seed: string,
  each?: (s: OrlogState) => void,
): { s: OrlogState; moves: number } {
  let { s, rng } = newMatch(mode, seed);
  const bot = rngFromSeed(`bot-${seed}`);
  let moves = 0;
  each?.(s);
  while (s.step !== 'over') {
    s = randomStep(s, rng, bot).s;
    moves++;
    each?.(s);
    if (moves > descriptor.maxMoves) throw new Error(`game ${seed} exceeds maxMoves`);
  }
  return { s, moves };
}

const fakeCtx = { gameover: undefined } as any;

describe('random playouts on the pure rules', () => {
  for (const mode of ['beginner', 'casual', 'expert'] as Mode[]) {
    it(`${mode}: 150 seeded games end with a winner, invariants hold and G stays under 8 KB at every step`, () => {
      let maxSize = 0;
      let maxMoves = 0;
      for (let g = 0; g < 150; g++) {
        const { s, moves } = randomGame(mode, `${mode}-${g}`, (st) => {
          const bad = invariants(st, fakeCtx);
          if (bad.length) throw new Error(`${mode}-${g}: ${bad.join('; ')}`);
          maxSize = Math.max(maxSize, JSON.stringify(st).length);
          // Never an empty move list for an active seat.
          for (const seat of activeSeats(st))
            if (legalMoves(st, seat).length === 0) throw new Error('no moves');
        });
        expect(s.result?.winner).to.be.oneOf(['0', '1']);
        maxMoves = Math.max(maxMoves, moves);
      }
      expect(maxSize).to.be.lessThan(8192);
      expect(maxMoves).to.be.lessThan(descriptor.maxMoves);
    });
  }

  it('every enumerated favor choice parses as legal (enumerate ⊆ legal moves)', () => {
    randomGame('casual', 'enum-check', (st) => {
      if (st.step !== 'favor') return;
      for (const seat of activeSeats(st))
        for (const c of choiceOptions(st, seat)) expect(parseChoice(st, seat, c)).not.to.equal('invalid');
    });
  });

  it('runs thousands of full random games per second on the core (prints the figure)', function () {
    this.timeout(30000);
    const start = performance.now();
    let games = 0;
    let moves = 0;
    while (performance.now() - start < 1500) {
      moves += randomGame('beginner', `speed-${games}`).moves;
      games++;
    }
    const secs = (performance.now() - start) / 1000;
    console.log(
      `      core: ${(games / secs).toFixed(0)} beginner games/s, ${(moves / secs).toFixed(0)} moves/s`,
    );
    expect(games / secs).to.be.greaterThan(200);
  });
});
