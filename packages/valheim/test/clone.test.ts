import { pick, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { actor, applyMove, legalMoves } from '../src/rules/apply.js';
import { clone } from '../src/rules/util.js';
import { setupState } from '../src/setup.js';
import type { ValheimState } from '../src/state.js';

/** Every object and array reachable from G, to check that a copy shares none of them. */
function containers(x: unknown, out: Set<unknown> = new Set()): Set<unknown> {
  if (x && typeof x === 'object') {
    out.add(x);
    for (const v of Object.values(x)) containers(v, out);
  }
  return out;
}

describe('valheim state copy', () => {
  it('equals a JSON round trip and shares no object with the original, on random-playout states (whose legal moves never repeat)', () => {
    for (let g = 0; g < 6; g++) {
      const rng = rngFromSeed(`clone/${g}`);
      let s: ValheimState = setupState(1 + (g % 4), {}, rng);
      for (let i = 0; i < 400 && !s.result; i++) {
        const c = clone(s);
        expect(c).to.deep.equal(JSON.parse(JSON.stringify(s)));
        const mine = containers(s);
        for (const x of containers(c)) expect(mine.has(x)).to.equal(false);
        const seat = actor(s) as number;
        const legal = legalMoves(s, seat);
        // The list never repeats a move (bots would weigh it twice).
        expect(new Set(legal.map((x) => JSON.stringify(x))).size).to.equal(legal.length);
        const m = pick(rng, legal);
        s = applyMove(s, seat, m.move, m.args ?? [], rng) as ValheimState;
      }
    }
  });
});
