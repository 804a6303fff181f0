import { isMassiveType } from '../../data/enemies.js';
import type { OrcQuestState } from '../../state.js';
import { boardTables, type SearchContext } from '../context.js';
import type { BoardLayout } from './board.js';
import { cellKey, edgeKey, smallCell } from './grid.js';

/**
 * The static board as flat integer tables (square index `y * width + x`), derived once per Board, so
 * the Enemy path searches run on arrays instead of "x,y" strings (the hot loop of every Enemy Phase).
 */
export interface Nav {
  width: number;
  height: number;
  /** "x,y" of every index. */
  keys: string[];
  /** Low or high furniture (1 / 2), a tree trunk (3), anything else 0: as printed, before Smashing. */
  furniture: Uint8Array;
  /** 1 where `furniture` is non-zero (the obstacles to Enemies as printed). */
  furnitureBlocks: Uint8Array;
  bell: Uint8Array;
  /** Per index × direction 0-3: 0 open, 1 wall, 2 door (its id in `doorId`). */
  edge: Uint8Array;
  doorId: (string | undefined)[];
  indexOf: Map<string, number>;
  /** The Quest's door ids, in the order of its data. */
  doorIds: string[];
  /** Per door (in the order of `doorIds`), the board indices of the squares on either side of its edges. */
  doorSquares: readonly (readonly number[])[];
  /** Per index × step direction 0-7 (geometry's DELTAS): the neighbour's index, -1 off the board. */
  neighbour: Int16Array;
  /** Wall ends by grid point, index `y * (width + 1) + x` (line 201-202, ruling R5). */
  corner: Uint8Array;
  /** The column and row of every index (no division in the searches' Range tests). */
  xOf: Int16Array;
  yOf: Int16Array;
  /** The room number of every index (rules/board/board.ts `roomNumber`), -1 outside rooms. */
  room: Int32Array;
}

/** `nav.indexOf.get(key)`, read from the key's digits (no hashing) when it names a square of the board. */
export function squareIndex(nav: Nav, key: string): number | undefined {
  const c = smallCell(key);
  if (c !== undefined && c.x < nav.width && c.y < nav.height) {
    const i = c.y * nav.width + c.x;
    if (nav.keys[i] === key) return i;
  }
  return nav.indexOf.get(key);
}

/** N, E, S, W: the orthogonal steps, in the order of geometry's DELTAS. */
const ORTHO = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
] as const;

/** The steps 0-7 in the order of geometry's DELTAS: N, E, S, W, NE, SE, SW, NW. */
const STEP_DX = [0, 1, 0, -1, 1, 1, -1, -1];
const STEP_DY = [-1, 0, 1, 0, -1, 1, 1, -1];

/** Rooms numbered in the order of the Quest's zones (a number names one room): -1 for no room. */
export function roomNumber(b: BoardLayout, key: string): number {
  const z = b.roomAt.get(key);
  return z === undefined ? -1 : b.quest.zones.findIndex((q) => q.id === z);
}

/** The board's integer tables, built with the board (rules/board/board.ts). */
export const navOf = (b: { nav: Nav }): Nav => b.nav;

export function buildNav(b: BoardLayout): Nav {
  const { width, height } = b;
  const n = width * height;
  const keys: string[] = [];
  const indexOf = new Map<string, number>();
  const furniture = new Uint8Array(n);
  const bell = new Uint8Array(n);
  const edge = new Uint8Array(n * 4);
  const doorId: (string | undefined)[] = Array(n * 4).fill(undefined);
  const bells = new Set(b.quest.patrols.map((p) => p.bell));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const k = cellKey({ x, y });
      keys.push(k);
      indexOf.set(k, i);
      const t = b.quest.terrain[y]?.[x];
      furniture[i] = t === 'l' ? 1 : t === 'h' ? 2 : t === 'T' ? 3 : 0;
      bell[i] = bells.has(k) ? 1 : 0;
      for (let d = 0; d < 4; d++) {
        const delta = ORTHO[d] as { x: number; y: number };
        const e = edgeKey(k, cellKey({ x: x + delta.x, y: y + delta.y }));
        const door = b.doorAt.get(e);
        edge[i * 4 + d] = b.walls.has(e) ? 1 : door !== undefined ? 2 : 0;
        doorId[i * 4 + d] = door;
      }
    }
  const corner = new Uint8Array((width + 1) * (height + 1));
  for (let y = 0; y <= height; y++)
    for (let x = 0; x <= width; x++)
      corner[y * (width + 1) + x] = b.wallCorners.has(cellKey({ x, y })) ? 1 : 0;
  const furnitureBlocks = furniture.map((f) => (f ? 1 : 0));
  const neighbour = new Int16Array(n * 8);
  for (let i = 0; i < n; i++)
    for (let dir = 0; dir < 8; dir++) {
      const x = (i % width) + (STEP_DX[dir] as number);
      const y = Math.floor(i / width) + (STEP_DY[dir] as number);
      neighbour[i * 8 + dir] = x < 0 || y < 0 || x >= width || y >= height ? -1 : y * width + x;
    }
  const doorIds = b.quest.doors.map((d) => d.id);
  const doorSquares = doorIds.map((id) => {
    const squares: number[] = [];
    for (let k = 0; k < n * 4; k++)
      if (doorId[k] === id) {
        const i = k >> 2;
        squares.push(i);
        const beyond = neighbour[i * 8 + (k & 3)] as number;
        if (beyond >= 0) squares.push(beyond);
      }
    return squares;
  });
  const xOf = new Int16Array(n);
  const yOf = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    xOf[i] = i % width;
    yOf[i] = Math.floor(i / width);
  }
  const room = new Int32Array(n);
  for (let i = 0; i < n; i++) room[i] = roomNumber(b, keys[i] as string);
  return {
    xOf,
    yOf,
    doorIds,
    doorSquares,
    width,
    height,
    keys,
    furniture,
    furnitureBlocks,
    neighbour,
    bell,
    edge,
    doorId,
    indexOf,
    corner,
    room,
  };
}

/**
 * Squares blocked for a moving Enemy now: furniture and tree trunks (unless smashed) and any Hero token.
 * One buffer per board in the context, overwritten by the next call: use it before asking again (the step searches do).
 */
export function enemyObstacles(cx: SearchContext, nav: Nav, G: OrcQuestState): Uint8Array {
  const tables = boardTables(cx, nav);
  let blocked = tables.obstacles;
  if (!blocked) {
    blocked = new Uint8Array(nav.width * nav.height);
    tables.obstacles = blocked;
  }
  blocked.set(nav.furnitureBlocks);
  for (const k of G.smashed) {
    const i = squareIndex(nav, k);
    if (i !== undefined && nav.furniture[i] !== 3) blocked[i] = 0;
  }
  // Heroes (and dead-Hero tokens) are obstacles to Enemies (line 268).
  for (const h of G.heroes) {
    const i = h.pos === null ? undefined : squareIndex(nav, h.pos);
    if (i !== undefined) blocked[i] = 1;
  }
  return blocked;
}

/** Every square `squareEmpty` says is taken, by board index (1 = taken): Characters, dead-Hero tokens, Chickens, Objectives. */
export function occupiedIndex(cx: SearchContext, nav: Nav, G: OrcQuestState): Uint8Array {
  // One buffer per board in the context, overwritten by the next call (a typed array allocation costs more than the marks).
  const tables = boardTables(cx, nav);
  let taken = tables.occupied;
  if (!taken) {
    taken = new Uint8Array(nav.width * nav.height);
    tables.occupied = taken;
  } else taken.fill(0);
  for (const k of G.chickens) mark(nav, taken, k);
  for (const k of G.objectives) mark(nav, taken, k);
  for (const e of G.enemies) {
    mark(nav, taken, e.pos);
    // A Massive miniature covers the 2×2 block from its square (line 784).
    const i = isMassiveType(e.type) ? squareIndex(nav, e.pos) : undefined;
    if (i !== undefined) {
      const x = i % nav.width;
      if (x + 1 < nav.width) taken[i + 1] = 1;
      if (i + nav.width < taken.length) taken[i + nav.width] = 1;
      if (x + 1 < nav.width && i + nav.width + 1 < taken.length) taken[i + nav.width + 1] = 1;
    }
  }
  for (const h of G.heroes) if (h.pos !== null) mark(nav, taken, h.pos);
  return taken;
}

function mark(nav: Nav, taken: Uint8Array, key: string): void {
  const i = squareIndex(nav, key);
  if (i !== undefined) taken[i] = 1;
}

/**
 * `occupiedIndex(nav, G)[i]` for one square, without building the whole table: a move search that tries
 * its best squares first usually asks about one or two.
 */
export function isTaken(nav: Nav, G: OrcQuestState, i: number): boolean {
  const key = nav.keys[i];
  if (key === undefined) return false;
  for (const h of G.heroes) if (h.pos === key) return true;
  for (const k of G.objectives) if (k === key) return true;
  for (const k of G.chickens) if (k === key) return true;
  const w = nav.width;
  for (const e of G.enemies) {
    if (e.pos === key) return true;
    if (!isMassiveType(e.type)) continue;
    // A Massive miniature covers the 2×2 block from its square (line 784), as `occupiedIndex` marks it.
    const m = squareIndex(nav, e.pos);
    if (m === undefined || i < m) continue;
    const east = (m % w) + 1 < w;
    if ((east && i === m + 1) || i === m + w || (east && i === m + w + 1)) return true;
  }
  return false;
}
