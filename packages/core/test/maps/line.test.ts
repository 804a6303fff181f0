import { expect } from 'chai';
import { type Cell, cellKey, hasLineOfSight, supercoverLine } from '../../src/index.js';

const keys = (cells: Cell[]) => cells.map(cellKey);
const at =
  (...cells: string[]) =>
  (c: Cell) =>
    cells.includes(cellKey(c));
/** A blocked edge set, named "x,y|x,y" in either order. */
const walls =
  (...edges: string[]) =>
  (a: Cell, b: Cell) =>
    edges.includes(`${cellKey(a)}|${cellKey(b)}`) || edges.includes(`${cellKey(b)}|${cellKey(a)}`);

describe('maps/line', () => {
  describe('supercover (hand-computed)', () => {
    const cases: Array<{ a: Cell; b: Cell; cells: string[]; corners: Array<{ x: number; y: number }> }> = [
      // A single cell.
      { a: { x: 2, y: 2 }, b: { x: 2, y: 2 }, cells: ['2,2'], corners: [] },
      // Straight down.
      { a: { x: 1, y: 0 }, b: { x: 1, y: 3 }, cells: ['1,0', '1,1', '1,2', '1,3'], corners: [] },
      // Exact diagonal: through grid points (1,1) and (2,2), both side cells listed each time.
      {
        a: { x: 0, y: 0 },
        b: { x: 2, y: 2 },
        cells: ['0,0', '1,0', '0,1', '1,1', '2,1', '1,2', '2,2'],
        corners: [
          { x: 1, y: 1 },
          { x: 2, y: 2 },
        ],
      },
      // The same diagonal backwards: same cells in the other order, corners from b's side.
      {
        a: { x: 2, y: 2 },
        b: { x: 0, y: 0 },
        cells: ['2,2', '1,2', '2,1', '1,1', '0,1', '1,0', '0,0'],
        corners: [
          { x: 2, y: 2 },
          { x: 1, y: 1 },
        ],
      },
      // Slope 1/2: y = 1 is crossed at x = 1.5, inside cell column 1.
      { a: { x: 0, y: 0 }, b: { x: 2, y: 1 }, cells: ['0,0', '1,0', '1,1', '2,1'], corners: [] },
      // Slope 1/3: y = 1 is crossed at x = 2 exactly, a grid point.
      {
        a: { x: 0, y: 0 },
        b: { x: 3, y: 1 },
        cells: ['0,0', '1,0', '2,0', '1,1', '2,1', '3,1'],
        corners: [{ x: 2, y: 1 }],
      },
      // Slope 1/4 (shallow): y = 1 crossed at x = 2.5, no grid point.
      {
        a: { x: 0, y: 0 },
        b: { x: 4, y: 1 },
        cells: ['0,0', '1,0', '2,0', '2,1', '3,1', '4,1'],
        corners: [],
      },
      // Steep, going up and right: x = 1 crossed at y = 2 exactly.
      {
        a: { x: 0, y: 3 },
        b: { x: 1, y: 0 },
        cells: ['0,3', '0,2', '1,2', '0,1', '1,1', '1,0'],
        corners: [{ x: 1, y: 2 }],
      },
    ];
    for (const { a, b, cells, corners } of cases) {
      it(`${cellKey(a)} → ${cellKey(b)}`, () => {
        const line = supercoverLine(a, b);
        expect(keys(line.cells)).to.deep.equal(cells);
        expect(line.corners).to.deep.equal(corners);
      });
    }

    it('is the reverse of itself backwards on every small segment (as a set)', () => {
      for (let x = -3; x <= 3; x++) {
        for (let y = -3; y <= 3; y++) {
          const there = keys(supercoverLine({ x: 0, y: 0 }, { x, y }).cells);
          const back = keys(supercoverLine({ x, y }, { x: 0, y: 0 }).cells);
          expect([...back].sort()).to.deep.equal([...there].sort());
          expect(there.length).to.equal(new Set(there).size);
        }
      }
    });
  });

  describe('line of sight', () => {
    const a = { x: 0, y: 0 };

    it('is clear with no blockers', () => {
      expect(hasLineOfSight(a, { x: 3, y: 0 }, {})).to.equal(true);
      expect(hasLineOfSight(a, { x: 2, y: 2 }, {})).to.equal(true);
    });

    it('is blocked by a wall edge it crosses, not by one beside it', () => {
      expect(hasLineOfSight(a, { x: 3, y: 0 }, { edge: walls('1,0|2,0') })).to.equal(false);
      expect(hasLineOfSight(a, { x: 3, y: 0 }, { edge: walls('1,1|2,1') })).to.equal(true);
      expect(hasLineOfSight(a, { x: 4, y: 1 }, { edge: walls('2,0|2,1') })).to.equal(false);
    });

    it('is blocked by a corner blocker on a grid point it passes exactly through', () => {
      const corner = (p: { x: number; y: number }) => p.x === 1 && p.y === 1;
      expect(hasLineOfSight(a, { x: 2, y: 2 }, { corner })).to.equal(false);
      expect(hasLineOfSight(a, { x: 2, y: 1 }, { corner })).to.equal(true); // passes at (1.5, 1)
      expect(hasLineOfSight(a, { x: 3, y: 1 }, { corner: (p) => p.x === 2 && p.y === 1 })).to.equal(false);
    });

    it('is blocked by a straight wall through a grid point, not by a wall end touching it', () => {
      const b = { x: 2, y: 2 };
      expect(hasLineOfSight(a, b, { edge: walls('0,0|1,0', '0,1|1,1') })).to.equal(false);
      expect(hasLineOfSight(a, b, { edge: walls('0,0|1,0') })).to.equal(true);
    });

    it('is blocked by an intermediate figure, never by the end cells', () => {
      const b = { x: 3, y: 0 };
      expect(hasLineOfSight(a, b, { cell: at('1,0') })).to.equal(false);
      expect(hasLineOfSight(a, b, { cell: at('0,0', '3,0') })).to.equal(true);
      expect(hasLineOfSight(a, { x: 4, y: 1 }, { cell: at('2,1') })).to.equal(false);
      expect(hasLineOfSight(a, { x: 4, y: 1 }, { cell: at('1,1') })).to.equal(true);
    });

    it('is not blocked by a figure whose corner alone the line touches', () => {
      expect(hasLineOfSight(a, { x: 2, y: 2 }, { cell: at('1,0', '0,1') })).to.equal(true);
      expect(hasLineOfSight(a, { x: 2, y: 2 }, { cell: at('1,1') })).to.equal(false);
    });
  });
});
