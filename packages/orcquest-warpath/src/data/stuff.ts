import type { AttackType, DieColour, HeroClass, Provenance } from './types.js';

/** One attack line of a piece of Stuff. `range: null` means an adjacent target only (line 205). */
export interface AttackLine {
  readonly type: AttackType;
  readonly range: readonly [number, number] | null;
  readonly dice: readonly DieColour[];
  /** Extra dice only a Hero of this Class adds (line 350). */
  readonly classBonus?: { readonly heroClass: HeroClass; readonly dice: readonly DieColour[] };
  /** Rerolls of the attacker's own dice for this Class (Precision X, line 862). */
  readonly precision?: { readonly heroClass: HeroClass; readonly x: number };
  /** Pushed X applied to the target after the roll (line 861). */
  readonly pushed?: number;
}

export interface StuffCard {
  readonly id: string;
  readonly name: string;
  readonly slot: 'hand' | 'body';
  /** Hand slots it takes (2 = Cumbersome, two-handed). */
  readonly hands: number;
  readonly weight: number;
  readonly attacks: readonly AttackLine[];
  readonly defense: readonly DieColour[];
  readonly source: Provenance;
  readonly text: string;
}

/**
 * The four Heroes' starting Stuff, level 1 (public: lotius/OrcQuestTracker resources/data/orcquest.json,
 * WP083/088/090/074; the Staff matches the rulebook's own example, line 356). The Loot deck is not in scope.
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
    source: 'rulebook',
    text: 'Staff: Magic 3-4 with 1 grey die, or Magic at Range 1 that only pushes the target 1 square.',
  },
};
