import type { Cost, Resource } from './resources.js';
import type { Source } from './source.js';

/** A weapon or tool (attack dice, line 334), or a type of armour (defense dice, line 342). */
export type EquipmentSlot = 'weapon' | 'tool' | 'head' | 'torso' | 'cape' | 'shield';

/** One equipment card: dice, icons (lines 356–370) and cost (line 226). */
export interface EquipmentEntry {
  /** the card's id */
  readonly id: string;
  /** the name on the card */
  readonly name: string;
  /** weapon, tool or armour type */
  readonly slot: EquipmentSlot;
  /** yellow attack dice it rolls */
  readonly yellow: number;
  /** red attack dice it rolls */
  readonly red: number;
  /** +N attack, only with at least one hit (line 337). */
  readonly attackBonus: number;
  /** blue defense dice it adds (never more than 2 in all, line 339) */
  readonly defense: number;
  /** +N defense, only with at least one block (line 343). */
  readonly defenseBonus: number;
  /** ranged icon: may attack a target 1 space away (line 359) */
  readonly ranged: boolean;
  /** two-handed icon: no shield while you use it (line 361) */
  readonly twoHanded: boolean;
  /** area of effect icon: the attack hits every creature on the target's space (line 362) */
  readonly areaEffect: boolean;
  /** armour piercing icon: ignores all the target's defense points (line 360) */
  readonly armorPiercing: boolean;
  /** cancelled critical icon: a critical hit counts as 1 hit (line 367) */
  readonly cancelCrit: boolean;
  /** extra move icon: spaces added to each move action (line 363) */
  readonly extraMove: number;
  /** burns like a fire token without one: +1 attack against creatures not resistant to fire (line 251) */
  readonly fireBuiltIn: boolean;
  /** resistance icons: you cannot be frozen, poisoned, or have your defense ignored (lines 368–370) */
  readonly resists: readonly ('frozen' | 'poison' | 'pierce')[];
  /** Collecting this resource yields 1 extra per hand icon (example on line 303). */
  readonly collectBonus: readonly Resource[];
  /** resources paid from the stash to craft it (line 226); none for Haldor's cards */
  readonly cost: Cost;
  /** provenance: the card faces are not public, so `assumed` */
  readonly source: Source;
  /** what the card does, for players */
  readonly text: string;
}

type Icons = Partial<Omit<EquipmentEntry, 'id' | 'name' | 'slot' | 'cost' | 'source' | 'text'>>;

const card = (
  id: string,
  name: string,
  slot: EquipmentSlot,
  icons: Icons,
  cost: Cost,
  text: string,
): EquipmentEntry => ({
  id,
  name,
  slot,
  yellow: 0,
  red: 0,
  attackBonus: 0,
  defense: 0,
  defenseBonus: 0,
  ranged: false,
  twoHanded: false,
  areaEffect: false,
  armorPiercing: false,
  cancelCrit: false,
  extraMove: 0,
  fireBuiltIn: false,
  resists: [],
  collectBonus: [],
  ...icons,
  cost,
  // The 32 card faces are not public: names, icons and costs are our reconstruction (README, assumed table).
  source: 'assumed',
  text,
});

const METALS: Resource[] = ['bronze', 'iron', 'silver'];

/** The 32 equipment cards (line 54): 16 weapons and tools, 16 armour. */
export const EQUIPMENT: readonly EquipmentEntry[] = [
  card('club', 'Club', 'weapon', { yellow: 1 }, { wood: 2 }, 'Club: a heavy stick. Rolls 1 yellow die.'),
  card(
    'stoneAxe',
    'Stone Axe',
    'tool',
    { yellow: 1, collectBonus: ['wood'] },
    { wood: 2, stone: 1 },
    'Stone Axe: 1 yellow die; +1 wood per hand when collecting wood.',
  ),
  card(
    'antlerPickaxe',
    'Antler Pickaxe',
    'tool',
    { yellow: 1, collectBonus: ['stone'] },
    { wood: 2, hide: 1 },
    'Antler Pickaxe: 1 yellow die; +1 stone per hand when collecting stone.',
  ),
  card(
    'flintKnife',
    'Flint Knife',
    'tool',
    { yellow: 1, collectBonus: ['hide'] },
    { wood: 1, stone: 1 },
    'Flint Knife: 1 yellow die; +1 hide per hand when collecting hide.',
  ),
  card(
    'flintSpear',
    'Flint Spear',
    'weapon',
    { yellow: 1, attackBonus: 1 },
    { wood: 3, stone: 1 },
    'Flint Spear: 1 yellow die, +1 attack if you hit.',
  ),
  card(
    'crudeBow',
    'Crude Bow',
    'weapon',
    { yellow: 1, ranged: true, twoHanded: true },
    { wood: 2, hide: 2 },
    'Crude Bow: ranged, two-handed, 1 yellow die.',
  ),
  card(
    'torch',
    'Torch',
    'tool',
    { yellow: 1, fireBuiltIn: true },
    { wood: 1, resin: 1 },
    'Torch: 1 yellow die that burns: +1 attack against creatures not resistant to fire.',
  ),
  card(
    'bronzeSword',
    'Bronze Sword',
    'weapon',
    { red: 1 },
    { bronze: 2, wood: 1 },
    'Bronze Sword: 1 red die.',
  ),
  card(
    'bronzeAtgeir',
    'Bronze Atgeir',
    'weapon',
    { red: 1, areaEffect: true, twoHanded: true },
    { bronze: 2, wood: 2 },
    'Bronze Atgeir: two-handed polearm, 1 red die, hits every creature on the space.',
  ),
  card(
    'bronzePickaxe',
    'Bronze Pickaxe',
    'tool',
    { yellow: 1, collectBonus: METALS },
    { bronze: 1, wood: 2 },
    'Bronze Pickaxe: 1 yellow die; +1 metal per hand when mining.',
  ),
  card(
    'finewoodBow',
    'Finewood Bow',
    'weapon',
    { red: 1, ranged: true, twoHanded: true },
    { wood: 3, resin: 1, hide: 1 },
    'Finewood Bow: ranged, two-handed, 1 red die.',
  ),
  card(
    'ironMace',
    'Iron Mace',
    'weapon',
    { red: 1, yellow: 1 },
    { iron: 2, wood: 1 },
    'Iron Mace: 1 red and 1 yellow die.',
  ),
  card(
    'ironSword',
    'Iron Sword',
    'weapon',
    { red: 2, cancelCrit: true },
    { iron: 2, wood: 1 },
    'Iron Sword: 2 red dice, but criticals count as single hits.',
  ),
  card(
    'draugrFang',
    'Draugr Fang',
    'weapon',
    { red: 1, yellow: 1, attackBonus: 1, ranged: true, twoHanded: true },
    { silver: 2, wood: 1 },
    'Draugr Fang: ranged, two-handed, 1 red + 1 yellow die, +1 attack if you hit.',
  ),
  card(
    'frostner',
    'Frostner',
    'weapon',
    { red: 2, attackBonus: 1 },
    { silver: 3, iron: 1 },
    'Frostner: 2 red dice, +1 attack if you hit.',
  ),
  card(
    'ironPickaxe',
    'Iron Pickaxe',
    'tool',
    { red: 1, collectBonus: METALS },
    { iron: 1, wood: 2 },
    'Iron Pickaxe: 1 red die; +1 metal per hand when mining.',
  ),
  card(
    'leatherHelmet',
    'Leather Helmet',
    'head',
    { defense: 1 },
    { hide: 2 },
    'Leather Helmet: 1 defense die.',
  ),
  card(
    'leatherTunic',
    'Leather Tunic',
    'torso',
    { defense: 1 },
    { hide: 3 },
    'Leather Tunic: 1 defense die.',
  ),
  card(
    'deerHideCape',
    'Deer Hide Cape',
    'cape',
    { extraMove: 1 },
    { hide: 2 },
    'Deer Hide Cape: move 1 extra space with each move action.',
  ),
  card('woodShield', 'Wood Shield', 'shield', { defense: 1 }, { wood: 3 }, 'Wood Shield: 1 defense die.'),
  card(
    'trollLeatherTunic',
    'Troll Leather Tunic',
    'torso',
    { defense: 1, extraMove: 1 },
    { hide: 3, coin: 1 },
    'Troll Leather Tunic: 1 defense die and 1 extra space of movement.',
  ),
  card(
    'bronzeHelmet',
    'Bronze Helmet',
    'head',
    { defense: 1, defenseBonus: 1 },
    { bronze: 2 },
    'Bronze Helmet: 1 defense die, +1 defense if you block.',
  ),
  card(
    'bronzeCuirass',
    'Bronze Plate Cuirass',
    'torso',
    { defense: 1, defenseBonus: 1 },
    { bronze: 3 },
    'Bronze Plate Cuirass: 1 defense die, +1 defense if you block.',
  ),
  card(
    'bronzeBuckler',
    'Bronze Buckler',
    'shield',
    { defense: 1 },
    { bronze: 1, wood: 2 },
    'Bronze Buckler: 1 defense die.',
  ),
  card(
    'rootHarnesk',
    'Root Harnesk',
    'torso',
    { defense: 1, resists: ['poison'] },
    { wood: 2, iron: 1 },
    'Root Harnesk: 1 defense die; you cannot be poisoned.',
  ),
  card(
    'ironHelmet',
    'Iron Helmet',
    'head',
    { defense: 1, defenseBonus: 1, resists: ['pierce'] },
    { iron: 2 },
    'Iron Helmet: 1 defense die, +1 defense if you block; your defense cannot be pierced.',
  ),
  card(
    'ironScaleMail',
    'Iron Scale Mail',
    'torso',
    { defense: 2 },
    { iron: 3 },
    'Iron Scale Mail: 2 defense dice.',
  ),
  card(
    'bandedShield',
    'Banded Shield',
    'shield',
    { defense: 1, defenseBonus: 1 },
    { iron: 2, wood: 2 },
    'Banded Shield: 1 defense die, +1 defense if you block.',
  ),
  card(
    'wolfFurCape',
    'Wolf Fur Cape',
    'cape',
    { resists: ['frozen'] },
    { hide: 2, silver: 1 },
    'Wolf Fur Cape: you cannot be frozen.',
  ),
  card(
    'wolfArmorChest',
    'Wolf Armor Chest',
    'torso',
    { defense: 2, resists: ['frozen'] },
    { silver: 3, hide: 1 },
    'Wolf Armor Chest: 2 defense dice; you cannot be frozen.',
  ),
  card(
    'drakeHelmet',
    'Drake Helmet',
    'head',
    { defense: 1, defenseBonus: 1, resists: ['frozen'] },
    { silver: 2 },
    'Drake Helmet: 1 defense die, +1 defense if you block; you cannot be frozen.',
  ),
  card(
    'silverShield',
    'Silver Shield',
    'shield',
    { defense: 1, defenseBonus: 1 },
    { silver: 2, wood: 1 },
    'Silver Shield: 1 defense die, +1 defense if you block.',
  ),
];

/**
 * Haldor's rare equipment (line 261): sold for coins from his deck (`data/haldor.ts`), never crafted, never
 * dismantled (line 279), so they have no resource cost. Faces are not public: our reconstruction.
 */
export const HALDOR_EQUIPMENT: readonly EquipmentEntry[] = [
  card(
    'dvergrCirclet',
    'Dvergr Circlet',
    'head',
    { defense: 1, extraMove: 1 },
    {},
    'Dvergr Circlet (Haldor): 1 defense die; its light lets you move 1 extra space.',
  ),
  card(
    'megingjord',
    'Megingjord',
    'torso',
    { defense: 1, defenseBonus: 1, resists: ['pierce'] },
    {},
    'Megingjord (Haldor): 1 defense die, +1 defense if you block; armour-piercing attacks do not get through.',
  ),
  card(
    'fishingRod',
    'Fishing Rod',
    'tool',
    { yellow: 1, collectBonus: ['hide', 'resin'] },
    {},
    'Fishing Rod (Haldor): 1 yellow die; +1 hide or resin per hand when collecting them.',
  ),
  card(
    'thunderHammer',
    'Thunderstone Hammer',
    'weapon',
    { red: 1, fireBuiltIn: true },
    {},
    'Thunderstone Hammer (Haldor): 1 red die that burns: +1 attack against creatures not resistant to fire.',
  ),
  card(
    'haldorLongbow',
    'Haldor’s Longbow',
    'weapon',
    { red: 1, yellow: 1, ranged: true, twoHanded: true },
    {},
    'Haldor’s Longbow (Haldor): ranged, two-handed, 1 red and 1 yellow die.',
  ),
  card(
    'wishbone',
    'Wishbone',
    'tool',
    { yellow: 1, collectBonus: METALS },
    {},
    'Wishbone (Haldor): 1 yellow die; +1 bronze, iron or silver per hand when mining.',
  ),
];

/** Every equipment card by id: the 32 craftable ones and Haldor's. */
export const EQUIPMENT_BY_ID: Readonly<Record<string, EquipmentEntry>> = Object.fromEntries(
  [...EQUIPMENT, ...HALDOR_EQUIPMENT].map((e) => [e.id, e]),
);
/** Haldor's cards are bought, not crafted: they cannot be dismantled (line 279). */
export const isHaldorCard = (id: string): boolean => HALDOR_EQUIPMENT.some((e) => e.id === id);

/** Whether a card is armour (head, torso, cape, shield): it adds defense dice, not attack dice. */
export const isArmour = (e: EquipmentEntry): boolean => e.slot !== 'weapon' && e.slot !== 'tool';
/** At most 3 equipment cards on a character board (line 224). */
export const MAX_EQUIPMENT = 3;
