/**
 * Square-grid helpers with the signatures of @skald/core's map contract (cellKey, supercoverLine, ...).
 * Local until core's map helpers land on main; then this file re-exports them.
 */
export interface Cell {
  x: number;
  y: number;
}

export const cellKey = (c: Cell): string => `${c.x},${c.y}`;

export function parseCellKey(k: string): Cell {
  const [x, y] = k.split(',').map(Number);
  return { x: x ?? Number.NaN, y: y ?? Number.NaN };
}

export const inGrid = (size: { width: number; height: number }, c: Cell): boolean =>
  c.x >= 0 && c.y >= 0 && c.x < size.width && c.y < size.height;

export const chebyshev = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
export const manhattan = (a: Cell, b: Cell): number => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);

/**
 * The squares a centre-to-centre line passes through, in order, and the grid points it passes exactly
 * (where it crosses diagonally from one square to the next).
 */
export function supercoverLine(a: Cell, b: Cell): { cells: Cell[]; corners: Cell[] } {
  const nx = Math.abs(b.x - a.x);
  const ny = Math.abs(b.y - a.y);
  const sx = Math.sign(b.x - a.x);
  const sy = Math.sign(b.y - a.y);
  let { x, y } = a;
  const cells: Cell[] = [{ x, y }];
  const corners: Cell[] = [];
  let ix = 0;
  let iy = 0;
  while (ix < nx || iy < ny) {
    const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (decision === 0) {
      corners.push({ x: x + (sx > 0 ? 1 : 0), y: y + (sy > 0 ? 1 : 0) });
      x += sx;
      y += sy;
      ix++;
      iy++;
    } else if (decision < 0) {
      x += sx;
      ix++;
    } else {
      y += sy;
      iy++;
    }
    cells.push({ x, y });
  }
  return { cells, corners };
}
