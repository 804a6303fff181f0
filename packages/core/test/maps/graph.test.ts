import { expect } from 'chai';
import {
  type Adjacency,
  asymmetricEdges,
  graphDistance,
  nearest,
  reachableWithin,
  shortestPath,
  symmetricAdjacency,
} from '../../src/index.js';

/**
 *   a — b — c
 *   |       |
 *   d — e — f — g
 * Two equal 3-step routes a→f: a,b,c,f and a,d,e,f.
 */
const ring: Adjacency = {
  a: ['b', 'd'],
  b: ['a', 'c'],
  c: ['b', 'f'],
  d: ['a', 'e'],
  e: ['d', 'f'],
  f: ['c', 'e', 'g'],
  g: ['f'],
};

describe('maps/graph', () => {
  describe('symmetry', () => {
    it('finds no asymmetric edge in a symmetric graph', () => {
      expect(asymmetricEdges(ring)).to.deep.equal([]);
    });

    it('catches a one-way edge and an edge to an unknown id', () => {
      const broken: Adjacency = { ...ring, g: [], c: ['b', 'f', 'zz'] };
      expect(asymmetricEdges(broken)).to.deep.equal([
        ['c', 'zz'],
        ['f', 'g'],
      ]);
    });

    it('builds a symmetric adjacency from an edge list without duplicates', () => {
      const adj = symmetricAdjacency([
        ['a', 'b'],
        ['b', 'c'],
        ['b', 'a'],
        ['c', 'a'],
      ]);
      expect(adj).to.deep.equal({ a: ['b', 'c'], b: ['a', 'c'], c: ['b', 'a'] });
      expect(asymmetricEdges(adj)).to.deep.equal([]);
    });
  });

  describe('distance', () => {
    it('counts steps (BFS-like with unit costs)', () => {
      expect(graphDistance(ring, 'a', 'a')).to.equal(0);
      expect(graphDistance(ring, 'a', 'b')).to.equal(1);
      expect(graphDistance(ring, 'a', 'f')).to.equal(3);
      expect(graphDistance(ring, 'a', 'g')).to.equal(4);
    });

    it('is undefined for an unreachable node or an unknown start', () => {
      const split: Adjacency = { a: ['b'], b: ['a'], c: [] };
      expect(graphDistance(split, 'a', 'c')).to.equal(undefined);
      expect(graphDistance(split, 'zz', 'a')).to.equal(undefined);
    });

    it('adds step costs (Dijkstra) and prefers a longer cheaper route', () => {
      // Entering c costs 5, everything else 1: a→f goes round by d and e.
      const cost = (_from: string, to: string) => (to === 'c' ? 5 : 1);
      expect(graphDistance(ring, 'a', 'f', { cost })).to.equal(3);
      expect(shortestPath(ring, 'a', 'f', { cost })).to.deep.equal(['a', 'd', 'e', 'f']);
      expect(graphDistance(ring, 'a', 'c', { cost })).to.equal(6);
    });

    it('treats Infinity, negative and NaN costs as no edge', () => {
      const cut = (from: string, to: string) => (from === 'e' && to === 'f' ? Number.POSITIVE_INFINITY : 1);
      expect(shortestPath(ring, 'a', 'f', { cost: cut })).to.deep.equal(['a', 'b', 'c', 'f']);
      const neg = (from: string) => (from === 'a' ? -1 : 1);
      expect(graphDistance(ring, 'a', 'b', { cost: neg })).to.equal(undefined);
      expect(graphDistance(ring, 'a', 'b', { cost: () => Number.NaN })).to.equal(undefined);
    });

    it('never passes through an impassable node, but may start or end on one', () => {
      const passable = (id: string) => id !== 'b' && id !== 'e';
      expect(graphDistance(ring, 'a', 'f', { passable })).to.equal(undefined);
      expect(graphDistance(ring, 'a', 'b', { passable })).to.equal(1);
      expect(graphDistance(ring, 'b', 'c', { passable })).to.equal(1);
      expect(shortestPath(ring, 'a', 'f', { passable: (id) => id !== 'b' })).to.deep.equal([
        'a',
        'd',
        'e',
        'f',
      ]);
    });
  });

  describe('shortest path tie-break', () => {
    it('takes the neighbour listed first where equal paths part, every time', () => {
      expect(shortestPath(ring, 'a', 'f')).to.deep.equal(['a', 'b', 'c', 'f']);
      for (let i = 0; i < 3; i++) expect(shortestPath(ring, 'a', 'f')).to.deep.equal(['a', 'b', 'c', 'f']);
      // Same graph, a's list reversed: the other route.
      const flipped: Adjacency = { ...ring, a: ['d', 'b'] };
      expect(shortestPath(flipped, 'a', 'f')).to.deep.equal(['a', 'd', 'e', 'f']);
    });

    it('breaks ties by the node where paths first part, not by a later one', () => {
      // s→x→t and s→y→t cost the same; x is listed first at s, though y sorts first by name.
      const adj: Adjacency = { s: ['x', 'y'], x: ['t'], y: ['t'], t: [] };
      expect(shortestPath(adj, 's', 't')).to.deep.equal(['s', 'x', 't']);
      // A longer route of the same cost is taken when it is listed first.
      const weighted: Adjacency = { s: ['m', 't'], m: ['t'], t: [] };
      const cost = (from: string, to: string) => (from === 's' && to === 't' ? 2 : 1);
      expect(shortestPath(weighted, 's', 't', { cost })).to.deep.equal(['s', 'm', 't']);
    });

    it('returns a simple path over zero-cost cycles', () => {
      const adj: Adjacency = { s: ['a'], a: ['s', 'b'], b: ['a', 't'], t: ['b'] };
      expect(shortestPath(adj, 's', 't', { cost: () => 0 })).to.deep.equal(['s', 'a', 'b', 't']);
    });

    it('returns [from] for from = to and undefined when unreachable', () => {
      expect(shortestPath(ring, 'c', 'c')).to.deep.equal(['c']);
      expect(shortestPath({ a: [], b: [] }, 'a', 'b')).to.equal(undefined);
    });

    it('reads each table for itself: its predecessors are remembered per table, never shared by node names', () => {
      expect(shortestPath(ring, 'a', 'g')).to.deep.equal(['a', 'b', 'c', 'f', 'g']);
      // Same node names, the b–c edge cut: the path must go round by d and e.
      const cut: Adjacency = { ...ring, b: ['a'], c: ['f'] };
      expect(shortestPath(cut, 'a', 'g')).to.deep.equal(['a', 'd', 'e', 'f', 'g']);
      expect(shortestPath(ring, 'a', 'g')).to.deep.equal(['a', 'b', 'c', 'f', 'g']);
      expect(shortestPath(ring, 'g', 'a')).to.deep.equal(['g', 'f', 'c', 'b', 'a']);
    });
  });

  describe('reachable within a budget', () => {
    it('lists every node within the budget with its cost', () => {
      expect(reachableWithin(ring, 'a', 2)).to.deep.equal({ a: 0, b: 1, d: 1, c: 2, e: 2 });
      expect(reachableWithin(ring, 'a', 0)).to.deep.equal({ a: 0 });
      expect(reachableWithin(ring, 'a', -1)).to.deep.equal({});
    });

    it('uses movement costs and stops at impassable nodes', () => {
      const cost = (_from: string, to: string) => (to === 'd' ? 3 : 1);
      expect(reachableWithin(ring, 'a', 3, { cost })).to.deep.equal({ a: 0, b: 1, c: 2, f: 3, d: 3 });
      const passable = (id: string) => id !== 'c';
      expect(reachableWithin(ring, 'a', 3, { cost, passable })).to.deep.equal({ a: 0, b: 1, c: 2, d: 3 });
    });

    it('keeps a node whose float cost rounds just past the budget', () => {
      const line: Adjacency = { a: ['b'], b: ['a', 'c'], c: ['b', 'd'], d: ['c'] };
      const reached = reachableWithin(line, 'a', 0.3, { cost: () => 0.1 });
      expect(Object.keys(reached)).to.deep.equal(['a', 'b', 'c', 'd']);
      expect(Object.keys(reachableWithin(line, 'a', 0.29, { cost: () => 0.1 }))).to.deep.equal([
        'a',
        'b',
        'c',
      ]);
    });
  });

  describe('nearest', () => {
    it('gives every target at the least distance, in key order', () => {
      expect(nearest(ring, 'a', ['f', 'g', 'c', 'e'])).to.deep.equal({ distance: 2, ids: ['c', 'e'] });
      expect(nearest(ring, 'a', ['g'])).to.deep.equal({ distance: 4, ids: ['g'] });
      expect(nearest(ring, 'a', ['a', 'b'])).to.deep.equal({ distance: 0, ids: ['a'] });
    });

    it('reaches impassable targets and is undefined when none is reachable', () => {
      const passable = (id: string) => id !== 'c' && id !== 'e';
      expect(nearest(ring, 'a', ['c', 'e', 'f'], { passable })).to.deep.equal({
        distance: 2,
        ids: ['c', 'e'],
      });
      expect(nearest(ring, 'a', ['f'], { passable })).to.equal(undefined);
      expect(nearest(ring, 'a', [])).to.equal(undefined);
    });
  });
});
