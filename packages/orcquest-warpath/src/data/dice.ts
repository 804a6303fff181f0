import type { DieSpec } from '@skald/core';
import type { DieColour, Provenance } from './types.js';

/**
 * The special dice (rulebook lines 56-59, 362-380). A face is a result level: 0 blank, 1 yellow (weak),
 * 2 orange (medium), 3 red (powerful). No public source prints the face layouts, so they are assumed
 * (reference rules-orcquest-valheim.md A.2 for Defense dice, -extra.md A.1 for Attack dice).
 */
export interface ResultDie extends DieSpec<number> {
  /** Attack or Defense die. */
  readonly kind: 'attack' | 'defense';
  /** The die's colour: white, grey or black, weakest to strongest. */
  readonly colour: DieColour;
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

/** A Badass die symbol (Skull, Lightning, Explosion): Enchants, Bosses and abilities trigger on one. */
export type BadassSymbol = 'skull' | 'lightning' | 'explosion';

/** A Badass die (lines 362-366): green ones are rolled by Heroes, blue ones by Enemies. */
export interface BadassDie extends DieSpec<BadassSymbol> {
  /** Green (Heroes) or blue (Enemies). */
  readonly colour: 'green' | 'blue';
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

const faces = (blank: number, yellow: number, orange: number, red: number): number[] => [
  ...Array<number>(blank).fill(0),
  ...Array<number>(yellow).fill(1),
  ...Array<number>(orange).fill(2),
  ...Array<number>(red).fill(3),
];

/**
 * Attack dice carry no blank (the rulebook says swords are on their faces, and every Activation roll made
 * with an Attack die yields a colour, line 637): ruling R-DICE-1.
 */
export const ATTACK_DICE: Readonly<Record<DieColour, ResultDie>> = {
  white: {
    id: 'attack-white',
    kind: 'attack',
    colour: 'white',
    faces: faces(0, 4, 2, 0),
    source: 'assumed',
    text: 'White Attack die: mostly weak (yellow) swords, sometimes medium (orange).',
  },
  grey: {
    id: 'attack-grey',
    kind: 'attack',
    colour: 'grey',
    faces: faces(0, 2, 3, 1),
    source: 'assumed',
    text: 'Grey Attack die: mostly medium swords, one powerful (red) face.',
  },
  black: {
    id: 'attack-black',
    kind: 'attack',
    colour: 'black',
    faces: faces(0, 1, 2, 3),
    source: 'assumed',
    text: 'Black Attack die: powerful swords on half its faces.',
  },
};

/** Defense dice have shields on most faces, so some blanks (rulebook line 374, 394). */
export const DEFENSE_DICE: Readonly<Record<DieColour, ResultDie>> = {
  white: {
    id: 'defense-white',
    kind: 'defense',
    colour: 'white',
    faces: faces(2, 3, 1, 0),
    source: 'assumed',
    text: 'White Defense die: two blanks, mostly weak shields.',
  },
  grey: {
    id: 'defense-grey',
    kind: 'defense',
    colour: 'grey',
    faces: faces(1, 2, 2, 1),
    source: 'assumed',
    text: 'Grey Defense die: one blank, medium shields, one powerful shield.',
  },
  black: {
    id: 'defense-black',
    kind: 'defense',
    colour: 'black',
    faces: faces(1, 1, 2, 2),
    source: 'assumed',
    text: 'Black Defense die: one blank, strong shields.',
  },
};

/** Badass dice: Skull, Lightning and Explosion symbols (public: SCR-MOD; frequencies assumed). */
const badassFaces: BadassSymbol[] = ['skull', 'skull', 'skull', 'lightning', 'lightning', 'explosion'];
/** The two Badass dice by colour; both carry 3 Skulls, 2 Lightnings, 1 Explosion (frequencies assumed). */
export const BADASS_DICE: Readonly<Record<'green' | 'blue', BadassDie>> = {
  green: {
    id: 'badass-green',
    colour: 'green',
    faces: badassFaces,
    source: 'assumed',
    text: "Green Badass die (Heroes'): a symbol that can trigger an Enchant or other effect.",
  },
  blue: {
    id: 'badass-blue',
    colour: 'blue',
    faces: badassFaces,
    source: 'assumed',
    text: "Blue Badass die (Enemies'): an Officer rolls one to see whether it keeps its cool.",
  },
};

/** Component counts (rulebook lines 57-59): also the most dice of one colour a roll may use (line 388). */
export const DICE_PER_COLOUR = 3;
/** The most Badass dice a single Attack or Defense may roll (line 365). */
export const BADASS_DICE_PER_ROLL = 2;
