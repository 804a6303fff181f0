import { expect } from 'chai';
import { FACE_DOWN, faceDown, hiddenCount, isSpectator, projectPlayers } from '../src/index.js';

describe('view helpers', () => {
  const players = { '0': { hand: [1, 2] }, '1': { hand: [3] } };
  const own = (p: { hand: number[] }) => p;
  const other = (p: { hand: number[] }) => ({ handSize: hiddenCount(p.hand) });

  it('shows a seat its own entry and only counts of the others', () => {
    expect(projectPlayers(players, '0', own, other)).to.deep.equal({
      '0': { hand: [1, 2] },
      '1': { handSize: 1 },
    });
  });

  it('hides every entry from a spectator', () => {
    for (const viewer of [null, undefined]) {
      expect(isSpectator(viewer)).to.equal(true);
      expect(projectPlayers(players, viewer, own, other)).to.deep.equal({
        '0': { handSize: 2 },
        '1': { handSize: 1 },
      });
    }
    expect(isSpectator('0')).to.equal(false);
  });

  it('turns cards face down, keeping their number', () => {
    expect(faceDown([2, 3])).to.deep.equal([FACE_DOWN, FACE_DOWN]);
  });
});
