import { expect } from 'chai';
import { draw, drawWithReshuffle, rngFromSeed } from '../src/index.js';

const sorted = (xs: readonly string[]) => [...xs].sort();

describe('piles', () => {
  const pile = Object.freeze(['a', 'b', 'c', 'd']);

  it('draws from the top without mutating', () => {
    expect(draw(pile)).to.deep.equal({ card: 'a', rest: ['b', 'c', 'd'] });
    expect(draw([])).to.deep.equal({ card: undefined, rest: [] });
  });

  it('reshuffles the discard when the draw pile runs out, and stops when both are empty', () => {
    const r = drawWithReshuffle(rngFromSeed('r'), ['a'], Object.freeze(['x', 'y', 'z']), 3);
    expect(r.drawn[0]).to.equal('a');
    expect(r.drawn).to.have.length(3);
    expect(r.reshuffled).to.equal(1);
    expect(r.discard).to.deep.equal([]);
    expect(sorted([...r.drawn, ...r.drawPile])).to.deep.equal(['a', 'x', 'y', 'z']);
    const empty = drawWithReshuffle(rngFromSeed('r'), ['a'], [], 5);
    expect(empty.drawn).to.deep.equal(['a']);
  });
});
