import { expect } from 'chai';
import type { FaceSymbol } from '../../src/data/dice.js';
import { resolveScenario, snapshot } from '../helpers.js';

const SHIELDS: FaceSymbol[] = ['shield', 'shield', 'shield', 'shield', 'shield', 'shield'];
const FOUR_AXES: FaceSymbol[] = ['axe', 'axe', 'axe', 'axe', 'helmet', 'arrow'];

describe("Mímir's Wisdom (priority 4, reactive: 3/5/7 tokens → gain 1/2/3 tokens per point of damage taken)", () => {
  // P0 (six shields, 3 gold) takes 4 axe damage.
  for (const [level, cost, per] of [
    [1, 3, 1],
    [2, 5, 2],
    [3, 7, 3],
  ] as const) {
    it(`level ${level}: pays ${cost}; 4 damage pays ${4 * per}`, () => {
      const { s } = resolveScenario({
        p0: { tokens: 7, dice: SHIELDS, choice: { favor: 'mimir', level } },
        p1: { dice: FOUR_AXES },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [11, 15], tokens: [7 - cost + 3 + 4 * per, 0] });
    });
  }

  it("counts Thor's Strike damage after the resolution", () => {
    const { s } = resolveScenario({
      p0: { tokens: 3, choice: { favor: 'mimir', level: 1 } },
      p1: { tokens: 4, choice: { favor: 'thor', level: 1 } },
    });
    expect(snapshot(s)).to.deep.equal({ hp: [13, 15], tokens: [2, 0] });
  });
});
