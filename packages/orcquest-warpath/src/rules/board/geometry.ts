import { hasLineOfSight as coreLineOfSight } from '@skald/core';
import { BOSSES } from '../../data/bosses.js';
import { ENEMIES } from '../../data/enemies.js';
import type { Facing, OrcQuestState } from '../../state.js';
import { type BoardTables, boardTables, type SearchContext } from '../context.js';
import { cellOf, covers, footprint, isMassive } from '../world.js';
import { type Board, edgeKey, terrainAt } from './board.js';
import { type Cell, cellKey, chebyshev, inGrid, parseCellKey } from './grid.js';
import { type Nav, navOf } from './nav.js';

/** Step deltas: 0 N, 1 E, 2 S, 3 W, 4 NE, 5 SE, 6 SW, 7 NW (y grows southward). */
export const DELTAS: readonly Cell[] = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
  { x: 1, y: -1 },
  { x: 1, y: 1 },
  { x: -1, y: 1 },
  { x: -1, y: -1 },
];

/** The square one step from `c` in direction `dir` (0 N, 1 E, 2 S, 3 W, 4 NE, 5 SE, 6 SW, 7 NW). */
export const shift = (c: Cell, dir: number): Cell => {
  const d = DELTAS[dir] ?? { x: 0, y: 0 };
  return { x: c.x + d.x, y: c.y + d.y };
};

/** The Orientation that puts `to` in the Front Arc of a Character on `from` (dominant axis; N/S on ties). */
export function facingToward(from: Cell, to: Cell): Facing {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 1 : 3;
  return dy > 0 ? 2 : 0;
}

/**
 * Front Arc: the half-plane ahead of the Character, the squares level with it included (ruling R4:
 * the arcs split the base through its middle, so a line to a level square runs along the front half).
 * Rear Arc: every other square.
 */
export function inFrontArc(viewer: Cell, facing: Facing, target: Cell): boolean {
  if (viewer.x === target.x && viewer.y === target.y) return false;
  const dx = target.x - viewer.x;
  const dy = target.y - viewer.y;
  switch (facing) {
    case 0:
      return dy <= 0;
    case 1:
      return dx >= 0;
    case 2:
      return dy >= 0;
    default:
      return dx <= 0;
  }
}

/** Range: grid distance counting diagonals (line 206), i.e. Chebyshev distance (ruling R8). */
export const range = (a: Cell, b: Cell): number => chebyshev(a, b);

/** The edge between orthogonal neighbours can be crossed: no wall, and any door on it is open or destroyed. */
export function edgeOpen(board: Board, G: OrcQuestState, a: string, b: string): boolean {
  const e = edgeKey(a, b);
  if (board.walls.has(e)) return false;
  const door = board.doorAt.get(e);
  return door === undefined || G.doors[door] !== 'closed';
}

/** Adjacent (line 173): sharing an edge, not separated by a wall or a closed door (ruling R9: no diagonals). */
export function adjacent(board: Board, G: OrcQuestState, a: Cell, b: Cell): boolean {
  if (Math.abs(a.x - b.x) + Math.abs(a.y - b.y) !== 1) return false;
  const nav = navOf(board);
  // On the board: the edge table (nav.ts, built from the same walls and doors) instead of string keys.
  if (inGrid(nav, a) && inGrid(nav, b)) {
    const i = (a.y * nav.width + a.x) * 4 + (b.y < a.y ? 0 : b.x > a.x ? 1 : b.y > a.y ? 2 : 3);
    const edge = nav.edge[i];
    return edge === 0 || (edge === 2 && G.doors[nav.doorId[i] as string] !== 'closed');
  }
  return edgeOpen(board, G, cellKey(a), cellKey(b));
}

/** Terrain of a square, with furniture destroyed by Smashing turned to floor. */
export function terrainNow(board: Board, G: OrcQuestState, c: Cell) {
  const t = terrainAt(board, c);
  if ((t === 'l' || t === 'h') && G.smashed.includes(cellKey(c))) return 'f';
  return t;
}

export function characterAt(G: OrcQuestState, key: string): boolean {
  return G.enemies.some((e) => covers(e, key)) || G.heroes.some((h) => h.pos === key && !h.dead);
}

/** Smoke token squares (as indices) that block a line from `from`: all but the viewer's own (line 193). */
function smokeAt(board: Board, G: OrcQuestState, from: Cell): Set<number> | null {
  if (G.smoke.length === 0) return null;
  const out = new Set<number>();
  for (const k of G.smoke) {
    const c = parseCellKey(k);
    if (c.x !== from.x || c.y !== from.y) out.add(c.y * board.width + c.x);
  }
  return out;
}

/**
 * Squares (as indices) where a Massive Character blocks Lines of Sight and Fire (line 787): every square
 * of every Massive miniature except the ones at the two ends of the line; none for a viewer standing on a
 * tree trunk or high furniture. Null when nothing Massive is in the way (the common case).
 */
function massiveWalls(board: Board, G: OrcQuestState, from: Cell, to: Cell): Set<number> | null {
  // Only a Boss is Massive: Quests without one skip the search (this runs on every line drawn).
  if (!G.boss || !G.enemies.some(isMassive)) return null;
  const own = terrainNow(board, G, from);
  if (own === 'T' || own === 'h') return null;
  const fromKey = cellKey(from);
  const toKey = cellKey(to);
  let out: Set<number> | null = null;
  for (const e of G.enemies) {
    if (!isMassive(e) || covers(e, fromKey) || covers(e, toKey)) continue;
    for (const k of footprint(e)) {
      const c = parseCellKey(k);
      out ??= new Set();
      out.add(c.y * board.width + c.x);
    }
  }
  return out;
}

/** Blocked edge between square i and its orthogonal neighbour in direction d (0 N, 1 E, 2 S, 3 W). */
function edgeBlocks(nav: Nav, G: OrcQuestState, i: number, d: number): boolean {
  const e = nav.edge[i * 4 + d];
  return e === 1 || (e === 2 && G.doors[nav.doorId[i * 4 + d] as string] === 'closed');
}

/** A square between the ends that blocks the line: high furniture, tree trunks for Fire, Characters. */
function cellBlocks(nav: Nav, G: OrcQuestState, i: number, fire: boolean, charactersBlock: boolean): boolean {
  const f = nav.furniture[i];
  if ((f === 2 && !G.smashed.includes(nav.keys[i] as string)) || (fire && f === 3)) return true;
  return charactersBlock && characterAt(G, nav.keys[i] as string);
}

/**
 * Whether a centre-to-centre line is clear (lines 177-202): core's `hasLineOfSight` walk, written out on the
 * board's integer tables (the hottest query of the game). Sight is blocked by walls and closed doors
 * (edges), wall corners (every end of a wall or door edge, ruling R5) and high furniture; Fire also by
 * Characters and tree trunks, unless the shooter stands on furniture or a tree trunk (lines 310-312). The
 * squares of the two ends never block; `test/geometry.test.ts` checks it against core's walk.
 */
export function lineClear(
  cx: SearchContext,
  board: Board,
  G: OrcQuestState,
  from: Cell,
  to: Cell,
  kind: 'sight' | 'fire',
): boolean {
  if (kind === 'sight') {
    const known = sightClass(cx, navOf(board), board, from, to);
    if (known === SIGHT_NEVER) return false;
    // Smoke tokens and a Massive Boss are blockers the layouts do not know: with any in play, walk.
    if (known === SIGHT_ALWAYS && G.smoke.length === 0 && !massiveBossInPlay(G)) return true;
  }
  return walkLine(board, G, from, to, kind);
}

/** A Massive Boss on the board (the only Massive Characters of the data). */
const massiveBossInPlay = (G: OrcQuestState): boolean =>
  !!G.boss && !G.boss.defeated && ENEMIES[BOSSES[G.boss.id].enemy].massive === true;

/** Smoke or a Massive Boss in play: sight blockers `sightLineClass` does not know of. */
export const sightBlockersInPlay = (G: OrcQuestState): boolean => G.smoke.length > 0 || massiveBossInPlay(G);

export const SIGHT_ALWAYS = 1;
export const SIGHT_NEVER = 2;
const SIGHT_DEPENDS = 3;
/** Sight lines a context asks before it keeps their classes in a table (each new class costs two walks). */
const SIGHT_TABLE_AFTER = 1024;

/**
 * What a sight line between two squares of the board can ever be (`sightClass`): SIGHT_ALWAYS (clear in every
 * state without `sightBlockersInPlay`), SIGHT_NEVER (blocked in every state), or neither.
 */
export const sightLineClass = (cx: SearchContext, board: Board, from: Cell, to: Cell): number =>
  sightClass(cx, navOf(board), board, from, to);

/**
 * What a sight line between two squares can ever be. Sight is blocked only by walls and wall ends (fixed),
 * closed doors and unsmashed high furniture, and more of those never clears a line: a line clear with every
 * door closed and nothing smashed is always clear, one blocked with every door open and all furniture
 * smashed is never clear; only the others need the walk in the current state. Worked out once per pair and
 * context (its board tables' `sight`).
 */
function sightClass(cx: SearchContext, nav: Nav, board: Board, from: Cell, to: Cell): number {
  if (!inGrid(nav, from) || !inGrid(nav, to)) return SIGHT_DEPENDS;
  const n = nav.width * nav.height;
  const tables = boardTables(cx, nav);
  let table = tables.sight;
  if (!table) {
    // Few lines asked yet (a move's context): walk this one (the answer "depends" is always safe), no table.
    if (++tables.sightAsked < SIGHT_TABLE_AFTER) return SIGHT_DEPENDS;
    table = new Uint8Array(n * n);
    tables.sight = table;
  }
  const at = (from.y * nav.width + from.x) * n + to.y * nav.width + to.x;
  let c = table[at] as number;
  if (c === 0) {
    const { closedAll, openAll } = extremes(tables, board);
    c = walkLine(board, closedAll, from, to, 'sight')
      ? SIGHT_ALWAYS
      : walkLine(board, openAll, from, to, 'sight')
        ? SIGHT_DEPENDS
        : SIGHT_NEVER;
    table[at] = c;
  }
  return c;
}

/**
 * The two extreme layouts of a board for sight: every door closed and nothing smashed; every door open and all
 * furniture smashed. Kept with the board's tables (a new sight line's class is worked out often while a Quest is young).
 */
function extremes(tables: BoardTables, board: Board): { closedAll: OrcQuestState; openAll: OrcQuestState } {
  tables.extremes ??= extremeLayoutsOf(tables.nav, board);
  return tables.extremes;
}

function extremeLayoutsOf(nav: Nav, board: Board): { closedAll: OrcQuestState; openAll: OrcQuestState } {
  const doors = Object.fromEntries(nav.doorIds.map((id) => [id, 'closed']));
  const furniture = nav.keys.filter((_, i) => nav.furniture[i] === 1 || nav.furniture[i] === 2);
  // Sight reads only doors and smashed furniture of a state (Characters block Fire, not sight).
  const layout = (d: Record<string, string>, smashed: string[]) =>
    ({
      quest: board.quest.id,
      doors: d,
      smashed,
      heroes: [],
      enemies: [],
      smoke: [],
      boss: null,
    }) as unknown as OrcQuestState;
  return { closedAll: layout(doors, []), openAll: layout({}, furniture) };
}

/** `lineClear` walked square by square in the given state. */
function walkLine(board: Board, G: OrcQuestState, from: Cell, to: Cell, kind: 'sight' | 'fire'): boolean {
  const nav = navOf(board);
  const { width } = nav;
  const fire = kind === 'fire';
  const ownTerrain = fire ? terrainNow(board, G, from) : '.';
  const charactersBlock = fire && ownTerrain !== 'l' && ownTerrain !== 'h' && ownTerrain !== 'T';
  const massive = massiveWalls(board, G, from, to);
  const smoke = smokeAt(board, G, from);
  // Smoke on the target's square hides it (ruling R6); the viewer's own Smoke does not (line 193).
  if (smoke?.has(to.y * board.width + to.x) && (to.x !== from.x || to.y !== from.y)) return false;
  const nx = Math.abs(to.x - from.x);
  const ny = Math.abs(to.y - from.y);
  const sx = Math.sign(to.x - from.x);
  const sy = Math.sign(to.y - from.y);
  const dx = sx > 0 ? 1 : 3;
  const dy = sy > 0 ? 2 : 0;
  let x = from.x;
  let y = from.y;
  for (let ix = 0, iy = 0; ix < nx || iy < ny; ) {
    const at = y * width + x;
    const cmp = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (cmp === 0) {
      // Exactly through a grid point: a wall end there blocks, and so do walls cutting both ways around it.
      const px = Math.max(x, x + sx);
      const py = Math.max(y, y + sy);
      if (nav.corner[py * (width + 1) + px]) return false;
      const sideX = y * width + x + sx;
      const sideY = (y + sy) * width + x;
      if (
        (edgeBlocks(nav, G, at, dx) || edgeBlocks(nav, G, sideX, dy)) &&
        (edgeBlocks(nav, G, at, dy) || edgeBlocks(nav, G, sideY, dx))
      )
        return false;
      x += sx;
      y += sy;
      ix++;
      iy++;
    } else if (cmp < 0) {
      if (edgeBlocks(nav, G, at, dx)) return false;
      x += sx;
      ix++;
    } else {
      if (edgeBlocks(nav, G, at, dy)) return false;
      y += sy;
      iy++;
    }
    if (
      (ix < nx || iy < ny) &&
      (cellBlocks(nav, G, y * width + x, fire, charactersBlock) ||
        massive?.has(y * width + x) ||
        smoke?.has(y * width + x))
    )
      return false;
  }
  return true;
}

/** The same line on core's generic walk, kept as the reference `lineClear` is tested against. */
export function lineClearReference(
  board: Board,
  G: OrcQuestState,
  from: Cell,
  to: Cell,
  kind: 'sight' | 'fire',
): boolean {
  const ownTerrain = terrainNow(board, G, from);
  const charactersBlock = kind === 'fire' && !['l', 'h', 'T'].includes(ownTerrain);
  const massive = massiveWalls(board, G, from, to);
  const smoke = smokeAt(board, G, from);
  if (smoke?.has(to.y * board.width + to.x) && (to.x !== from.x || to.y !== from.y)) return false;
  return coreLineOfSight(from, to, {
    edge: (a, b) => !edgeOpen(board, G, cellKey(a), cellKey(b)),
    corner: (p) => board.wallCorners.has(cellKey(p)),
    cell: (c) => {
      const t = terrainNow(board, G, c);
      if (t === 'h') return true;
      if (kind === 'fire' && t === 'T') return true;
      if (massive?.has(c.y * board.width + c.x) || smoke?.has(c.y * board.width + c.x)) return true;
      return charactersBlock && characterAt(G, cellKey(c));
    },
  });
}

/** Line of Sight: a clear sight line to a square in the viewer's Front Arc (line 180). */
export function hasLineOfSight(
  cx: SearchContext,
  board: Board,
  G: OrcQuestState,
  from: Cell,
  facing: Facing,
  to: Cell,
): boolean {
  return inFrontArc(from, facing, to) && lineClear(cx, board, G, from, to, 'sight');
}

/** Line of Fire needs Line of Sight too (line 195). */
export function hasLineOfFire(
  cx: SearchContext,
  board: Board,
  G: OrcQuestState,
  from: Cell,
  facing: Facing,
  to: Cell,
): boolean {
  return hasLineOfSight(cx, board, G, from, facing, to) && lineClear(cx, board, G, from, to, 'fire');
}

/**
 * The squares along an Enemy's front edge, each with the covered square behind it: one, or two for a
 * Massive miniature (its Danger Zone is 2 squares wide, line 175).
 */
export function frontEdge(e: { pos: string; facing: Facing }, massive: boolean): { at: Cell; front: Cell }[] {
  const a = cellOf(e.pos);
  if (!massive) return [{ at: a, front: shift(a, e.facing) }];
  const edge: Cell[] =
    e.facing === 0
      ? [a, { x: a.x + 1, y: a.y }]
      : e.facing === 1
        ? [
            { x: a.x + 1, y: a.y },
            { x: a.x + 1, y: a.y + 1 },
          ]
        : e.facing === 2
          ? [
              { x: a.x, y: a.y + 1 },
              { x: a.x + 1, y: a.y + 1 },
            ]
          : [a, { x: a.x, y: a.y + 1 }];
  return edge.map((at) => ({ at, front: shift(at, e.facing) }));
}

/** `dangerZones(board, G).get(key) ?? []` without building the map: the Enemies whose Danger Zone covers the square. */
export function dangerZoneAt(board: Board, G: OrcQuestState, key: string): number[] {
  const sq = cellOf(key);
  const out: number[] = [];
  for (const e of G.enemies) {
    if (isMassive(e)) {
      for (const { at, front } of frontEdge(e, true))
        if (front.x === sq.x && front.y === sq.y && inGrid(board, front) && adjacent(board, G, at, front))
          out.push(e.id);
      continue;
    }
    const at = cellOf(e.pos);
    const d = DELTAS[e.facing] as Cell;
    if (at.x + d.x !== sq.x || at.y + d.y !== sq.y) continue;
    if (inGrid(board, sq) && adjacent(board, G, at, sq)) out.push(e.id);
  }
  return out;
}

/**
 * Danger Zones: the square at each Enemy's front edge (two for a Massive one), if it is on the board and
 * adjacent (not across a wall or closed door, ruling R14), as square → ids of the Enemies it belongs to.
 */
export function dangerZones(board: Board, G: OrcQuestState): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const e of G.enemies) {
    for (const { at, front } of frontEdge(e, isMassive(e))) {
      if (!inGrid(board, front) || !adjacent(board, G, at, front)) continue;
      const k = cellKey(front);
      out.set(k, [...(out.get(k) ?? []), e.id]);
    }
  }
  return out;
}
