import { expect } from 'chai';
import { heuristicMove } from '../src/heuristic.js';
import { greedyGame, makeState } from './helpers.js';

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

describe('valheim greedy policy in the Mountains (scenario 8: no wood, cold spaces, the Stone Golem)', () => {
  /** Scenario 8 on an all-Mountains fixture, nobody about, 1 iron in the stash: the kit is a Frostner. */
  const mountains = (stamina: number) =>
    makeState({
      tiles: { N: 'mountains-altar', E: 'mountains-3', S: 'mountains-2', W: 'mountains-1' },
      player: [{ space: 'H', stamina }],
      patch: (x) => {
        x.scenario = 'moder-8';
        x.creatures = [];
        x.stash.iron = 1;
      },
    });

  it('unarmed with nothing else to do, it goes for the silver of a weapon the map can pay for', () => {
    expect(heuristicMove(mountains(4), 0)).to.deep.equal({ move: 'move', args: ['E0'] });
  });

  it('never walks on to a cold space without the stamina to come back from the vein: it cooks for stamina', () => {
    for (const stamina of [0, 1])
      expect(heuristicMove(mountains(stamina), 0)?.move, `${stamina}`).to.equal('cook');
  });

  it('short of stamina at home, it eats the prepared food that gives the most of what it lacks', () => {
    const s = mountains(1);
    s.prepared = ['boarMeat', 'fish'];
    expect(heuristicMove(s, 0)).to.deep.equal({ move: 'eat', args: [1, 'top'] });
  });

  it('some seeded greedy teams slay the Golem and reach the arena (none did before)', () => {
    let arena = 0;
    for (let i = 0; i < 24; i++) {
      const { s, reachedArena } = greedyGame(`count-moder-8-${i}`, 1 + (i % 2), { scenario: 'moder-8' });
      expect(s.result, `moder-8 ${i}`).to.not.equal(null);
      if (reachedArena) arena++;
    }
    console.log(`      greedy moder-8: arena ${arena} of 24`);
    expect(arena).to.be.greaterThan(0);
  });
});
