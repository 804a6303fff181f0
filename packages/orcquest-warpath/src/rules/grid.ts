import { type Cell, parseCellKey as parseKey } from '@skald/core';

/** Square-grid helpers come from @skald/core's maps; this file only adapts key parsing for the rules. */
export { type Cell, cellKey, chebyshev, inGrid, manhattan } from '@skald/core';

/** The cell of a key the rules wrote themselves ("x,y"); anything malformed maps off the board. */
export const parseCellKey = (k: string): Cell => parseKey(k) ?? { x: -1, y: -1 };
