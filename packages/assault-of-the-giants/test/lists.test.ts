import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { distinctIn, SORTED_SPELLS, SORTED_TYPES } from '../src/rules/lists.js';

describe('assault-of-the-giants card lists', () => {
  it('distinctIn gives the distinct ids of a list, sorted (resource types, spells, any other sorted ids)', () => {
    const rng = rngFromSeed('distinct');
    const others = ['a', 'b', 'c'];
    for (const ids of [SORTED_TYPES, SORTED_SPELLS, others])
      for (let n = 0; n < 200; n++) {
        const list = Array.from(
          { length: Math.floor(rng() * 40) },
          () => ids[Math.floor(rng() * ids.length)]!,
        );
        expect(distinctIn(list, ids), list.join(',')).to.deep.equal([...new Set(list)].sort());
      }
  });
});
