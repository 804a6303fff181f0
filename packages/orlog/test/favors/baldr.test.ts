import { expect } from 'chai';
import type { FaceSymbol } from '../../src/data/dice.js';
import { resolveScenario, snapshot } from '../helpers.js';

const AXES: FaceSymbol[] = ['axe', 'axe', 'axe', 'axe', 'axe', 'axe'];

describe("Baldr's Invulnerability (priority 4: 3/6/9 tokens → +1/+2/+3 blocks per own helmet or shield die)", () => {
  // P0: one helmet (die 1), five axes. P1: six axes. Unmodified, 5 of P1's axes get through.
  for (const [level, cost, bonus] of [
    [1, 3, 1],
    [2, 6, 2],
    [3, 9, 3],
  ] as const) {
    it(`level ${level}: pays ${cost}; the helmet blocks ${1 + bonus}`, () => {
      const { s } = resolveScenario({
        p0: {
          tokens: 9,
          dice: ['helmet', 'axe', 'axe', 'axe', 'axe', 'axe'],
          choice: { favor: 'baldr', level },
        },
        p1: { dice: AXES },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [15 - (6 - (1 + bonus)), 10], tokens: [9 - cost, 0] });
    });
  }

  it('works on shields against arrows', () => {
    // P0: shields on dice 3 and 4 (no gold); P1: arrows on dice 1, 3, 5 (gold) and 4, 6 → 5 arrows, 3 gold.
    const { s } = resolveScenario({
      p0: {
        tokens: 3,
        dice: ['helmet', 'helmet', 'shield', 'shield', 'helmet', 'axe'],
        choice: { favor: 'baldr', level: 1 },
      },
      p1: { dice: ['arrow', 'axe', 'arrow', 'arrow', 'arrow', 'arrow'] },
    });
    // 2 shields × 2 = 4 blocks of 5 arrows → 1 damage. P1's axe meets 3 helmets; P0's axe meets none.
    expect(snapshot(s)).to.deep.equal({ hp: [14, 14], tokens: [0, 3] });
  });
});
