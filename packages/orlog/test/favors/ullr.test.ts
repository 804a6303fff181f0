import { expect } from 'chai';
import type { FaceSymbol } from '../../src/data/dice.js';
import { resolveScenario, snapshot } from '../helpers.js';

// Five arrows (gold on dice 1, 3, 5) against six shields (gold on dice 2, 5, 6).
const ARROWS: FaceSymbol[] = ['arrow', 'helmet', 'arrow', 'arrow', 'arrow', 'arrow'];
const SHIELDS: FaceSymbol[] = ['shield', 'shield', 'shield', 'shield', 'shield', 'shield'];

describe("Ullr's Aim (priority 4: 2/3/4 tokens → 2/3/6 of your arrows ignore shields)", () => {
  for (const [level, cost, through] of [
    [1, 2, 2],
    [2, 3, 3],
    [3, 4, 5], // 6 may ignore shields, but only 5 arrows are shot
  ] as const) {
    it(`level ${level}: pays ${cost}; ${through} arrows get through six shields`, () => {
      const { s } = resolveScenario({
        p0: { tokens: 4, dice: ARROWS, choice: { favor: 'ullr', level } },
        p1: { dice: SHIELDS },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [15, 15 - through], tokens: [4 - cost + 3, 3] });
    });
  }

  it('the arrows that do not ignore shields are still blocked normally', () => {
    // 5 arrows, Ullr L1: 2 pass; the other 3 meet 2 shields (QUIET) → 1 more through.
    const { s } = resolveScenario({ p0: { tokens: 2, dice: ARROWS, choice: { favor: 'ullr', level: 1 } } });
    expect(s.players[1].hp).to.equal(12);
  });
});
