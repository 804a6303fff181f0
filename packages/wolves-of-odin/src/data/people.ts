/**
 * The People deck (110 cards): units and maneuvers. Strengths and runes come from the rulebook's card texts
 * and worked examples (reference §2.2); what the rulebook never states is tagged `assumed` per field.
 */

import type { Provenance } from '@skald/core';

/** One of the 15 kinds of People card (12 units, 3 maneuvers). */
export type PeopleKind =
  | 'archer'
  | 'bond'
  | 'hirdman'
  | 'huscarl'
  | 'berserker'
  | 'thrall'
  | 'priest'
  | 'hovding'
  | 'konung'
  | 'assassin'
  | 'raider'
  | 'traitor'
  | 'plague'
  | 'shieldWall'
  | 'outflank';

/** The rune on a unit card (Teiwaz or Eiwaz); abilities such as the Traitor's and Vidar's name one. */
export type Rune = 'teiwaz' | 'eiwaz';

/** One kind of People card and its printed values. */
export interface PeopleCard {
  /** Which kind this is. */
  kind: PeopleKind;
  /** English name. */
  name: string;
  /** The rulebook's Russian name. */
  ru: string;
  /** A unit joins a line; a maneuver is played for its effect and discarded. */
  type: 'unit' | 'maneuver';
  /** The unit's rune; `null` for maneuvers. */
  rune: Rune | null;
  /** Printed strength; for variable units (Bond, Hirdman, Hövding, Konung) the rules compute it. */
  strength: number | null;
  /** How many sacrifices this unit counts as (Berserker: 2). */
  sacrificeValue: number;
  /** At most one copy per line (Priest, Hövding, Konung). */
  uniqueInLine: boolean;
  /** Copies of this card in the People deck. */
  copies: number;
  /** Where the card comes from (see `provenance` for single values). */
  source: Provenance;
  /** Provenance of each value the card text alone does not settle. */
  provenance: { strength: Provenance; rune: Provenance; copies: Provenance };
}

const R: Provenance = 'rulebook';
const A: Provenance = 'assumed';

function unit(
  kind: PeopleKind,
  name: string,
  ru: string,
  rune: Rune,
  strength: number | null,
  copies: number,
  provenance: { strength: Provenance; rune: Provenance },
  extra: Partial<Pick<PeopleCard, 'sacrificeValue' | 'uniqueInLine'>> = {},
): PeopleCard {
  return {
    kind,
    name,
    ru,
    type: 'unit',
    rune,
    strength,
    sacrificeValue: extra.sacrificeValue ?? 1,
    uniqueInLine: extra.uniqueInLine ?? false,
    copies,
    source: 'rulebook',
    provenance: { ...provenance, copies: A },
  };
}

function maneuver(kind: PeopleKind, name: string, ru: string, copies: number): PeopleCard {
  return {
    kind,
    name,
    ru,
    type: 'maneuver',
    rune: null,
    strength: null,
    sacrificeValue: 0,
    uniqueInLine: false,
    copies,
    source: 'rulebook',
    provenance: { strength: R, rune: R, copies: A },
  };
}

/*
 * Priest and Konung runes are pinned by the rulebook: the Traitor moves only Teiwaz units (l.270) and its
 * note has it moving a Priest, Konung or Hövding (l.271).
 */

/**
 * Berserker strength: the example's per-card figure is 5, but line V's printed total (12) fits 2.
 * Reference §2.2 keeps 5; swap here to 2 to match the printed total instead.
 */
export const BERSERKER_STRENGTH = 5;

/** The People deck by kind, with strengths, runes and copies (110 cards in all). */
export const PEOPLE: readonly PeopleCard[] = [
  unit('archer', 'Archer', 'Лучник', 'eiwaz', 1, 10, { strength: R, rune: R }),
  unit('bond', 'Bond', 'Бонд', 'eiwaz', null, 12, { strength: R, rune: R }),
  unit('hirdman', 'Hirdman', 'Хирдман', 'teiwaz', 3, 12, { strength: R, rune: R }),
  unit('huscarl', 'Huscarl', 'Хускарл', 'teiwaz', 2, 8, { strength: R, rune: A }),
  unit(
    'berserker',
    'Berserker',
    'Берсерк',
    'teiwaz',
    BERSERKER_STRENGTH,
    8,
    { strength: A, rune: R },
    { sacrificeValue: 2 },
  ),
  unit('thrall', 'Thrall', 'Трелл', 'eiwaz', 0, 12, { strength: R, rune: R }),
  unit('priest', 'Priest', 'Жрец', 'teiwaz', 8, 4, { strength: R, rune: R }, { uniqueInLine: true }),
  unit('hovding', 'Hövding', 'Хёдинг', 'teiwaz', null, 4, { strength: R, rune: R }, { uniqueInLine: true }),
  unit('konung', 'Konung', 'Конунг', 'teiwaz', null, 4, { strength: R, rune: R }, { uniqueInLine: true }),
  unit('assassin', 'Assassin', 'Убийца', 'eiwaz', 0, 6, { strength: R, rune: R }),
  unit('raider', 'Raider', 'Налётчик', 'eiwaz', 1, 6, { strength: A, rune: A }),
  unit('traitor', 'Traitor', 'Предатель', 'eiwaz', 1, 6, { strength: A, rune: A }),
  maneuver('plague', 'Plague', 'Чума', 4),
  maneuver('shieldWall', 'Shield Wall', 'Стена щитов', 8),
  maneuver('outflank', 'Outflank', 'Обход', 6),
];

/** People kind → its {@link PeopleCard}. */
export const PEOPLE_BY_KIND: Readonly<Record<PeopleKind, PeopleCard>> = Object.fromEntries(
  PEOPLE.map((c) => [c.kind, c]),
) as Record<PeopleKind, PeopleCard>;

/** Every People kind, in {@link PEOPLE} order. */
export const PEOPLE_KINDS: readonly PeopleKind[] = PEOPLE.map((c) => c.kind);

/** Card id → kind. Ids 0..109 are dealt in table order, `copies` each. */
export const CARD_KIND: readonly PeopleKind[] = PEOPLE.flatMap((c) =>
  Array.from({ length: c.copies }, () => c.kind),
);

/** Cards in the People deck (110). */
export const PEOPLE_DECK_SIZE = CARD_KIND.length;

/** Whether `v` names a People kind (own keys only). */
export function isPeopleKind(v: unknown): v is PeopleKind {
  return typeof v === 'string' && Object.hasOwn(PEOPLE_BY_KIND, v);
}
