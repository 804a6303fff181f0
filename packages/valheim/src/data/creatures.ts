import type { Cost } from './resources.js';
import type { Source } from './source.js';

/** Every creature kind: the five regular ones, then the three large ones (lines 436–438). */
export const CREATURE_KINDS = [
  'greyling',
  'greydwarf',
  'skeleton',
  'draugr',
  'fenring',
  'troll',
  'abomination',
  'stoneGolem',
] as const;
/** A kind of creature (one creature card, regular and veteran side). */
export type CreatureKind = (typeof CREATURE_KINDS)[number];

/**
 * What a special (⚡) result on a creature's damage die does (lines 347–354). `pierceDamage` is the Troll's:
 * ignore defense and deal 1 extra damage (line 697).
 */
export type Special = 'none' | 'extraDamage' | 'block' | 'poison' | 'frozen' | 'pierceDamage';

/** One side of a creature card: health, damage dice, special, loot (line 434). */
export interface CreatureSide {
  /** printed health: damage to defeat it, and its strength in a fight (line 384) */
  readonly health: number;
  /** black damage dice it rolls */
  readonly dice: number;
  /** what a special result on its damage dice does */
  readonly special: Special;
  /** Printed extra defense point: cancels 1 attack point every roll (line 354). */
  readonly defense: number;
  /** resistant to fire: the attacker's fire bonus does not apply (line 693) */
  readonly fireResistant: boolean;
  /** resources added to the shared stash when it is defeated (line 319) */
  readonly loot: Cost;
}

/** One creature card: both its sides (lines 432–443, 684–701). */
export interface CreatureEntry {
  /** the creature kind */
  readonly id: CreatureKind;
  /** the name on the card */
  readonly name: string;
  /** a large creature: only 1 of each (Troll, Abomination, Stone Golem; line 438) */
  readonly large: boolean;
  /** Miniatures in the box (lines 77–85). */
  readonly miniatures: number;
  /** the regular side, face up at setup (line 132) */
  readonly regular: CreatureSide;
  /** the veteran side, flipped to by scenarios and event cards (line 440) */
  readonly veteran: CreatureSide;
  /** provenance of the entry as a whole: `assumed` when any value is ours */
  readonly source: Source;
  /** Per field: which values are from the rulebook and which are ours. */
  readonly provenance: string;
  /** what the creature is and does, for players */
  readonly text: string;
}

const side = (
  health: number,
  dice: number,
  special: Special,
  loot: Cost,
  extra: Partial<Pick<CreatureSide, 'defense' | 'fireResistant'>> = {},
): CreatureSide => ({
  health,
  dice,
  special,
  loot,
  defense: extra.defense ?? 0,
  fireResistant: extra.fireResistant ?? false,
});

/**
 * Health and dice are `assumed` (rules-orcquest-valheim-extra.md B.2, bounded by the 12 red cubes), except the
 * rulebook's Greyling 2 / Greydwarf 3 health, Skeleton 2 dice and Fenring 3 dice. Specials, loot kinds,
 * shields and fire resistance are from the rulebook (lines 676–701). Veterans drop double loot (assumed).
 */
export const CREATURES: Record<CreatureKind, CreatureEntry> = {
  greyling: {
    id: 'greyling',
    name: 'Greyling',
    large: false,
    miniatures: 5,
    regular: side(2, 1, 'none', { resin: 1 }),
    veteran: side(3, 1, 'extraDamage', { resin: 2 }),
    source: 'assumed',
    provenance: 'health 2 and no regular special: rulebook (443, 687); dice and veteran values: assumed',
    text: 'Greyling: a small mossy tree-creature of the Meadows. Harmless alone; its special is ignored. The veteran hits harder on a special. Drops resin.',
  },
  greydwarf: {
    id: 'greydwarf',
    name: 'Greydwarf',
    large: false,
    miniatures: 5,
    regular: side(3, 1, 'none', { stone: 1 }),
    veteran: side(4, 1, 'extraDamage', { stone: 2 }),
    source: 'assumed',
    provenance: 'health 3: rulebook (443); the rest assumed',
    text: 'Greydwarf: the Greyling’s sturdier cousin from the Black Forest, dangerous in numbers. Drops stone.',
  },
  skeleton: {
    id: 'skeleton',
    name: 'Skeleton',
    large: false,
    miniatures: 5,
    regular: side(3, 2, 'block', {}),
    veteran: side(4, 2, 'block', {}),
    source: 'assumed',
    provenance: '2 dice and the blocking special: rulebook (691); health assumed',
    text: 'Skeleton: a restless dead warrior. Rolls two damage dice; its special blocks one of your attack points.',
  },
  draugr: {
    id: 'draugr',
    name: 'Draugr',
    large: false,
    miniatures: 4,
    regular: side(4, 2, 'poison', {}, { fireResistant: true }),
    veteran: side(5, 2, 'poison', {}, { fireResistant: true }),
    source: 'assumed',
    provenance: 'poison and fire resistance: rulebook (693); health and dice assumed',
    text: 'Draugr: a bloated undead Viking of the Swamps. Fire does not hurt it more; its special poisons you.',
  },
  fenring: {
    id: 'fenring',
    name: 'Fenring',
    large: false,
    miniatures: 3,
    regular: side(4, 3, 'frozen', { hide: 1, coin: 1 }),
    veteran: side(5, 3, 'frozen', { hide: 2, coin: 2 }),
    source: 'assumed',
    provenance: '3 dice, frost special, hide + coin loot: rulebook (695, 677, 683); health assumed',
    text: 'Fenring: a wolf-man of the Mountains. Rolls three damage dice; its special freezes you.',
  },
  troll: {
    id: 'troll',
    name: 'Troll',
    large: true,
    miniatures: 1,
    regular: side(6, 2, 'pierceDamage', { bronze: 1, coin: 1 }),
    veteran: side(7, 3, 'pierceDamage', { bronze: 2, coin: 2 }),
    source: 'assumed',
    provenance:
      'special through armour with damage, bronze + coin loot: rulebook (697, 680, 683); numbers assumed',
    text: 'Troll: the first large creature. Its special smashes through armour and deals an extra damage.',
  },
  abomination: {
    id: 'abomination',
    name: 'Abomination',
    large: true,
    miniatures: 1,
    regular: side(6, 2, 'poison', { iron: 1, coin: 1 }, { defense: 1 }),
    veteran: side(7, 3, 'poison', { iron: 2, coin: 2 }, { defense: 1 }),
    source: 'assumed',
    provenance: 'shield (−1 per attack), poison, iron + coin loot: rulebook (699, 681, 683); numbers assumed',
    text: 'Abomination: a mass of living roots from the Swamps. Shielded (every attack loses a point); its special poisons.',
  },
  stoneGolem: {
    id: 'stoneGolem',
    name: 'Stone Golem',
    large: true,
    miniatures: 1,
    regular: side(7, 3, 'frozen', { stone: 1, silver: 1, coin: 1 }, { defense: 1 }),
    veteran: side(8, 3, 'frozen', { stone: 2, silver: 2, coin: 2 }, { defense: 1 }),
    source: 'assumed',
    provenance:
      'shielded, frost, strongest, stone + silver + coin loot: rulebook (701, 679, 682); numbers assumed',
    text: 'Stone Golem: the strongest large creature, from the Mountains. Shielded; its special freezes you.',
  },
};

/** What each special result does, for players (lines 347–354). */
export const SPECIAL_TEXT: Record<Special, string> = {
  none: 'No special: special results are ignored.',
  extraDamage: 'Extra damage: 1 more damage, even if every other die is blank.',
  block: 'Extra defense point: cancels 1 of your attack points this roll.',
  poison:
    'Poison: you are poisoned (1 damage at the end of each of your combat rounds). Defense cannot stop it.',
  frozen:
    'Frozen: you are frozen (lose 1 stamina at the end of each of your combat rounds). Defense cannot stop it.',
  pierceDamage: 'Armour piercing with damage: ignore your defense this roll and take 1 extra damage.',
};
