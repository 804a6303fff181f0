import { type Cell, cornerBetween, type GridPoint, wallsCutDiagonal } from './grid.js';

/** One step of a centre-to-centre line: into an edge-adjacent cell, or diagonally through a grid point. */
type LineStep =
  | { kind: 'edge'; from: Cell; to: Cell }
  | { kind: 'corner'; from: Cell; to: Cell; sideX: Cell; sideY: Cell; point: GridPoint };

/**
 * Walks the segment between the centres of a and b cell by cell (integer arithmetic, no rounding). At
 * each step it compares where the segment next crosses a vertical and a horizontal grid line; when both
 * at once, it passes exactly through a grid point.
 */
function lineSteps(a: Cell, b: Cell): LineStep[] {
  const nx = Math.abs(b.x - a.x);
  const ny = Math.abs(b.y - a.y);
  const sx = Math.sign(b.x - a.x);
  const sy = Math.sign(b.y - a.y);
  const steps: LineStep[] = [];
  let at = { x: a.x, y: a.y };
  for (let ix = 0, iy = 0; ix < nx || iy < ny; ) {
    // The next vertical line is crossed at t = (1 + 2ix) / 2nx, the next horizontal one at (1 + 2iy) / 2ny.
    const cmp = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (cmp === 0) {
      const to = { x: at.x + sx, y: at.y + sy };
      steps.push({ kind: 'corner', from: at, to, ...cornerBetween(at, to) });
      at = to;
      ix++;
      iy++;
    } else if (cmp < 0) {
      const to = { x: at.x + sx, y: at.y };
      steps.push({ kind: 'edge', from: at, to });
      at = to;
      ix++;
    } else {
      const to = { x: at.x, y: at.y + sy };
      steps.push({ kind: 'edge', from: at, to });
      at = to;
      iy++;
    }
  }
  return steps;
}

/**
 * Every cell the centre-to-centre segment a→b touches (supercover), in order from a to b, both ends
 * included. Where the segment passes exactly through a grid point, both cells beside it are listed (the
 * one across the vertical line first, then the one across the horizontal line) before the diagonal cell,
 * and the point is reported in `corners`.
 */
export function supercoverLine(a: Cell, b: Cell): { cells: Cell[]; corners: GridPoint[] } {
  const cells: Cell[] = [{ x: a.x, y: a.y }];
  const corners: GridPoint[] = [];
  for (const step of lineSteps(a, b)) {
    if (step.kind === 'corner') {
      cells.push(step.sideX, step.sideY);
      corners.push(step.point);
    }
    cells.push(step.to);
  }
  return { cells, corners };
}

/** What blocks a line of sight, each asked only where the line crosses it; all absent: nothing blocks. */
export interface LineBlockers {
  /** an intermediate cell blocks (figures, high furniture); ends never block */
  cell?: (c: Cell) => boolean;
  /** the edge between two orthogonally adjacent cells blocks (wall, closed door); make it symmetric */
  edge?: (a: Cell, b: Cell) => boolean;
  /** a line passing exactly through this grid point is blocked (a wall corner, an open door's end) */
  corner?: (p: GridPoint) => boolean;
}

/**
 * Line of sight/fire: the segment between the centres of a and b crosses no blocking cell, edge or
 * corner. A cell the segment only touches at a grid point is not crossed, so `cell` is not asked about it
 * (OrcQuest: "the corners of other game elements block neither"); at such a point the segment is blocked
 * by `corner`, or by walls that cut both ways around it (`wallsCutDiagonal`: a straight wall through it).
 * The end cells are never asked.
 */
export function hasLineOfSight(a: Cell, b: Cell, blockers: LineBlockers): boolean {
  const edge = blockers.edge ?? (() => false);
  const steps = lineSteps(a, b);
  for (const [i, step] of steps.entries()) {
    if (step.kind === 'edge' && edge(step.from, step.to)) return false;
    if (step.kind === 'corner') {
      if (blockers.corner?.(step.point)) return false;
      if (wallsCutDiagonal(step.from, step.to, edge)) return false;
    }
    const last = i === steps.length - 1;
    if (!last && blockers.cell?.(step.to)) return false;
  }
  return true;
}
