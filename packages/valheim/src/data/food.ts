import type { Source } from './source.js';

export interface Benefit {
  readonly health: number;
  readonly stamina: number;
  readonly reroll: number;
}

/** A food card: a top benefit and the cauldron's improved bottom benefit (lines 245–248). */
export interface FoodEntry {
  readonly id: string;
  readonly name: string;
  readonly top: Benefit;
  readonly bottomName: string;
  readonly bottom: Benefit;
  readonly source: Source;
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

export const FOOD_BY_ID: Readonly<Record<string, FoodEntry>> = Object.fromEntries(FOOD.map((x) => [x.id, x]));
