import type { Cost } from './resources.js';
import type { Source } from './source.js';

/** The 9 pieces of furniture the house can hold (line 77; ships are built apart, `SHIP_COST`). */
export const FURNITURE_IDS = [
  'rug',
  'bed',
  'throne',
  'table',
  'cauldron',
  'fermenter',
  'bombTable',
  'fireTable',
  'beehive',
] as const;
/** A piece of furniture. */
export type FurnitureId = (typeof FURNITURE_IDS)[number];

/** One piece of furniture, built in the house with a crafting action (line 707). */
export interface FurnitureEntry {
  /** the furniture's id */
  readonly id: FurnitureId;
  /** its name */
  readonly name: string;
  /** resources paid from the stash to build it */
  readonly cost: Cost;
  /** Effects from the rulebook (lines 707–717); costs are on the overview sheet, not public: assumed. */
  readonly source: Source;
  /** what it gives or unlocks, for players */
  readonly text: string;
}

const f = (id: FurnitureId, name: string, cost: Cost, text: string): FurnitureEntry => ({
  id,
  name,
  cost,
  source: 'assumed',
  text,
});

/** The furniture by id (lines 707–716). */
export const FURNITURE: Record<FurnitureId, FurnitureEntry> = {
  rug: f('rug', 'Rug', { hide: 2 }, 'Rug: end your turn in the house to gain 1 stamina.'),
  bed: f('bed', 'Bed', { wood: 3 }, 'Bed: end your turn in the house to gain 1 health.'),
  throne: f(
    'throne',
    'Throne',
    { wood: 3, stone: 1 },
    'Throne: end your turn in the house to gain a reroll token (max. 2).',
  ),
  table: f(
    'table',
    'Table',
    { wood: 2, stone: 1 },
    'Table: a second prepared-food slot; cooking fills every empty slot.',
  ),
  cauldron: f(
    'cauldron',
    'Cauldron',
    { bronze: 2 },
    'Cauldron: when eating you may take the improved (bottom) benefit of a food card.',
  ),
  fermenter: f(
    'fermenter',
    'Fermenter',
    { bronze: 1, wood: 2, resin: 1 },
    'Fermenter: spend an action in the house to brew a mead of your choice (max. 2 meads).',
  ),
  bombTable: f(
    'bombTable',
    'Bomb table',
    { iron: 1, wood: 2 },
    'Bomb table: spend an action in the house to make a bomb of your choice (max. 2 bombs).',
  ),
  fireTable: f(
    'fireTable',
    'Fire table',
    { stone: 2, wood: 1 },
    'Fire table: spend an action and 1 resin in the house to put a fire token on a tool or weapon.',
  ),
  beehive: f(
    'beehive',
    'Beehive',
    { wood: 2, resin: 1 },
    'Beehive: once per turn, spend an action in the house to take a random honeycomb.',
  ),
};

/** The ship's cost is in the rulebook (line 231). Ships are not in scenario 1's map (no water): see README. */
export const SHIP_COST: Cost = { hide: 1, wood: 2 };
