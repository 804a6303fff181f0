import { expect } from 'chai';
import { resolveScenario, snapshot } from '../helpers.js';

describe("Týr's Pledge (priority 3 by ruling: 4/6/8 tokens; sacrifice chosen HP, destroy 2/3/4 tokens per HP)", () => {
  for (const [level, cost, per] of [
    [1, 4, 2],
    [2, 6, 3],
    [3, 8, 4],
  ] as const) {
    it(`level ${level}: pays ${cost}; sacrifices 2 HP to destroy ${2 * per}`, () => {
      const { s } = resolveScenario({
        p0: { tokens: 8, choice: { favor: 'tyr', level, amount: 2 } },
        p1: { tokens: 10 },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [13, 15], tokens: [8 - cost, 10 - 2 * per] });
    });
  }

  it('destroys no more than the opponent has and never sacrifices the last HP', () => {
    const { s } = resolveScenario({
      p0: { hp: 3, tokens: 8, choice: { favor: 'tyr', level: 3, amount: 5 } },
      p1: { tokens: 5 },
    });
    expect(snapshot(s)).to.deep.equal({ hp: [1, 15], tokens: [0, 0] });
  });

  it('priority 3 (default) acts after a priority-2 favor is paid; priority 1 (ruling option) before', () => {
    const base = {
      p0: { tokens: 8, choice: { favor: 'tyr', level: 3, amount: 2 } },
      p1: { tokens: 10, choice: { favor: 'loki', level: 1, targets: [0] } },
    } as const;
    // Priority 3: Loki paid (10 → 7), then Týr destroys 8 → 0. P0's die 1 is banned.
    const late = resolveScenario(base).s;
    expect(snapshot(late).tokens).to.deep.equal([0, 0]);
    expect(late.players[0].banned).to.equal(1);
    // Priority 1: Týr destroys 8 first (10 → 2), Loki (3) fizzles: no ban.
    const early = resolveScenario({ ...base, rules: { tyrPriority: 1 } }).s;
    expect(snapshot(early).tokens).to.deep.equal([0, 2]);
    expect(early.players[0].banned).to.equal(0);
  });
});
