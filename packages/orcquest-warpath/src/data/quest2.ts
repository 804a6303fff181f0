import { QUEST2_PATROLS, QUEST2_REINFORCEMENTS } from './patrols.js';
import type { PresenceToken, QuestSpec } from './quest1.js';

const times = <T>(n: number, item: T): T[] => Array<T>(n).fill(item);

/**
 * Chapter 1, Quest 2 — a stand-in, every value assumed: the Quest Book is not public (reference A.5, A.8
 * item 5). The Heroes come back for the Baron's tax chest, kept in the mill; a guardhouse watches the road,
 * a red Patrol walks up from the south road and along the mill lane; the exit is the south-east ford.
 * Same goal as Quest 1 (carry the Objective out); Guards join the Pools, and Lothar the Enchanter (the
 * Boss, data/bosses.ts) guards the chest: he appears when the mill is explored.
 */
export const QUEST2: QuestSpec = {
  id: 'c1q2',
  name: 'Chapter 1, Quest 2: The Mill (stand-in map)',
  width: 20,
  height: 10,
  terrain: [
    '..T.,,,,....T.......',
    '..ss........ffhff...',
    '~~..........fflff...',
    '~~~.........fffff...',
    '............fhfff...',
    '....................',
    '....ffff........T...',
    '....flff........s...',
    '....fffh...,,,,,....',
    '...........,,,,,....',
  ],
  zones: [
    { id: 'mill', kind: 'room', x0: 12, y0: 1, x1: 16, y1: 4, pool: 'main', dice: 2 },
    { id: 'guardhouse', kind: 'room', x0: 4, y0: 6, x1: 7, y1: 8, pool: 'main', dice: 2 },
    { id: 'orchard', kind: 'spawn', x0: 8, y0: 0, x1: 11, y1: 2, pool: 'secondary', dice: 3 },
  ],
  doors: [
    { id: 'mill-door', a: '14,4', b: '14,5', kind: 'simple', open: false, room: 'mill' },
    { id: 'guardhouse-door', a: '5,6', b: '5,5', kind: 'simple', open: false, room: 'guardhouse' },
  ],
  heroEntrance: ['0,4', '0,5'],
  heroExit: ['19,8', '19,9'],
  objectives: ['15,2'],
  patrols: QUEST2_PATROLS,
  reinforcements: QUEST2_REINFORCEMENTS,
  pools: {
    main: [
      ...times(6, { kind: 'enemy', enemy: 'peasant', count: 1 } as PresenceToken),
      ...times(2, { kind: 'enemy', enemy: 'peasant', count: 2 } as PresenceToken),
      ...times(2, { kind: 'enemy', enemy: 'guard', count: 1 } as PresenceToken),
      { kind: 'enemy', enemy: 'dog', count: 1 },
    ],
    secondary: [
      { kind: 'enemy', enemy: 'peasant', count: 2 },
      { kind: 'enemy', enemy: 'dog', count: 1 },
      { kind: 'chicken' },
    ],
  },
  startAlert: 1,
  // The Badass Track comes from the campaign save; these are only a new campaign's values.
  startBadass: 0,
  startBadassLimit: 30,
  turnLimit: 12,
  boss: { id: 'enchanter', room: 'mill', square: '13,3', facing: 2 },
  victoryText: "Steal the Baron's tax chest (the Objective in the mill) and carry it out through the ford.",
  source: 'assumed',
  rulebookFacts: [],
};
