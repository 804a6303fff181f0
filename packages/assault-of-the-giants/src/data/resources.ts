import { assumed, type Sourced } from './provenance.js';
import { RACE_IDS } from './races.js';

/** `food` or `rune-<race>`. */
export type ResourceType = string;

export interface ResourceSpec extends Sourced {
  readonly type: ResourceType;
  readonly name: string;
  readonly count: number;
  readonly text: string;
}

/** The Resource deck. Food and runes are public (REF-LIB10, REF-LIB13); the mix and counts are assumed. */
export const RESOURCES: readonly ResourceSpec[] = [
  {
    type: 'food',
    name: 'Food',
    count: 24,
    text: 'Feeds the giants; some events ask you to hold it. Pays any toll or trade.',
    ...assumed(null, 'food is public; the count is assumed'),
  },
  ...RACE_IDS.map((race) => ({
    type: `rune-${race}`,
    name: `${race[0]!.toUpperCase()}${race.slice(1)} rune`,
    count: 6,
    text: `A rune of the ${race} giants, spent to claim events that show it.`,
    ...assumed(null, 'runes are public; one kind per race and the count are assumed'),
  })),
];

export const RESOURCE_TYPES: readonly ResourceType[] = RESOURCES.map((r) => r.type);

export function fullResourceDeck(): ResourceType[] {
  return RESOURCES.flatMap((r) => Array.from({ length: r.count }, () => r.type));
}
