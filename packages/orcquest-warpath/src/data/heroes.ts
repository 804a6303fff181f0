import type { Immunity } from './effects.js';
import type { AttackType, Colour, HeroClass, Provenance } from './types.js';

/** One of the four core Heroes. */
export type HeroId = 'orrus' | 'thalla' | 'mek' | 'mandar';
/** The four core Heroes in seat order: Orrus, Thalla, Mek, Mandar. */
export const HERO_IDS: readonly HeroId[] = ['orrus', 'thalla', 'mek', 'mandar'];

/** A Hero sheet: Class, Health, carrying capacity, starting Stuff and Attack types. */
export interface HeroSheet {
  /** The Hero's id. */
  readonly id: HeroId;
  /** The Hero's name. */
  readonly name: string;
  /** The Hero's Class (line 168). */
  readonly heroClass: HeroClass;
  /** Health points: the Hero dies once that much damage is on them. */
  readonly hp: number;
  /** Health colour: Attack results weaker than it do no damage (lines 370-372). */
  readonly hpColour: Colour;
  /** Carrying capacity: Body, Hands, Inventory weights. */
  readonly capacity: { readonly body: number; readonly hands: number; readonly inventory: number };
  /** Equipped starting Stuff (ids in STUFF). */
  readonly stuff: readonly string[];
  /** The Attack types the Hero's Class may make (lines 353-355). */
  readonly attackTypes: readonly AttackType[];
  /** Movement keyword (Smashing, Agile), also its Innate Passive in this implementation. */
  readonly keywords: readonly ('smashing' | 'agile')[];
  /** Immunities in the Keywords section (line 822); none of the four core Heroes' is public. */
  readonly immune?: readonly Immunity[];
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

/**
 * The four core Heroes. HP, colour, capacities and starting Stuff: public (OrcQuestTracker); Classes map to
 * attack types by the rulebook (lines 353-355); Smashing and Agile: rulebook examples (lines 282, 299).
 */
export const HEROES: Readonly<Record<HeroId, HeroSheet>> = {
  orrus: {
    id: 'orrus',
    name: 'Orrus',
    heroClass: 'warrior',
    hp: 6,
    hpColour: 'orange',
    capacity: { body: 4, hands: 5, inventory: 10 },
    stuff: ['sword'],
    attackTypes: ['melee'],
    keywords: ['smashing'],
    source: 'public',
    text: 'Orrus, Orc Warrior: tough (6 orange Health points), fights in Melee, smashes furniture and doors.',
  },
  thalla: {
    id: 'thalla',
    name: 'Thalla',
    heroClass: 'scout',
    hp: 4,
    hpColour: 'orange',
    capacity: { body: 3, hands: 3, inventory: 7 },
    stuff: ['bow'],
    attackTypes: ['ranged'],
    keywords: [],
    source: 'public',
    text: 'Thalla, Amazorc Scout: shoots from Range 2-6 with her Bow; 4 orange Health points.',
  },
  mek: {
    id: 'mek',
    name: 'Mek',
    heroClass: 'rogue',
    hp: 7,
    hpColour: 'yellow',
    capacity: { body: 2, hands: 2, inventory: 6 },
    stuff: ['dagger', 'dagger'],
    attackTypes: ['melee', 'ranged'],
    keywords: ['agile'],
    source: 'public',
    text: 'Mek, Goblin Rogue: two Daggers, moves diagonally and over furniture (Agile); 7 yellow Health points.',
  },
  mandar: {
    id: 'mandar',
    name: 'Mandar',
    heroClass: 'sorcerer',
    hp: 8,
    hpColour: 'yellow',
    capacity: { body: 3, hands: 3, inventory: 8 },
    stuff: ['staff'],
    attackTypes: ['magic'],
    keywords: [],
    source: 'public',
    text: 'Mandar, Orc Sorcerer: Magic with his Staff at Range 3-4, or a close blast that pushes; 8 yellow Health points.',
  },
};
