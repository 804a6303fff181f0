import { reachableWithin, rngFromSeed, shortestPath } from '@skald/core';
import { expect } from 'chai';
import { ADJACENCY } from '../src/data/board.js';
import { bestRoute, INDEX, inMask, ORDER, reachTable } from '../src/rules/route.js';

/** The reference: @skald/core's Dijkstra with a maneuver costing 1 and a toll 1/64 on leaving a crossed region. */
const cost = (from: string, mask: number) => (a: string) =>
  1 + (a !== from && inMask(mask, INDEX[a]!) ? 1 / 64 : 0);

describe('assault-of-the-giants routes (fast search = core graph helpers)', () => {
  const rng = rngFromSeed('routes');
  const masks = [
    0,
    2 ** ORDER.length - 1,
    ...Array.from({ length: 60 }, () => Math.floor(rng() * 2 ** ORDER.length)),
  ];

  it('bestRoute finds the same path as core shortestPath (fewest maneuvers, fewest tolls, adjacency order)', () => {
    for (const mask of masks)
      for (const from of ORDER)
        for (const to of ORDER) {
          if (from === to) continue;
          const ref = shortestPath(ADJACENCY, from, to, { cost: cost(from, mask) })!;
          const r = bestRoute(from, to, mask)!;
          expect(r.path, `${from}→${to} mask ${mask}`).to.deep.equal(ref);
          expect(r.tolls).to.deep.equal(ref.slice(1, -1).filter((x) => inMask(mask, INDEX[x]!)));
        }
  });

  it('reachTable gives the steps and tolls of the best route to every region', () => {
    for (const mask of masks)
      for (const from of ORDER) {
        const ref = reachableWithin(ADJACENCY, from, 100, { cost: cost(from, mask) });
        const t = reachTable(from, mask);
        ORDER.forEach((to, i) => {
          if (to === from) return;
          const c = ref[to]!;
          expect([t[i], t[ORDER.length + i]], `${from}→${to}`).to.deep.equal([
            Math.floor(c),
            Math.round((c % 1) * 64),
          ]);
        });
      }
  });
});
