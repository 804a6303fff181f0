import { expect } from 'chai';
import type { FaceSymbol } from '../../src/data/dice.js';
import { resolveScenario, snapshot } from '../helpers.js';

const AXES: FaceSymbol[] = ['axe', 'axe', 'axe', 'axe', 'axe', 'axe'];
// Six helmets, gold on dice 3, 4, 6.
const HELMETS: FaceSymbol[] = ['helmet', 'helmet', 'helmet', 'helmet', 'helmet', 'helmet'];

describe("Víðarr's Might (priority 4: 2/4/6 tokens by ruling → remove 2/4/6 of the opponent's helmets)", () => {
  for (const [level, cost, removed] of [
    [1, 2, 2],
    [2, 4, 4],
    [3, 6, 6],
  ] as const) {
    it(`level ${level}: pays ${cost}; ${removed} helmets removed, ${removed} axes through`, () => {
      const { s } = resolveScenario({
        p0: { tokens: 6, dice: AXES, choice: { favor: 'vidarr', level } },
        p1: { dice: HELMETS },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [15, 15 - removed], tokens: [6 - cost, 3] });
    });
  }

  it('ruling option vidarrCost2 = 3', () => {
    const { s } = resolveScenario({
      rules: { vidarrCost2: 3 },
      p0: { tokens: 6, dice: AXES, choice: { favor: 'vidarr', level: 2 } },
      p1: { dice: HELMETS },
    });
    expect(snapshot(s).tokens).to.deep.equal([3, 3]);
  });

  it("removes helmet points added by the opponent's Baldr too (never below 0)", () => {
    const { s } = resolveScenario({
      p0: { tokens: 2, dice: AXES, choice: { favor: 'vidarr', level: 1 } },
      p1: {
        tokens: 3,
        dice: ['helmet', 'axe', 'axe', 'axe', 'axe', 'axe'],
        choice: { favor: 'baldr', level: 1 },
      },
    });
    // P1: 1 helmet × 2 = 2 points − 2 = 0: all 6 of P0's axes hit.
    expect(s.players[1].hp).to.equal(9);
  });
});
