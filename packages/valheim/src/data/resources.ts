import type { Sourced } from './source.js';

export const RESOURCES = ['wood', 'resin', 'stone', 'hide', 'bronze', 'iron', 'silver', 'coin'] as const;
export type Resource = (typeof RESOURCES)[number];
export type Cost = Partial<Record<Resource, number>>;

export interface ResourceEntry extends Sourced {
  readonly id: Resource;
  /** Tokens in the box: the shared stash never holds more (ruling R-stash). */
  readonly tokens: number;
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
