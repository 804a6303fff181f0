import { expect } from 'chai';
import type { FaceSymbol } from '../../src/data/dice.js';
import { resolveScenario, snapshot } from '../helpers.js';

// Arrows on dice 4 and 6 (no gold); P1 (QUIET) has 2 shields.
const TWO_ARROWS: FaceSymbol[] = ['helmet', 'helmet', 'shield', 'arrow', 'helmet', 'arrow'];

describe("Skaði's Hunt (priority 4: 6/10/14 tokens by ruling → +1/+2/+3 arrows per own arrow die)", () => {
  for (const [level, cost, arrows] of [
    [1, 6, 4],
    [2, 10, 6],
    [3, 14, 8],
  ] as const) {
    it(`level ${level}: pays ${cost}; 2 arrow dice shoot ${arrows}, 2 blocked`, () => {
      const { s } = resolveScenario({
        p0: { tokens: 14, dice: TWO_ARROWS, choice: { favor: 'skadi', level } },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [15, 15 - (arrows - 2)], tokens: [14 - cost, 0] });
    });
  }

  it('ruling option 6/8/10 changes the costs', () => {
    const { s } = resolveScenario({
      rules: { skadiCosts: '6/8/10' },
      p0: { tokens: 10, dice: TWO_ARROWS, choice: { favor: 'skadi', level: 3 } },
    });
    expect(snapshot(s)).to.deep.equal({ hp: [15, 9], tokens: [0, 0] });
  });
});
