import type { BossId } from './bosses.js';
import type { EnemyType } from './enemies.js';
import { type PatrolPath, QUEST1_PATROLS, type RedEntrance } from './patrols.js';
import type { Provenance } from './types.js';

/**
 * Terrain of one square (rulebook lines 118, 127-129, 302-314):
 * `.` open ground, `,` field, `~` pond, `T` tree trunk, `s` shadow of the trees, `f` room floor,
 * `l` low furniture, `h` high furniture.
 */
export type TerrainChar = '.' | ',' | '~' | 'T' | 's' | 'f' | 'l' | 'h';

/** A Presence token (rulebook lines 331-341). */
export type PresenceToken =
  | { readonly kind: 'enemy'; readonly enemy: EnemyType; readonly count: number }
  | { readonly kind: 'chicken' };

/** A room or a Spawn Zone of a Quest map: a rectangle explored as one, with its Presence Pool and dice. */
export interface Zone {
  /** Zone id (doors name the room behind them by it). */
  readonly id: string;
  /** A walled room or an open Spawn Zone. */
  readonly kind: 'room' | 'spawn';
  /** Inclusive rectangle of squares. */
  readonly x0: number;
  /** Top row of the rectangle. */
  readonly y0: number;
  /** Right column of the rectangle (inclusive). */
  readonly x1: number;
  /** Bottom row of the rectangle (inclusive). */
  readonly y1: number;
  /** The Presence Pool its Exploration draws tokens from. */
  readonly pool: 'main' | 'secondary';
  /** Exploration dice dropped in this zone (the Quest gives the number, line 324). */
  readonly dice: number;
}

/** A door token on the edge between two squares (scenery elements, lines 122-125). */
export interface DoorSpec {
  /** Door id. */
  readonly id: string;
  /** The two squares the door separates (orthogonal neighbours, "x,y"). */
  readonly a: string;
  /** The square on the other side of the door from `a`. */
  readonly b: string;
  /** Simple, double or armored door. */
  readonly kind: 'simple' | 'double' | 'armored';
  /** Whether it starts open. */
  readonly open: boolean;
  /** The room behind it (explored when the door is opened or smashed). */
  readonly room: string;
  /**
   * A double door's second edge (line 124), beside the first: its square on `a`'s side, then on `b`'s. Both
   * edges open, close and break together; only the token's two outer ends are wall corners (ruling R7).
   */
  readonly wide?: { readonly a: string; readonly b: string };
}

/** A Dead-end Wall token (lines 78, 126, 258): a wall on the edge between two orthogonal neighbours. */
export interface WallSpec {
  /** One square beside the wall ("x,y"). */
  readonly a: string;
  /** The square on the other side of the wall ("x,y"). */
  readonly b: string;
}

/** A Quest as data: its map, doors, Patrols, Presence Pools, start values and victory. */
export interface QuestSpec {
  /** Quest id (`c1q1`: Chapter 1, Quest 1). */
  readonly id: string;
  /** The Quest's name, as shown to players. */
  readonly name: string;
  /** Map width, in squares. */
  readonly width: number;
  /** Map height, in squares. */
  readonly height: number;
  /** Rows of terrain characters, `height` strings of `width` characters. */
  readonly terrain: readonly string[];
  /** Rooms are walled on every edge they share with a non-room square, except at their doors. */
  readonly zones: readonly Zone[];
  /** Its doors. */
  readonly doors: readonly DoorSpec[];
  /** Dead-end walls, outside the rooms' own walls (none on our maps). */
  readonly deadEnds?: readonly WallSpec[];
  /** Squares a Hero may enter the board onto (free, line 253). */
  readonly heroEntrance: readonly string[];
  /** Squares a Hero may leave the board from. */
  readonly heroExit: readonly string[];
  /** Squares of its Objective tokens. */
  readonly objectives: readonly string[];
  /** Its Patrol paths. */
  readonly patrols: readonly PatrolPath[];
  /** Red reinforcement Entrances (line 119), if the Quest has any. */
  readonly reinforcements?: readonly RedEntrance[];
  /** Its main and secondary Presence Pools (lines 331-341). */
  readonly pools: { readonly main: readonly PresenceToken[]; readonly secondary: readonly PresenceToken[] };
  /** The Alert level it starts at. */
  readonly startAlert: number;
  /** The Quest's printed Badass start; play takes the Track from the campaign's carry (NEW_CAMPAIGN: 0). */
  readonly startBadass: number;
  /** The Quest's printed Badass Limit start; play takes it from the campaign's carry (NEW_CAMPAIGN: 30). */
  readonly startBadassLimit: number;
  /** The Quest's own Defeat condition: it is lost when this turn would begin. */
  readonly turnLimit: number;
  /** How the Quest is won, in words. */
  readonly victoryText: string;
  /** The Quest's Boss, if any: it appears on `square` (facing 0-3) when `room` is explored. */
  readonly boss?: {
    readonly id: BossId;
    readonly room: string;
    readonly square: string;
    readonly facing: number;
  };
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Which values are rulebook facts (the rest of this entry is assumed). */
  readonly rulebookFacts: readonly string[];
}

const times = <T>(n: number, item: T): T[] => Array<T>(n).fill(item);

/**
 * Chapter 1, Quest 1 — a stand-in. The rulebook gives the Presence Pools, the Badass start (0, Limit 30)
 * and the Alert start (1); the real map, objective and dice counts are not public, so this countryside
 * farm is our own design (reference A.6): two 10x10 tiles side by side, a farmhouse and a barn, the green
 * Spawn Zone as a yard, one blue Patrol path with its Bell (data/patrols.ts).
 */
export const QUEST1: QuestSpec = {
  id: 'c1q1',
  name: 'Chapter 1, Quest 1: The Farm (stand-in map)',
  width: 20,
  height: 10,
  terrain: [
    '....T.....,,,,,,,...',
    '...sss....,ffffff...',
    '..........,fhfflf...',
    '~~........,ffffff...',
    '~~~.......,flffff...',
    '.........,,,,,,,....',
    '..ffff.........,....',
    '..flff....T.........',
    '..ffhf....s.........',
    '......,,,,s.........',
  ],
  zones: [
    { id: 'farmhouse', kind: 'room', x0: 11, y0: 1, x1: 16, y1: 4, pool: 'main', dice: 2 },
    { id: 'barn', kind: 'room', x0: 2, y0: 6, x1: 5, y1: 8, pool: 'main', dice: 2 },
    { id: 'yard', kind: 'spawn', x0: 16, y0: 6, x1: 19, y1: 9, pool: 'secondary', dice: 3 },
  ],
  doors: [
    { id: 'farmhouse-door', a: '13,4', b: '13,5', kind: 'simple', open: false, room: 'farmhouse' },
    { id: 'barn-door', a: '3,6', b: '3,5', kind: 'simple', open: false, room: 'barn' },
  ],
  heroEntrance: ['0,5', '0,6'],
  heroExit: ['19,0', '19,1'],
  objectives: ['12,3'],
  patrols: QUEST1_PATROLS,
  pools: {
    main: [
      ...times(8, { kind: 'enemy', enemy: 'peasant', count: 1 } as PresenceToken),
      { kind: 'enemy', enemy: 'peasant', count: 2 },
      ...times(2, { kind: 'enemy', enemy: 'dog', count: 1 } as PresenceToken),
    ],
    secondary: [
      { kind: 'enemy', enemy: 'peasant', count: 3 },
      ...times(2, { kind: 'chicken' } as PresenceToken),
    ],
  },
  startAlert: 1,
  startBadass: 0,
  startBadassLimit: 30,
  turnLimit: 12,
  victoryText:
    "Steal the farmer's totem (the Objective in the farmhouse) and carry it out through the Hero Exit.",
  source: 'assumed',
  rulebookFacts: ['pools', 'startAlert', 'startBadass', 'startBadassLimit'],
};
