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

/** Consumable spaces on a character board: 2 mead, 2 bomb, 2 reroll; honeycombs take any free one (259, 397). */
export const CONSUMABLE_SPACES = 6;

export type HoneyEffect = 'action' | 'stamina' | 'health' | 'reroll';

export interface HoneycombEntry {
  readonly id: string;
  readonly effect: HoneyEffect;
  readonly amount: number;
  readonly source: 'assumed';
  readonly text: string;
}

const honey = (id: string, effect: HoneyEffect, amount: number, text: string): HoneycombEntry => ({
  id,
  effect,
  amount,
  source: 'assumed',
  text,
});

/** The 8 honeycomb tokens (line 72): the rulebook names their kinds of benefit (258, 411); the split is ours. */
export const HONEYCOMBS: readonly HoneycombEntry[] = [
  honey('honey-action-a', 'action', 1, 'Honeycomb: take 1 extra action this turn.'),
  honey('honey-action-b', 'action', 1, 'Honeycomb: take 1 extra action this turn.'),
  honey('honey-stamina-a', 'stamina', 2, 'Honeycomb: gain 2 stamina.'),
  honey('honey-stamina-b', 'stamina', 2, 'Honeycomb: gain 2 stamina.'),
  honey('honey-health-a', 'health', 2, 'Honeycomb: heal 2.'),
  honey('honey-health-b', 'health', 2, 'Honeycomb: heal 2.'),
  honey('honey-reroll-a', 'reroll', 1, 'Honeycomb: gain a reroll token.'),
  honey('honey-reroll-b', 'reroll', 1, 'Honeycomb: gain a reroll token.'),
];

export const HONEY_BY_ID: Readonly<Record<string, HoneycombEntry>> = Object.fromEntries(
  HONEYCOMBS.map((h) => [h.id, h]),
);

/** Fire tokens in the box (line 65): no more can be on cards at once. */
export const FIRE_TOKENS = 6;
