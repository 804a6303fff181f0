import { games } from '@skald/games';
import { expect } from 'chai';
import { corePlayouts, reducerPlayouts } from '../src/index.js';

/** A clock that counts its calls: the playout loops read it once a playout, so a time box of N is N playouts. */
const playoutsClock = (playouts: number) => {
  let t = 0;
  return { ms: playouts, clock: () => t++ };
};

describe('bench: playouts from shared initial states', () => {
  // The initial states are built once and shared by every slice (bench.ts): a slice that changed them would
  // start the next one elsewhere, and the same seeded slice would then count other moves.
  for (const id of ['orlog', 'orcquest-warpath']) {
    const module = games.find((g) => g.descriptor.id === id)!;
    const settings = (playouts: number) => ({
      numPlayers: module.descriptor.minPlayers,
      seed: `bench-test/${id}`,
      ...playoutsClock(playouts),
    });
    it(`${id}: the same seeded slice plays the same moves every time`, function () {
      this.timeout(60_000);
      const core = [corePlayouts(module, settings(6)), corePlayouts(module, settings(6))];
      const reducer = [reducerPlayouts(module, settings(3)), reducerPlayouts(module, settings(3))];
      expect(core[0]!.moves).to.be.greaterThan(0);
      expect(core[1]!.moves).to.equal(core[0]!.moves);
      expect(reducer[0]!.moves).to.be.greaterThan(0);
      expect(reducer[1]!.moves).to.equal(reducer[0]!.moves);
    });
  }
});
