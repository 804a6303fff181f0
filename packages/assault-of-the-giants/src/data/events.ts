import { EFFECT_BY_ID } from './effects.js';
import { assumed, type Sourced } from './provenance.js';
import type { RaceId } from './races.js';
import type { ResourceType } from './resources.js';
import type { UnitKind } from './units.js';

/** What a player must have to claim an event (REF-LIB10: "meet the Requirements"). */
export type Requirement =
  | { readonly kind: 'holdSmallFolk'; readonly n: number }
  | { readonly kind: 'unitsOnBoard'; readonly n: number }
  | { readonly kind: 'holdRegion'; readonly region: string }
  | { readonly kind: 'food'; readonly n: number }
  | { readonly kind: 'defeated'; readonly n: number }
  /** Story tokens on the race's story-goal card (`story.ts`). */
  | { readonly kind: 'story'; readonly n: number };

/** What claiming an event gives besides its Ordning Points (REF-LIB10). */
export interface EventReward {
  /** Resource cards drawn. */
  readonly draw: number;
  /** A unit placed in the race's Starting Region (a second champion or leader). */
  readonly unit: UnitKind | null;
  /** A permanent effect (`effects.ts`) the claimer keeps for the rest of the game, or null. */
  readonly effect: string | null;
}

/** One Event card, universal or from a race's special stack (REF-LIB10; texts and values assumed). */
export interface EventSpec extends Sourced {
  /** Stable id used by the `claim` move. */
  readonly id: string;
  /** The card's name. */
  readonly name: string;
  /** `null` for a universal event; else the race whose special stack holds it. */
  readonly race: RaceId | null;
  /** What the claimer must have, checked when claiming. */
  readonly requirement: Requirement;
  /** The rune spent to claim it (`any-rune`: a rune of any race). */
  readonly rune: ResourceType | 'any-rune';
  /** Ordning Points the claimer gains, taken from the pools. */
  readonly op: number;
  /** Cards, unit or permanent effect the claimer gains. */
  readonly reward: EventReward;
  /**
   * The extra condition under which the rune is waived (REF-LIB10: "some cards waive the Rune under extra
   * conditions"; which cards and which conditions are not public: ours), or null.
   */
  readonly waiver: Requirement | null;
  /** The card in our words: condition, OP, effect and waiver. */
  readonly text: string;
}

/** A requirement in words, for card texts. */
function condition(r: Requirement): string {
  switch (r.kind) {
    case 'holdSmallFolk':
      return `you hold ${r.n} Small Folk Regions`;
    case 'unitsOnBoard':
      return `you have ${r.n} giants on the board`;
    case 'holdRegion':
      return `you hold ${r.region}`;
    case 'food':
      return `you hold ${r.n} Food`;
    case 'defeated':
      return `you have defeated ${r.n} enemy giants`;
    case 'story':
      return `${r.n} story token${r.n === 1 ? ' is' : 's are'} on your story-goal card`;
  }
}

const NOTE = 'event texts are not public; requirement + rune + OP + reward is the public shape (REF-LIB10)';
const ev = (
  id: string,
  name: string,
  race: RaceId | null,
  requirement: Requirement,
  rune: ResourceType | 'any-rune',
  op: number,
  reward: Partial<EventReward>,
  text: string,
  waiver: Requirement | null = null,
): EventSpec => ({
  id,
  name,
  race,
  requirement,
  rune,
  op,
  reward: { draw: reward.draw ?? 0, unit: reward.unit ?? null, effect: reward.effect ?? null },
  waiver,
  text: [
    text,
    reward.effect ? EFFECT_BY_ID[reward.effect]!.text : '',
    waiver ? `No rune is spent if ${condition(waiver)}.` : '',
  ]
    .filter((t) => t !== '')
    .join(' '),
  ...assumed(null, waiver ? `${NOTE}; the rune waiver is ours (REF-LIB10 says some cards have one)` : NOTE),
});

/** The universal Event deck; three lie face up in the draft area. */
export const UNIVERSAL_EVENTS: readonly EventSpec[] = [
  ev(
    'raid-farms',
    'Raid the Farms',
    null,
    { kind: 'holdSmallFolk', n: 1 },
    'any-rune',
    3,
    { draw: 1 },
    'Hold a Small Folk Region. Gain 3 OP and draw 1 Resource card.',
  ),
  ev(
    'tribute',
    'Tribute of the Dales',
    null,
    { kind: 'holdSmallFolk', n: 2 },
    'any-rune',
    4,
    { effect: 'dale-levies' },
    'Hold 2 Small Folk Regions. Gain 4 OP.',
  ),
  ev(
    'great-feast',
    'Great Feast',
    null,
    { kind: 'food', n: 3 },
    'any-rune',
    4,
    {},
    'Hold 3 Food. Gain 4 OP.',
  ),
  ev(
    'show-of-force',
    'Show of Force',
    null,
    { kind: 'unitsOnBoard', n: 6 },
    'any-rune',
    3,
    { draw: 1 },
    'Have 6 giants on the board. Gain 3 OP and draw 1 Resource card.',
  ),
  ev(
    'trophies',
    'Trophies of War',
    null,
    { kind: 'defeated', n: 2 },
    'any-rune',
    5,
    {},
    'Have defeated 2 enemy giants this game. Gain 5 OP.',
    { kind: 'defeated', n: 4 },
  ),
  ev(
    'waterdeep-toll',
    'Toll on Waterdeep',
    null,
    { kind: 'holdRegion', region: 'waterdeep' },
    'any-rune',
    5,
    {},
    'Hold Waterdeep. Gain 5 OP.',
  ),
  ev(
    'high-forest',
    'Lords of the High Forest',
    null,
    { kind: 'holdRegion', region: 'highForest' },
    'any-rune',
    5,
    {},
    'Hold the High Forest. Gain 5 OP.',
  ),
  ev(
    'dessarin',
    'Flood the Dessarin',
    null,
    { kind: 'holdRegion', region: 'dessarin' },
    'any-rune',
    4,
    { draw: 1 },
    'Hold the Dessarin Valley. Gain 4 OP and draw 1 Resource card.',
  ),
  ev(
    'march-north',
    'March of the North',
    null,
    { kind: 'holdSmallFolk', n: 3 },
    'any-rune',
    5,
    {},
    'Hold 3 Small Folk Regions. Gain 5 OP.',
    { kind: 'holdSmallFolk', n: 4 },
  ),
  ev(
    'hoard',
    'Hoard of the Small Folk',
    null,
    { kind: 'food', n: 5 },
    'any-rune',
    5,
    {},
    'Hold 5 Food. Gain 5 OP.',
    { kind: 'food', n: 7 },
  ),
  ev(
    'warband',
    'Mighty Warband',
    null,
    { kind: 'unitsOnBoard', n: 8 },
    'any-rune',
    5,
    { effect: 'war-drums' },
    'Have 8 giants on the board. Gain 5 OP.',
  ),
  ev(
    'slayer',
    'Giant of Renown',
    null,
    { kind: 'defeated', n: 4 },
    'any-rune',
    6,
    {},
    'Have defeated 4 enemy giants this game. Gain 6 OP.',
  ),
];

/**
 * Each race's Special Event stack, in numerical order (REF-LIB10: hill, stone and cloud have 1, the others
 * 2 or 3). The fire chain ends with the Vonindod leader (REF-LIB09); the storm chain brings King Hekaton.
 */
export const SPECIAL_EVENTS: readonly EventSpec[] = [
  ev(
    'storm-1',
    'Call of the Maelstrom',
    'storm',
    { kind: 'unitsOnBoard', n: 4 },
    'rune-storm',
    4,
    { draw: 1, effect: 'storm-winds' },
    'Have 4 storm giants on the board. Gain 4 OP and draw 1 Resource card.',
    { kind: 'story', n: 1 },
  ),
  ev(
    'storm-2',
    'King Hekaton Returns',
    'storm',
    { kind: 'holdSmallFolk', n: 2 },
    'rune-storm',
    6,
    { unit: 'champion' },
    'Hold 2 Small Folk Regions. Gain 6 OP; King Hekaton (a second champion) enters your Starting Region.',
    { kind: 'story', n: 2 },
  ),
  ev(
    'cloud-1',
    'Lyn Armaal Rides the Wind',
    'cloud',
    { kind: 'holdSmallFolk', n: 2 },
    'rune-cloud',
    6,
    { draw: 2, effect: 'sky-bargains' },
    'Hold 2 Small Folk Regions. Gain 6 OP and draw 2 Resource cards.',
    { kind: 'story', n: 2 },
  ),
  ev(
    'fire-1',
    'Vonindod Fragments',
    'fire',
    { kind: 'holdSmallFolk', n: 1 },
    'rune-fire',
    4,
    { effect: 'forge-fury' },
    'Hold a Small Folk Region. Gain 4 OP.',
    { kind: 'story', n: 1 },
  ),
  ev(
    'fire-2',
    'Forge Vonindod',
    'fire',
    { kind: 'food', n: 2 },
    'rune-fire',
    6,
    { unit: 'leader' },
    'Hold 2 Food. Gain 6 OP; the Vonindod (a second leader) enters your Starting Region.',
    { kind: 'story', n: 2 },
  ),
  ev(
    'frost-1',
    'Svardborg Raiders',
    'frost',
    { kind: 'holdSmallFolk', n: 1 },
    'rune-frost',
    4,
    { draw: 1, effect: 'raiders-haul' },
    'Hold a Small Folk Region. Gain 4 OP and draw 1 Resource card.',
    { kind: 'story', n: 1 },
  ),
  ev(
    'frost-2',
    'The Ice Jarl’s Claim',
    'frost',
    { kind: 'defeated', n: 2 },
    'rune-frost',
    7,
    {},
    'Have defeated 2 enemy giants. Gain 7 OP.',
    { kind: 'story', n: 2 },
  ),
  ev(
    'stone-1',
    'Dreams of Deadstone',
    'stone',
    { kind: 'holdSmallFolk', n: 2 },
    'rune-stone',
    7,
    { effect: 'deadstone-walls' },
    'Hold 2 Small Folk Regions. Gain 7 OP.',
    { kind: 'story', n: 2 },
  ),
  ev(
    'hill-1',
    'Feast of Grudd Haug',
    'hill',
    { kind: 'food', n: 3 },
    'rune-hill',
    7,
    { effect: 'grudd-haug-horde' },
    'Hold 3 Food. Gain 7 OP.',
    { kind: 'story', n: 2 },
  ),
];

/** Event id → its {@link EventSpec} (universal and special). */
export const EVENT_BY_ID: Readonly<Record<string, EventSpec>> = Object.fromEntries(
  [...UNIVERSAL_EVENTS, ...SPECIAL_EVENTS].map((e) => [e.id, e]),
);
