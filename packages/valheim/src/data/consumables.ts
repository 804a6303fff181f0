import type { Source } from './source.js';

/** The three mead tokens the fermenter brews (lines 399–402). */
export const MEADS = ['healthMead', 'staminaMead', 'resistanceMead'] as const;
/** A kind of mead token. */
export type Mead = (typeof MEADS)[number];
/** The two bomb tokens the bomb table makes (lines 404–406). */
export const BOMBS = ['areaBomb', 'pierceBomb'] as const;
/** A kind of bomb token. */
export type Bomb = (typeof BOMBS)[number];

/** A consumable token kept on a character board: a mead, a bomb or a reroll token. */
export interface ConsumableEntry {
  /** the token kind */
  readonly id: Mead | Bomb | 'reroll';
  /** the token's name */
  readonly name: string;
  /** provenance: rulebook */
  readonly source: Source;
  /** what spending it does, for players */
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

/** Health a health mead heals (line 400). */
export const MEAD_HEAL = 2;
/** Stamina a stamina mead gives (line 401). */
export const MEAD_STAMINA = 2;

/** Consumable spaces on a character board: 2 mead, 2 bomb, 2 reroll; honeycombs take any free one (259, 397). */
export const CONSUMABLE_SPACES = 6;

/** What a honeycomb gives: extra actions this turn, stamina, health or reroll tokens (lines 258, 411). */
export type HoneyEffect = 'action' | 'stamina' | 'health' | 'reroll';

/** One honeycomb token from the beehive, used on yourself only (line 412). */
export interface HoneycombEntry {
  /** the token's id (two tokens of each kind) */
  readonly id: string;
  /** the kind of benefit */
  readonly effect: HoneyEffect;
  /** how much of it: actions, stamina, health or reroll tokens */
  readonly amount: number;
  /** provenance: the rulebook names the kinds; the split is ours */
  readonly source: 'assumed';
  /** what spending it does, for players */
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

/** The honeycomb tokens by id. */
export const HONEY_BY_ID: Readonly<Record<string, HoneycombEntry>> = Object.fromEntries(
  HONEYCOMBS.map((h) => [h.id, h]),
);

/** Fire tokens in the box (line 65): no more can be on cards at once. */
export const FIRE_TOKENS = 6;
