import type { Source } from './source.js';

/** What eating a food card gives (line 246). */
export interface Benefit {
  /** health recovered */
  readonly health: number;
  /** stamina recovered */
  readonly stamina: number;
  /** reroll tokens added to the character board */
  readonly reroll: number;
}

/** A food card: a top benefit and the cauldron's improved bottom benefit (lines 245–248). */
export interface FoodEntry {
  /** the card's id */
  readonly id: string;
  /** the name of the top dish */
  readonly name: string;
  /** the benefit at the top of the card, gained by eating it (line 246) */
  readonly top: Benefit;
  /** the name of the improved dish at the bottom */
  readonly bottomName: string;
  /** the improved benefit at the bottom, chosen instead with the cauldron (line 248) */
  readonly bottom: Benefit;
  /** provenance: the benefits are ours, so `assumed` */
  readonly source: Source;
  /** both benefits, for players */
  readonly text: string;
}

const b = (health: number, stamina: number, reroll = 0): Benefit => ({ health, stamina, reroll });
const food = (id: string, name: string, top: Benefit, bottomName: string, bottom: Benefit): FoodEntry => ({
  id,
  name,
  top,
  bottomName,
  bottom,
  // Only the neck tail / minced meat pair is named in the rulebook (248); every benefit is ours.
  source: 'assumed',
  text: `${name}: ${describe(top)}. With the cauldron, ${bottomName}: ${describe(bottom)}.`,
});

function describe(x: Benefit): string {
  const parts: string[] = [];
  if (x.health) parts.push(`+${x.health} health`);
  if (x.stamina) parts.push(`+${x.stamina} stamina`);
  if (x.reroll) parts.push(`+${x.reroll} reroll token`);
  return parts.join(', ');
}

/** The 9 food cards (line 56). */
export const FOOD: readonly FoodEntry[] = [
  food('neckTail', 'Neck Tail', b(2, 0), 'Minced Meat Sauce', b(3, 1)),
  food('boarMeat', 'Boar Meat', b(2, 0), 'Sausages', b(3, 0, 1)),
  food('deerMeat', 'Deer Meat', b(2, 0), 'Deer Stew', b(2, 2)),
  food('raspberries', 'Raspberries', b(0, 1), 'Queen’s Jam', b(0, 3)),
  food('blueberries', 'Blueberries', b(1, 1), 'Blueberry Jam', b(2, 2)),
  food('mushroom', 'Mushroom', b(1, 1), 'Carrot Soup', b(2, 2)),
  food('honey', 'Honey', b(0, 0, 1), 'Honey Glazed Chicken', b(2, 0, 1)),
  food('fish', 'Fish', b(0, 2), 'Fish Wraps', b(1, 3)),
  food('turnip', 'Turnip', b(1, 0, 1), 'Turnip Stew', b(2, 1, 1)),
];

/** The food cards by id. */
export const FOOD_BY_ID: Readonly<Record<string, FoodEntry>> = Object.fromEntries(FOOD.map((x) => [x.id, x]));
