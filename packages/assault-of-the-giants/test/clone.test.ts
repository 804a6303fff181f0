import { expect } from 'chai';
import { cloneState } from '../src/rules/clone.js';
import { randomPlayout } from './play.js';

/** Every object reachable from `a`, to check that a copy shares none of them. */
function objects(x: unknown, out = new Set<object>()): Set<object> {
  if (typeof x === 'object' && x !== null) {
    out.add(x);
    for (const v of Object.values(x)) objects(v, out);
  }
  return out;
}

describe('assault-of-the-giants state copy', () => {
  for (const [n, cap] of [
    [3, 40],
    [4, 120],
    [5, 10_000],
  ] as const) {
    it(`copies a ${n}-player state (after ${cap} moves) exactly, sharing no object`, () => {
      const s = randomPlayout(n, `clone-${n}`, cap).state;
      const c = cloneState(s);
      expect(JSON.stringify(c)).to.equal(JSON.stringify(s));
      const mine = objects(s);
      for (const o of objects(c)) expect(mine.has(o)).to.equal(false);
    });
  }

  it('copies a state in the middle of a battle', () => {
    let found = false;
    for (let i = 0; i < 40 && !found; i++) {
      for (let cap = 20; cap < 400 && !found; cap += 7) {
        const s = randomPlayout(4, `battle-${i}`, cap).state;
        if (!s.flow.combat) continue;
        found = true;
        const c = cloneState(s);
        expect(JSON.stringify(c)).to.equal(JSON.stringify(s));
        const mine = objects(s);
        for (const o of objects(c)) expect(mine.has(o)).to.equal(false);
      }
    }
    expect(found).to.equal(true);
  });
});
