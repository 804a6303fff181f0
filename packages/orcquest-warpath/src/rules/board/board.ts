import { type DoorSpec, QUEST1, type QuestSpec, type TerrainChar, type Zone } from '../../data/quest1.js';
import { QUESTS } from '../../data/quests.js';
import { type Cell, cellKey, edgeKey, parseCellKey } from './grid.js';
import { buildNav, type Nav } from './nav.js';

export { edgeKey } from './grid.js';

/** The static board of a Quest, derived once from its data table. */
export interface Board {
  /** The Quest data it was built from. */
  quest: QuestSpec;
  /** Width in squares. */
  width: number;
  /** Height in squares. */
  height: number;
  /** Wall edges, as "a|b" with a < b (cell keys). */
  walls: Set<string>;
  /** Door id by edge. */
  doorAt: Map<string, string>;
  /** Grid points that are wall ends (every endpoint of a wall or door edge, line 201-202). */
  wallCorners: Set<string>;
  /** The zone (room or Spawn Zone) id of every square in one, by cell key. */
  zoneOf: Map<string, string>;
  /** The terrain of every square, by index `y * width + x` (read for nearly every step and sight line). */
  terrain: readonly TerrainChar[];
  /** The room of every room square (spawn zones and open ground are not rooms). */
  roomAt: ReadonlyMap<string, string>;
  /** The same board as flat integer tables (rules/board/nav.ts). */
  nav: Nav;
}

/** What `buildNav` reads: the board without its integer tables. */
export type BoardLayout = Omit<Board, 'nav'>;

/** The Quest's door of this id (a Quest has a handful: a search, no index to keep). */
export const doorSpec = (b: Board, id: string): DoorSpec | undefined =>
  b.quest.doors.find((d) => d.id === id);

/** An armored door is never opened without its key nor smashed (lines 276, 284). */
export const isArmored = (b: Board, id: string): boolean => doorSpec(b, id)?.kind === 'armored';

export const inZone = (z: Zone, c: Cell): boolean => c.x >= z.x0 && c.x <= z.x1 && c.y >= z.y0 && c.y <= z.y1;

/** The two grid points at the ends of the edge between orthogonal neighbours a and b. */
export function edgeEnds(a: Cell, b: Cell): [Cell, Cell] {
  if (a.y === b.y) {
    const x = Math.max(a.x, b.x);
    return [
      { x, y: a.y },
      { x, y: a.y + 1 },
    ];
  }
  const y = Math.max(a.y, b.y);
  return [
    { x: a.x, y },
    { x: a.x + 1, y },
  ];
}

/** Builds a Quest's static board: walls around rooms, doors, wall corners, zones and terrain. */
export function buildBoard(quest: QuestSpec): Board {
  const walls = new Set<string>();
  const doorAt = new Map<string, string>();
  const wallCorners = new Set<string>();
  const zoneOf = new Map<string, string>();
  for (const z of quest.zones) {
    for (let x = z.x0; x <= z.x1; x++) for (let y = z.y0; y <= z.y1; y++) zoneOf.set(cellKey({ x, y }), z.id);
  }
  for (const d of quest.doors) {
    doorAt.set(edgeKey(d.a, d.b), d.id);
    if (d.wide) doorAt.set(edgeKey(d.wide.a, d.wide.b), d.id);
  }
  const addCorners = (a: Cell, b: Cell) => {
    for (const p of edgeEnds(a, b)) wallCorners.add(cellKey(p));
  };
  for (const z of quest.zones) {
    if (z.kind !== 'room') continue;
    for (let x = z.x0; x <= z.x1; x++)
      for (let y = z.y0; y <= z.y1; y++) {
        const inside = { x, y };
        for (const out of [
          { x, y: y - 1 },
          { x: x + 1, y },
          { x, y: y + 1 },
          { x: x - 1, y },
        ]) {
          if (inZone(z, out)) continue;
          if (out.x < 0 || out.y < 0 || out.x >= quest.width || out.y >= quest.height) continue;
          const e = edgeKey(cellKey(inside), cellKey(out));
          if (doorAt.has(e)) continue;
          addCorners(inside, out);
          walls.add(e);
        }
      }
  }
  for (const w of quest.deadEnds ?? []) {
    walls.add(edgeKey(w.a, w.b));
    addCorners(parseCellKey(w.a), parseCellKey(w.b));
  }
  // A door token's ends are wall corners (line 202); a double door's middle point is not an end (ruling R7).
  for (const d of quest.doors) {
    const ends = edgeEnds(parseCellKey(d.a), parseCellKey(d.b)).map(cellKey);
    const other = d.wide ? edgeEnds(parseCellKey(d.wide.a), parseCellKey(d.wide.b)).map(cellKey) : [];
    for (const p of [...ends, ...other]) if (!(ends.includes(p) && other.includes(p))) wallCorners.add(p);
  }
  const terrain: TerrainChar[] = [];
  for (let y = 0; y < quest.height; y++)
    for (let x = 0; x < quest.width; x++) terrain.push((quest.terrain[y]?.[x] ?? '.') as TerrainChar);
  const roomAt = new Map<string, string>();
  for (const [key, z] of zoneOf) if (quest.zones.find((q) => q.id === z)?.kind === 'room') roomAt.set(key, z);
  const layout = {
    quest,
    width: quest.width,
    height: quest.height,
    walls,
    doorAt,
    wallCorners,
    zoneOf,
    terrain,
    roomAt,
  };
  return { ...layout, nav: buildNav(layout) };
}

/** The boards of the Quests known at load, built once (about a millisecond each), in the campaign's order. */
const BOARDS: readonly Board[] = Object.values(QUESTS).map(buildBoard);

/**
 * The board of a Quest of the campaign (Quest 1 when not given or unknown). A Quest registered after load (a
 * test's variant) has no board at hand and is built again at each call: same values, only slower.
 */
export function questBoard(id = 'c1q1'): Board {
  // A few Boards, the first nearly always asked: compared in turn, cheaper than a look-up by key (every rule asks).
  for (let i = 0; i < BOARDS.length; i++) {
    const b = BOARDS[i] as Board;
    if (b.quest.id === id) return b;
  }
  return buildBoard(QUESTS[id] ?? QUEST1);
}

/** The terrain of a square (open ground off the map). */
export function terrainAt(board: Board, c: Cell): TerrainChar {
  if (c.x >= 0 && c.y >= 0 && c.x < board.width && c.y < board.height)
    return board.terrain[c.y * board.width + c.x] as TerrainChar;
  return (board.quest.terrain[c.y]?.[c.x] ?? '.') as TerrainChar;
}

export const zoneById = (board: Board, id: string): Zone | undefined =>
  board.quest.zones.find((z) => z.id === id);
