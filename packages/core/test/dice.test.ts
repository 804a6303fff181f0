import { expect } from 'chai';
import {
  type DieSpec,
  faceDistribution,
  faceProbability,
  matchCountDistribution,
  rngFromSeed,
  roll,
  rollIndex,
} from '../src/index.js';

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

  it('gives exact face probabilities', () => {
    expect(faceProbability(die, (f) => f.symbol === 'axe')).to.equal(0.5);
    expect(faceProbability(die, (f) => f.gold)).to.equal(0.5);
    expect(faceDistribution(die, (f) => f.symbol)).to.deep.equal({ axe: 0.5, arrow: 0.25, shield: 0.25 });
  });

  it('gives the exact distribution of matching dice (binomial for identical dice)', () => {
    const dist = matchCountDistribution([die, die, die], (f) => f.symbol === 'arrow');
    const p = 0.25;
    expect(dist).to.have.length(4);
    expect(dist[0]).to.be.closeTo((1 - p) ** 3, 1e-12);
    expect(dist[1]).to.be.closeTo(3 * p * (1 - p) ** 2, 1e-12);
    expect(dist[3]).to.be.closeTo(p ** 3, 1e-12);
    expect(dist.reduce((a, b) => a + b, 0)).to.be.closeTo(1, 1e-12);
  });

  it('matches empirical frequencies', () => {
    const rng = rngFromSeed('freq');
    let axes = 0;
    for (let i = 0; i < 8000; i++) if (roll(rng, die).symbol === 'axe') axes++;
    expect(axes / 8000).to.be.closeTo(0.5, 0.02);
  });
});
