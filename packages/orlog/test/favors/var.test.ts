import { expect } from 'chai';
import { resolveScenario, snapshot } from '../helpers.js';

describe("Vár's Bond (priority 1, reactive: 10/14/18 tokens → heal 1/2/3 per token the opponent spends)", () => {
  // P1 spends 4 on Thor's Strike L1 (2 damage) after the resolution.
  for (const [level, cost, perToken] of [
    [1, 10, 1],
    [2, 14, 2],
    [3, 18, 3],
  ] as const) {
    it(`level ${level}: pays ${cost}; heals ${4 * perToken} when P1 spends 4, before Thor's 2 damage`, () => {
      const { s } = resolveScenario({
        p0: { hp: 2, tokens: 18, choice: { favor: 'var', level } },
        p1: { tokens: 4, choice: { favor: 'thor', level: 1 } },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [2 + 4 * perToken - 2, 15], tokens: [18 - cost, 0] });
      const heal = s.log.find((e) => e.kind === 'heal' && e.seat === 0);
      expect(heal?.amount).to.equal(4 * perToken);
    });
  }

  it('counts tokens spent before resolution too, and heals are capped at 15', () => {
    // P1 spends 9 on Baldr L3 (priority 4): heal 9 × 1, from 10 HP capped at 15.
    const { s } = resolveScenario({
      p0: { hp: 10, tokens: 10, choice: { favor: 'var', level: 1 } },
      p1: { tokens: 9, choice: { favor: 'baldr', level: 3 } },
    });
    expect(snapshot(s)).to.deep.equal({ hp: [15, 15], tokens: [0, 0] });
  });

  it('counts nothing when the opponent’s favor fizzles (nothing was spent)', () => {
    const { s } = resolveScenario({
      p0: { hp: 5, tokens: 10, choice: { favor: 'var', level: 1 } },
      p1: { tokens: 3, choice: { favor: 'thor', level: 1 } },
    });
    expect(snapshot(s)).to.deep.equal({ hp: [5, 15], tokens: [0, 3] });
  });

  it('counts spending that came earlier in the round (second player at priority 1)', () => {
    // P1 is first and pays Thrymr (3) before P0's Vár: Vár heals for it when invoked.
    const { s } = resolveScenario({
      first: 1,
      p0: { hp: 5, tokens: 10, choice: { favor: 'var', level: 1 } },
      p1: { tokens: 3, choice: { favor: 'thrymr', level: 1 } },
    });
    // Thrymr lowers Vár L1 to 0 before it is invoked: Vár is paid, but has no effect.
    expect(snapshot(s)).to.deep.equal({ hp: [5, 15], tokens: [0, 0] });
    const { s: s2 } = resolveScenario({
      first: 1,
      p0: { hp: 5, tokens: 14, choice: { favor: 'var', level: 2 } },
      p1: { tokens: 3, choice: { favor: 'thrymr', level: 1 } },
    });
    // Lowered to level 1: heals 1 × 3 for the Thrymr payment made before it.
    expect(snapshot(s2)).to.deep.equal({ hp: [8, 15], tokens: [0, 0] });
  });
});
