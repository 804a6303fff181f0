import { reachableWithin, rngFromSeed, shortestPath } from '@skald/core';
import { expect } from 'chai';
import { ADJACENCY } from '../src/data/board.js';
import { newContext } from '../src/rules/context.js';
import { bestRoute, destinationsFrom, INDEX, inMask, ORDER, reachTable } from '../src/rules/route.js';

/** The reference: @skald/core's Dijkstra with a maneuver costing 1 and a toll 1/64 on leaving a crossed region. */
const cost = (from: string, mask: number) => (a: string) =>
  1 + (a !== from && inMask(mask, INDEX[a]!) ? 1 / 64 : 0);

describe('assault-of-the-giants routes (fast search = core graph helpers)', () => {
  const cx = newContext();
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
          const r = bestRoute(from, to, mask, cx)!;
          expect(r.path, `${from}→${to} mask ${mask}`).to.deep.equal(ref);
          expect(r.tolls).to.deep.equal(ref.slice(1, -1).filter((x) => inMask(mask, INDEX[x]!)));
        }
  });

  it('reachTable gives the steps and tolls of the best route to every region', () => {
    for (const mask of masks)
      for (const from of ORDER) {
        const ref = reachableWithin(ADJACENCY, from, 100, { cost: cost(from, mask) });
        const t = reachTable(from, mask, cx);
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

  it('detours: listed exactly when a walk within the maneuvers pays fewer tolls (every walk tried)', () => {
    const all = 2 ** ORDER.length - 1;
    // The fewest tolls of every walk of 1..budget maneuvers from `from` (a toll due on leaving a crossed region).
    const fewestByWalks = (from: number, mask: number, budget: number): number[] => {
      const best = ORDER.map(() => Infinity);
      const walk = (at: number, steps: number, tolls: number) => {
        if (steps > 0) best[at] = Math.min(best[at]!, tolls);
        if (steps === budget) return;
        const due = steps > 0 && at !== from && inMask(mask, at) ? 1 : 0;
        for (const next of ADJACENCY[ORDER[at]!]!) walk(INDEX[next]!, steps + 1, tolls + due);
      };
      walk(from, 0, 0);
      return best;
    };
    let detours = 0;
    for (const mask of masks.slice(0, 20))
      for (let from = 0; from < ORDER.length; from++)
        for (const budget of [1, 2, 3, 4, 5]) {
          const found = new Int32Array(6 * ORDER.length);
          const vias: string[] = [];
          const out = [...found.subarray(0, destinationsFrom(from, mask, all, budget, found, 0, vias, cx))];
          const fewest = fewestByWalks(from, mask, budget);
          const t = reachTable(ORDER[from]!, mask, cx);
          for (let k = 0; k < out.length; k += 3) {
            const [to, tolls, via] = [out[k]!, out[k + 1]!, out[k + 2]!];
            if (via < 0) {
              expect(tolls, 'shortest way').to.equal(t[ORDER.length + to]);
              const next = out[k + 3] === to ? out[k + 4]! : tolls;
              // A detour follows when, and only when, some walk within the budget pays fewer tolls.
              expect(next, `${ORDER[from]}→${ORDER[to]} within ${budget}`).to.equal(
                Math.min(tolls, fewest[to]!),
              );
            } else {
              detours++;
              const path = [ORDER[from]!, ...vias[via]!.split('+'), ORDER[to]!];
              expect(path.length - 1).to.be.at.most(budget);
              const paid = path.slice(1, -1).filter((r) => inMask(mask, INDEX[r]!)).length;
              expect(paid, 'the detour pays what it says').to.equal(tolls);
            }
          }
        }
    expect(detours, 'the masks make detours').to.be.greaterThan(0);
  });
});
