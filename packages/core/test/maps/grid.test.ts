import { expect } from 'chai';
import {
  cellKey,
  cellKeyAt,
  chebyshev,
  graphDistance,
  gridAdjacency,
  gridNeighbours,
  inGrid,
  manhattan,
  parseCellKey,
  shortestPath,
  wallsCutDiagonal,
} from '../../src/index.js';

const size = { width: 4, height: 3 };

describe('maps/grid', () => {
  it('round-trips cell keys and rejects anything else', () => {
    expect(cellKey({ x: 3, y: 0 })).to.equal('3,0');
    // Keys from the shared table (0-99 each side) and built ones beyond it read the same.
    for (const [x, y] of [
      [0, 0],
      [99, 99],
      [12, 7],
      [100, 3],
      [-1, 4],
      [3, -0],
      [1.5, 2],
      [Number.NaN, 1],
    ] as const)
      expect(cellKeyAt(x, y), `${x},${y}`).to.equal(`${x},${y}`).and.to.equal(cellKey({ x, y }));
    expect(parseCellKey('3,0')).to.deep.equal({ x: 3, y: 0 });
    expect(parseCellKey('-1,12')).to.deep.equal({ x: -1, y: 12 });
    for (const bad of ['3', '3,', ',1', '1,2,3', '1.5,2', ' 1,2', 'a,b', '1e3,2']) {
      expect(parseCellKey(bad), bad).to.equal(undefined);
    }
  });

  it('knows which cells are on the grid', () => {
    expect(inGrid(size, { x: 0, y: 0 })).to.equal(true);
    expect(inGrid(size, { x: 3, y: 2 })).to.equal(true);
    expect(inGrid(size, { x: 4, y: 0 })).to.equal(false);
    expect(inGrid(size, { x: 0, y: -1 })).to.equal(false);
    expect(inGrid(size, { x: 0.5, y: 1 })).to.equal(false);
  });

  it('lists neighbours N, E, S, W then NE, SE, SW, NW, clipped to the grid', () => {
    expect(gridNeighbours(size, { x: 1, y: 1 }, false)).to.deep.equal([
      { x: 1, y: 0 },
      { x: 2, y: 1 },
      { x: 1, y: 2 },
      { x: 0, y: 1 },
    ]);
    expect(gridNeighbours(size, { x: 1, y: 1 }, true).map(cellKey)).to.deep.equal([
      '1,0',
      '2,1',
      '1,2',
      '0,1',
      '2,0',
      '2,2',
      '0,2',
      '0,0',
    ]);
    expect(gridNeighbours(size, { x: 0, y: 0 }, true).map(cellKey)).to.deep.equal(['1,0', '0,1', '1,1']);
  });

  it('measures manhattan and chebyshev distance', () => {
    expect(manhattan({ x: 0, y: 0 }, { x: 3, y: -2 })).to.equal(5);
    expect(chebyshev({ x: 0, y: 0 }, { x: 3, y: -2 })).to.equal(3);
  });

  describe('grid adjacency', () => {
    it('is the plain grid graph without blockers', () => {
      const adj = gridAdjacency(size, false);
      expect(Object.keys(adj)).to.have.length(12);
      expect(adj['0,0']).to.deep.equal(['1,0', '0,1']);
      expect(graphDistance(adj, '0,0', '3,2')).to.equal(5);
      expect(graphDistance(gridAdjacency(size, true), '0,0', '3,2')).to.equal(3);
    });

    it('routes around a wall edge', () => {
      // A wall between columns 1 and 2 on rows 0 and 1: only row 2 gets through.
      const wall = (a: { x: number; y: number }, b: { x: number; y: number }) =>
        Math.min(a.x, b.x) === 1 && Math.max(a.x, b.x) === 2 && a.y === b.y && a.y < 2;
      const adj = gridAdjacency(size, false, { edge: wall });
      expect(adj['1,0']).to.deep.equal(['1,1', '0,0']); // S, W: E is walled
      expect(shortestPath(adj, '1,0', '2,0')).to.deep.equal(['1,0', '1,1', '1,2', '2,2', '2,1', '2,0']);
      // With diagonals the wall still holds: stepping 1,1 → 2,2 would cross its lower end only if both
      // ways round were cut; the way through 1,2 is open, so the diagonal is allowed.
      const diag = gridAdjacency(size, true, { edge: wall });
      expect(diag['1,1']).to.include('2,2');
      expect(diag['1,0']).to.not.include('2,1');
      expect(graphDistance(diag, '1,0', '2,0')).to.equal(4);
    });

    it('drops a diagonal through a corner blocker', () => {
      const adj = gridAdjacency(size, true, { corner: (p) => p.x === 1 && p.y === 1 });
      expect(adj['0,0']).to.deep.equal(['1,0', '0,1']);
      expect(adj['1,0']).to.not.include('0,1');
      expect(adj['1,1']).to.include('2,2');
    });
  });

  it('cuts a diagonal only when walls block both ways around the corner', () => {
    const from = { x: 0, y: 0 };
    const to = { x: 1, y: 1 };
    const walls =
      (...edges: string[]) =>
      (a: { x: number; y: number }, b: { x: number; y: number }) =>
        edges.includes(`${cellKey(a)}|${cellKey(b)}`) || edges.includes(`${cellKey(b)}|${cellKey(a)}`);
    expect(wallsCutDiagonal(from, to, walls())).to.equal(false);
    expect(wallsCutDiagonal(from, to, walls('0,0|1,0'))).to.equal(false); // one wall end at the point
    expect(wallsCutDiagonal(from, to, walls('0,0|1,0', '0,1|1,1'))).to.equal(true); // straight vertical wall
    expect(wallsCutDiagonal(from, to, walls('0,0|0,1', '1,0|1,1'))).to.equal(true); // straight horizontal
    expect(wallsCutDiagonal(from, to, walls('0,0|1,0', '0,0|0,1'))).to.equal(true); // L around `from`
    expect(wallsCutDiagonal(from, to, walls('0,0|1,0', '1,0|1,1'))).to.equal(false); // L around a side cell
  });
});
