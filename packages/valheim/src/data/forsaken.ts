import type { Source } from './source.js';

/**
 * An arena card's effect (the 7 Eikthyr cards are not public; these follow the arena's text, lines 521–532):
 * - `ringDamage`: every standing player on the `ring` takes `amount` damage;
 * - `charge`: the player in front takes `amount` damage and is pushed to the outer ring;
 * - `stomp`: every standing player loses 1 stamina (health if they have none, line 430).
 */
export type ArenaEffect =
  | { readonly kind: 'ringDamage'; readonly ring: 'inner' | 'outer'; readonly amount: number }
  | { readonly kind: 'charge'; readonly amount: number }
  | { readonly kind: 'stomp' };

export interface ArenaCard {
  readonly id: string;
  readonly name: string;
  readonly effect: ArenaEffect;
  readonly source: Source;
  readonly text: string;
}

const card = (id: string, name: string, effect: ArenaEffect, text: string): ArenaCard => ({
  id,
  name,
  effect,
  source: 'assumed',
  text,
});

export const EIKTHYR_ARENA: readonly ArenaCard[] = [
  card(
    'lightning-a',
    'Lightning antlers',
    { kind: 'ringDamage', ring: 'inner', amount: 1 },
    'Every player on the inner ring takes 1 damage.',
  ),
  card(
    'lightning-b',
    'Crackling air',
    { kind: 'ringDamage', ring: 'inner', amount: 1 },
    'Every player on the inner ring takes 1 damage.',
  ),
  card(
    'charge-a',
    'Antler charge',
    { kind: 'charge', amount: 2 },
    'The player in front of Eikthyr takes 2 damage and is thrown to the outer ring.',
  ),
  card(
    'charge-b',
    'Rearing stag',
    { kind: 'charge', amount: 2 },
    'The player in front of Eikthyr takes 2 damage and is thrown to the outer ring.',
  ),
  card('stomp', 'Stomp', { kind: 'stomp' }, 'Every player loses 1 stamina.'),
  card(
    'bolt',
    'Thunderbolt',
    { kind: 'ringDamage', ring: 'outer', amount: 1 },
    'Every player on the outer ring takes 1 damage.',
  ),
  card(
    'gale',
    'Howling gale',
    { kind: 'ringDamage', ring: 'outer', amount: 1 },
    'Every player on the outer ring takes 1 damage.',
  ),
];

export const ARENA_BY_ID: Readonly<Record<string, ArenaCard>> = Object.fromEntries(
  EIKTHYR_ARENA.map((c) => [c.id, c]),
);

/** Eikthyr's arena and stats (lines 521–532). */
export interface ForsakenEntry {
  readonly id: 'eikthyr';
  readonly name: string;
  /** Spaces on the health track, the last being the defeated icon (assumed; line 483). */
  readonly trackLength: number;
  readonly damageDice: number;
  /** Directions around the altar: the inner ring has one space per direction, so has the outer ring. */
  readonly directions: number;
  /** Stamina to move into an outer-ring space (line 532). */
  readonly outerRingCost: number;
  readonly source: Source;
  readonly text: string;
}

export const EIKTHYR: ForsakenEntry = {
  id: 'eikthyr',
  name: 'Eikthyr',
  trackLength: 18,
  damageDice: 3,
  directions: 4,
  outerRingCost: 1,
  source: 'assumed',
  text: 'Eikthyr, the thunder stag, stays on his altar and turns to face his attacker. Each blank damage result turns him one step toward the active player; standing in front of him is dangerous, attacking from behind earns +1 attack. The outer ring needs a ranged weapon and costs 1 stamina to enter.',
};

/** Arena spaces: `I0..I3` inner ring (close combat), `O0..O3` outer ring (ranged); index = direction. */
export const arenaSpace = (ring: 'I' | 'O', dir: number): string => `${ring}${dir}`;
