/**
 * Who stands where, by integer board index, kept for the unit list (a plain array of small integers:
 * cheaper to make and copy than a typed array). The unit list is replaced, never
 * written (`board.ts` `replaceUnit`, `setup.ts` `placeUnit`), and the state copy shares it, so one summary
 * serves every state of a turn until a unit changes; the listings (ends, tolls, playable cards, events,
 * attacks, marches) read integers instead of scanning units with string-keyed lookups, which cost more
 * than everything else in a scan. A search context keeps the last summary (`occupancy`); a list that
 * differs from that one by one unit changed, added or removed is summarised from it: only that unit is
 * looked up. Region indices are `route.ts` `INDEX`; race indices `RACE_IDS`; kinds `UNIT_KINDS`.
 */
import { RACE_IDS, type RaceId } from '../data/races.js';
import { UNIT_KINDS, type UnitKind } from '../data/units.js';
import type { Unit } from '../state.js';
import type { SearchContext } from './context.js';
import { INDEX, ORDER } from './route.js';

const N = ORDER.length;
const R = RACE_IDS.length;

export const RACE_INDEX: ReadonlyMap<string, number> = new Map(RACE_IDS.map((r, i) => [r, i]));
const KIND_INDEX: ReadonlyMap<string, number> = new Map(UNIT_KINDS.map((k, i) => [k, i]));
/** Region ids to indices as a Map: faster than a many-keyed object for ids read from units. */
const REGION_INDEX: ReadonlyMap<string, number> = new Map(ORDER.map((id) => [id, INDEX[id]!]));

export const raceIndex = (race: RaceId): number => RACE_INDEX.get(race)!;
export const kindIndex = (kind: UnitKind): number => KIND_INDEX.get(kind)!;

// Layout of `Occupancy.data`.
const HOLDER = 0; // N: the race index holding each region (at most one race does: `invariants.ts`), or -1
const COUNT = N; // N: giants in each region
const HELD = 2 * N; // R: the mask of regions each race holds
const ON_BOARD = HELD + R; // R: each race's giants on the board
const LEADERS = ON_BOARD + R; // R: each race's leaders on the board
const OCCUPIED = LEADERS + R; // 1: regions anyone holds
const K = UNIT_KINDS.length;
const FIELDED = OCCUPIED + 1; // R × K: each race's units of each kind on the board, special ones not counted
const UNITS = FIELDED + R * K; // one per unit, in list order: `pack`

/**
 * A unit as one integer: region index, race index << 5, kind index << 8, special << 10. Not its wounds,
 * which a replacement changes without moving it (they are read off the unit itself: tests set them on
 * units they build).
 */
const SPECIAL = 1 << 10;
const pack = (u: Unit): number =>
  REGION_INDEX.get(u.region)! |
  (RACE_INDEX.get(u.race)! << 5) |
  (KIND_INDEX.get(u.kind)! << 8) |
  (u.special ? SPECIAL : 0);

export class Occupancy {
  constructor(readonly data: number[]) {}
  /** The race index holding the region at index `i`, or -1. */
  holder(i: number): number {
    return this.data[HOLDER + i]!;
  }
  /** Giants in the region at index `i`. */
  count(i: number): number {
    return this.data[COUNT + i]!;
  }
  /** The regions race index `race` holds, as a mask. */
  held(race: number): number {
    return this.data[HELD + race]!;
  }
  onBoard(race: number): number {
    return this.data[ON_BOARD + race]!;
  }
  hasLeader(race: number): boolean {
    return this.data[LEADERS + race]! > 0;
  }
  /** Units of kind index `kind` that race index `race` has on the board, special units (event rewards) not counted. */
  fielded(race: number, kind: number): number {
    return this.data[FIELDED + race * K + kind]!;
  }
  /** Regions anyone holds, as a mask. */
  occupied(): number {
    return this.data[OCCUPIED]!;
  }
  /** Unit k of the list, packed (`regionOf`, `raceOfPacked`, `kindOf` read it). */
  unit(k: number): number {
    return this.data[UNITS + k]!;
  }
}

export const regionOf = (packed: number): number => packed & 31;
export const raceOfPacked = (packed: number): number => (packed >> 5) & 7;
export const kindOf = (packed: number): number => (packed >> 8) & 3;

/** Add (`sign` 1) or take away (-1) one unit in the summary. */
function tally(d: number[], packed: number, sign: 1 | -1): void {
  const r = regionOf(packed);
  const race = raceOfPacked(packed);
  d[COUNT + r]! += sign;
  d[ON_BOARD + race]! += sign;
  if (kindOf(packed) === LEADER) d[LEADERS + race]! += sign;
  if ((packed & SPECIAL) === 0) d[FIELDED + race * K + kindOf(packed)]! += sign;
  if (d[COUNT + r]! > 0) {
    d[HOLDER + r] = race;
    d[HELD + race]! |= 1 << r;
    d[OCCUPIED]! |= 1 << r;
  } else {
    d[HOLDER + r] = -1;
    d[HELD + race]! &= ~(1 << r);
    d[OCCUPIED]! &= ~(1 << r);
  }
}

const LEADER = UNIT_KINDS.indexOf('leader');

/** A summary from scratch (exported for the test that holds derived summaries to it). */
export function summarise(units: readonly Unit[]): Occupancy {
  const d = new Array<number>(UNITS + units.length).fill(0);
  for (let i = HOLDER; i < HOLDER + N; i++) d[i] = -1;
  for (let k = 0; k < units.length; k++) {
    const p = pack(units[k]!);
    d[UNITS + k] = p;
    tally(d, p, 1);
  }
  return new Occupancy(d);
}

/**
 * The summary a search context keeps (`context.ts`): the last unit list asked (null: none yet), its length
 * then, and its summary. States of one turn share their unit list, so most questions ask that list again.
 */
export interface OccupancyMemo {
  units: readonly Unit[] | null;
  length: number;
  summary: Occupancy | null;
}

/**
 * The summary of `next` from `prev`'s (`was`), when `next` is `prev` with one unit replaced, added at the
 * end or removed (every rule changes units one at a time); otherwise null. Units are compared by
 * identity, so a match is exact.
 */
function derive(prev: readonly Unit[], was: Occupancy, next: readonly Unit[]): Occupancy | null {
  const n = next.length;
  let k = 0;
  while (k < n && k < prev.length && next[k] === prev[k]) k++;
  if (n === prev.length) {
    if (k === n) return was;
    for (let j = k + 1; j < n; j++) if (next[j] !== prev[j]) return null;
    const d = was.data.slice();
    tally(d, d[UNITS + k]!, -1);
    const p = pack(next[k]!);
    d[UNITS + k] = p;
    tally(d, p, 1);
    return new Occupancy(d);
  }
  if (n === prev.length + 1 && k === prev.length) {
    const d = was.data.slice();
    const p = pack(next[k]!);
    d[UNITS + k] = p;
    tally(d, p, 1);
    return new Occupancy(d);
  }
  if (n === prev.length - 1) {
    for (let j = k; j < n; j++) if (next[j] !== prev[j + 1]) return null;
    const d = was.data.slice();
    d.splice(UNITS + k, 1);
    tally(d, was.data[UNITS + k]!, -1);
    return new Occupancy(d);
  }
  return null;
}

/**
 * The summary of `units`: the context's for the list it last asked, derived from that one for a list one
 * unit apart, else summarised afresh. The length is checked too, for tests that build a board by pushing
 * units.
 */
export function occupancy(units: readonly Unit[], cx: SearchContext): Occupancy {
  const memo = cx.occupancy;
  const was = memo.summary;
  if (units === memo.units && units.length === memo.length && was !== null) return was;
  const prev = memo.units;
  const o =
    (prev !== null && was !== null && memo.length === prev.length ? derive(prev, was, units) : null) ??
    summarise(units);
  memo.units = units;
  memo.length = units.length;
  memo.summary = o;
  return o;
}

/** How many regions in `mask`. */
export function regionCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}
