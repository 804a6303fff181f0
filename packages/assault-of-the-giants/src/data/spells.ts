import { assumed, type Sourced } from './provenance.js';

/**
 * What a spell acts on. REF-LIB19: a spell may target giantslayers unless it names a Giant as its target.
 * `side`: the caster's side in a battle, giants or giantslayers alike (it names no Giant); `giants`: names
 * the caster's giants, so never a giantslayer; `giantslayer`: one giantslayer on the board.
 */
export type SpellTarget = 'side' | 'giants' | 'giantslayer';

/**
 * Spell cards. Public: they exist, come "from the land" with the Magic command, act in battle "before
 * determining your final totals" after the command abilities, and may target giantslayers unless they
 * name a Giant (REF-LIB16, REF-LIB19, REF-ARS). The list, texts and counts are not public: ours, assumed.
 */
export interface SpellSpec extends Sourced {
  /** Stable id used by the casting moves. */
  readonly id: string;
  /** The card's name. */
  readonly name: string;
  /** `battle`: cast by a side while it modifies its roll; `turn`: cast before your command. */
  readonly when: 'battle' | 'turn';
  /** Copies of this card in the Spell deck. */
  readonly count: number;
  /** What the spell acts on (REF-LIB19). */
  readonly target: SpellTarget;
  /** Battle spells: added to the side's final totals. */
  readonly hits: number;
  /** Battle spells: blocks added to the side's final totals. */
  readonly blocks: number;
  /** Turn spells: heal every wounded giant of the caster's race. */
  readonly heals: boolean;
  /** Giantslayer spells: damage dealt to the target (soaked as in battle: wounded, or defeated). */
  readonly damage: number;
  /** Giantslayer spells: how far the target may stand from the caster's nearest giant, in regions. */
  readonly range: number;
  /** The card in our words. */
  readonly text: string;
}

const NOTE = 'spells are public (REF-LIB16, -19, REF-ARS); this spell and its count are assumed';

/** Every Spell card (all assumed: the public sources do not list them). */
export const SPELLS: readonly SpellSpec[] = [
  {
    id: 'fireball',
    name: 'Fireball',
    when: 'battle',
    count: 5,
    target: 'side',
    hits: 2,
    blocks: 0,
    heals: false,
    damage: 0,
    range: 0,
    text: 'Battle, before your final totals: +2 hits. Strikes giants and giantslayers alike.',
    ...assumed(null, NOTE),
  },
  {
    id: 'stoneskin',
    name: 'Stoneskin',
    when: 'battle',
    count: 5,
    target: 'side',
    hits: 0,
    blocks: 2,
    heals: false,
    damage: 0,
    range: 0,
    text: 'Battle, before your final totals: +2 blocks. Shields giants and giantslayers alike.',
    ...assumed(null, NOTE),
  },
  {
    id: 'mending',
    name: 'Mending',
    when: 'turn',
    count: 4,
    target: 'giants',
    hits: 0,
    blocks: 0,
    heals: true,
    damage: 0,
    range: 0,
    text: 'Before your command: heal every wounded Giant of yours (it names Giants: never a giantslayer).',
    ...assumed(null, NOTE),
  },
  {
    id: 'lightning',
    name: 'Lightning Bolt',
    when: 'turn',
    count: 3,
    target: 'giantslayer',
    hits: 0,
    blocks: 0,
    heals: false,
    damage: 3,
    range: 1,
    text: 'Before your command: 3 damage to one giantslayer in or next to a region where you have giants. A healthy one is wounded; a wounded one is defeated and leaves the board.',
    ...assumed(null, `${NOTE}; REF-LIB19 lets spells target giantslayers`),
  },
];

/** Spell id → its {@link SpellSpec}. */
export const SPELL_BY_ID: Readonly<Record<string, SpellSpec>> = Object.fromEntries(
  SPELLS.map((x) => [x.id, x]),
);

/** A new, unshuffled Spell deck: every spell id repeated `count` times. */
export function fullSpellDeck(): string[] {
  return SPELLS.flatMap((x) => Array.from({ length: x.count }, () => x.id));
}
