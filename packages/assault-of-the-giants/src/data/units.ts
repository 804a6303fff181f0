import { assumed, type Sourced } from './provenance.js';

/** The four kinds of giant, weakest first. */
export const UNIT_KINDS = ['regular', 'elite', 'champion', 'leader'] as const;
/** A kind of giant: regular, elite, champion or leader. */
export type UnitKind = (typeof UNIT_KINDS)[number];

/** One kind of giant's stats (assumed, keeping the p.18 example). */
export interface UnitSpec extends Sourced {
  /** Which kind this is. */
  readonly kind: UnitKind;
  /** Damage a healthy unit soaks. */
  readonly fortitude: number;
  /** Damage a wounded unit soaks (it is defeated by any damage). */
  readonly woundedFortitude: number;
  /** Ordning Points the enemy earns by defeating it. */
  readonly ordningValue: number;
  /** Recruit Points to buy one; 0 = cannot be recruited. */
  readonly cost: number;
  /** How many of this kind one race owns (its tokens or figures). */
  readonly supply: number;
  /** A leader or champion in a battle brings the race's special die. */
  readonly bringsRaceDie: boolean;
  /** The unit in our words. */
  readonly text: string;
}

const N =
  'unit stats are on unpublished pages; values keep the hill example of p.18 (a regular soaks 3, wounded 2)';

/** Stats of every kind of giant. */
export const UNITS: Readonly<Record<UnitKind, UnitSpec>> = {
  regular: {
    kind: 'regular',
    fortitude: 3,
    woundedFortitude: 2,
    ordningValue: 1,
    cost: 1,
    supply: 8,
    bringsRaceDie: false,
    text: 'A giant of the rank and file. A disc: healthy on one side, wounded on the other.',
    ...assumed(null, N),
  },
  elite: {
    kind: 'elite',
    fortitude: 5,
    woundedFortitude: 3,
    ordningValue: 3,
    cost: 2,
    supply: 4,
    bringsRaceDie: false,
    text: 'A seasoned giant worth about two regulars (the storm set-up swaps two regulars for one elite).',
    ...assumed(null, N),
  },
  champion: {
    kind: 'champion',
    fortitude: 7,
    woundedFortitude: 4,
    ordningValue: 5,
    cost: 4,
    supply: 1,
    bringsRaceDie: true,
    text: 'A named hero (a plastic figure). Brings the race die into battle. A second champion enters only through its race’s special event.',
    ...assumed(null, N),
  },
  leader: {
    kind: 'leader',
    fortitude: 8,
    woundedFortitude: 5,
    ordningValue: 7,
    cost: 0,
    supply: 1,
    bringsRaceDie: true,
    text: 'The race’s leader. Cannot be recruited; brings the race die into battle; worth the most Ordning Points.',
    ...assumed(null, N),
  },
};

/** The neutral giantslayers any player commands through Rest. */
export const GIANTSLAYER = {
  count: 3,
  fortitude: 4,
  woundedFortitude: 2,
  /** Basic dice each giantslayer rolls when it assaults. */
  dice: 2,
  /** Giantslayer actions to recruit one. */
  recruitCost: 2,
  text: 'Neutral heroes of the small folk. On a Rest you may recruit them (2 actions), move them (1 per step) and make them assault giants in their own region (1 per giantslayer). Giants share regions with them but never attack them.',
  ...assumed(null, 'count 3 and the action costs are public (REF-LIB18); combat stats are assumed'),
} as const;
