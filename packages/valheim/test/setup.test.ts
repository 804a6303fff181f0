import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { EVENTS_BY_ID } from '../src/data/events.js';
import { setupState } from '../src/setup.js';

describe('valheim setup (lines 110–151)', () => {
  it('every character starts in the house with 7 health and 4 stamina and no gear', () => {
    const s = setupState(3, {}, rngFromSeed('a'));
    expect(s.players).to.have.length(3);
    for (const p of s.players) {
      expect(p).to.include({ space: 'H', health: 7, stamina: 4 });
      expect(p.equipment).to.deep.equal([]);
    }
    expect(s.actionsLeft).to.equal(3);
  });

  it('the event deck is phase I shuffled over phase II shuffled, 20 cards', () => {
    for (const seed of ['a', 'b', 'c']) {
      const s = setupState(1, {}, rngFromSeed(seed));
      expect(s.events).to.have.length(20);
      expect(s.events.slice(0, 10).every((id) => EVENTS_BY_ID[id]?.phase === 1)).to.equal(true);
      expect(s.events.slice(10).every((id) => EVENTS_BY_ID[id]?.phase === 2)).to.equal(true);
    }
    const orders = new Set(['a', 'b', 'c', 'd'].map((x) => setupState(1, {}, rngFromSeed(x)).events.join()));
    expect(orders.size).to.be.greaterThan(1);
  });

  it('gifted items go on top, in listed order, never more than the players (line 126)', () => {
    expect(setupState(1, {}, rngFromSeed('a')).gifts).to.deep.equal(['healthMead']);
    expect(setupState(3, {}, rngFromSeed('a')).gifts).to.deep.equal([
      'healthMead',
      'staminaMead',
      'areaBomb',
    ]);
  });

  it('four tiles face down, the altar tile always among them, the others drawn at random', () => {
    const layouts = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const s = setupState(2, {}, rngFromSeed(seed));
      expect(s.revealed).to.deep.equal([]);
      expect(Object.values(s.tiles)).to.include('meadows-altar');
      expect(new Set(Object.values(s.tiles)).size).to.equal(4);
      layouts.add(Object.values(s.tiles).join());
    }
    expect(layouts.size).to.be.greaterThan(1);
  });

  it('refuses unknown setup options', () => {
    expect(() => setupState(1, { scenario: 'moder-9' }, rngFromSeed('a'))).to.throw();
  });
});
