import { expect } from 'chai';
import { greedyGame } from './helpers.js';

describe('valheim whole games with the greedy policy (scenario 1, setup to gameover)', () => {
  it('every game ends; some reach the arena and some are won', () => {
    const tally = { games: 0, arena: 0, won: 0 };
    for (let i = 0; i < 24; i++) {
      const { s, reachedArena } = greedyGame(`greedy-${i}`, 1 + (i % 4));
      expect(s.result, `greedy-${i}`).to.not.equal(null);
      tally.games++;
      if (reachedArena) tally.arena++;
      if ((s.result as { score: number }).score === 1) tally.won++;
    }
    console.log(`      greedy: ${JSON.stringify(tally)}`);
    expect(tally.arena).to.be.greaterThan(0);
    expect(tally.won).to.be.greaterThan(0);
  });
});

describe('valheim whole games with the greedy policy (scenarios 2–4: their arenas under the invariants)', () => {
  for (const scenario of ['elder-2', 'bonemass-3', 'moder-4']) {
    it(`${scenario}: every game ends; some reach the arena`, () => {
      const tally = { games: 0, arena: 0, won: 0 };
      for (let i = 0; i < 12; i++) {
        const { s, reachedArena } = greedyGame(`greedy-${scenario}-${i}`, 1 + (i % 4), { scenario });
        expect(s.result, `${scenario} ${i}`).to.not.equal(null);
        tally.games++;
        if (reachedArena) tally.arena++;
        if ((s.result as { score: number }).score === 1) tally.won++;
      }
      console.log(`      greedy ${scenario}: ${JSON.stringify(tally)}`);
      expect(tally.arena).to.be.greaterThan(0);
    });
  }
});
