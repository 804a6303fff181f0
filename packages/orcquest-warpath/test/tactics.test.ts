import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { core } from '../src/ai.js';
import { activeSeats, applyMove, legalMoves } from '../src/rules/apply.js';
import { dangerZones } from '../src/rules/board/geometry.js';
import { board } from '../src/rules/world.js';
import { setupState } from '../src/setup.js';
import type { OrcQuestState } from '../src/state.js';
import { dangerOf, navOfState } from '../src/tactics.js';
import { QUEST2_SETUP } from './helpers.js';

const policy = core.playoutMove as NonNullable<typeof core.playoutMove>;

describe('orcquest bot tactics (src/tactics.ts) against the rules', () => {
  it("dangerOf counts every square's Danger Zones as the rules' dangerZones does (seeded games, Quests 1 and 2)", () => {
    let compared = 0;
    for (let g = 0; g < 6; g++) {
      const rng = rngFromSeed(`tactics/${g}`);
      let s: OrcQuestState = setupState(1 + (g % 4), rng, g % 2 === 1 ? QUEST2_SETUP : undefined);
      for (let i = 0; !s.result && i < 1500; i++) {
        const nav = navOfState(s);
        const want = new Uint8Array(nav.width * nav.height);
        for (const [k, ids] of dangerZones(board(s), s)) want[nav.indexOf.get(k) as number] = ids.length;
        const hero = s.heroes.find((h) => h.pos !== null);
        const at = hero?.pos ? nav.indexOf.get(hero.pos) : undefined;
        const got = dangerOf(s, nav, at);
        expect(Array.from(got.count)).to.deep.equal(Array.from(want));
        expect(got.here.slice().sort()).to.deep.equal(
          ((hero?.pos && dangerZones(board(s), s).get(hero.pos)) || []).slice().sort(),
        );
        if (s.enemies.length > 0) compared++;
        const seat = activeSeats(s)[0] as number;
        const legal = legalMoves(s, seat);
        if (legal.length === 0) break;
        const m = policy(s, String(seat), legal, rng);
        s = applyMove(s, seat, m.move, m.args ?? [], rng) as OrcQuestState;
      }
    }
    expect(compared).to.be.greaterThan(200);
  });
});
