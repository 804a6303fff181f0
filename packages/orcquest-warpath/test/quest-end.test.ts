import { expect } from 'chai';
import { questSave, setupDataFromSave } from '../src/rules/quest-end.js';
import { setupState } from '../src/setup.js';
import { makeState } from './helpers.js';

const over = (badass: number, badassLimit: number) => {
  const G = makeState({ heroes: [{ hero: 'mek', pos: null }], badass });
  G.badassLimit = badassLimit;
  G.result = { winners: ['0'], score: 1 };
  G.phase = 'over';
  return G;
};

describe('orcquest End of Quest and the campaign save (lines 161, 730-740)', () => {
  it('"12 Badass points and a Limit of 20… next Quest with 2 points and a Limit of 30" (line 737)', () => {
    const save = questSave(over(12, 20));
    expect(save).to.deep.equal({ version: 1, quest: 'c1q1', won: true, badass: 2, badassLimit: 30 });
    const next = setupState(2, () => 0, setupDataFromSave(save as NonNullable<typeof save>));
    expect([next.badass, next.badassLimit]).to.deep.equal([2, 30]);
  });

  it('R53: short of points, the Heroes repay what they can; the rest of the debt stays on the Limit', () => {
    expect(questSave(over(4, 20))).to.include({ badass: 0, badassLimit: 24 });
  });

  it('no save before the Quest is over', () => {
    expect(questSave(makeState({ heroes: [{ hero: 'mek', pos: null }] }))).to.equal(null);
  });

  it('the first game starts at 0 / 30; Badass points never start above the Limit (line 493)', () => {
    expect([setupState(1, () => 0).badass, setupState(1, () => 0).badassLimit]).to.deep.equal([0, 30]);
    const s = setupState(1, () => 0, { badass: 25, badassLimit: 20 });
    expect([s.badass, s.badassLimit]).to.deep.equal([20, 20]);
  });
});
