import { expect } from 'chai';
import { orcQuestCampaign } from '../src/campaign.js';
import { QUEST1 } from '../src/data/quest1.js';
import { QUEST2 } from '../src/data/quest2.js';
import { CAMPAIGN_QUESTS, QUESTS } from '../src/data/quests.js';
import { invariants } from '../src/invariants.js';
import { applyMove, legalMoves } from '../src/rules/apply.js';
import { questBoard } from '../src/rules/board/board.js';
import { setupState } from '../src/setup.js';
import type { OrcQuestState } from '../src/state.js';
import { randomPlayoutFrom } from './play.js';

const quest2Save = (badass: number, badassLimit: number) => ({
  campaign: 'orcquest-warpath',
  version: 1,
  scenario: 'c1q2',
  carry: { badass, badassLimit },
});

describe('orcquest Chapter 1, Quest 2 as data and the campaign carry-over', () => {
  it('the campaign lists Quests 1, 2, 3; Quest 2 is a valid board (doors between neighbours, free squares)', () => {
    expect(orcQuestCampaign.scenarios).to.deep.equal(['c1q1', 'c1q2', 'c1q3']);
    expect(CAMPAIGN_QUESTS.map((q) => q.id)).to.deep.equal(['c1q1', 'c1q2', 'c1q3']);
    expect(QUESTS.c1q2).to.equal(QUEST2);
    expect(QUEST2.source).to.equal('assumed');
    expect(QUEST2.terrain).to.have.length(QUEST2.height);
    for (const row of QUEST2.terrain) expect(row).to.have.length(QUEST2.width);
    const b = questBoard('c1q2');
    expect(b.quest).to.equal(QUEST2);
    expect(questBoard()).to.equal(questBoard('c1q1'));
    for (const d of QUEST2.doors) {
      const [ax, ay] = d.a.split(',').map(Number);
      const [bx, by] = d.b.split(',').map(Number);
      expect(Math.abs((ax ?? 0) - (bx ?? 0)) + Math.abs((ay ?? 0) - (by ?? 0)), d.id).to.equal(1);
    }
    for (const sq of [
      ...QUEST2.heroEntrance,
      ...QUEST2.heroExit,
      ...QUEST2.objectives,
      ...QUEST2.patrols.flatMap((p) => [...p.squares, p.bell]),
    ]) {
      const [x, y] = sq.split(',').map(Number);
      expect(['.', ',', 'f', 's'], sq).to.include(QUEST2.terrain[y ?? 0]?.[x ?? 0]);
    }
  });

  it("a Quest 2 save starts Quest 2 with the save's Badass Track; anything else starts Quest 1", () => {
    const s = setupState(2, () => 0, { campaign: quest2Save(4, 26) });
    expect(s.quest).to.equal('c1q2');
    expect([s.badass, s.badassLimit, s.carryIn]).to.deep.equal([4, 26, { badass: 4, badassLimit: 26 }]);
    expect(s.objectives).to.deep.equal(QUEST2.objectives);
    expect(Object.keys(s.doors).sort()).to.deep.equal(['guardhouse-door', 'mill-door']);
    expect(s.pools.main).to.have.length(QUEST2.pools.main.length);
    expect(setupState(1, () => 0).quest).to.equal(QUEST1.id);
    expect(setupState(1, () => 0, { campaign: { ...quest2Save(4, 26), scenario: 'c9q9' } }).quest).to.equal(
      'c1q1',
    );
  });

  it('Heroes enter Quest 2 on its own Entrance squares, not on Quest 1’s', () => {
    const s = setupState(1, () => 0, { campaign: quest2Save(0, 30) });
    const enters = legalMoves(s, 0)
      .filter((m) => m.move === 'enter')
      .map((m) => m.args?.[0]);
    expect(enters).to.deep.equal(QUEST2.heroEntrance);
    expect(applyMove(s, 0, 'enter', ['0,6'], () => 0)).to.equal(null);
    expect(applyMove(s, 0, 'enter', ['0,4'], () => 0)?.heroes[0]?.pos).to.equal('0,4');
  });

  it('seeded random playouts of Quest 2 (1-4 Heroes) end, on Quest 2, with no invariant broken', () => {
    for (let g = 0; g < 12; g++) {
      const seen: OrcQuestState[] = [];
      const { state } = randomPlayoutFrom(
        `quest2/${g}`,
        setupState(1 + (g % 4), () => 0.3, { campaign: quest2Save(0, 30) }),
        (s) => seen.push(s),
      );
      expect(state.result, `game ${g}`).to.not.equal(null);
      expect(state.quest).to.equal('c1q2');
      for (const s of seen) expect(invariants(s), `game ${g}`).to.deep.equal([]);
    }
  });

  it('a lost Quest 2 is retried as Quest 2 with the Track it began with', () => {
    const s = setupState(1, () => 0, { campaign: quest2Save(4, 26) });
    s.result = { winners: [], score: 0 };
    s.badass = 0;
    expect(orcQuestCampaign.next(s, { gameover: s.result, numPlayers: 1 } as never)).to.deep.equal(
      quest2Save(4, 26),
    );
  });
});
