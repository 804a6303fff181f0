import { symmetricAdjacency } from '@skald/core';
import type { CreatureKind } from './creatures.js';
import { intern } from './intern.js';
import type { Resource } from './resources.js';
import type { Source } from './source.js';

/** The house tile or one of the four biomes its tiles come from (lines 53, 618–655). */
export type Biome = 'house' | 'meadows' | 'blackForest' | 'swamps' | 'mountains';

/** What one space shows (lines 623–655). */
export interface SpaceIcons {
  /** A resource to collect, or `health`: the Meadows' source of health (each hand heals 1, assumed). */
  readonly resource?: Resource | 'health';
  /** a creature space: its creature is placed when the tile flips (line 214) and on repopulate (456) */
  readonly creature?: CreatureKind;
  /** a chest token of this kind lies here once the tile is flipped; loot it as a free action (line 307) */
  readonly chest?: 'common' | 'rare';
  /** the Forsaken's altar space, where it is summoned (line 481) */
  readonly altar?: boolean;
  /** Swamps: `mire` costs 1 extra movement to enter, `poison` rolls a damage die on entering (a special
   * poisons); Mountains: `cold` costs 1 stamina to enter (lines 636–650). */
  readonly hazard?: 'mire' | 'poison' | 'cold';
  /** Haldor's space (line 629): trade with him here (line 262). */
  readonly haldor?: boolean;
}

/** A biome tile: its spaces in the layout's position order (see {@link TILE_POSITIONS}). */
export interface TileEntry {
  /** the tile's id: biome and number, or biome and `altar` */
  readonly id: string;
  /** the biome it belongs to */
  readonly biome: Biome;
  /** the icons of its spaces, by position */
  readonly spaces: readonly SpaceIcons[];
  /** provenance: the icon placement is ours, so `assumed` */
  readonly source: Source;
  /** what the tile shows, for players */
  readonly text: string;
}

/**
 * Per-tile layouts are not public (rules-orcquest-valheim.md B.12): every tile here has 3 spaces: position 0
 * touches the house side, positions 1 and 2 are the outer spaces (1 counter-clockwise, 2 clockwise).
 */
export const TILE_POSITIONS = 3;

const tileOf =
  (biome: Biome) =>
  (id: string, spaces: SpaceIcons[], text: string): TileEntry => ({
    id,
    biome,
    spaces,
    source: 'assumed',
    text,
  });

const tile = tileOf('meadows');

/** The 5 Meadows tiles (line 53); icons from the Meadows list (line 623), placement assumed. */
export const MEADOWS_TILES: readonly TileEntry[] = [
  tile(
    'meadows-1',
    [{ resource: 'wood' }, { creature: 'greyling' }, { resource: 'hide' }],
    'Meadows: a copse, a Greyling nest and a deer trail.',
  ),
  tile(
    'meadows-2',
    [{ resource: 'stone' }, { chest: 'common' }, { creature: 'greyling', resource: 'wood' }],
    'Meadows: boulders, an old chest and a Greyling in the trees.',
  ),
  tile(
    'meadows-3',
    [{ resource: 'health' }, { resource: 'wood' }, { resource: 'hide' }],
    'Meadows: berry bushes (source of health), birches and a deer trail.',
  ),
  tile(
    'meadows-4',
    [{ resource: 'hide' }, { resource: 'stone' }, { creature: 'greyling' }],
    'Meadows: grassland, a rocky hill and a Greyling nest.',
  ),
  tile(
    'meadows-altar',
    [{ resource: 'wood' }, { altar: true }, { creature: 'greyling', resource: 'stone' }],
    'Meadows: Eikthyr’s altar stands on a hill between trees and stones.',
  ),
];

const forest = tileOf('blackForest');
/** The 5 Black Forest tiles (line 53); icons from its list (line 629), placement assumed. */
export const BLACK_FOREST_TILES: readonly TileEntry[] = [
  forest(
    'blackForest-1',
    [{ resource: 'wood' }, { creature: 'greydwarf' }, { resource: 'bronze' }],
    'Black Forest: pines, a Greydwarf nest and a copper vein (source of bronze).',
  ),
  forest(
    'blackForest-2',
    [{ haldor: true }, { creature: 'skeleton' }, { chest: 'common' }],
    'Black Forest: Haldor’s camp, a burial chamber with a Skeleton and an old chest.',
  ),
  forest(
    'blackForest-3',
    [{ resource: 'wood' }, { creature: 'troll' }, { resource: 'bronze' }],
    'Black Forest: a clearing, a Troll’s den and a copper vein.',
  ),
  forest(
    'blackForest-4',
    [{ resource: 'bronze' }, { creature: 'greydwarf', resource: 'wood' }, { creature: 'skeleton' }],
    'Black Forest: a copper vein, Greydwarves among the trees and a Skeleton.',
  ),
  forest(
    'blackForest-altar',
    [{ resource: 'bronze' }, { altar: true }, { creature: 'greydwarf' }],
    'Black Forest: The Elder’s altar, a copper vein and a Greydwarf nest.',
  ),
];

const swamp = tileOf('swamps');
/** The 5 Swamps tiles (line 53); icons from its list (lines 635–642), placement assumed. */
export const SWAMPS_TILES: readonly TileEntry[] = [
  swamp(
    'swamps-1',
    [{ hazard: 'mire' }, { resource: 'iron' }, { creature: 'draugr' }],
    'Swamps: a deep mire, a sunken crypt (source of iron) and a Draugr.',
  ),
  swamp(
    'swamps-2',
    [{ hazard: 'poison' }, { chest: 'rare' }, { creature: 'abomination' }],
    'Swamps: poisonous fumes, a rare chest and the Abomination.',
  ),
  swamp(
    'swamps-3',
    [{ resource: 'iron' }, { hazard: 'mire', creature: 'draugr' }, { hazard: 'poison' }],
    'Swamps: a sunken crypt, a Draugr in the mire and poisonous fumes.',
  ),
  swamp(
    'swamps-4',
    [{ hazard: 'mire' }, { resource: 'iron' }, { chest: 'rare' }],
    'Swamps: a mire, a sunken crypt and a rare chest.',
  ),
  swamp(
    'swamps-altar',
    [{ hazard: 'poison' }, { altar: true }, { resource: 'iron', creature: 'draugr' }],
    'Swamps: Bonemass’s altar amid poisonous fumes and a guarded sunken crypt.',
  ),
];

const mountain = tileOf('mountains');
/** The 4 Mountains tiles (line 53); icons from its list (lines 648–655), placement assumed. */
export const MOUNTAINS_TILES: readonly TileEntry[] = [
  mountain(
    'mountains-1',
    [{ hazard: 'cold' }, { resource: 'silver' }, { creature: 'fenring' }],
    'Mountains: an icy slope, a silver vein and a Fenring.',
  ),
  mountain(
    'mountains-2',
    [{ creature: 'skeleton' }, { hazard: 'cold', chest: 'rare' }, { creature: 'stoneGolem' }],
    'Mountains: a Skeleton, a frozen rare chest and the Stone Golem.',
  ),
  mountain(
    'mountains-3',
    [{ hazard: 'cold' }, { creature: 'fenring' }, { resource: 'silver' }],
    'Mountains: an icy slope, a Fenring and a silver vein.',
  ),
  mountain(
    'mountains-altar',
    [{ hazard: 'cold' }, { altar: true }, { resource: 'silver' }],
    'Mountains: Moder’s altar on a frozen peak beside a silver vein.',
  ),
];

/** All 19 biome tiles (line 53): Meadows, Black Forest, Swamps, then Mountains. */
export const ALL_TILES: readonly TileEntry[] = [
  ...MEADOWS_TILES,
  ...BLACK_FOREST_TILES,
  ...SWAMPS_TILES,
  ...MOUNTAINS_TILES,
];
/** The biome tiles by id. */
export const TILES_BY_ID: Readonly<Record<string, TileEntry>> = Object.fromEntries(
  ALL_TILES.map((t) => [t.id, t]),
);

/** The house tile: one space, where players start and craft (lines 140, 174). */
export const HOUSE = 'H';

/**
 * A scenario map layout: tile slots around the house. Space ids are `${slot}${position}`; the adjacency is
 * fixed by the layout, whichever face-down tile lands in a slot. Scenario 1's slots ring the house.
 */
export interface Layout {
  /** the ring's tile slots around the house, clockwise */
  readonly slots: readonly string[];
  /** which spaces are one move apart (the house included), symmetric */
  readonly adjacency: Readonly<Record<string, readonly string[]>>;
  /** provenance: map layouts are ours, so `assumed` */
  readonly source: Source;
}

/**
 * Island slots (line 119: landmasses apart from the house's, reached only by ship). Their 3 spaces touch
 * each other and nothing else; a scenario without an island leaves the slot empty (no tile, never entered).
 */
export const ISLAND_SLOTS: readonly string[] = ['X'];

/**
 * Every slot a scenario's map uses: the ring's around the house and the island's (data.test.ts checks each
 * scenario's slots are among them; a slot off this list still works, its ids built on each call).
 */
export const MAP_SLOTS: readonly string[] = ['N', 'E', 'S', 'W', ...ISLAND_SLOTS];
const spacesOf = (slot: string): readonly string[] =>
  Object.freeze(Array.from({ length: TILE_POSITIONS }, (_, i) => intern(`${slot}${i}`)));
/** The space ids of each map slot, built at load: the rules ask on every reveal, raid and repopulate. */
const SLOT_SPACES: ReadonlyMap<string, readonly string[]> = new Map(
  MAP_SLOTS.map((slot) => [slot, spacesOf(slot)]),
);
/** The slot of each map space (`null` for the house), built at load: a sliced string is a new string each time. */
const SLOT_OF: ReadonlyMap<string, string | null> = new Map([
  [HOUSE, null],
  ...MAP_SLOTS.flatMap((slot) => slotSpaces(slot).map((space) => [space, intern(slot)] as const)),
]);

/** The space ids of one slot. */
export function slotSpaces(slot: string): readonly string[] {
  return SLOT_SPACES.get(slot) ?? spacesOf(slot);
}

/** Which slot a space id lies in (`null` for the house). */
export function slotOf(space: string): string | null {
  const known = SLOT_OF.get(space);
  return known !== undefined ? known : intern(space.slice(0, -1));
}

/** A ring of tiles around the house: each inner space touches the house, each tile's clockwise outer space
 * touches the next tile's counter-clockwise one; island slots only touch themselves. Keys and lists are
 * sorted: ties break by space id. */
export function ringLayout(slots: readonly string[], islands: readonly string[] = []): Layout {
  const edges: [string, string][] = [];
  slots.forEach((s, i) => {
    const next = slots[(i + 1) % slots.length] as string;
    edges.push(
      [HOUSE, `${s}0`],
      [`${s}0`, `${s}1`],
      [`${s}0`, `${s}2`],
      [`${s}1`, `${s}2`],
      [`${s}2`, `${next}1`],
    );
  });
  for (const s of islands) edges.push([`${s}0`, `${s}1`], [`${s}0`, `${s}2`], [`${s}1`, `${s}2`]);
  const adj = symmetricAdjacency(edges);
  const adjacency = Object.fromEntries(
    Object.keys(adj)
      .sort()
      .map((k) => [k, (adj[k] as string[]).map(intern).sort()]),
  );
  return { slots, adjacency, source: 'assumed' };
}
