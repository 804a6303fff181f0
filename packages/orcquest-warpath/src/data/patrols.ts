import { cellKeyAt } from '@skald/core';
import type { EnemyType } from './enemies.js';
import type { Colour, Provenance } from './types.js';

/** A Patrol card (rulebook lines 546-548): whether it spawns a Patrol at an Entrance, and a behaviour. */
export type PatrolBehaviour =
  | { readonly kind: 'march'; readonly squares: number }
  /** The member at the back separates and stands guard; the rest march on (lines 576-577). */
  | { readonly kind: 'standGuard'; readonly squares: number }
  /** The Patrol turns about and walks back along its path, for this turn only (line 548). */
  | { readonly kind: 'turnBack'; readonly squares: number }
  /**
   * The Patrol leaves its path toward the nearest closed door, the front member opening it (an Exploration,
   * line 573), the others following in file; it heads back to its path from the next turn (line 572).
   */
  | { readonly kind: 'detour'; readonly squares: number }
  /**
   * The Patrol marches, then the Players single out one of its members (line 554): `lookBack` turns it to
   * face back along the path (until the Patrol next marches), `doze` leaves it Dazed (line 802).
   */
  | { readonly kind: 'singleOut'; readonly squares: number; readonly act: SingleOutAct };

/** What befalls the member the Players single out (line 554). */
export type SingleOutAct = 'lookBack' | 'doze';

/** One Patrol card (lines 546-548), drawn in Patrol management for each Patrol in play. */
export interface PatrolCard {
  /** Card id. */
  readonly id: string;
  /** Card name. */
  readonly name: string;
  /** Whether it carries the spawn symbol: a new Patrol enters at its Entrance. */
  readonly spawn: boolean;
  /** What the Patrols in play do. */
  readonly behaviour: PatrolBehaviour;
  /** Copies of this card in the Patrol deck. */
  readonly copies: number;
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

/**
 * The 20 Patrol cards (count: rulebook line 70). No card text is public: the mix is assumed (reference
 * A.7: plain moves, 4 "stand guard", 3 "turn back", 3 "detour"), with three cards on which the Players
 * single out a member (line 554: Look back ×2, Yawn ×1, in the place of two Strolls and a Rounds, so the
 * spawn symbols and the distances marched stay as they were).
 */
export const PATROL_CARDS: readonly PatrolCard[] = [
  {
    id: 'stroll',
    name: 'Stroll',
    spawn: true,
    behaviour: { kind: 'march', squares: 3 },
    copies: 2,
    source: 'assumed',
    text: 'Spawns a Patrol. A Patrol in play walks 3 squares along its path.',
  },
  {
    id: 'rounds',
    name: 'Rounds',
    spawn: true,
    behaviour: { kind: 'march', squares: 4 },
    copies: 3,
    source: 'assumed',
    text: 'Spawns a Patrol. A Patrol in play walks 4 squares along its path.',
  },
  {
    id: 'look-back',
    name: 'Look back',
    spawn: true,
    behaviour: { kind: 'singleOut', squares: 3, act: 'lookBack' },
    copies: 2,
    source: 'assumed',
    text: 'Spawns a Patrol. A Patrol in play walks 3 squares along its path; then the Players choose one of its members, who turns to look back along the path until the Patrol walks on.',
  },
  {
    id: 'yawn',
    name: 'Yawn',
    spawn: true,
    behaviour: { kind: 'singleOut', squares: 4, act: 'doze' },
    copies: 1,
    source: 'assumed',
    text: 'Spawns a Patrol. A Patrol in play walks 4 squares along its path; then the Players choose one of its members, who is Dazed.',
  },
  {
    id: 'hurry',
    name: 'Hurry',
    spawn: false,
    behaviour: { kind: 'march', squares: 5 },
    copies: 1,
    source: 'assumed',
    text: 'No spawn. A Patrol in play walks 5 squares along its path.',
  },
  {
    id: 'turn-back',
    name: 'Turn back',
    spawn: false,
    behaviour: { kind: 'turnBack', squares: 2 },
    copies: 3,
    source: 'assumed',
    text: 'No spawn. A Patrol in play turns about and walks 2 squares back along its path (this turn only).',
  },
  {
    id: 'detour',
    name: 'Detour',
    spawn: false,
    behaviour: { kind: 'detour', squares: 2 },
    copies: 3,
    source: 'assumed',
    text: 'No spawn. A Patrol in play leaves its path: it walks 2 squares toward the nearest closed door and opens it if it gets there (the room is explored); from the next turn it walks back to its path.',
  },
  {
    id: 'chatter',
    name: 'Chatter',
    spawn: true,
    behaviour: { kind: 'march', squares: 1 },
    copies: 1,
    source: 'assumed',
    text: 'Spawns a Patrol. A Patrol in play dawdles 1 square.',
  },
  {
    id: 'nap',
    name: 'Nap',
    spawn: false,
    behaviour: { kind: 'march', squares: 0 },
    copies: 1,
    source: 'assumed',
    text: 'No spawn. A Patrol in play stays where it is.',
  },
  {
    id: 'stand-guard',
    name: 'Stand guard',
    spawn: false,
    behaviour: { kind: 'standGuard', squares: 3 },
    copies: 3,
    source: 'assumed',
    text: 'No spawn. The member at the back stays behind on guard; the rest walk 3 squares.',
  },
];

/** The Patrol deck as card ids, each repeated by its copies (unshuffled). */
export const PATROL_DECK: readonly string[] = PATROL_CARDS.flatMap((c) => Array<string>(c.copies).fill(c.id));
/** Cards by id (the first card of each id, as a search of `PATROL_CARDS` would find). */
const CARD_BY_ID: ReadonlyMap<string, PatrolCard> = new Map(
  [...PATROL_CARDS].reverse().map((c) => [c.id, c]),
);
/** The Patrol card with this id, or undefined. */
export const patrolCardById = (id: string): PatrolCard | undefined => CARD_BY_ID.get(id);

/**
 * A red reinforcement Patrol Entrance (line 119): no path, no Patrol card; when the Bell rings, a free one
 * lets in an alerted group of the new Alert colour's composition (ruling P1), front member furthest in.
 */
export interface RedEntrance {
  /** Entrance id. */
  readonly id: string;
  /** Squares from the board edge inward: the group enters on the first ones. */
  readonly squares: readonly string[];
  /** The group's Enemy types for each Alert colour, front first. */
  readonly composition: Readonly<Record<Colour, readonly EnemyType[]>>;
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
}

/** Quest 2's red Entrance (stand-in, assumed): down the east edge from the north-east corner. */
export const QUEST2_REINFORCEMENTS: readonly RedEntrance[] = [
  {
    id: 'red-north-east',
    squares: ['19,0', '19,1', '19,2', '19,3'],
    composition: {
      yellow: ['guard', 'peasant'],
      orange: ['guard', 'peasant', 'peasant'],
      red: ['guard', 'dog', 'peasant', 'peasant'],
    },
    source: 'assumed',
  },
];

/** A Patrol path of a Quest: its squares from the Entrance token to the Exit token, and its Bell. */
export interface PatrolPath {
  /** Path id. */
  readonly id: string;
  /** The path's colour on the map (blue or yellow). */
  readonly colour: 'blue' | 'yellow';
  /** Squares in walking order; the first is at the Patrol Entrance, the last at the Patrol Exit. */
  readonly squares: readonly string[];
  /** The square of its Bell ("x,y"), which an alerted Patrol's Bell-ringer runs to. */
  readonly bell: string;
  /** Most Patrols of this path in play at once. */
  readonly max: number;
  /** Members by Alert colour, front first (the order they enter in). */
  readonly composition: Readonly<Record<Colour, readonly EnemyType[]>>;
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
}

const line = (from: [number, number], to: [number, number]): string[] => {
  const out: string[] = [];
  const dx = Math.sign(to[0] - from[0]);
  const dy = Math.sign(to[1] - from[1]);
  for (let x = from[0], y = from[1]; ; x += dx, y += dy) {
    out.push(cellKeyAt(x, y));
    if (x === to[0] && y === to[1]) return out;
  }
};

/**
 * Quest 1's blue Patrol path (stand-in): in from the east edge along the farm road, north past the farmhouse
 * wall, out at the north edge; its Bell hangs in the west yard. "Blue Patrol: 1 max" and the compositions
 * are the rulebook's own example (lines 544, 558); that they are Quest 1's is assumed.
 */
export const QUEST1_PATROLS: readonly PatrolPath[] = [
  {
    id: 'blue',
    colour: 'blue',
    squares: [...line([19, 5], [10, 5]), ...line([10, 4], [10, 0])],
    bell: '8,2',
    max: 1,
    composition: {
      yellow: ['dog', 'peasant'],
      orange: ['dog', 'dog', 'peasant', 'peasant'],
      red: ['dog', 'dog', 'dog', 'peasant'],
    },
    source: 'rulebook',
  },
];

/**
 * Quest 2's yellow Patrol path (stand-in, assumed): up the south road, then east along the mill lane past
 * the mill door; its Bell hangs by the pond in the north-west. Compositions add a Guard at the front.
 */
export const QUEST2_PATROLS: readonly PatrolPath[] = [
  {
    id: 'yellow',
    colour: 'yellow',
    squares: [...line([9, 9], [9, 6]), ...line([9, 5], [19, 5])],
    bell: '3,2',
    max: 1,
    composition: {
      yellow: ['guard', 'peasant'],
      orange: ['guard', 'dog', 'peasant', 'peasant'],
      red: ['guard', 'dog', 'dog', 'peasant'],
    },
    source: 'assumed',
  },
];
