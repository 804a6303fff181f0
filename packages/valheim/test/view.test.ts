import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { determinize } from '../src/ai.js';
import { setupState } from '../src/setup.js';
import { playerView } from '../src/view.js';
import { makeState } from './helpers.js';

describe('valheim views and determinize', () => {
  it('face-down tiles, chest contents, decks and honeycombs are hidden from every seat and spectators', () => {
    const s = makeState({
      players: 2,
      faceDown: ['S', 'W'],
      patch: (x) => (x.chests = { E1: 'common-iron' }),
    });
    for (const viewer of ['0', '1', null]) {
      const v = playerView(s, viewer);
      expect(v.tiles).to.deep.equal({ N: 'meadows-1', E: 'meadows-2', S: 'hidden', W: 'hidden' });
      expect(v.chests).to.deep.equal({ E1: 'hidden' });
      expect(v.foodDeck.every((x) => x === 'hidden')).to.equal(true);
      expect(v.honeyPool.every((x) => x === 'hidden')).to.equal(true);
      expect(v.events).to.deep.equal(s.events.map((id) => (id.startsWith('e1') ? 1 : 2)));
      expect(JSON.stringify(v)).to.not.include('common-iron');
    }
    expect(playerView(s, '0')).to.deep.equal(playerView(s, null));
  });

  it('determinize re-deals only what is hidden, keeps the view, and varies with the seed', () => {
    const s = setupState(3, {}, rngFromSeed('det'));
    const views = new Set<string>();
    const deals = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const d = determinize(s, '1', rngFromSeed(seed));
      views.add(JSON.stringify(playerView(d, '1')));
      deals.add(JSON.stringify([d.tiles, d.foodDeck, d.events]));
      expect([...Object.values(d.tiles)].sort()).to.deep.equal([...Object.values(s.tiles)].sort());
      expect([...d.events].sort()).to.deep.equal([...s.events].sort());
    }
    expect(views.size).to.equal(1);
    expect(deals.size).to.be.greaterThan(1);
  });
});
