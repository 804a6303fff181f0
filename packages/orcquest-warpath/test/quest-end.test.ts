import { expect } from 'chai';
import { orcQuestCampaign } from '../src/campaign.js';
import { newItem } from '../src/rules/characters/gear.js';
import { questSave } from '../src/rules/phases/quest-end.js';
import { setupState } from '../src/setup.js';
import { makeState } from './helpers.js';

const over = (badass: number, badassLimit: number, won: boolean) => {
  const G = makeState({ heroes: [{ hero: 'mek', pos: null }], badass });
  G.badassLimit = badassLimit;
  G.carryIn = { badass: 3, badassLimit: 30 };
  G.result = won ? { winners: ['0'], score: 1 } : { winners: [], score: 0 };
  G.phase = 'over';
  return G;
};
const save = (badass: number, badassLimit: number, scenario = 'c1q1') => ({
  campaign: 'orcquest-warpath',
  version: 1,
  scenario,
  carry: { badass, badassLimit },
});

/** Mek's starting Stuff and nothing learnt: what a Quest he only walked through carries (line 739). */
const MEK_CARRY = {
  hero: 'mek',
  gear: { hands: [newItem('dagger'), newItem('dagger')], body: null, artifact: null },
  inventory: [],
  learned: [],
};

describe('orcquest End of Quest and the campaign (lines 161, 730-740)', () => {
  it('"12 Badass points and a Limit of 20… 2 points and a Limit of 30" (line 737)', () => {
    expect(questSave(over(12, 20, true))).to.deep.equal({
      version: 1,
      quest: 'c1q1',
      won: true,
      badass: 2,
      badassLimit: 30,
      heroes: [MEK_CARRY],
    });
  });

  it('R53: short of points, the Heroes repay what they can; the rest of the debt stays on the Limit', () => {
    expect(questSave(over(4, 20, true))).to.include({ badass: 0, badassLimit: 24 });
    expect(questSave(makeState({ heroes: [{ hero: 'mek', pos: null }] })), 'not over yet').to.equal(null);
  });

  it('a new campaign starts at 0 / 30 (line 162); a save sets the Badass Track (line 161)', () => {
    const fresh = setupState(1, () => 0);
    expect([fresh.badass, fresh.badassLimit]).to.deep.equal([0, 30]);
    const carried = setupState(2, () => 0, { campaign: save(2, 20) });
    expect([carried.badass, carried.badassLimit, carried.carryIn]).to.deep.equal([
      2,
      20,
      { badass: 2, badassLimit: 20 },
    ]);
  });

  it('a lost Quest is retried with the Badass Track it began with', () => {
    const ctx = { gameover: { winners: [], score: 0 }, numPlayers: 1 };
    expect(orcQuestCampaign.next(over(9, 20, false), ctx)).to.deep.equal(save(3, 30));
  });

  it('a won Quest continues to the next with the repaid Badass Track; a won Quest 3 ends the campaign', () => {
    const ctx = { gameover: { winners: ['0'], score: 1 }, numPlayers: 1 };
    // 9 points against a debt of 10 on the Limit: all 9 repay it (line 737, ruling R53).
    const withMek = (s: ReturnType<typeof save>) => ({ ...s, carry: { ...s.carry, heroes: [MEK_CARRY] } });
    expect(orcQuestCampaign.next(over(9, 20, true), ctx)).to.deep.equal(withMek(save(0, 29, 'c1q2')));
    expect(orcQuestCampaign.next(over(12, 20, true), ctx)).to.deep.equal(withMek(save(2, 30, 'c1q2')));
    const second = over(5, 30, true);
    second.quest = 'c1q2';
    expect(orcQuestCampaign.next(second, ctx)).to.deep.equal(withMek(save(5, 30, 'c1q3')));
    const third = over(5, 30, true);
    third.quest = 'c1q3';
    expect(orcQuestCampaign.next(third, ctx)).to.equal(undefined);
  });

  it('saves are validated: points above the Limit, a Limit below 10, unknown keys are refused', () => {
    expect(orcQuestCampaign.validateSave(save(2, 20)).ok).to.equal(true);
    expect(orcQuestCampaign.validateSave(save(21, 20)).ok).to.equal(false);
    expect(orcQuestCampaign.validateSave(save(0, 5)).ok).to.equal(false);
    expect(
      orcQuestCampaign.validateSave({ ...save(2, 20), carry: { badass: 2, badassLimit: 20, gold: 1 } }).ok,
    ).to.equal(false);
  });
});
