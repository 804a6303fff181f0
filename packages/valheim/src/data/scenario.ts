import type { Bomb, Mead } from './consumables.js';
import type { CreatureKind } from './creatures.js';
import type { ForsakenId } from './forsaken.js';
import type { Biome } from './map.js';
import type { Cost, Resource } from './resources.js';
import type { Source } from './source.js';

/** A scenario's id: its Forsaken and number (5–9 are our numbers, not the book's). */
export type ScenarioId =
  | 'eikthyr-1'
  | 'elder-2'
  | 'bonemass-3'
  | 'moder-4'
  | 'eikthyr-5'
  | 'elder-6'
  | 'bonemass-7'
  | 'moder-8'
  | 'eikthyr-9';
/** Every scenario, in number order (the setup screen's order). */
export const SCENARIO_IDS: readonly ScenarioId[] = [
  'eikthyr-1',
  'elder-2',
  'bonemass-3',
  'moder-4',
  'eikthyr-5',
  'elder-6',
  'bonemass-7',
  'moder-8',
  'eikthyr-9',
];

/**
 * What must be done before the summon (the scenario book is not public; line 481 "the requirements of the
 * scenario"). `tokens`: Forsaken tokens (line 71) land on the first `count` revealed spaces showing the
 * resource `on`; `double` takes one with a collect-die double (stag, line 670), `defeat` flips it to a
 * guard creature that must be defeated (withered bone, line 672). `offer`: pay `cost` at the altar.
 * `slay`: defeat `count` creatures of a kind (public: the scenario book's objectives include "slaying large
 * creatures", rules-orcquest-valheim.md source GOB); progress is counted in `stagsTaken`. `gear`: every
 * named equipment card on some player's character board at the summon (public: "specific gear" is another
 * objective the same source names); progress is read from the boards (`rules/objective.ts`).
 */
export type Objective =
  | {
      readonly kind: 'tokens';
      readonly token: 'stag' | 'witheredBone' | 'dragonEgg';
      readonly count: number;
      readonly on: Resource;
      readonly gather: 'double' | 'defeat';
      readonly guard?: CreatureKind;
    }
  | { readonly kind: 'offer'; readonly cost: Cost }
  | { readonly kind: 'slay'; readonly creature: CreatureKind; readonly count: number }
  | { readonly kind: 'gear'; readonly items: readonly string[] };

/** A scenario: its Forsaken, map, objective and gifted items (all from the unpublished scenario book). */
export interface ScenarioEntry {
  /** the scenario's id */
  readonly id: ScenarioId;
  /** its title */
  readonly name: string;
  /** the Forsaken it ends with: its event deck, altar and arena */
  readonly forsaken: ForsakenId;
  /** Tile slots around the house, in clockwise order. */
  readonly slots: readonly string[];
  /** Tiles that are always used (the altar's); the other slots draw at random from `draw` (line 118). */
  readonly fixedTiles: readonly string[];
  /** how many face-down tiles of each biome are drawn at random for the other slots */
  readonly draw: readonly { readonly biome: Biome; readonly count: number }[];
  /**
   * Spaces touching the scenario's one body of water (lines 188–189, 231): ships are built and land here.
   * Empty: the map has no water.
   */
  readonly shore: readonly string[];
  /** Island slots and the tile each holds, face down (line 119): reached only by sailing. */
  readonly islands: readonly { readonly slot: string; readonly tile: string }[];
  /** what must be done before the Forsaken may be summoned (line 481) */
  readonly objective: Objective;
  /** Gifted items on top of the event deck, first listed on top (line 126). */
  readonly gifts: readonly (Mead | Bomb)[];
  /** provenance: the scenario book is not public, so `assumed` */
  readonly source: Source;
  /** the scenario's setup and goal, for players */
  readonly text: string;
}

/** Scenario 1, Eikthyr: gather 2 stags on the Meadows ring. */
export const SCENARIO_1: ScenarioEntry = {
  id: 'eikthyr-1',
  name: 'The Thunder Stag',
  forsaken: 'eikthyr',
  slots: ['N', 'E', 'S', 'W'],
  fixedTiles: ['meadows-altar'],
  draw: [{ biome: 'meadows', count: 3 }],
  shore: [],
  islands: [],
  objective: { kind: 'tokens', token: 'stag', count: 2, on: 'hide', gather: 'double' },
  gifts: ['healthMead', 'staminaMead', 'areaBomb', 'pierceBomb'],
  source: 'assumed',
  text: 'Four Meadows tiles ring your house, one of them holding Eikthyr’s altar. Gather both stag tokens (they appear on the first two hide spaces you reveal), then summon Eikthyr at his altar and defeat him before the event deck runs out.',
};

/** Scenario 2, The Elder: offer 2 bronze; a bay and Haldor's island. */
export const SCENARIO_2: ScenarioEntry = {
  id: 'elder-2',
  name: 'The Ancient',
  forsaken: 'elder',
  slots: ['N', 'E', 'S', 'W'],
  fixedTiles: ['blackForest-altar'],
  draw: [
    { biome: 'meadows', count: 1 },
    { biome: 'blackForest', count: 2 },
  ],
  shore: ['E1', 'E2', 'S1', 'S2', 'X0', 'X1', 'X2'],
  islands: [{ slot: 'X', tile: 'blackForest-2' }],
  objective: { kind: 'offer', cost: { bronze: 2 } },
  gifts: ['healthMead', 'areaBomb', 'staminaMead', 'pierceBomb'],
  source: 'assumed',
  text: 'A Meadows tile and three Black Forest tiles ring your house; The Elder’s altar stands in the forest. Mine bronze, then offer 2 bronze at the altar to summon The Elder and defeat it. A bay washes the east and south tiles; across it lies an island with Haldor’s camp: build a ship (1 hide, 2 wood) on the shore to sail there, or pay him a coin more for a house call.',
};

/** Scenario 3, Bonemass: take 2 withered bones from their Draugr. */
export const SCENARIO_3: ScenarioEntry = {
  id: 'bonemass-3',
  name: 'The Sunken Crypts',
  forsaken: 'bonemass',
  slots: ['N', 'E', 'S', 'W'],
  fixedTiles: ['swamps-altar'],
  draw: [
    { biome: 'blackForest', count: 1 },
    { biome: 'swamps', count: 2 },
  ],
  shore: [],
  islands: [],
  objective: {
    kind: 'tokens',
    token: 'witheredBone',
    count: 2,
    on: 'iron',
    gather: 'defeat',
    guard: 'draugr',
  },
  gifts: ['resistanceMead', 'healthMead', 'pierceBomb', 'areaBomb'],
  source: 'assumed',
  text: 'Swamps and a Black Forest tile ring your house. A withered bone lies on each of the first two sunken crypts (iron spaces) you reveal: flip it and defeat the Draugr beneath to take it. With both bones, summon Bonemass at his altar.',
};

/** Scenario 4, Moder: take the dragon egg from its Fenring. */
export const SCENARIO_4: ScenarioEntry = {
  id: 'moder-4',
  name: 'Mother of Dragons',
  forsaken: 'moder',
  slots: ['N', 'E', 'S', 'W'],
  fixedTiles: ['mountains-altar'],
  draw: [
    { biome: 'swamps', count: 1 },
    { biome: 'mountains', count: 2 },
  ],
  shore: [],
  islands: [],
  objective: {
    kind: 'tokens',
    token: 'dragonEgg',
    count: 1,
    on: 'silver',
    gather: 'defeat',
    guard: 'fenring',
  },
  gifts: ['staminaMead', 'resistanceMead', 'healthMead', 'areaBomb'],
  source: 'assumed',
  text: 'Mountains and a Swamps tile ring your house. The dragon egg lies on the first silver vein you reveal, guarded by a Fenring: flip it and defeat the Fenring to take the egg, then summon Moder at her altar.',
};

/*
 * Four more scenarios, one more per Forsaken. The book has 14 (rules-orcquest-valheim.md, sources SPR,
 * BROD); their maps, objectives and gifts are not public, so these are ours (`assumed`), built from the
 * kinds of objective the public sources name (stag antlers, slaying large creatures: source GOB) and the
 * tiles we have. Their numbers are ours too, not the book's.
 */
/** Scenario 5, Eikthyr: gather 3 stags, one of them on an island. */
export const SCENARIO_5: ScenarioEntry = {
  id: 'eikthyr-5',
  name: 'The Island Stag',
  forsaken: 'eikthyr',
  slots: ['N', 'E', 'S', 'W'],
  fixedTiles: ['meadows-altar'],
  draw: [{ biome: 'meadows', count: 3 }],
  shore: ['E1', 'E2', 'S1', 'S2', 'X0', 'X1', 'X2'],
  islands: [{ slot: 'X', tile: 'meadows-3' }],
  objective: { kind: 'tokens', token: 'stag', count: 3, on: 'hide', gather: 'double' },
  gifts: ['staminaMead', 'healthMead', 'pierceBomb', 'areaBomb'],
  source: 'assumed',
  text: 'Four Meadows tiles ring your house and a fifth lies on an island across the bay to the east and south. Three stags graze on the first three deer trails (hide spaces) you find — one of them only on the island: build a ship (1 hide, 2 wood) on the shore to sail there. With three stags, summon Eikthyr at his altar.',
};

/** Scenario 6, The Elder: slay the Troll; Haldor on an island. */
export const SCENARIO_6: ScenarioEntry = {
  id: 'elder-6',
  name: 'The Troll’s Den',
  forsaken: 'elder',
  slots: ['N', 'E', 'S', 'W'],
  fixedTiles: ['blackForest-altar', 'blackForest-3'],
  draw: [
    { biome: 'meadows', count: 1 },
    { biome: 'blackForest', count: 1 },
  ],
  shore: ['E1', 'E2', 'S1', 'S2', 'X0', 'X1', 'X2'],
  islands: [{ slot: 'X', tile: 'blackForest-2' }],
  objective: { kind: 'slay', creature: 'troll', count: 1 },
  gifts: ['healthMead', 'pierceBomb', 'staminaMead', 'areaBomb'],
  source: 'assumed',
  text: 'A Meadows tile and three Black Forest tiles ring your house, one of them a Troll’s den. Defeat the Troll, then summon The Elder at its altar and defeat it. Haldor camps on an island across the bay to the east and south: sail there (a ship: 1 hide, 2 wood, built on the shore) or pay him a coin more for a house call.',
};

/** Scenario 7, Bonemass: offer 3 iron; a swampy island across the bay. */
export const SCENARIO_7: ScenarioEntry = {
  id: 'bonemass-7',
  name: 'The Iron Tithe',
  forsaken: 'bonemass',
  slots: ['N', 'E', 'S', 'W'],
  fixedTiles: ['swamps-altar'],
  draw: [
    { biome: 'blackForest', count: 1 },
    { biome: 'swamps', count: 2 },
  ],
  shore: ['E1', 'E2', 'S1', 'S2', 'X0', 'X1', 'X2'],
  islands: [{ slot: 'X', tile: 'swamps-4' }],
  objective: { kind: 'offer', cost: { iron: 3 } },
  gifts: ['resistanceMead', 'staminaMead', 'healthMead', 'pierceBomb'],
  source: 'assumed',
  text: 'Swamps and a Black Forest tile ring your house. Dredge up scrap iron from the sunken crypts and offer 3 iron at the altar to summon Bonemass, then defeat him. Across a bay to the east and south lies a swampy island with a crypt and a rare chest: build a ship (1 hide, 2 wood) on the shore to sail there.',
};

/** Scenario 8, Moder: slay the Stone Golem. */
export const SCENARIO_8: ScenarioEntry = {
  id: 'moder-8',
  name: 'The Stone Giant',
  forsaken: 'moder',
  slots: ['N', 'E', 'S', 'W'],
  fixedTiles: ['mountains-altar', 'mountains-2'],
  draw: [
    { biome: 'swamps', count: 1 },
    { biome: 'mountains', count: 1 },
  ],
  shore: [],
  islands: [],
  objective: { kind: 'slay', creature: 'stoneGolem', count: 1 },
  gifts: ['resistanceMead', 'healthMead', 'staminaMead', 'areaBomb'],
  source: 'assumed',
  text: 'Mountains and a Swamps tile ring your house; a Stone Golem guards the pass. Topple the Golem, then summon Moder at her altar and defeat her.',
};

/** Scenario 9, Eikthyr: a Crude Bow and a Deer Hide Cape on the boards at the summon. */
export const SCENARIO_9: ScenarioEntry = {
  id: 'eikthyr-9',
  name: 'The Hunter’s Kit',
  forsaken: 'eikthyr',
  slots: ['N', 'E', 'S', 'W'],
  fixedTiles: ['meadows-altar'],
  draw: [{ biome: 'meadows', count: 3 }],
  shore: [],
  islands: [],
  objective: { kind: 'gear', items: ['crudeBow', 'deerHideCape'] },
  gifts: ['staminaMead', 'areaBomb', 'healthMead', 'pierceBomb'],
  source: 'assumed',
  text: 'Four Meadows tiles ring your house, one of them holding Eikthyr’s altar. Dress a hunter for the Thunder Stag: with a Crude Bow and a Deer Hide Cape on your character boards (crafted in the house from hide and wood), summon Eikthyr at his altar and defeat him.',
};

/** Every scenario by id. */
export const SCENARIOS: Readonly<Record<ScenarioId, ScenarioEntry>> = {
  'eikthyr-1': SCENARIO_1,
  'elder-2': SCENARIO_2,
  'bonemass-3': SCENARIO_3,
  'moder-4': SCENARIO_4,
  'eikthyr-5': SCENARIO_5,
  'elder-6': SCENARIO_6,
  'bonemass-7': SCENARIO_7,
  'moder-8': SCENARIO_8,
  'eikthyr-9': SCENARIO_9,
};

/** Tokens, kills, offerings or named cards the objective needs (the stag count for scenario 1). */
export const objectiveCount = (o: Objective): number =>
  o.kind === 'offer' ? 1 : o.kind === 'gear' ? o.items.length : o.count;

/** One chest token (line 63): its kind on the front, its contents on the back (line 307). */
export interface ChestEntry {
  /** the token's id */
  readonly id: string;
  /** common or rare: which chest spaces it lies on */
  readonly kind: 'common' | 'rare';
  /** the resources gained by looting it */
  readonly loot: Cost;
  /** provenance: the backs are not public, so `assumed` */
  readonly source: Source;
  /** the contents, for players */
  readonly text: string;
}

/** The 4 common chest tokens (line 63); their backs are not public (rules-…-extra.md B.1, assumed). */
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
/** The 4 rare chest tokens (line 63) of the Swamps and Mountains; their backs are not public (assumed). */
export const RARE_CHESTS: readonly ChestEntry[] = [
  { id: 'rare-iron', kind: 'rare', loot: { iron: 2 }, source: 'assumed', text: 'Rare chest: 2 iron.' },
  {
    id: 'rare-silver',
    kind: 'rare',
    loot: { silver: 1, coin: 1 },
    source: 'assumed',
    text: 'Rare chest: 1 silver and 1 coin.',
  },
  { id: 'rare-bronze', kind: 'rare', loot: { bronze: 2 }, source: 'assumed', text: 'Rare chest: 2 bronze.' },
  { id: 'rare-coins', kind: 'rare', loot: { coin: 3 }, source: 'assumed', text: 'Rare chest: 3 coins.' },
];
/** Every chest token by id, common and rare. */
export const CHESTS_BY_ID: Readonly<Record<string, ChestEntry>> = Object.fromEntries(
  [...COMMON_CHESTS, ...RARE_CHESTS].map((c) => [c.id, c]),
);
