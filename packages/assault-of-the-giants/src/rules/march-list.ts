/**
 * The Move step's listing, the bots' hottest path: every march open to the current player, in the order
 * of `eachMarch` (units in board-list order, one per group of interchangeable units; destinations in board
 * order, a detour after its shortest way; toll payments `none`, `wound`, then resource types in sorted
 * order). Built without per-call objects: scratch arrays are reused, and march moves are shared between
 * listings (frozen), one per unit, destination and payment.
 */
import type { AiMove as Move } from '@skald/core';
import { RESOURCE_TYPES } from '../data/resources.js';
import { UNIT_KINDS } from '../data/units.js';
import type { GiantsState, Seat, Unit } from '../state.js';
import { endMask } from './board.js';
import { tollMask } from './commands.js';
import { kindOf, occupancy, raceIndex, raceOfPacked, regionOf } from './occupancy.js';
import { destinationsFrom, ORDER } from './route.js';

const N = ORDER.length;
/** Toll payments by index: `none`, `wound`, then the resource types in sorted order. */
const PAYMENTS: readonly string[] = ['none', 'wound', ...[...RESOURCE_TYPES].sort()];
const TYPE_BASE = 2;
const TYPE_AT: ReadonlyMap<string, number> = new Map(
  PAYMENTS.slice(TYPE_BASE).map((t, i) => [t, TYPE_BASE + i]),
);
const LEADER = UNIT_KINDS.indexOf('leader');

// Scratch, reused by every listing (a listing never runs inside another).
const held = new Int8Array(PAYMENTS.length);
const groupSeen = new Int32Array(N * UNIT_KINDS.length * 4);
const regionSeen = new Int32Array(N);
const regionFrom = new Int32Array(N);
const regionTo = new Int32Array(N);
/** Destination triples of every region listed (`route.ts` `destinationsFrom`): at most two per region each. */
const found = new Int32Array(6 * N * N);
const vias: string[] = [];
let stamp = 0;
/** The hand `held` counts (resource lists are replaced, never written: one count serves a whole step). */
let heldFor: readonly string[] | null = null;
let heldLength = -1;

/**
 * March moves, one table per toll payment, indexed by `unit row * N + destination`: a unit's moves to every
 * destination for one payment sit side by side (the toll-free ones, most of any listing, in a few cache
 * lines), instead of one sparse row per unit. Unit ids get their row on first sight; ids are never reused.
 */
const UNIT_ROW = new Map<string, number>();
const BY_PAY: (Move | undefined)[][] = PAYMENTS.map(() => []);

/** Where `id`'s moves start in each table (asked once per unit listed, not once per move). */
function rowOf(id: string): number {
  let row = UNIT_ROW.get(id);
  if (row === undefined) {
    row = UNIT_ROW.size * N;
    UNIT_ROW.set(id, row);
    // Filled with values, not left as holes: a holey array reads slower.
    for (const table of BY_PAY) for (let d = 0; d < N; d++) table.push(undefined);
  }
  return row;
}

function marchMove(row: number, unit: Unit, dest: number, pay: number): Move {
  const table = BY_PAY[pay]!;
  let move = table[row + dest];
  // `=== undefined`, not `!move`: truthiness of an object reads its hidden class, a cache miss per move.
  if (move === undefined) {
    move = Object.freeze({
      move: 'march',
      args: Object.freeze([unit.id, ORDER[dest]!, PAYMENTS[pay]!]),
    }) as Move;
    table[row + dest] = move;
  }
  return move;
}

const moveFor = (row: number, unit: Unit, dest: number, pay: number, via: string | null): Move =>
  via === null
    ? marchMove(row, unit, dest, pay)
    : { move: 'march', args: [unit.id, ORDER[dest]!, PAYMENTS[pay]!, via] };

/** Append the moves of one destination for `unit`, each toll payment it allows (`commands.ts` `tollOptions`). */
function pushPayments(
  out: Move[],
  row: number,
  unit: Unit,
  dest: number,
  tolls: number,
  via: string | null,
): void {
  if (tolls === 0) {
    out.push(moveFor(row, unit, dest, 0, via));
    return;
  }
  if (tolls === 1 && !unit.wounded) out.push(moveFor(row, unit, dest, 1, via));
  for (let pay = TYPE_BASE; pay < PAYMENTS.length; pay++)
    if (held[pay]! >= tolls) out.push(moveFor(row, unit, dest, pay, via));
}

/** The current player's march moves (a Move step), appended to `out`. */
export function listMarches(s: GiantsState, seat: Seat, out: Move[]): void {
  const f = s.flow;
  if (f.step !== 'move') return;
  const race = s.players[seat]!.race;
  const mask = tollMask(s, race);
  const ends = endMask(s, race);
  const hand = s.players[seat]!.resources;
  if (hand !== heldFor || hand.length !== heldLength) {
    for (let t = 0; t < held.length; t++) held[t] = 0;
    for (const t of hand) held[TYPE_AT.get(t)!]!++;
    heldFor = hand;
    heldLength = hand.length;
  }
  stamp++;
  let n = 0;
  vias.length = 0;
  // Regions and kinds as integers from the occupancy summary, not string lookups per unit.
  const o = occupancy(s.units);
  const me = raceIndex(race);
  for (let k = 0; k < s.units.length; k++) {
    const packed = o.unit(k);
    if (raceOfPacked(packed) !== me || (f.leaderOnly && kindOf(packed) !== LEADER)) continue;
    const unit = s.units[k]!;
    const r = regionOf(packed);
    const group =
      ((r * UNIT_KINDS.length + kindOf(packed)) * 2 + (unit.wounded ? 1 : 0)) * 2 + (unit.special ? 1 : 0);
    if (groupSeen[group] === stamp) continue;
    groupSeen[group] = stamp;
    if (regionSeen[r] !== stamp) {
      regionSeen[r] = stamp;
      regionFrom[r] = n;
      n = destinationsFrom(r, mask, ends, f.budget, found, n, vias);
      regionTo[r] = n;
    }
    const row = rowOf(unit.id);
    for (let i = regionFrom[r]!; i < regionTo[r]!; i += 3) {
      const v = found[i + 2]!;
      pushPayments(out, row, unit, found[i]!, found[i + 1]!, v < 0 ? null : vias[v]!);
    }
  }
}
