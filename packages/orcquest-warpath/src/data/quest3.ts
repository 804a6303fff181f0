import { cellKeyAt } from '@skald/core';
import type { PatrolPath } from './patrols.js';
import type { PresenceToken, QuestSpec } from './quest1.js';

const times = <T>(n: number, item: T): T[] => Array<T>(n).fill(item);
const column = (x: number, y0: number, y1: number): string[] =>
  Array.from({ length: y1 - y0 + 1 }, (_, i) => cellKeyAt(x, y1 - i));

/**
 * Quest 3's Patrol path (stand-in, assumed): up the shepherds' track from the south edge to the north edge;
 * its Bell hangs on the old well north-west of the hut.
 */
export const QUEST3_PATROLS: readonly PatrolPath[] = [
  {
    id: 'blue',
    colour: 'blue',
    squares: column(10, 0, 9),
    bell: '8,1',
    max: 1,
    composition: {
      yellow: ['guard', 'peasant'],
      orange: ['guard', 'dog', 'peasant'],
      red: ['guard', 'dog', 'dog', 'peasant'],
    },
    source: 'assumed',
  },
];

/**
 * Chapter 1, Quest 3 — a stand-in, every value assumed (the Quest Book is not public; reference A.6 places
 * the Cockatrice in a Quest before the Enchanter's, we put it after our Quest 2 so the campaign reaches it).
 * The Heroes go after a Cockatrice egg in the nest on the heath: a shepherds' hut, a Patrol track, and the
 * nest clearing (a spawn zone) where the Cockatrice appears when the Heroes first see it. Same goal as the
 * other Quests: carry the Objective (the egg) out through the Hero Exit.
 */
export const QUEST3: QuestSpec = {
  id: 'c1q3',
  name: "Chapter 1, Quest 3: The Cockatrice's Nest (stand-in map)",
  width: 20,
  height: 10,
  terrain: [
    '....T.......,,,,....',
    '...sss......,,,,....',
    '~~..........,,,,..T.',
    '~~~.................',
    '....................',
    '....................',
    '...ffff.............',
    '...flff..........T..',
    '...ffhf.............',
    '....................',
  ],
  zones: [
    { id: 'hut', kind: 'room', x0: 3, y0: 6, x1: 6, y1: 8, pool: 'main', dice: 2 },
    { id: 'nest', kind: 'spawn', x0: 12, y0: 3, x1: 17, y1: 7, pool: 'secondary', dice: 2 },
  ],
  doors: [{ id: 'hut-door', a: '4,6', b: '4,5', kind: 'simple', open: false, room: 'hut' }],
  heroEntrance: ['0,4', '0,5'],
  heroExit: ['19,0', '19,1'],
  objectives: ['16,5'],
  patrols: QUEST3_PATROLS,
  pools: {
    main: [
      ...times(5, { kind: 'enemy', enemy: 'peasant', count: 1 } as PresenceToken),
      ...times(2, { kind: 'enemy', enemy: 'guard', count: 1 } as PresenceToken),
      { kind: 'enemy', enemy: 'dog', count: 1 },
      // The Named Enemy's spawn condition (line 606): his token waits in the main Pool.
      { kind: 'enemy', enemy: 'gunther', count: 1 },
    ],
    secondary: [...times(2, { kind: 'chicken' } as PresenceToken), { kind: 'enemy', enemy: 'dog', count: 1 }],
  },
  startAlert: 1,
  // The Badass Track comes from the campaign save; these are only a new campaign's values.
  startBadass: 0,
  startBadassLimit: 30,
  turnLimit: 12,
  boss: { id: 'cockatrice', room: 'nest', square: '13,4', facing: 3 },
  victoryText: 'Steal the Cockatrice egg from its nest on the heath and carry it out through the Hero Exit.',
  source: 'assumed',
  rulebookFacts: [],
};
