import { type Cell, parseCellKey as parseKey } from '@skald/core';

/** Square-grid helpers come from @skald/core's maps; this file only adapts key parsing for the rules. */
export { type Cell, cellKey, cellKeyAt, chebyshev, inGrid, manhattan } from '@skald/core';

/** The cell of a key the rules wrote themselves ("x,y"); anything malformed maps off the board. */
export const parseCellKey = (k: string): Cell => parseKey(k) ?? { x: -1, y: -1 };

/** Frozen cells by `x * 100 + y` for the keys the rules write ("x,y", each 0-99): no hashing of the key. Built at load. */
const SMALL_CELLS: readonly Cell[] = Array.from({ length: 100 * 100 }, (_, at) =>
  Object.freeze({ x: Math.floor(at / 100), y: at % 100 }),
);

/** An edge between two squares as one key, "a|b" with a < b (cell keys). */
export const edgeKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** `cellOf` for keys of one or two digits each side of the comma, read digit by digit; undefined otherwise. */
export function smallCell(key: string): Cell | undefined {
  // Callers cast: an index past a path's end arrives as undefined and takes the general path.
  if (typeof key !== 'string') return undefined;
  const n = key.length;
  if (n < 3 || n > 5) return undefined;
  let x = 0;
  let i = 0;
  for (let d = key.charCodeAt(0); d >= 48 && d <= 57; d = key.charCodeAt(++i)) x = x * 10 + d - 48;
  if (i === 0 || i > 2 || key.charCodeAt(i) !== 44) return undefined;
  let y = 0;
  const start = ++i;
  for (; i < n; i++) {
    const d = key.charCodeAt(i);
    if (d < 48 || d > 57) return undefined;
    y = y * 10 + d - 48;
  }
  if (i === start || i - start > 2) return undefined;
  return SMALL_CELLS[x * 100 + y];
}
