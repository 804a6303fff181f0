import { expect } from 'chai';
import type { FaceSymbol } from '../../src/data/dice.js';
import { resolveScenario, snapshot } from '../helpers.js';

const FOUR_AXES: FaceSymbol[] = ['axe', 'axe', 'axe', 'axe', 'helmet', 'arrow'];
const SHIELDS: FaceSymbol[] = ['shield', 'shield', 'shield', 'shield', 'shield', 'shield'];

describe("Hel's Grip (priority 4, reactive: 6/12/18 tokens → heal 1/2/3 per point of axe damage dealt)", () => {
  for (const [level, cost, hp] of [
    [1, 6, 5 + 4],
    [2, 12, 5 + 8],
    [3, 18, 15], // 5 + 12 → capped
  ] as const) {
    it(`level ${level}: pays ${cost}; 4 axe damage heals to ${hp}`, () => {
      const { s } = resolveScenario({
        p0: { hp: 5, tokens: 18, dice: FOUR_AXES, choice: { favor: 'hel', level } },
        p1: { dice: SHIELDS },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [hp, 11], tokens: [18 - cost, 3] });
    });
  }

  it('arrow damage does not count', () => {
    const { s } = resolveScenario({
      p0: {
        hp: 5,
        tokens: 6,
        dice: ['arrow', 'helmet', 'arrow', 'shield', 'helmet', 'arrow'],
        choice: { favor: 'hel', level: 1 },
      },
      p1: { dice: ['axe', 'axe', 'axe', 'axe', 'axe', 'axe'] },
    });
    // 3 arrows through (no shields), gold arrows on dice 1 and 3; P1's 6 axes vs 2 helmets: 4 damage.
    expect(snapshot(s)).to.deep.equal({ hp: [1, 12], tokens: [2, 0] });
  });
});
