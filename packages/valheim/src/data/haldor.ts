import type { Bomb, Mead } from './consumables.js';
import { EQUIPMENT_BY_ID, HALDOR_EQUIPMENT } from './equipment.js';
import type { Cost, Resource } from './resources.js';
import type { Source } from './source.js';

/**
 * Trading with Haldor (lines 260–267): an action on his space (or in the house, 1 coin more) reveals the top
 * 3 cards of his deck; coins buy any of them and plain resources; unbought cards go to the bottom.
 */

/** What a Haldor card gives: one of his rare equipment cards, a consumable token, or a bundle of resources. */
export type HaldorGoods =
  | { readonly kind: 'equipment'; readonly card: string }
  | { readonly kind: 'token'; readonly token: Mead | Bomb | 'reroll' }
  | { readonly kind: 'resources'; readonly cost: Cost };

/** One card of Haldor's deck (line 55): what he sells and its price. */
export interface HaldorCard {
  /** the card's id */
  readonly id: string;
  /** the card's name */
  readonly name: string;
  /** Price in coins. */
  readonly price: number;
  /** what buying it gives */
  readonly goods: HaldorGoods;
  /** provenance: the card faces are not public, so `assumed` */
  readonly source: Source;
  /** what the card sells, for players */
  readonly text: string;
}

/** Cards revealed by one trade action (line 262). */
export const HALDOR_REVEAL = 3;
/** The house-call surcharge: 1 coin per trade action started in the house (line 267, ruling R23). */
export const HOUSE_CALL_COINS = 1;

/**
 * Coins per plain resource token (line 262: "buy resources or cards"); the price list is not public.
 * Coins are not for sale.
 */
export const HALDOR_RESOURCE_PRICE: Readonly<Partial<Record<Resource, number>>> = {
  wood: 1,
  resin: 1,
  stone: 1,
  hide: 1,
  bronze: 2,
  iron: 2,
  silver: 2,
};
/** Provenance of Haldor's prices (cards and plain resources): not public, so `assumed`. */
export const HALDOR_PRICE_SOURCE: Source = 'assumed';

const PRICES: Readonly<Record<string, number>> = {
  dvergrCirclet: 4,
  megingjord: 5,
  fishingRod: 2,
  thunderHammer: 4,
  haldorLongbow: 5,
  wishbone: 3,
};

const gear = (id: string): HaldorCard => {
  const e = EQUIPMENT_BY_ID[id];
  if (!e) throw new Error(`haldor: no equipment ${id}`);
  return {
    id,
    name: e.name,
    price: PRICES[id] ?? 3,
    goods: { kind: 'equipment', card: id },
    source: 'assumed',
    text: `${e.text} Price: ${PRICES[id] ?? 3} coins.`,
  };
};

const ware = (id: string, name: string, price: number, goods: HaldorGoods, text: string): HaldorCard => ({
  id,
  name,
  price,
  goods,
  source: 'assumed',
  text: `${text} Price: ${price} coin${price === 1 ? '' : 's'}.`,
});

/**
 * The 12 Haldor cards (line 55). Their faces are not public (rules-orcquest-valheim.md B.10): 6 rare
 * equipment cards, 4 consumables and 2 bundles of resources, all our reconstruction.
 */
export const HALDOR_CARDS: readonly HaldorCard[] = [
  ...HALDOR_EQUIPMENT.map((e) => gear(e.id)),
  ware(
    'haldor-mead',
    'Barrel of mead',
    2,
    { kind: 'token', token: 'healthMead' },
    'A health mead for one of your mead slots.',
  ),
  ware(
    'haldor-tonic',
    'Frost-ward tonic',
    2,
    { kind: 'token', token: 'resistanceMead' },
    'A resistance mead for one of your mead slots.',
  ),
  ware(
    'haldor-bomb',
    'Ooze bomb',
    3,
    { kind: 'token', token: 'areaBomb' },
    'An area bomb for one of your bomb slots.',
  ),
  ware(
    'haldor-charm',
    'Lucky charm',
    2,
    { kind: 'token', token: 'reroll' },
    'A reroll token for one of your reroll slots.',
  ),
  ware(
    'haldor-ymir',
    'Ymir flesh',
    3,
    { kind: 'resources', cost: { iron: 1, resin: 2 } },
    'Ymir flesh: 1 iron and 2 resin for the stash.',
  ),
  ware(
    'haldor-seeds',
    'Seed sack',
    2,
    { kind: 'resources', cost: { wood: 2, hide: 1 } },
    'A sack of seeds and pelts: 2 wood and 1 hide for the stash.',
  ),
];

/** Haldor's cards by id. */
export const HALDOR_BY_ID: Readonly<Record<string, HaldorCard>> = Object.fromEntries(
  HALDOR_CARDS.map((c) => [c.id, c]),
);
