import { expect } from 'chai';
import { resolveScenario, snapshot } from '../helpers.js';

describe("Thor's Strike (priority 6, after resolution: 4/8/12 tokens → 2/5/8 damage)", () => {
  for (const [level, cost, dmg] of [
    [1, 4, 2],
    [2, 8, 5],
    [3, 12, 8],
  ] as const) {
    it(`level ${level}: pays ${cost}, deals ${dmg}`, () => {
      const { s } = resolveScenario({ p0: { tokens: 12, choice: { favor: 'thor', level } } });
      expect(snapshot(s)).to.deep.equal({ hp: [15, 15 - dmg], tokens: [12 - cost, 0] });
    });
  }

  it('fizzles when unaffordable: nothing paid, no damage', () => {
    const { s } = resolveScenario({ p0: { tokens: 7, choice: { favor: 'thor', level: 2 } } });
    expect(snapshot(s)).to.deep.equal({ hp: [15, 15], tokens: [7, 0] });
    expect(s.log.some((e) => e.kind === 'fizzle' && e.seat === 0)).to.equal(true);
  });

  it("is paid with this round's gold tokens (collected before it is invoked)", () => {
    // Gold: die1 arrow, die2 hand, die3 helmet, die4 hand → 4 tokens; P1 has no tokens to lose to the hands.
    const { s } = resolveScenario({
      p0: {
        tokens: 0,
        dice: ['arrow', 'hand', 'helmet', 'hand', 'helmet', 'arrow'],
        choice: { favor: 'thor', level: 1 },
      },
    });
    // P0's arrows (2) vs P1's shields (2): blocked; P1's arrow meets no shield: 1 damage.
    // Thor: 2 damage, paid with the 4 gold tokens.
    expect(snapshot(s)).to.deep.equal({ hp: [14, 13], tokens: [0, 0] });
  });

  it('can finish the opponent after the dice', () => {
    const { s, fallen } = resolveScenario({
      p0: { tokens: 4, choice: { favor: 'thor', level: 1 } },
      p1: { hp: 2 },
    });
    expect(fallen).to.equal(1);
    expect(s.players[1].hp).to.equal(0);
  });
});
