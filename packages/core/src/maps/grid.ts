/** A square of a grid: x grows to the right, y grows downwards, (0, 0) is the top-left square. */
export interface Cell {
  /** column, from 0 at the left */
  x: number;
  /** row, from 0 at the top */
  y: number;
}

/** A grid point (a square's corner): {x: 3, y: 2} is the top-left corner of cell (3, 2). */
export interface GridPoint {
  /** vertical grid line, from 0 at the left edge */
  x: number;
  /** horizontal grid line, from 0 at the top edge */
  y: number;
}

/** A grid's size in squares. */
export interface GridSize {
  /** columns */
  width: number;
  /** rows */
  height: number;
}

/** A property name is internalized: the object's one key is that string. */
const internalized = (s: string): string => Object.keys({ [s]: 0 })[0] as string;

/**
 * The keys of the cells 0-99 each side (`x * 100 + y`), all 10,000 built at load (a few ms; nothing is filled
 * in later), internalized: the same string object for the same cell every time, and the one a string literal
 * "x,y" in a game's data names. Rules compare and look up keys millions of times in a bot's search; V8 compares
 * two internalized strings by address and knows their hash, where two separately built "3,4" are compared
 * character by character.
 */
const KEYS: readonly string[] = Object.freeze(
  Array.from({ length: 100 * 100 }, (_, i) => internalized(`${Math.floor(i / 100)},${i % 100}`)),
);

/** The key of a cell in adjacency tables and records: "x,y" (see `cellKeyAt`). */
export const cellKey = (c: Cell): string => cellKeyAt(c.x, c.y);

/** `cellKey({ x, y })` without the cell: for 0-99 each side, one shared internalized string per cell. */
export function cellKeyAt(x: number, y: number): string {
  if (x >= 0 && x < 100 && y >= 0 && y < 100 && (x | 0) === x && (y | 0) === y)
    return KEYS[x * 100 + y] as string;
  return `${x},${y}`;
}

/** The cell a key names, or undefined for anything that is not exactly "x,y" with integers. */
export const parseCellKey = (k: string): Cell | undefined => {
  const m = /^(-?\d{1,9}),(-?\d{1,9})$/.exec(k);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : undefined;
};

/** Whether the cell has integer coordinates and lies inside a grid of this size. */
export function inGrid(size: GridSize, c: Cell): boolean {
  return (
    Number.isInteger(c.x) &&
    Number.isInteger(c.y) &&
    c.x >= 0 &&
    c.y >= 0 &&
    c.x < size.width &&
    c.y < size.height
  );
}

/** Orthogonal steps first (N, E, S, W), then the diagonals (NE, SE, SW, NW): the order ties break in. */
const ORTHOGONAL: readonly Cell[] = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
];
const DIAGONAL: readonly Cell[] = [
  { x: 1, y: -1 },
  { x: 1, y: 1 },
  { x: -1, y: 1 },
  { x: -1, y: -1 },
];

/** The cells of the grid next to `c`, in the fixed order N, E, S, W (then NE, SE, SW, NW). */
export function gridNeighbours(size: GridSize, c: Cell, diagonal: boolean): Cell[] {
  const steps = diagonal ? [...ORTHOGONAL, ...DIAGONAL] : ORTHOGONAL;
  return steps.map((d) => ({ x: c.x + d.x, y: c.y + d.y })).filter((n) => inGrid(size, n));
}

/** Steps with 4 neighbours. */
export const manhattan = (a: Cell, b: Cell): number => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);

/** Steps with 8 neighbours (a diagonal step costs 1), e.g. OrcQuest's Range on an open floor. */
export const chebyshev = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** The two cells beside a diagonal step from→to, and the grid point the step passes through. */
export function cornerBetween(from: Cell, to: Cell): { sideX: Cell; sideY: Cell; point: GridPoint } {
  return {
    sideX: { x: to.x, y: from.y },
    sideY: { x: from.x, y: to.y },
    point: { x: Math.max(from.x, to.x), y: Math.max(from.y, to.y) },
  };
}

/**
 * Do walls cut a diagonal step from→to? Only when both ways around the corner cross a blocked edge (a
 * straight wall through the point, or a wall corner that encloses `from` or `to`); a single wall end
 * touching the point does not (a game that wants it to passes a `corner` blocker).
 */
export function wallsCutDiagonal(from: Cell, to: Cell, edge: (a: Cell, b: Cell) => boolean): boolean {
  const { sideX, sideY } = cornerBetween(from, to);
  return (edge(from, sideX) || edge(sideX, to)) && (edge(from, sideY) || edge(sideY, to));
}

/**
 * The grid as an `Adjacency` for the graph searches: every cell is a key ("x,y", row by row), its
 * neighbours in `gridNeighbours` order, minus steps across a blocked edge. A diagonal step is removed when
 * walls cut it (`wallsCutDiagonal`) or `blockers.corner` blocks the point it passes through.
 */
export function gridAdjacency(
  size: GridSize,
  diagonal: boolean,
  blockers?: { edge?: (a: Cell, b: Cell) => boolean; corner?: (p: GridPoint) => boolean },
): Record<string, string[]> {
  const edge = blockers?.edge ?? (() => false);
  const corner = blockers?.corner ?? (() => false);
  const open = (from: Cell, to: Cell) => {
    if (from.x === to.x || from.y === to.y) return !edge(from, to);
    return !wallsCutDiagonal(from, to, edge) && !corner(cornerBetween(from, to).point);
  };
  const adj: Record<string, string[]> = {};
  for (let y = 0; y < size.height; y++) {
    for (let x = 0; x < size.width; x++) {
      const c = { x, y };
      adj[cellKey(c)] = gridNeighbours(size, c, diagonal)
        .filter((n) => open(c, n))
        .map(cellKey);
    }
  }
  return adj;
}
