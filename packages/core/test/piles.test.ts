import { expect } from 'chai';
import {
  containsAll,
  draw,
  drawMany,
  drawWithReshuffle,
  moveById,
  removeById,
  reshuffleDiscard,
  rngFromSeed,
  sortedCopy,
} from '../src/index.js';

describe('piles', () => {
  const pile = Object.freeze(['a', 'b', 'c', 'd']);

  it('draws from the top without mutating', () => {
    expect(draw(pile)).to.deep.equal({ card: 'a', rest: ['b', 'c', 'd'] });
    expect(draw([])).to.deep.equal({ card: undefined, rest: [] });
    expect(drawMany(pile, 2)).to.deep.equal({ drawn: ['a', 'b'], rest: ['c', 'd'] });
    expect(drawMany(pile, 9).drawn).to.have.length(4);
    expect(drawMany(pile, -1).drawn).to.have.length(0);
  });

  it('reshuffles the discard when the draw pile runs out, and stops when both are empty', () => {
    const r = drawWithReshuffle(rngFromSeed('r'), ['a'], Object.freeze(['x', 'y', 'z']), 3);
    expect(r.drawn[0]).to.equal('a');
    expect(r.drawn).to.have.length(3);
    expect(r.reshuffled).to.equal(1);
    expect(r.discard).to.deep.equal([]);
    expect(sortedCopy([...r.drawn, ...r.drawPile])).to.deep.equal(['a', 'x', 'y', 'z']);
    const empty = drawWithReshuffle(rngFromSeed('r'), ['a'], [], 5);
    expect(empty.drawn).to.deep.equal(['a']);
  });

  it('puts a shuffled discard under the draw pile', () => {
    const r = reshuffleDiscard(rngFromSeed('u'), ['a'], ['x', 'y']);
    expect(r.drawPile[0]).to.equal('a');
    expect(sortedCopy(r.drawPile)).to.deep.equal(['a', 'x', 'y']);
    expect(r.discard).to.deep.equal([]);
  });

  it('moves and removes by id', () => {
    expect(removeById(pile, 'c')).to.deep.equal({ found: true, rest: ['a', 'b', 'd'] });
    expect(removeById(pile, 'q')).to.deep.equal({ found: false, rest: ['a', 'b', 'c', 'd'] });
    expect(moveById(pile, ['z'], 'b')).to.deep.equal({ found: true, from: ['a', 'c', 'd'], to: ['b', 'z'] });
    expect(moveById(pile, ['z'], 'b', 'bottom').to).to.deep.equal(['z', 'b']);
    expect(moveById(pile, ['z'], 'q').found).to.equal(false);
  });

  it('checks multiset containment', () => {
    expect(containsAll(['a', 'a', 'b'], ['a', 'a'])).to.equal(true);
    expect(containsAll(['a', 'b'], ['a', 'a'])).to.equal(false);
  });
});
