import { expect } from 'chai';
import { type DieSpec, rngFromSeed, roll, rollIndex } from '../src/index.js';

interface Face {
  symbol: 'axe' | 'arrow' | 'shield';
  gold: boolean;
}
const die: DieSpec<Face> = {
  id: 'd',
  faces: [
    { symbol: 'axe', gold: false },
    { symbol: 'axe', gold: false },
    { symbol: 'arrow', gold: true },
    { symbol: 'shield', gold: true },
  ],
};

describe('dice', () => {
  it('rolls faces from the spec, reproducibly', () => {
    const a = rngFromSeed('dice');
    const b = rngFromSeed('dice');
    const faces = Array.from({ length: 20 }, () => roll(a, die));
    expect(faces).to.deep.equal(Array.from({ length: 20 }, () => die.faces[rollIndex(b, die)]));
  });

  it('matches empirical frequencies', () => {
    const rng = rngFromSeed('freq');
    let axes = 0;
    for (let i = 0; i < 8000; i++) if (roll(rng, die).symbol === 'axe') axes++;
    expect(axes / 8000).to.be.closeTo(0.5, 0.02);
  });
});
