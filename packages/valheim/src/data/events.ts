import type { CreatureKind } from './creatures.js';
import type { Source } from './source.js';

/**
 * An event card's effect, in a small grammar the rules interpret (lines 444–478):
 * - `move`: every revealed creature moves `steps` spaces toward the nearest player (line 455);
 * - `repopulate`: every revealed creature-icon space without its creature gets one (line 456);
 * - `ambush`: a `kind` appears on the space of every player outside the house (combat follows);
 * - `storm`: every player outside the house rolls 1 damage die and takes its hits;
 * - `slow`: ongoing for `cubes` turns: move actions reach 1 space less (lines 447–450);
 * - `veteran`: flip the `kind` card to its veteran side (line 440);
 * - `raid`: the Forsaken appears on a tile and gathers `size` creatures there, then they attack the house
 *   (lines 457–478).
 */
export type EventEffect =
  | { readonly kind: 'move'; readonly steps: number }
  | { readonly kind: 'repopulate' }
  | { readonly kind: 'ambush'; readonly creature: CreatureKind }
  | { readonly kind: 'storm' }
  | { readonly kind: 'slow'; readonly cubes: number }
  | { readonly kind: 'veteran'; readonly creature: CreatureKind }
  | { readonly kind: 'raid'; readonly size: number; readonly creature: CreatureKind };

export interface EventCard {
  readonly id: string;
  readonly name: string;
  readonly phase: 1 | 2;
  readonly effect: EventEffect;
  readonly source: Source;
  readonly text: string;
}

const ev = (id: string, name: string, phase: 1 | 2, effect: EventEffect, text: string): EventCard => ({
  id,
  name,
  phase,
  effect,
  // 20 cards per Forsaken with phase I / II backs is rulebook (59, 123); the card texts are not public.
  source: 'assumed',
  text,
});

/** Eikthyr's 20 event cards: 10 phase I, 10 phase II. */
export const EIKTHYR_EVENTS: readonly EventCard[] = [
  ev(
    'e1-stir-a',
    'The Meadows stir',
    1,
    { kind: 'move', steps: 1 },
    'Every creature moves 1 space toward the nearest player.',
  ),
  ev(
    'e1-stir-b',
    'Rustling grass',
    1,
    { kind: 'move', steps: 1 },
    'Every creature moves 1 space toward the nearest player.',
  ),
  ev(
    'e1-nest-a',
    'Greylings return',
    1,
    { kind: 'repopulate' },
    'Repopulate: each creature space without its creature gets one.',
  ),
  ev(
    'e1-nest-b',
    'New growth',
    1,
    { kind: 'repopulate' },
    'Repopulate: each creature space without its creature gets one.',
  ),
  ev(
    'e1-ambush',
    'Ambush in the grass',
    1,
    { kind: 'ambush', creature: 'greyling' },
    'A Greyling leaps at every player outside the house.',
  ),
  ev(
    'e1-storm',
    'Thunder over the hills',
    1,
    { kind: 'storm' },
    'Every player outside the house rolls a damage die and takes its hits.',
  ),
  ev(
    'e1-rain',
    'Heavy rain',
    1,
    { kind: 'slow', cubes: 2 },
    'Ongoing, 2 turns: every move action reaches 1 space less.',
  ),
  ev(
    'e1-quiet',
    'A quiet day',
    1,
    { kind: 'move', steps: 1 },
    'Every creature moves 1 space toward the nearest player.',
  ),
  ev(
    'e1-hunt',
    'The hunt begins',
    1,
    { kind: 'move', steps: 2 },
    'Every creature moves 2 spaces toward the nearest player.',
  ),
  ev(
    'e1-raid',
    'Raid: the Greylings march',
    1,
    { kind: 'raid', size: 3, creature: 'greyling' },
    'Raid, size 3, Greylings: Eikthyr appears on a revealed tile (his altar’s, else the one with most creatures). Each end of turn adds a Greyling there instead of an event; at 3 creatures they all attack the house.',
  ),
  ev(
    'e2-veteran',
    'Eikthyr’s chosen',
    2,
    { kind: 'veteran', creature: 'greyling' },
    'Flip the Greyling card: from now on Greylings are veterans.',
  ),
  ev(
    'e2-hunt-a',
    'Antlers in the mist',
    2,
    { kind: 'move', steps: 2 },
    'Every creature moves 2 spaces toward the nearest player.',
  ),
  ev(
    'e2-raid',
    'Raid: the pack gathers',
    2,
    { kind: 'raid', size: 4, creature: 'greydwarf' },
    'Raid, size 4, Greydwarves: Eikthyr appears on a revealed tile (his altar’s, else the one with most creatures). Each end of turn adds a Greydwarf there instead of an event; at 4 creatures they all attack the house.',
  ),
  ev(
    'e2-nest-a',
    'Overgrowth',
    2,
    { kind: 'repopulate' },
    'Repopulate: each creature space without its creature gets one.',
  ),
  ev(
    'e2-nest-b',
    'Roots spread',
    2,
    { kind: 'repopulate' },
    'Repopulate: each creature space without its creature gets one.',
  ),
  ev(
    'e2-ambush',
    'Greydwarf raiders',
    2,
    { kind: 'ambush', creature: 'greydwarf' },
    'A Greydwarf leaps at every player outside the house.',
  ),
  ev(
    'e2-storm-a',
    'Lightning storm',
    2,
    { kind: 'storm' },
    'Every player outside the house rolls a damage die and takes its hits.',
  ),
  ev(
    'e2-storm-b',
    'Eikthyr’s wrath',
    2,
    { kind: 'storm' },
    'Every player outside the house rolls a damage die and takes its hits.',
  ),
  ev(
    'e2-fog',
    'Thick fog',
    2,
    { kind: 'slow', cubes: 3 },
    'Ongoing, 3 turns: every move action reaches 1 space less.',
  ),
  ev(
    'e2-stir',
    'Restless night',
    2,
    { kind: 'move', steps: 1 },
    'Every creature moves 1 space toward the nearest player.',
  ),
];

export const EVENTS_BY_ID: Readonly<Record<string, EventCard>> = Object.fromEntries(
  EIKTHYR_EVENTS.map((e) => [e.id, e]),
);
