import { nearest, pick, reachableWithin, rngFromSeed, shortestPath } from '@skald/core';
import { expect } from 'chai';
import { actor, legalMoves } from '../src/rules/apply.js';
import {
  ADJ,
  carryReach,
  hasCreatureAt,
  isRevealed,
  landings,
  pathOnMap,
  walkable,
} from '../src/rules/map.js';
import { applyMove } from '../src/rules/table.js';
import { setupState } from '../src/setup.js';
import type { ValheimState } from '../src/state.js';

/**
 * Line 455 by brute force: every simple path of the least length from `from` to any target, passing only
 * walkable spaces (core's `nearest` gives the length); where each stands after `steps` steps.
 */
function byBruteForce(s: ValheimState, from: string, steps: number, targets: readonly string[]): string[] {
  const open = walkable(s);
  const best = nearest(ADJ, from, targets, { passable: open })?.distance;
  if (best === undefined) return [];
  const ends = new Set<string>();
  const walk = (path: string[]) => {
    const at = path[path.length - 1] as string;
    if (path.length - 1 === best) {
      if (targets.includes(at)) ends.add(path[Math.min(steps, best)] as string);
      return;
    }
    if (path.length > 1 && !open(at)) return;
    for (const id of ADJ[at] ?? []) if (!path.includes(id)) walk([...path, id]);
  };
  walk([from]);
  return Object.keys(ADJ).filter((id) => ends.has(id));
}

describe('valheim creature routes (line 455, ruling R26)', () => {
  it('land where a brute-force walk of every shortest path lands, from every space, 1–3 steps', () => {
    let compared = 0;
    let ties = 0;
    for (let g = 0; g < 8; g++) {
      const rng = rngFromSeed(`routes/${g}`);
      let s = setupState(
        1 + (g % 4),
        { scenario: ['eikthyr-1', 'elder-2', 'bonemass-3', 'moder-4'][g % 4] },
        rng,
      );
      for (let i = 0; i < 300 && !s.result; i++) {
        if (i % 10 === 0) {
          const players = [...new Set(s.players.map((p) => p.space))];
          const spaces = Object.keys(ADJ);
          for (const from of spaces) {
            const steps = 1 + (compared % 3);
            const want = byBruteForce(s, from, steps, players);
            expect(landings(s, from, steps, players), `${from} → ${players}`).to.deep.equal(want);
            const to = [pick(rng, spaces)];
            expect(landings(s, from, steps, to), `${from} → ${to}`).to.deep.equal(
              byBruteForce(s, from, steps, to),
            );
            compared += 2;
            if (want.length > 1) ties++;
          }
        }
        const seat = actor(s) as number;
        const m = pick(rng, legalMoves(s, seat));
        s = applyMove(s, seat, m.move, m.args ?? [], rng) as ValheimState;
      }
    }
    expect(compared).to.be.greaterThan(1500);
    expect(ties).to.be.greaterThan(10);
  });

  it("a carry's reach (`carryReach`, breadth first on space numbers) is core's reachableWithin, in its order", () => {
    let compared = 0;
    let blocked = 0;
    for (let g = 0; g < 8; g++) {
      const rng = rngFromSeed(`carry-reach/${g}`);
      let s = setupState(
        1 + (g % 4),
        { scenario: ['eikthyr-1', 'elder-2', 'bonemass-3', 'moder-4'][g % 4] },
        rng,
      );
      for (let i = 0; i < 300 && !s.result; i++) {
        if (i % 10 === 0)
          for (const from of Object.keys(ADJ)) {
            const passable = (id: string) => isRevealed(s, id) && !hasCreatureAt(s, id);
            const want = Object.keys(reachableWithin(ADJ, from, 2, { passable }));
            expect(carryReach(s, from), from).to.deep.equal(want);
            compared++;
            if ((ADJ[from] ?? []).some((id) => !passable(id))) blocked++;
          }
        const seat = actor(s) as number;
        const m = pick(rng, legalMoves(s, seat));
        s = applyMove(s, seat, m.move, m.args ?? [], rng) as ValheimState;
      }
    }
    expect(compared).to.be.greaterThan(1500);
    expect(blocked).to.be.greaterThan(100);
    expect(carryReach(setupState(1, {}, rngFromSeed('x')), 'nowhere')).to.equal(undefined);
  });

  it("the heuristic's paths (`pathOnMap`, read off distance tables) are core's shortestPath, for every pair of spaces", () => {
    const spaces = [...Object.keys(ADJ), 'I0', 'nowhere'];
    for (const from of spaces)
      for (const to of spaces)
        expect(pathOnMap(from, to), `${from} → ${to}`).to.deep.equal(shortestPath(ADJ, from, to));
  });
});
