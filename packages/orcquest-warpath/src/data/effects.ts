import type { Provenance } from './types.js';

/**
 * The ongoing effects of lines 788-820 that live in a Character's `effects` tokens (Burn, Petrified and a
 * Hero's Poison keep their own older fields: `EnemyState.burn`, `HeroState.petrified`, `HeroState.poisoned`).
 */
export type EffectKind =
  | 'hemorrhage'
  | 'poison'
  | 'weakened'
  | 'dazed'
  | 'entangled'
  | 'cursed'
  | 'stunned'
  | 'terrified'
  | 'blessed'
  | 'enraged'
  | 'fortified';

/** The three categories of line 792 (an immunity may name a whole category, line 822). */
export type EffectCategory = 'affliction' | 'alteration' | 'enhancement';

/** One effect token as the rulebook describes it (lines 788-820). */
export interface EffectInfo {
  /** The effect's id. */
  readonly kind: EffectKind;
  /** The effect's name as printed. */
  readonly name: string;
  /** Affliction, Alteration or Enhancement (line 792). */
  readonly category: EffectCategory;
  /** The rulebook says "The Hero": it is never put on an Enemy. */
  readonly heroOnly: boolean;
  /** A token with a side 2 that flips to its side 1 (Entangled, Stunned, Enraged). */
  readonly levels: 1 | 2;
  /** The rulebook line that defines it. */
  readonly line: number;
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

const info = (
  kind: EffectKind,
  name: string,
  category: EffectCategory,
  line: number,
  text: string,
  heroOnly = false,
  levels: 1 | 2 = 1,
): EffectInfo => ({ kind, name, category, heroOnly, levels, line, source: 'rulebook', text });

/** Every effect token: what it does and when it ends, in the rulebook's words (lines 798-820). */
export const EFFECTS: Readonly<Record<EffectKind, EffectInfo>> = {
  hemorrhage: info(
    'hemorrhage',
    'Hemorrhage',
    'affliction',
    798,
    'Takes 1 automatic damage each time it moves or is moved by a Skill; the token goes once it spends a whole Activation without moving.',
  ),
  poison: info(
    'poison',
    'Poison',
    'affliction',
    799,
    'Takes 1 automatic damage at the start of each Activation, until healed by a Skill or a Potion.',
  ),
  weakened: info(
    'weakened',
    'Weakened',
    'alteration',
    801,
    'Its Health points count one colour lower (orange as yellow, red as orange) for the next Attack it takes.',
  ),
  dazed: info(
    'dazed',
    'Dazed',
    'alteration',
    802,
    'Rolls a Badass die before its next Action: on a Skull the Action is lost. The token goes either way.',
  ),
  entangled: info(
    'entangled',
    'Entangled',
    'alteration',
    804,
    'Cannot move or be moved until the end of its next Activation (Entangled 2: then Entangled 1); pushed, it takes 1 automatic damage.',
    false,
    2,
  ),
  cursed: info(
    'cursed',
    'Cursed',
    'alteration',
    807,
    'The Hero cannot spend Badass points in the Hero or Enemy Phase; Blessed removes it.',
    true,
  ),
  stunned: info(
    'stunned',
    'Stunned',
    'alteration',
    812,
    'Cannot attack, defend or react until the end of its next Activation (Stunned 2: then Stunned 1).',
    false,
    2,
  ),
  terrified: info(
    'terrified',
    'Terrified',
    'alteration',
    814,
    'Cannot attack the Character that Terrified it until the end of its next Activation.',
  ),
  blessed: info(
    'blessed',
    'Blessed',
    'enhancement',
    816,
    'The Hero gains 2 more Badass points for killing an unhurt Enemy in a single Attack; Cursed removes it.',
    true,
  ),
  enraged: info(
    'enraged',
    'Enraged',
    'enhancement',
    818,
    'The Hero may reroll, once per Attack, the dice they wish, until the End of Turn (Enraged 2: then Enraged 1).',
    true,
    2,
  ),
  fortified: info(
    'fortified',
    'Fortified',
    'enhancement',
    820,
    'The Hero’s Health points count one colour higher (yellow as orange, orange as red) for the next Attack they take.',
    true,
  ),
};

/** An immunity on a sheet (line 822): one effect, a whole category, or Burn and Petrified by name. */
export type Immunity = EffectKind | EffectCategory | 'burn' | 'petrified';
