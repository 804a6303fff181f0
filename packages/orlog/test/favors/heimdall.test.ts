import { expect } from 'chai';
import type { FaceSymbol } from '../../src/data/dice.js';
import { QUIET, resolveScenario, snapshot } from '../helpers.js';

// P1: 4 axes and 2 arrows (die 5 arrow is gold). Against QUIET (3 helmets, 2 shields): 3 + 2 blocked, 1 axe through.
const RAID: FaceSymbol[] = ['axe', 'axe', 'axe', 'axe', 'arrow', 'arrow'];

describe("Heimdall's Watch (priority 4, reactive: 4/7/10 tokens → heal 1/2/3 per attack blocked)", () => {
  for (const [level, cost, per, hp] of [
    [1, 4, 1, 1 + 3 + 2],
    [2, 7, 2, 1 + 6 + 4],
    [3, 10, 3, 15], // 1 + 9 = 10, + 6 = 16 → capped at 15
  ] as const) {
    it(`level ${level}: pays ${cost}; heals ${per} per block after each attack step`, () => {
      const { s } = resolveScenario({
        p0: { hp: 2, tokens: 10, dice: QUIET, choice: { favor: 'heimdall', level } },
        p1: { dice: RAID },
      });
      expect(snapshot(s)).to.deep.equal({ hp: [hp, 14], tokens: [10 - cost, 1] });
    });
  }

  it('cannot save a player killed in the same attack step (damage lands before the heal)', () => {
    const { s, fallen } = resolveScenario({
      p0: { hp: 1, tokens: 4, dice: QUIET, choice: { favor: 'heimdall', level: 1 } },
      p1: { dice: RAID },
    });
    expect(fallen).to.equal(0);
    expect(s.log.some((e) => e.kind === 'heal')).to.equal(false);
  });
});
