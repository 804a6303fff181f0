import type { Bomb, Mead } from './consumables.js';
import type { Cost } from './resources.js';
import type { Source } from './source.js';

/** Scenario 1 (Eikthyr): the map, objective and gifted items are in the scenario book, not public. */
export interface ScenarioEntry {
  readonly id: 'eikthyr-1';
  readonly name: string;
  readonly forsaken: 'eikthyr';
  /** Tile slots around the house, in clockwise order. */
  readonly slots: readonly string[];
  /** Tiles that are always used; the other slots take random Meadows tiles (line 118). */
  readonly fixedTiles: readonly string[];
  /** Stag tokens to gather before summoning (line 670). */
  readonly stags: number;
  /** Gifted items on top of the event deck, first listed on top (line 126). */
  readonly gifts: readonly (Mead | Bomb)[];
  readonly source: Source;
  readonly text: string;
}

export const SCENARIO_1: ScenarioEntry = {
  id: 'eikthyr-1',
  name: 'The Thunder Stag',
  forsaken: 'eikthyr',
  slots: ['N', 'E', 'S', 'W'],
  fixedTiles: ['meadows-altar'],
  stags: 2,
  gifts: ['healthMead', 'staminaMead', 'areaBomb', 'pierceBomb'],
  source: 'assumed',
  text: 'Four Meadows tiles ring your house, one of them holding Eikthyr’s altar. Gather both stag tokens (they appear on the first two hide spaces you reveal), then summon Eikthyr at his altar and defeat him before the event deck runs out.',
};

/** The 4 common chest tokens (line 63); their backs are not public (rules-…-extra.md B.1, assumed). */
export interface ChestEntry {
  readonly id: string;
  readonly kind: 'common' | 'rare';
  readonly loot: Cost;
  readonly source: Source;
  readonly text: string;
}

export const COMMON_CHESTS: readonly ChestEntry[] = [
  { id: 'common-hide', kind: 'common', loot: { hide: 2 }, source: 'assumed', text: 'Common chest: 2 hide.' },
  {
    id: 'common-bronze',
    kind: 'common',
    loot: { bronze: 1, coin: 1 },
    source: 'assumed',
    text: 'Common chest: 1 bronze and 1 coin.',
  },
  { id: 'common-iron', kind: 'common', loot: { iron: 1 }, source: 'assumed', text: 'Common chest: 1 iron.' },
  {
    id: 'common-coins',
    kind: 'common',
    loot: { coin: 2 },
    source: 'assumed',
    text: 'Common chest: 2 coins.',
  },
];
export const CHESTS_BY_ID: Readonly<Record<string, ChestEntry>> = Object.fromEntries(
  COMMON_CHESTS.map((c) => [c.id, c]),
);
