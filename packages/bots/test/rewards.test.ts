import { expect } from 'chai';
import { rewards } from '../src/index.js';

describe('bots: rewards', () => {
  const two = ['0', '1'];
  const three = ['0', '1', '2'];
  it('gives a sole winner 1 and the others 0', () => {
    expect(rewards({ winner: '1' }, three, false)).to.deep.equal([0, 1, 0]);
  });
  it('splits a draw equally (0.5 each with two seats, as the stock MCTSBot counts it)', () => {
    expect(rewards({ draw: true }, two, false)).to.deep.equal([0.5, 0.5]);
    expect(rewards({ draw: true }, three, false)).to.deep.equal([1 / 3, 1 / 3, 1 / 3]);
  });
  it('counts a shared win in a competitive game as a partial win', () => {
    expect(rewards({ winners: ['0', '2'] }, three, false)).to.deep.equal([0.5, 0, 0.5]);
    expect(rewards({ winners: [] }, three, false)).to.deep.equal([0, 0, 0]);
  });
  it('gives every seat the team result in a co-operative game', () => {
    expect(rewards({ winners: ['0', '1'], score: 1 }, two, true)).to.deep.equal([1, 1]);
    expect(rewards({ winners: [], score: 0 }, two, true)).to.deep.equal([0, 0]);
    expect(rewards({ winners: ['0', '1'] }, two, true)).to.deep.equal([1, 1]);
  });
  it('never scores an unfinished playout as a win', () => {
    expect(rewards(undefined, two, false)).to.deep.equal([0.5, 0.5]);
    expect(rewards(undefined, two, true)).to.deep.equal([0, 0]);
  });
});
