import { expect } from 'chai';
import type { FaceSymbol } from '../../src/data/dice.js';
import { resolveScenario, snapshot } from '../helpers.js';

// Two arrow dice (dice 4 and 6, no gold); P1's two shields block them.
const TWO_ARROWS: FaceSymbol[] = ['helmet', 'helmet', 'shield', 'arrow', 'helmet', 'arrow'];

describe("Skuld's Claim (priority 3: 4/6/8 tokens → destroy 2/3/4 opponent tokens per own arrow die)", () => {
  for (const [level, cost, per] of [
    [1, 4, 2],
    [2, 6, 3],
    [3, 8, 4],
  ] as const) {
    it(`level ${level}: pays ${cost}; destroys ${2 * per}`, () => {
      const { s } = resolveScenario({
        p0: { tokens: 8, dice: TWO_ARROWS, choice: { favor: 'skuld', level } },
        p1: { tokens: 20 },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [15, 15], tokens: [8 - cost, 20 - 2 * per] });
    });
  }

  it('never takes the opponent below 0 tokens', () => {
    const { s } = resolveScenario({
      p0: { tokens: 8, dice: TWO_ARROWS, choice: { favor: 'skuld', level: 3 } },
      p1: { tokens: 3 },
    });
    expect(snapshot(s).tokens).to.deep.equal([0, 0]);
  });

  it('counts arrow dice, not arrow strength, and ignores banned arrows', () => {
    const { s } = resolveScenario({
      first: 1,
      p0: { tokens: 4, dice: TWO_ARROWS, choice: { favor: 'skuld', level: 1 } },
      p1: { tokens: 20, choice: { favor: 'loki', level: 1, targets: [3] } },
    });
    // P1 pays 3 for Loki (20 → 17) and bans die 4: one arrow die left → 2 destroyed → 15.
    expect(snapshot(s).tokens).to.deep.equal([0, 15]);
  });
});
