import type { Source } from './source.js';

export const MEADS = ['healthMead', 'staminaMead', 'resistanceMead'] as const;
export type Mead = (typeof MEADS)[number];
export const BOMBS = ['areaBomb', 'pierceBomb'] as const;
export type Bomb = (typeof BOMBS)[number];

export interface ConsumableEntry {
  readonly id: Mead | Bomb | 'reroll';
  readonly name: string;
  readonly source: Source;
  readonly text: string;
}

/** Token effects (lines 398–408, 658–665): all rulebook. */
export const CONSUMABLES: Record<Mead | Bomb | 'reroll', ConsumableEntry> = {
  healthMead: {
    id: 'healthMead',
    name: 'Health mead',
    source: 'rulebook',
    text: 'Health mead: heal 2, yourself or a player on your space.',
  },
  staminaMead: {
    id: 'staminaMead',
    name: 'Stamina mead',
    source: 'rulebook',
    text: 'Stamina mead: gain 2 stamina, yourself or a player on your space.',
  },
  resistanceMead: {
    id: 'resistanceMead',
    name: 'Resistance mead',
    source: 'rulebook',
    text: 'Resistance mead: remove a frozen or poison effect.',
  },
  areaBomb: {
    id: 'areaBomb',
    name: 'Area effect bomb',
    source: 'rulebook',
    text: 'Area bomb: in combat, roll 2 yellow attack dice against every creature on your space. No damage dice are rolled against you.',
  },
  pierceBomb: {
    id: 'pierceBomb',
    name: 'Armour piercing bomb',
    source: 'rulebook',
    text: 'Armour piercing bomb: in combat, roll 1 red attack die, ignoring the target’s defense.',
  },
  reroll: {
    id: 'reroll',
    name: 'Reroll token',
    source: 'rulebook',
    text: 'Reroll token: reroll any of your own dice of one roll (never damage dice).',
  },
};

/** At most 2 meads, 2 bombs and 2 rerolls on a character board (lines 397, 658–665). */
export const SLOT_LIMIT = 2;

export const MEAD_HEAL = 2;
export const MEAD_STAMINA = 2;
