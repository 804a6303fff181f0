import { assumed, type Sourced } from './provenance.js';

/**
 * Spell cards. Public: they exist, come "from the land" with the Magic command, act in battle "before
 * determining your final totals" after the command abilities, and may target giantslayers unless they
 * name a Giant (REF-LIB16, REF-LIB19, REF-ARS). The list, texts and counts are not public: ours, assumed.
 */
export interface SpellSpec extends Sourced {
  readonly id: string;
  readonly name: string;
  /** `battle`: cast by a side while it modifies its roll; `turn`: cast before your command. */
  readonly when: 'battle' | 'turn';
  readonly count: number;
  /** Battle spells: added to the side's final totals. */
  readonly hits: number;
  readonly blocks: number;
  /** Turn spells: heal every wounded giant of the caster's race. */
  readonly heals: boolean;
  readonly text: string;
}

const NOTE = 'spells are public (REF-LIB16, -19, REF-ARS); this spell and its count are assumed';

export const SPELLS: readonly SpellSpec[] = [
  {
    id: 'fireball',
    name: 'Fireball',
    when: 'battle',
    count: 5,
    hits: 2,
    blocks: 0,
    heals: false,
    text: 'Battle, before your final totals: +2 hits. Strikes giants and giantslayers alike.',
    ...assumed(null, NOTE),
  },
  {
    id: 'stoneskin',
    name: 'Stoneskin',
    when: 'battle',
    count: 5,
    hits: 0,
    blocks: 2,
    heals: false,
    text: 'Battle, before your final totals: +2 blocks.',
    ...assumed(null, NOTE),
  },
  {
    id: 'mending',
    name: 'Mending',
    when: 'turn',
    count: 4,
    hits: 0,
    blocks: 0,
    heals: true,
    text: 'Before your command: heal every wounded giant of yours.',
    ...assumed(null, NOTE),
  },
];

export const SPELL_BY_ID: Readonly<Record<string, SpellSpec>> = Object.fromEntries(
  SPELLS.map((x) => [x.id, x]),
);

export function fullSpellDeck(): string[] {
  return SPELLS.flatMap((x) => Array.from({ length: x.count }, () => x.id));
}
