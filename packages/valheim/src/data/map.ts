import { symmetricAdjacency } from '@skald/core';
import type { CreatureKind } from './creatures.js';
import type { Resource } from './resources.js';
import type { Source } from './source.js';

export type Biome = 'house' | 'meadows' | 'blackForest' | 'swamps' | 'mountains';

/** What one space shows (lines 623–655). */
export interface SpaceIcons {
  /** A resource to collect, or `health`: the Meadows' source of health (each hand heals 1, assumed). */
  readonly resource?: Resource | 'health';
  readonly creature?: CreatureKind;
  readonly chest?: 'common' | 'rare';
  readonly altar?: boolean;
}

/** A biome tile: its spaces in the layout's position order (see {@link TILE_POSITIONS}). */
export interface TileEntry {
  readonly id: string;
  readonly biome: Biome;
  readonly spaces: readonly SpaceIcons[];
  readonly source: Source;
  readonly text: string;
}

/**
 * Per-tile layouts are not public (rules-orcquest-valheim.md B.12): every tile here has 3 spaces: position 0
 * touches the house side, positions 1 and 2 are the outer spaces (1 counter-clockwise, 2 clockwise).
 */
export const TILE_POSITIONS = 3;

const tile = (id: string, spaces: SpaceIcons[], text: string): TileEntry => ({
  id,
  biome: 'meadows',
  spaces,
  source: 'assumed',
  text,
});

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

export const TILES_BY_ID: Readonly<Record<string, TileEntry>> = Object.fromEntries(
  MEADOWS_TILES.map((t) => [t.id, t]),
);

/** The house tile: one space, where players start and craft (lines 140, 174). */
export const HOUSE = 'H';

/**
 * A scenario map layout: tile slots around the house. Space ids are `${slot}${position}`; the adjacency is
 * fixed by the layout, whichever face-down tile lands in a slot. Scenario 1's slots ring the house.
 */
export interface Layout {
  readonly slots: readonly string[];
  readonly adjacency: Readonly<Record<string, readonly string[]>>;
  readonly source: Source;
}

/** The space ids of one slot. */
export const slotSpaces = (slot: string): string[] =>
  Array.from({ length: TILE_POSITIONS }, (_, i) => `${slot}${i}`);

/** Which slot a space id lies in (`null` for the house). */
export const slotOf = (space: string): string | null => (space === HOUSE ? null : space.slice(0, -1));

/** A ring of tiles around the house: each inner space touches the house, each tile's clockwise outer space
 * touches the next tile's counter-clockwise one. Keys and lists are sorted: ties break by space id. */
export function ringLayout(slots: readonly string[]): Layout {
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
  const adj = symmetricAdjacency(edges);
  const adjacency = Object.fromEntries(
    Object.keys(adj)
      .sort()
      .map((k) => [k, [...(adj[k] as string[])].sort()]),
  );
  return { slots, adjacency, source: 'assumed' };
}
