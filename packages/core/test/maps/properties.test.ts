import { expect } from 'chai';
import {
  type Adjacency,
  type Cell,
  cellKey,
  graphDistance,
  hasLineOfSight,
  int,
  nearest,
  reachableWithin,
  rngFromSeed,
  shortestPath,
  supercoverLine,
} from '../../src/index.js';

/**
 * The map helpers against brute force on seeded random inputs: exact geometry for the line, and every
 * simple path for the searches.
 */

// Coordinates doubled so that cell centres (x + 0.5) are integers and every test below is exact.
type P = { x: number; y: number };
const centre = (c: Cell): P => ({ x: 2 * c.x + 1, y: 2 * c.y + 1 });
const cross = (o: P, a: P, b: P) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Does the segment pq meet the square of cell c — its closed square, or (open) only its interior? */
function meets(p: P, q: P, c: Cell, open: boolean): boolean {
  const lo = { x: 2 * c.x, y: 2 * c.y };
  const hi = { x: lo.x + 2, y: lo.y + 2 };
  const apart = (a: number, b: number) => (open ? a <= b : a < b);
  // Separating axes: x, y, and the segment's normal.
  if (apart(Math.max(p.x, q.x), lo.x) || apart(hi.x, Math.min(p.x, q.x))) return false;
  if (apart(Math.max(p.y, q.y), lo.y) || apart(hi.y, Math.min(p.y, q.y))) return false;
  const sides = [lo, { x: hi.x, y: lo.y }, hi, { x: lo.x, y: hi.y }].map((k) => Math.sign(cross(p, q, k)));
  const pos = sides.some((s) => s > 0);
  const neg = sides.some((s) => s < 0);
  if (open) return pos && neg;
  return !(pos && !neg && !sides.includes(0)) && !(neg && !pos && !sides.includes(0));
}

const randomCell = (rng: () => number): Cell => ({ x: int(rng, 9) - 4, y: int(rng, 9) - 4 });

describe('maps: properties against brute force', () => {
  it('supercoverLine lists exactly the cells the closed segment meets, and the grid points on it', () => {
    const rng = rngFromSeed('supercover');
    for (let i = 0; i < 300; i++) {
      const a = randomCell(rng);
      const b = randomCell(rng);
      const p = centre(a);
      const q = centre(b);
      const { cells, corners } = supercoverLine(a, b);
      const expected: string[] = [];
      for (let x = -5; x <= 5; x++)
        for (let y = -5; y <= 5; y++) if (meets(p, q, { x, y }, false)) expected.push(cellKey({ x, y }));
      const got = cells.map(cellKey);
      expect([...got].sort(), `${cellKey(a)} → ${cellKey(b)}`).to.deep.equal(expected.sort());
      expect(got.length).to.equal(new Set(got).size);
      expect(got[0]).to.equal(cellKey(a));
      expect(got.at(-1)).to.equal(cellKey(b));
      const points: string[] = [];
      for (let x = -5; x <= 5; x++)
        for (let y = -5; y <= 5; y++) {
          const g = { x: 2 * x, y: 2 * y };
          const within = Math.min(p.x, q.x) <= g.x && g.x <= Math.max(p.x, q.x);
          const withinY = Math.min(p.y, q.y) <= g.y && g.y <= Math.max(p.y, q.y);
          if (cross(p, q, g) === 0 && within && withinY && (p.x !== q.x || p.y !== q.y))
            points.push(`${x},${y}`);
        }
      expect(corners.map((c) => `${c.x},${c.y}`).sort()).to.deep.equal(points.sort());
    }
  });

  it('a cell blocks a line exactly when the segment crosses its interior (ends excepted)', () => {
    const rng = rngFromSeed('los-cells');
    for (let i = 0; i < 300; i++) {
      const a = randomCell(rng);
      const b = randomCell(rng);
      const blocked = new Set(Array.from({ length: 12 }, () => cellKey(randomCell(rng))));
      const cell = (c: Cell) => blocked.has(cellKey(c));
      let expected = true;
      for (const key of blocked) {
        const [x, y] = key.split(',').map(Number) as [number, number];
        const c = { x, y };
        if (key === cellKey(a) || key === cellKey(b)) continue;
        if (meets(centre(a), centre(b), c, true)) expected = false;
      }
      expect(hasLineOfSight(a, b, { cell }), `${cellKey(a)} → ${cellKey(b)}`).to.equal(expected);
    }
  });

  /** Every simple path s→t whose inner nodes are passable, with its cost. */
  function allPaths(
    adj: Adjacency,
    s: string,
    t: string,
    cost: (a: string, b: string) => number,
    ok: (id: string) => boolean,
  ) {
    const out: Array<{ path: string[]; cost: number }> = [];
    const walk = (path: string[], c: number) => {
      const at = path.at(-1)!;
      if (at === t) return void out.push({ path: [...path], cost: c });
      if (at !== s && !ok(at)) return;
      for (const n of adj[at] ?? []) {
        if (path.includes(n)) continue;
        const step = cost(at, n);
        if (!(step >= 0) || step === Number.POSITIVE_INFINITY) continue;
        walk([...path, n], c + step);
      }
    };
    walk([s], 0);
    return out;
  }

  /** The documented order: at the first node where two paths part, the neighbour listed earlier wins. */
  function before(adj: Adjacency, x: string[], y: string[]): boolean {
    for (let i = 1; i < Math.min(x.length, y.length); i++) {
      if (x[i] === y[i]) continue;
      const list = adj[x[i - 1]!]!;
      return list.indexOf(x[i]!) < list.indexOf(y[i]!);
    }
    return x.length < y.length;
  }

  it('graph searches agree with every simple path (costs, zero costs, impassable nodes, tie-break)', () => {
    const rng = rngFromSeed('paths');
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    let compared = 0;
    for (let i = 0; i < 300; i++) {
      const adj: Record<string, string[]> = {};
      for (const id of ids) adj[id] = ids.filter((o) => o !== id && rng() < 0.4);
      // Shuffle each list so adjacency order, not name order, must decide ties.
      for (const id of ids)
        adj[id]!.sort((x, y) => ((x.charCodeAt(0) * 7 + i) % 5) - ((y.charCodeAt(0) * 7 + i) % 5));
      const weights = new Map<string, number>();
      for (const a of ids) for (const b of ids) weights.set(`${a}${b}`, int(rng, 4)); // 0–3, zero costs too
      const cost = (a: string, b: string) => weights.get(`${a}${b}`)!;
      const blocked = new Set(ids.filter(() => rng() < 0.15));
      const passable = (id: string) => !blocked.has(id);
      const s = ids[int(rng, ids.length)]!;
      const t = ids[int(rng, ids.length)]!;
      const paths = allPaths(adj, s, t, cost, passable);
      const best = Math.min(...paths.map((p) => p.cost));
      const opts = { cost, passable };
      if (paths.length === 0) {
        expect(graphDistance(adj, s, t, opts)).to.equal(undefined);
        expect(shortestPath(adj, s, t, opts)).to.equal(undefined);
        continue;
      }
      let first = paths.filter((p) => p.cost === best).map((p) => p.path)[0]!;
      for (const p of paths) if (p.cost === best && before(adj, p.path, first)) first = p.path;
      expect(graphDistance(adj, s, t, opts), `${s}→${t}`).to.equal(best);
      expect(shortestPath(adj, s, t, opts), `${s}→${t} in ${JSON.stringify(adj)}`).to.deep.equal(first);
      const within = reachableWithin(adj, s, 3, opts);
      for (const id of ids) {
        const cheapest = Math.min(...allPaths(adj, s, id, cost, passable).map((p) => p.cost));
        expect(within[id], `${s}→${id} within 3`).to.equal(cheapest <= 3 ? cheapest : undefined);
      }
      compared++;
    }
    expect(compared).to.be.greaterThan(150);
  });

  it('unit-cost searches (breadth-first) give what the cost-weighted search gives at cost 1, in the same order', () => {
    const rng = rngFromSeed('unit');
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const one = () => 1;
    let reached = 0;
    for (let i = 0; i < 300; i++) {
      const adj: Record<string, string[]> = {};
      for (const id of ids) adj[id] = ids.filter((o) => o !== id && rng() < 0.3);
      const blocked = new Set(ids.filter(() => rng() < 0.2));
      const passable = (id: string) => !blocked.has(id);
      const s = ids[int(rng, ids.length)]!;
      const t = ids[int(rng, ids.length)]!;
      const targets = ids.filter(() => rng() < 0.3);
      for (const budget of [0, 1, 2, 2.5, 9]) {
        // Object key order is the settle order: it must match too.
        const bfs = Object.entries(reachableWithin(adj, s, budget, { passable }));
        expect(bfs).to.deep.equal(Object.entries(reachableWithin(adj, s, budget, { passable, cost: one })));
        reached += bfs.length;
      }
      expect(graphDistance(adj, s, t, { passable })).to.equal(
        graphDistance(adj, s, t, { passable, cost: one }),
      );
      expect(shortestPath(adj, s, t, { passable })).to.deep.equal(
        shortestPath(adj, s, t, { passable, cost: one }),
      );
      expect(nearest(adj, s, targets, { passable })).to.deep.equal(
        nearest(adj, s, targets, { passable, cost: one }),
      );
    }
    expect(reached).to.be.greaterThan(1500);
  });
});
