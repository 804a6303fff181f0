import { expect } from 'chai';
import type { FaceSymbol } from '../../src/data/dice.js';
import { resolveScenario, snapshot } from '../helpers.js';

// Hands on dice 3 and 5 (no gold there); the opponent has no tokens to steal.
const TWO_HANDS: FaceSymbol[] = ['helmet', 'helmet', 'hand', 'shield', 'hand', 'arrow'];

describe("Bragi's Verve (priority 4: 4/8/12 tokens → gain 2/3/4 tokens per own hand die)", () => {
  for (const [level, cost, per] of [
    [1, 4, 2],
    [2, 8, 3],
    [3, 12, 4],
  ] as const) {
    it(`level ${level}: pays ${cost}; gains ${2 * per}`, () => {
      const { s } = resolveScenario({
        p0: { tokens: 12, dice: TWO_HANDS, choice: { favor: 'bragi', level } },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [15, 15], tokens: [12 - cost + 2 * per, 0] });
    });
  }

  it('the hands still steal afterwards', () => {
    const { s } = resolveScenario({
      p0: { tokens: 4, dice: TWO_HANDS, choice: { favor: 'bragi', level: 1 } },
      p1: { tokens: 1 },
    });
    expect(snapshot(s).tokens).to.deep.equal([4 - 4 + 4 + 1, 0]);
  });
});
