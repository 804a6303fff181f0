import type { Sourced } from './source.js';

/** The 8 kinds of resource token (line 76), coins included. */
export const RESOURCES = ['wood', 'resin', 'stone', 'hide', 'bronze', 'iron', 'silver', 'coin'] as const;
/** A kind of resource token. */
export type Resource = (typeof RESOURCES)[number];
/** Resource tokens by kind and count: a price, a creature's loot, a chest's contents. Absent kinds are 0. */
export type Cost = Partial<Record<Resource, number>>;

/** One kind of resource token and where it comes from. */
export interface ResourceEntry extends Sourced {
  /** the resource */
  readonly id: Resource;
  /** Tokens in the box: the shared stash never holds more (ruling R-stash). */
  readonly tokens: number;
  /** a metal (bronze, iron, silver): locked for the collect die in a campaign until unlocked (line 582) */
  readonly metal: boolean;
}

const r = (id: Resource, metal: boolean, text: string): ResourceEntry => ({
  id,
  tokens: 7,
  metal,
  source: 'rulebook',
  text,
});

/** 7 tokens of each (line 76); where each comes from (lines 676–683). */
export const RESOURCE_TABLE: Record<Resource, ResourceEntry> = {
  wood: r('wood', false, 'Wood: collected in the Meadows and the Black Forest.'),
  resin: r('resin', false, 'Resin: dropped by defeated Greylings.'),
  stone: r('stone', false, 'Stone: collected in the Meadows, or dropped by Greydwarves and the Stone Golem.'),
  hide: r('hide', false, 'Hide: collected in the Meadows, found in common chests, dropped by Fenrings.'),
  bronze: r(
    'bronze',
    true,
    'Bronze: mined in the Black Forest, found in common chests, dropped by the Troll.',
  ),
  iron: r('iron', true, 'Iron: mined in the Swamps, found in common chests, dropped by the Abomination.'),
  silver: r(
    'silver',
    true,
    'Silver: mined in the Mountains, found in rare chests, dropped by the Stone Golem.',
  ),
  coin: r(
    'coin',
    false,
    'Coins: found in chests and dropped by Fenrings, the Troll, the Abomination and the Stone Golem.',
  ),
};
