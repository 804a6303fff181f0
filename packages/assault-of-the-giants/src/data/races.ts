import { assumed as A, fromRulebook, fromPublic as P, type Val } from './provenance.js';

/** The six giant races, in the order the tables list them. */
export const RACE_IDS = ['storm', 'cloud', 'fire', 'frost', 'stone', 'hill'] as const;
/** One giant race: storm, cloud, fire, frost, stone or hill. */
export type RaceId = (typeof RACE_IDS)[number];

/** One giant race's table entry: its rank, token, Starting Region and command strengths. */
export interface RaceSpec {
  /** Which race this is. */
  readonly id: RaceId;
  /** The race's name (for example `Storm giants`). */
  readonly name: string;
  /** 1 = top of the old ordning. */
  readonly rank: Val<number>;
  /** The number printed on the Giant Race Token; the highest starts. */
  readonly ordningNumber: Val<number>;
  /** Region id of the race's Starting Region. */
  readonly startRegion: Val<string>;
  /** Unit Maneuvers a Move command gives before row bonuses. */
  readonly moveBase: Val<number>;
  /** Recruit Points a Recruit command gives. */
  readonly recruitPoints: Val<number>;
  /** Most units of this race in one region; `0` = no limit. */
  readonly stackingLimit: Val<number>;
  /** Id of this race's special combat die (see dice.ts). */
  readonly die: string;
  /** The race in our words, for rules texts. */
  readonly text: string;
}

const raceTable = (r: {
  id: RaceId;
  name: string;
  rank: number;
  ordning: number;
  start: Val<string>;
  move: Val<number>;
  recruit: number;
  stacking: Val<number>;
  text: string;
}): RaceSpec => ({
  id: r.id,
  name: r.name,
  rank: P(r.rank, 'REF-BIFF: storm at the top … hill at the bottom'),
  ordningNumber: A(r.ordning, 'printed numbers not public; highest for the top race'),
  startRegion: r.start,
  moveBase: r.move,
  recruitPoints: A(r.recruit, 'printed on the race cards; not public'),
  stackingLimit: r.stacking,
  die: `die-${r.id}`,
  text: r.text,
});

const noLimit = A(0, 'only the storm limit is public; the others are taken as unlimited');

/** The six races, top of the old ordning first. */
export const RACES: Readonly<Record<RaceId, RaceSpec>> = {
  storm: raceTable({
    id: 'storm',
    name: 'Storm giants',
    rank: 1,
    ordning: 6,
    start: A('trackless', 'Maelstrom lies under the Trackless Sea (REF-FRW); board not public'),
    move: A(3, 'few, mighty giants: the slowest race'),
    recruit: 3,
    stacking: P(3, 'REF-LIB09: storm giants stack at most 3 per region'),
    text: 'Top of the old ordning. Few but mighty: never more than three storm giants in one region.',
  }),
  cloud: raceTable({
    id: 'cloud',
    name: 'Cloud giants',
    rank: 2,
    ordning: 5,
    start: fromRulebook('evermoors', 'p.20 l.108-113: the Evermoors are the cloud Starting Region'),
    move: A(4, 'between storm and hill'),
    recruit: 3,
    stacking: noLimit,
    text: 'They recruit where their flying castle Lyn Armaal is; if the Evermoors fall, in any region they hold.',
  }),
  fire: raceTable({
    id: 'fire',
    name: 'Fire giants',
    rank: 3,
    ordning: 4,
    start: A('iceSpires', 'Ironslag under the Ice Spires (REF-FRW); board not public'),
    move: A(4, 'between storm and hill'),
    recruit: 4,
    stacking: noLimit,
    text: 'Duke Zalto leads them; forging the Vonindod brings a second leader into play.',
  }),
  frost: raceTable({
    id: 'frost',
    name: 'Frost giants',
    rank: 4,
    ordning: 3,
    start: A('seaIce', 'Svardborg in the Sea of Moving Ice (REF-FRW); board not public'),
    move: A(5, 'between storm and hill'),
    recruit: 4,
    stacking: noLimit,
    text: 'Raiders of the frozen north, quick to strike along the coast.',
  }),
  stone: raceTable({
    id: 'stone',
    name: 'Stone giants',
    rank: 5,
    ordning: 2,
    start: A('graypeak', 'Deadstone Cleft in the Graypeak foothills (REF-FRW); board not public'),
    move: A(5, 'between storm and hill'),
    recruit: 4,
    stacking: noLimit,
    text: 'Patient artists of the deep places; their die favours blocks.',
  }),
  hill: raceTable({
    id: 'hill',
    name: 'Hill giants',
    rank: 6,
    ordning: 1,
    start: A('sumber', 'Grudd Haug in the Sumber Hills area (REF-SKT); board not public'),
    move: P(6, 'REF-LIB11: the hill giants’ Move gives 6 Unit Maneuvers'),
    recruit: 5,
    stacking: noLimit,
    text: 'Bottom of the old ordning: many, hungry and fast.',
  }),
};

/** Races played by NPCs for each player count (REF-LIB09, REF-PAP). */
export const NPC_RACES: Readonly<Record<number, readonly RaceId[]>> = {
  3: ['stone', 'cloud', 'storm'],
  4: ['fire', 'frost'],
  5: ['hill'],
  6: [],
};
