import { assumed, type Sourced } from './provenance.js';
import { RACE_IDS } from './races.js';

/** `food` or `rune-<race>`. */
export type ResourceType = string;

/** What a Resource card adds to a side's final totals when discarded in battle (REF-LIB16: "before determining your final totals"). */
export interface CombatEffect {
  /** Hits added to the side's final total. */
  readonly hits: number;
  /** Blocks added to the side's final total. */
  readonly blocks: number;
}

/** One kind of Resource card: Food or a race's rune. */
export interface ResourceSpec extends Sourced {
  /** `food` or `rune-<race>`. */
  readonly type: ResourceType;
  /** The card's name. */
  readonly name: string;
  /** Copies of this card in the Resource deck. */
  readonly count: number;
  /** `null`: no battle use (Food). */
  readonly combat: CombatEffect | null;
  /** The card in our words. */
  readonly text: string;
}

/**
 * Which runes strike and which shield: ours (no card text is public). Storm, fire and hill runes
 * (lightning, flame, brute strength) add a hit; cloud, frost and stone runes (wind, ice, stone) a block.
 */
const RUNE_COMBAT: Readonly<Record<string, CombatEffect>> = {
  storm: { hits: 1, blocks: 0 },
  cloud: { hits: 0, blocks: 1 },
  fire: { hits: 1, blocks: 0 },
  frost: { hits: 0, blocks: 1 },
  stone: { hits: 0, blocks: 1 },
  hill: { hits: 1, blocks: 0 },
};

const effectText = (e: CombatEffect) => (e.hits > 0 ? `+${e.hits} hit` : `+${e.blocks} block`);

/** The Resource deck. Food and runes are public (REF-LIB10, REF-LIB13); the mix and counts are assumed. */
export const RESOURCES: readonly ResourceSpec[] = [
  {
    type: 'food',
    name: 'Food',
    count: 24,
    combat: null,
    text: 'Feeds the giants; some events ask you to hold it. Pays any toll or trade.',
    ...assumed(null, 'food is public; the count is assumed'),
  },
  ...RACE_IDS.map((race) => ({
    type: `rune-${race}`,
    name: `${race[0]!.toUpperCase()}${race.slice(1)} rune`,
    count: 6,
    combat: RUNE_COMBAT[race]!,
    text: `A rune of the ${race} giants, spent to claim events that show it. In battle, before your final totals, you may discard it instead: ${effectText(RUNE_COMBAT[race]!)}.`,
    ...assumed(
      null,
      'runes are public; one kind per race, the count and the battle effect are assumed (some Resource cards act in battle: REF-LIB16)',
    ),
  })),
];

/** Every Resource card type, in {@link RESOURCES} order. */
export const RESOURCE_TYPES: readonly ResourceType[] = RESOURCES.map((r) => r.type);

/** Resource type → its {@link ResourceSpec}. */
export const RESOURCE_BY_TYPE: Readonly<Record<ResourceType, ResourceSpec>> = Object.fromEntries(
  RESOURCES.map((r) => [r.type, r]),
);

/** A new, unshuffled Resource deck: every card type repeated `count` times. */
export function fullResourceDeck(): ResourceType[] {
  return RESOURCES.flatMap((r) => Array.from({ length: r.count }, () => r.type));
}
