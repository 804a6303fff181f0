import { expect } from 'chai';
import { resolveScenario, snapshot } from '../helpers.js';

describe("Iðunn's Rejuvenation (priority 7, after: 4/7/10 tokens → heal 2/4/6)", () => {
  for (const [level, cost, heal] of [
    [1, 4, 2],
    [2, 7, 4],
    [3, 10, 6],
  ] as const) {
    it(`level ${level}: pays ${cost}, heals ${heal}`, () => {
      const { s } = resolveScenario({ p0: { hp: 5, tokens: 10, choice: { favor: 'idunn', level } } });
      expect(snapshot(s)).to.deep.equal({ hp: [5 + heal, 15], tokens: [10 - cost, 0] });
    });
  }

  it('never heals above 15 HP (the cost is still paid)', () => {
    const { s } = resolveScenario({ p0: { hp: 14, tokens: 10, choice: { favor: 'idunn', level: 3 } } });
    expect(snapshot(s)).to.deep.equal({ hp: [15, 15], tokens: [0, 0] });
    expect(s.log.find((e) => e.kind === 'heal')?.amount).to.equal(1);
  });

  it('fizzles when unaffordable', () => {
    const { s } = resolveScenario({ p0: { hp: 5, tokens: 6, choice: { favor: 'idunn', level: 2 } } });
    expect(snapshot(s)).to.deep.equal({ hp: [5, 15], tokens: [6, 0] });
  });
});
