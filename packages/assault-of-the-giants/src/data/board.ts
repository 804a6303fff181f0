import { symmetricAdjacency } from '@skald/core';
import type { Source } from './provenance.js';
import type { RaceId } from './races.js';

/** A region's kind: a Small Folk Region, or a giant race's Starting Region. */
export type RegionKind = 'smallFolk' | 'start';

/** One region of the Savage Frontier board. */
export interface RegionSpec {
  /** Stable id used in moves and state (for example `evermoors`). */
  readonly id: string;
  /** The region's name on the map. */
  readonly name: string;
  /** Small Folk Region or Starting Region. */
  readonly kind: RegionKind;
  /** The race whose Starting Region this is. */
  readonly startOf: RaceId | null;
  /** Provenance of this region (most are the assumed placeholder board). */
  readonly source: Source;
  /** Citation key, or why the value is assumed. */
  readonly note: string;
}

const PLACEHOLDER = 'placeholder board (REF-EXTRA §3.2): the printed map is not public';
const region = (
  id: string,
  name: string,
  kind: RegionKind,
  startOf: RaceId | null = null,
  source: Source = 'assumed',
  note = PLACEHOLDER,
): RegionSpec => ({ id, name, kind, startOf, source, note });

/** The regions of the board (a placeholder that honours every public fact). */
export const REGIONS: readonly RegionSpec[] = [
  region('seaIce', 'Sea of Moving Ice', 'start', 'frost'),
  region('trackless', 'Trackless Sea', 'start', 'storm'),
  region('icewind', 'Icewind Dale', 'smallFolk'),
  region('spine', 'Spine of the World', 'smallFolk'),
  region('iceSpires', 'Ice Spires', 'start', 'fire'),
  region('swordCoast', 'Sword Coast North', 'smallFolk'),
  region('neverwinter', 'Neverwinter Wood', 'smallFolk'),
  region('mere', 'Mere of Dead Men', 'smallFolk'),
  region('waterdeep', 'Waterdeep', 'smallFolk'),
  region('dessarin', 'Dessarin Valley', 'smallFolk'),
  region('sumber', 'Sumber Hills', 'start', 'hill', 'public', 'name from REF-LIB11; hill start is assumed'),
  region('evermoors', 'The Evermoors', 'start', 'cloud', 'rulebook', 'p.20 l.108-113: cloud Starting Region'),
  region('silverMarches', 'Silver Marches', 'smallFolk'),
  region('graypeak', 'Graypeak Mountains', 'start', 'stone'),
  region('highForest', 'High Forest', 'smallFolk'),
  region('fallenLands', 'Fallen Lands', 'smallFolk'),
  region('delimbiyr', 'Delimbiyr Vale', 'smallFolk', null, 'public', 'name from REF-LIB11'),
  region('highMoor', 'High Moor', 'smallFolk', null, 'public', 'name from REF-LIB11'),
];

/** One border between two regions (undirected). */
export interface EdgeSpec {
  /** Region id at one end. */
  readonly a: string;
  /** Region id at the other end. */
  readonly b: string;
  /** Provenance of this border. */
  readonly source: Source;
}

const e = (a: string, b: string, source: Source = 'assumed'): EdgeSpec => ({ a, b, source });

/** Undirected borders. Two are public (REF-LIB11's Move example); the rest are the placeholder's. */
export const EDGES: readonly EdgeSpec[] = [
  e('seaIce', 'icewind'),
  e('seaIce', 'trackless'),
  e('trackless', 'swordCoast'),
  e('trackless', 'mere'),
  e('trackless', 'waterdeep'),
  e('icewind', 'spine'),
  e('icewind', 'swordCoast'),
  e('spine', 'swordCoast'),
  e('spine', 'iceSpires'),
  e('spine', 'silverMarches'),
  e('iceSpires', 'silverMarches'),
  e('swordCoast', 'neverwinter'),
  e('neverwinter', 'mere'),
  e('neverwinter', 'dessarin'),
  e('mere', 'waterdeep'),
  e('mere', 'dessarin'),
  e('waterdeep', 'sumber'),
  e('waterdeep', 'highMoor'),
  e('dessarin', 'sumber'),
  e('dessarin', 'evermoors'),
  e('dessarin', 'highForest'),
  e('sumber', 'highForest'),
  e('sumber', 'delimbiyr', 'public'),
  e('evermoors', 'silverMarches'),
  e('evermoors', 'highForest'),
  e('evermoors', 'graypeak'),
  e('silverMarches', 'graypeak'),
  e('graypeak', 'highForest'),
  e('graypeak', 'fallenLands'),
  e('highForest', 'delimbiyr'),
  e('highForest', 'fallenLands'),
  e('fallenLands', 'delimbiyr'),
  e('delimbiyr', 'highMoor', 'public'),
];

/** Region id → its neighbours (symmetric by construction, from core's map helpers). */
export const ADJACENCY: Readonly<Record<string, readonly string[]>> = symmetricAdjacency(
  EDGES.map((e) => [e.a, e.b]),
);

/** Region id → its {@link RegionSpec}. */
export const REGION_BY_ID: Readonly<Record<string, RegionSpec>> = Object.fromEntries(
  REGIONS.map((r) => [r.id, r]),
);

/** Whether `id` names a region (own keys only: input such as `__proto__` is not a region). */
export const isRegion = (id: unknown): id is string =>
  typeof id === 'string' && Object.hasOwn(REGION_BY_ID, id);
