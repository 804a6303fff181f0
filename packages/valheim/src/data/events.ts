import type { CreatureKind } from './creatures.js';
import type { ForsakenId } from './forsaken.js';
import { intern } from './intern.js';
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

/** One card of a Forsaken's event deck, drawn at the end of a turn (lines 444–456). */
export interface EventCard {
  /** the card's id */
  readonly id: string;
  /** the card's title */
  readonly name: string;
  /** the phase on its back: phase I cards are shuffled on top of phase II (lines 123–124) */
  readonly phase: 1 | 2;
  /** what resolving it does */
  readonly effect: EventEffect;
  /** provenance: the card texts are not public, so `assumed` */
  readonly source: Source;
  /** what the card says, for players */
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

const TEXT: Record<EventEffect['kind'], (e: EventEffect, forsaken: string) => string> = {
  move: (e) => `Every creature moves ${e.kind === 'move' ? e.steps : 1} space(s) toward the nearest player.`,
  repopulate: () => 'Repopulate: each creature space without its creature gets one.',
  ambush: (e) =>
    `A ${e.kind === 'ambush' ? CREATURE_NAME[e.creature] : ''} leaps at every player outside the house.`,
  storm: () => 'Every player outside the house rolls a damage die and takes its hits.',
  slow: (e) => `Ongoing, ${e.kind === 'slow' ? e.cubes : 0} turns: every move action reaches 1 space less.`,
  veteran: (e) =>
    `Flip the ${e.kind === 'veteran' ? CREATURE_NAME[e.creature] : ''} card: from now on they are veterans.`,
  raid: (e, f) =>
    e.kind === 'raid'
      ? `Raid, size ${e.size}, ${CREATURE_NAME[e.creature]}s: ${f} appears on a revealed tile (the altar’s, else the one with most creatures). Each end of turn adds a ${CREATURE_NAME[e.creature]} there instead of an event; at ${e.size} creatures they all attack the house.`
      : '',
};

const CREATURE_NAME: Record<CreatureKind, string> = {
  greyling: 'Greyling',
  greydwarf: 'Greydwarf',
  skeleton: 'Skeleton',
  draugr: 'Draugr',
  fenring: 'Fenring',
  troll: 'Troll',
  abomination: 'Abomination',
  stoneGolem: 'Stone Golem',
};

/** A 20-card deck from `[name, phase, effect]` rows; ids `${prefix}-${n}`, texts from the effect. */
function deck(prefix: string, forsaken: string, rows: [string, 1 | 2, EventEffect][]): EventCard[] {
  return rows.map(([name, phase, effect], i) =>
    ev(intern(`${prefix}-${i + 1}`), name, phase, effect, TEXT[effect.kind](effect, forsaken)),
  );
}

/** The Elder's 20 event cards (line 59): the Black Forest's creatures. */
export const ELDER_EVENTS: readonly EventCard[] = deck('el', 'The Elder', [
  ['Creaking pines', 1, { kind: 'move', steps: 1 }],
  ['Shadows move', 1, { kind: 'move', steps: 1 }],
  ['The forest wakes', 1, { kind: 'repopulate' }],
  ['Greydwarf nest', 1, { kind: 'repopulate' }],
  ['Stones from the trees', 1, { kind: 'ambush', creature: 'greydwarf' }],
  ['Falling branches', 1, { kind: 'storm' }],
  ['Tangled roots', 1, { kind: 'slow', cubes: 2 }],
  ['Hunted', 1, { kind: 'move', steps: 2 }],
  ['Raid: the forest marches', 1, { kind: 'raid', size: 3, creature: 'greydwarf' }],
  ['Whispers in the dark', 1, { kind: 'move', steps: 1 }],
  ['The Elder’s brutes', 2, { kind: 'veteran', creature: 'greydwarf' }],
  ['Rattling bones', 2, { kind: 'ambush', creature: 'skeleton' }],
  ['Raid: roots and bones', 2, { kind: 'raid', size: 4, creature: 'skeleton' }],
  ['Overgrown paths', 2, { kind: 'slow', cubes: 3 }],
  ['Regrowth', 2, { kind: 'repopulate' }],
  ['Restless dead', 2, { kind: 'repopulate' }],
  ['Thorn rain', 2, { kind: 'storm' }],
  ['The Elder stirs', 2, { kind: 'storm' }],
  ['Pursuit', 2, { kind: 'move', steps: 2 }],
  ['Night in the woods', 2, { kind: 'move', steps: 1 }],
]);

/** Bonemass's 20 event cards (line 59): the Swamps' undead. */
export const BONEMASS_EVENTS: readonly EventCard[] = deck('bm', 'Bonemass', [
  ['Bubbling water', 1, { kind: 'move', steps: 1 }],
  ['Splashing in the dark', 1, { kind: 'move', steps: 1 }],
  ['The dead rise', 1, { kind: 'repopulate' }],
  ['Crypt doors open', 1, { kind: 'repopulate' }],
  ['From the murk', 1, { kind: 'ambush', creature: 'skeleton' }],
  ['Toxic rain', 1, { kind: 'storm' }],
  ['Knee-deep mud', 1, { kind: 'slow', cubes: 2 }],
  ['The hunt', 1, { kind: 'move', steps: 2 }],
  ['Raid: bones on the march', 1, { kind: 'raid', size: 3, creature: 'skeleton' }],
  ['Low mist', 1, { kind: 'move', steps: 1 }],
  ['Bonemass’s guard', 2, { kind: 'veteran', creature: 'draugr' }],
  ['Draugr ambush', 2, { kind: 'ambush', creature: 'draugr' }],
  ['Raid: the Draugr host', 2, { kind: 'raid', size: 3, creature: 'draugr' }],
  ['Flooded paths', 2, { kind: 'slow', cubes: 3 }],
  ['Rising dead', 2, { kind: 'repopulate' }],
  ['Open graves', 2, { kind: 'repopulate' }],
  ['Poison fumes', 2, { kind: 'storm' }],
  ['Bonemass stirs', 2, { kind: 'storm' }],
  ['Relentless', 2, { kind: 'move', steps: 2 }],
  ['Swamp night', 2, { kind: 'move', steps: 1 }],
]);

/** Moder's 20 event cards (line 59): the Mountains' wolves and stone. */
export const MODER_EVENTS: readonly EventCard[] = deck('mo', 'Moder', [
  ['Howling wind', 1, { kind: 'move', steps: 1 }],
  ['Tracks in the snow', 1, { kind: 'move', steps: 1 }],
  ['The pack returns', 1, { kind: 'repopulate' }],
  ['Avalanche of bones', 1, { kind: 'repopulate' }],
  ['Wolves in the night', 1, { kind: 'ambush', creature: 'fenring' }],
  ['Blizzard', 1, { kind: 'storm' }],
  ['Deep snow', 1, { kind: 'slow', cubes: 2 }],
  ['The chase', 1, { kind: 'move', steps: 2 }],
  ['Raid: the pack descends', 1, { kind: 'raid', size: 3, creature: 'skeleton' }],
  ['Cold silence', 1, { kind: 'move', steps: 1 }],
  ['Moder’s hounds', 2, { kind: 'veteran', creature: 'fenring' }],
  ['Frozen dead', 2, { kind: 'ambush', creature: 'skeleton' }],
  ['Raid: Fenrings at the door', 2, { kind: 'raid', size: 3, creature: 'fenring' }],
  ['Whiteout', 2, { kind: 'slow', cubes: 3 }],
  ['Stone wakes', 2, { kind: 'repopulate' }],
  ['The pack gathers', 2, { kind: 'repopulate' }],
  ['Dragon’s breath', 2, { kind: 'storm' }],
  ['Moder circles', 2, { kind: 'storm' }],
  ['Hunted in the snow', 2, { kind: 'move', steps: 2 }],
  ['Long night', 2, { kind: 'move', steps: 1 }],
]);

/** Each Forsaken's 20 event cards (line 59). */
export const EVENT_DECKS: Readonly<Record<ForsakenId, readonly EventCard[]>> = {
  eikthyr: EIKTHYR_EVENTS,
  elder: ELDER_EVENTS,
  bonemass: BONEMASS_EVENTS,
  moder: MODER_EVENTS,
};

/** Every event card by id. */
export const EVENTS_BY_ID: Readonly<Record<string, EventCard>> = Object.fromEntries(
  [...EIKTHYR_EVENTS, ...ELDER_EVENTS, ...BONEMASS_EVENTS, ...MODER_EVENTS].map((e) => [e.id, e]),
);
