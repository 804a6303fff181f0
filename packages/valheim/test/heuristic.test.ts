import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { heuristicMove } from '../src/heuristic.js';
import { invariants } from '../src/invariants.js';
import { actor, applyMove, isLegal } from '../src/rules/apply.js';
import { setupState } from '../src/setup.js';
import type { ValheimState } from '../src/state.js';

/** Play a seeded game with the greedy policy on every seat. */
function greedyGame(
  seed: string,
  players: number,
  setupData: object = {},
): { s: ValheimState; reachedArena: boolean } {
  const rng = rngFromSeed(seed);
  let s = setupState(players, setupData, rng);
  let reachedArena = false;
  for (let i = 0; i < 4000 && !s.result; i++) {
    const seat = actor(s) as number;
    const m = heuristicMove(s, seat);
    if (!m || !isLegal(s, seat, m.move, m.args ?? [])) throw new Error(`policy chose ${JSON.stringify(m)}`);
    s = applyMove(s, seat, m.move, m.args ?? [], rng) as ValheimState;
    const bad = invariants(s, {} as never);
    if (bad.length > 0) throw new Error(`${seed} move ${i}: ${bad.join('; ')}`);
    reachedArena ||= s.stage === 'arena';
  }
  return { s, reachedArena };
}

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
