import { expect } from 'chai';
import { resolveScenario, snapshot } from '../helpers.js';

describe("Thrymr's Theft (priority 1: 3/6/9 tokens → opponent's favor −1/−2/−3 levels, full cost still paid)", () => {
  // P1 chooses Thor's Strike level 3 (12 tokens, 8 damage); Thrymr lowers it to 2 (5), 1 (2) or nothing.
  for (const [level, cost, thorDamage] of [
    [1, 3, 5],
    [2, 6, 2],
    [3, 9, 0],
  ] as const) {
    it(`level ${level}: pays ${cost}; Thor L3 hits for ${thorDamage} and still costs 12`, () => {
      const { s } = resolveScenario({
        p0: { tokens: 9, choice: { favor: 'thrymr', level } },
        p1: { tokens: 12, choice: { favor: 'thor', level: 3 } },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [15 - thorDamage, 15], tokens: [9 - cost, 0] });
    });
  }

  it('an unaffordable Thrymr lowers nothing', () => {
    const { s } = resolveScenario({
      p0: { tokens: 2, choice: { favor: 'thrymr', level: 1 } },
      p1: { tokens: 12, choice: { favor: 'thor', level: 3 } },
    });
    expect(snapshot(s)).to.deep.equal({ hp: [7, 15], tokens: [2, 0] });
  });

  it('Thrymr against Thrymr: the first player’s goes first and empties the second’s', () => {
    const { s } = resolveScenario({
      first: 0,
      p0: { tokens: 3, favors: ['thrymr', 'thor'], choice: { favor: 'thrymr', level: 1 } },
      p1: { tokens: 3, choice: { favor: 'thrymr', level: 1 } },
    });
    expect(snapshot(s).tokens).to.deep.equal([0, 0]);
    const noEffect = s.log.filter((e) => e.kind === 'thrymr' && e.amount === 0);
    expect(noEffect.map((e) => e.seat)).to.deep.equal([1]);
  });

  it('lowers a reactive favor already in force (Vár’s Bond of the first player)', () => {
    // P0 (first) invokes Vár L2 (14) at priority 1. P1's Thrymr payment (3) is watched while Vár is still
    // level 2 (heal 6); the theft then lowers Vár to level 1 for the rest of the round.
    const { s } = resolveScenario({
      first: 0,
      p0: { hp: 5, tokens: 14, choice: { favor: 'var', level: 2 } },
      p1: { tokens: 3, choice: { favor: 'thrymr', level: 1 } },
    });
    expect(snapshot(s)).to.deep.equal({ hp: [11, 15], tokens: [0, 0] });
  });
});
