import type { AttackType, DieColour, HeroClass, Provenance } from './types.js';

/** Wood, metal, leather, gold (line 459): a card's Rekup yield or a Kraft Plan, in that order. */
export type Resources = readonly [number, number, number, number];

/** One attack line of a piece of Stuff. `range: null` means an adjacent target only (line 205). */
export interface AttackLine {
  /** Melee, Magic or Ranged. */
  readonly type: AttackType;
  /** Minimum and maximum Range in squares, or null for an adjacent target only. */
  readonly range: readonly [number, number] | null;
  /** Attack dice rolled, by colour. */
  readonly dice: readonly DieColour[];
  /** Extra dice only a Hero of this Class adds (line 350). */
  readonly classBonus?: { readonly heroClass: HeroClass; readonly dice: readonly DieColour[] };
  /** Rerolls of the attacker's own dice for this Class (Precision X, line 862). */
  readonly precision?: { readonly heroClass: HeroClass; readonly x: number };
  /** Pushed X applied to the target after the roll (line 861). */
  readonly pushed?: number;
  /** Extra Range (added to the maximum) for a Hero of this Class. */
  readonly rangeBonus?: { readonly heroClass: HeroClass; readonly x: number };
}

/** Keywords a card gives its wielder (glossary, lines 824-870), for every Hero or only one Class. */
export interface StuffKeywords {
  /** The only Class these keywords work for; absent: every Hero. */
  readonly heroClass?: HeroClass;
  /** Atrocity X: reroll up to X Enemy Defense dice when attacking with it (line 828). */
  readonly atrocity?: number;
  /** Skewer: damaging results also hit the Character behind the target (line 839). */
  readonly skewer?: boolean;
  /** Riposte: when the wielder takes an Attack, the attacker takes this die with no Defense (line 866). */
  readonly riposte?: DieColour;
  /** Toughness: raise one Defense result a colour (line 868). */
  readonly toughness?: boolean;
  /** Tenacity X: reroll up to X Defense dice (line 869). */
  readonly tenacity?: number;
  /** Movement points added to every movement (line 476 note: Stuff can change movement). */
  readonly move?: number;
}

/**
 * A piece of Stuff (Loot cards, lines 440-456): a weapon or armor with its slot, weight, Attacks, Defense and Kraft
 * Level.
 */
export interface StuffCard {
  /** Card id (Level 2 and 3 cards have their own). */
  readonly id: string;
  /** Card name. */
  readonly name: string;
  /** Equipped in the Hands or on the Body. */
  readonly slot: 'hand' | 'body';
  /** Hand slots it takes (2 = Cumbersome, two-handed). */
  readonly hands: number;
  /** Its weight, counted against the Hero's capacity. */
  readonly weight: number;
  /** Attacks it gives (none for armor). */
  readonly attacks: readonly AttackLine[];
  /** Defense dice it adds, by colour. */
  readonly defense: readonly DieColour[];
  /** Kraft Level 1-3 (line 702). */
  readonly level: 1 | 2 | 3;
  /** Resources one Rekup of it yields (line 450). */
  readonly rekup: Resources;
  /** The Kraft Plan to the next Level and the card it becomes; null at Level 3 (lines 704-712). */
  readonly kraft: { readonly cost: Resources; readonly to: string } | null;
  /** Only a Hero of this Class can equip it ("Warrior only"). */
  readonly only?: HeroClass;
  /** Keywords it gives its wielder. */
  readonly keywords?: StuffKeywords;
  /** Dual (line 834): with two cards of this name attacking, once: extra dice or Burn X on the target. */
  readonly dual?: { readonly dice?: readonly DieColour[]; readonly burn?: number };
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

/**
 * The four Heroes' starting Stuff, level 1 (public: lotius/OrcQuestTracker resources/data/orcquest.json,
 * WP083/088/090/074; the Staff matches the rulebook's own example, line 356); Rekup and Kraft Plans
 * are the same source's. The rest of the Loot deck, the Kraft decks and `ITEMS` are in `data/loot.ts`.
 */
export const STUFF: Readonly<Record<string, StuffCard>> = {
  sword: {
    id: 'sword',
    name: 'Sword',
    slot: 'hand',
    hands: 1,
    weight: 2,
    attacks: [{ type: 'melee', range: null, dice: ['grey'], precision: { heroClass: 'warrior', x: 1 } }],
    defense: [],
    level: 1,
    rekup: [0, 1, 0, 0],
    kraft: { cost: [0, 6, 0, 2], to: 'sword-2' },
    source: 'public',
    text: 'Sword: Melee against an adjacent target with 1 grey die; a Warrior may reroll 1 Attack die (Precision 1).',
  },
  bow: {
    id: 'bow',
    name: 'Bow',
    slot: 'hand',
    hands: 2,
    weight: 2,
    attacks: [
      { type: 'ranged', range: [2, 6], dice: ['grey'], classBonus: { heroClass: 'scout', dice: ['white'] } },
    ],
    defense: [],
    level: 1,
    rekup: [1, 0, 0, 0],
    kraft: { cost: [7, 0, 0, 4], to: 'bow-2' },
    source: 'public',
    text: 'Bow (two-handed): Ranged 2-6 with 1 grey die; a Scout adds 1 white die.',
  },
  dagger: {
    id: 'dagger',
    name: 'Dagger',
    slot: 'hand',
    hands: 1,
    weight: 1,
    attacks: [{ type: 'melee', range: null, dice: ['white'] }],
    defense: [],
    level: 1,
    rekup: [0, 1, 0, 0],
    kraft: { cost: [0, 5, 0, 2], to: 'dagger-2' },
    source: 'public',
    text: 'Dagger: Melee against an adjacent target with 1 white die. Two Daggers roll together.',
  },
  staff: {
    id: 'staff',
    name: 'Staff',
    slot: 'hand',
    hands: 1,
    weight: 2,
    attacks: [
      { type: 'magic', range: [3, 4], dice: ['grey'] },
      { type: 'magic', range: [1, 1], dice: [], pushed: 1 },
    ],
    defense: [],
    level: 1,
    rekup: [2, 0, 0, 0],
    kraft: { cost: [7, 0, 0, 3], to: 'staff-2' },
    source: 'rulebook',
    text: 'Staff: Magic 3-4 with 1 grey die, or Magic at Range 1 that only pushes the target 1 square.',
  },
};
