import { expect } from 'chai';
import { resolveScenario, snapshot } from '../helpers.js';

describe("Odin's Sacrifice (priority 7, after: 6/8/10 tokens; sacrifice chosen HP, gain 3/4/5 tokens per HP)", () => {
  for (const [level, cost, per] of [
    [1, 6, 3],
    [2, 8, 4],
    [3, 10, 5],
  ] as const) {
    it(`level ${level}: pays ${cost}, sacrifices 3 HP for ${3 * per} tokens`, () => {
      const { s } = resolveScenario({
        p0: { hp: 10, tokens: 10, choice: { favor: 'odin', level, amount: 3 } },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [7, 15], tokens: [10 - cost + 3 * per, 0] });
    });
  }

  it('never sacrifices below the floor (default 1 HP): the amount is cut', () => {
    const { s, fallen } = resolveScenario({
      p0: { hp: 3, tokens: 6, choice: { favor: 'odin', level: 1, amount: 5 } },
    });
    expect(fallen).to.equal(null);
    expect(snapshot(s)).to.deep.equal({ hp: [1, 15], tokens: [0 + 2 * 3, 0] });
  });

  it('with sacrificeFloor 0 a player may sacrifice to death and loses', () => {
    const { s, fallen } = resolveScenario({
      rules: { sacrificeFloor: 0 },
      p0: { hp: 3, tokens: 6, choice: { favor: 'odin', level: 1, amount: 5 } },
    });
    expect(fallen).to.equal(0);
    expect(s.players[0].hp).to.equal(0);
  });

  it("is not damage: the owner's HP loss does not feed the opponent's Hel or the owner's Mímir", () => {
    const { s } = resolveScenario({
      p0: { hp: 10, tokens: 6, choice: { favor: 'odin', level: 1, amount: 1 } },
    });
    expect(s.log.filter((e) => e.kind === 'damage')).to.have.length(0);
    expect(s.log.find((e) => e.kind === 'sacrifice')?.amount).to.equal(1);
  });
});
