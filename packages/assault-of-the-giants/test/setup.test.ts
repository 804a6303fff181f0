import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { NPC_RACES, RACES } from '../src/data/index.js';
import { setupState } from '../src/setup.js';

describe('assault-of-the-giants set-up', () => {
  for (const n of [3, 4, 5, 6]) {
    it(`${n} players: the NPC races are not dealt to players and still stand on the board`, () => {
      const s = setupState(n, rngFromSeed(`setup-${n}`));
      const played = s.players.map((p) => p.race);
      for (const npc of NPC_RACES[n]!) {
        expect(played).not.to.include(npc);
        expect(s.controller[npc]).to.equal(-1);
        expect(s.units.some((u) => u.race === npc && u.region === RACES[npc].startRegion.value)).to.equal(
          true,
        );
        // The chart's extra regulars stand in a Small Folk Region, open to attack before the Final Ordning.
        expect(
          s.units.filter((u) => u.race === npc && u.region !== RACES[npc].startRegion.value),
        ).to.have.length(2);
      }
      expect(played).to.have.length(n);
    });
  }

  it('gives the highest Giant Race Token to the first player and the next highest to the player on the left', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const s = setupState(4, rngFromSeed(seed));
      const order = Array.from({ length: 4 }, (_, i) => s.players[(s.flow.current + i) % 4]!.race);
      const numbers = order.map((r) => RACES[r].ordningNumber.value);
      expect(numbers).to.deep.equal([...numbers].sort((a, b) => b - a));
    }
  });

  it('starts a player with leader, champion and two regulars at home; storm with one elite instead', () => {
    const s = setupState(6, rngFromSeed('start'));
    const kinds = (race: string) =>
      s.units
        .filter((u) => u.race === race)
        .map((u) => u.kind)
        .sort();
    expect(kinds('hill')).to.deep.equal(['champion', 'leader', 'regular', 'regular']);
    expect(kinds('storm')).to.deep.equal(['champion', 'elite', 'leader']);
    for (const p of s.players) {
      expect(p.hand).to.have.length(9);
      expect(p.row).to.deep.equal([]);
      expect(p.op).to.equal(0);
    }
    expect(s.pools).to.deep.equal([72, 72]);
    expect(s.eventDraft).to.have.length(3);
    expect(s.lynArmaal).to.equal('evermoors');
  });
});
