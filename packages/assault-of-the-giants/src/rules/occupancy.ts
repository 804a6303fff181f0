/**
 * Who stands where, by integer board index, read off the unit list in one pass and kept for that list.
 * The unit list is replaced, never written (`board.ts` `replaceUnit`, `setup.ts` `placeUnit`), and the
 * state copy shares it, so one summary serves every state of a turn until a unit changes: the listings
 * (ends, tolls, playable cards, events, attacks, spells) read masks and counts instead of each scanning
 * the units with string lookups. Region indices are `route.ts` `INDEX`; race indices `RACE_IDS`.
 */
import { RACE_IDS, type RaceId } from '../data/races.js';
import type { Unit } from '../state.js';
import { INDEX, ORDER } from './route.js';

const N = ORDER.length;
const RACES_N = RACE_IDS.length;

export const RACE_INDEX: Readonly<Record<RaceId, number>> = Object.fromEntries(
  RACE_IDS.map((r, i) => [r, i]),
) as Record<RaceId, number>;

export interface Occupancy {
  /** Race index holding each region (at most one race holds a region: `invariants.ts`), or -1. */
  readonly holder: Int8Array;
  /** Giants in each region. */
  readonly count: Int8Array;
  /** Per race index: the mask of regions it holds. */
  readonly held: Int32Array;
  /** Per race index: its giants on the board. */
  readonly onBoard: Int16Array;
  /** Per race index: whether its leader is on the board. */
  readonly leader: Uint8Array;
  /** Per race index: the regions it holds, in the order its first giant there appears in the unit list. */
  readonly firstSeen: number[][];
  /** Regions held by anyone. */
  readonly occupied: number;
}

let lastUnits: readonly Unit[] | null = null;
let lastLength = -1;
let last: Occupancy | null = null;

/**
 * The summary of `units`. Kept for the last list asked (a list never changes once made; its length is
 * checked too, for tests that build a board by pushing units).
 */
export function occupancy(units: readonly Unit[]): Occupancy {
  if (units === lastUnits && units.length === lastLength && last) return last;
  const o = summarise(units);
  lastUnits = units;
  lastLength = units.length;
  last = o;
  return o;
}

function summarise(units: readonly Unit[]): Occupancy {
  const holder = new Int8Array(N).fill(-1);
  const count = new Int8Array(N);
  const held = new Int32Array(RACES_N);
  const onBoard = new Int16Array(RACES_N);
  const leader = new Uint8Array(RACES_N);
  const firstSeen: number[][] = RACE_IDS.map(() => []);
  const index = INDEX; // imported bindings read once, not per unit
  const raceIndex = RACE_INDEX;
  let occupied = 0;
  for (const u of units) {
    const r = index[u.region]!;
    const race = raceIndex[u.race];
    holder[r] = race;
    count[r]! += 1;
    if ((held[race]! & (1 << r)) === 0) {
      held[race]! |= 1 << r;
      firstSeen[race]!.push(r);
    }
    onBoard[race]! += 1;
    if (u.kind === 'leader') leader[race] = 1;
    occupied |= 1 << r;
  }
  return { holder, count, held, onBoard, leader, firstSeen, occupied };
}

/** How many regions in `mask`. */
export function regionCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}
