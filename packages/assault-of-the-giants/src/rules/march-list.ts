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
import { destinationsFrom, INDEX, ORDER } from './route.js';

const N = ORDER.length;
/** Toll payments by index: `none`, `wound`, then the resource types in sorted order. */
const PAYMENTS: readonly string[] = ['none', 'wound', ...[...RESOURCE_TYPES].sort()];
const TYPE_BASE = 2;
const TYPE_AT: Readonly<Record<string, number>> = Object.fromEntries(
  PAYMENTS.slice(TYPE_BASE).map((t, i) => [t, TYPE_BASE + i]),
);
const KIND_AT: Readonly<Record<string, number>> = Object.fromEntries(UNIT_KINDS.map((k, i) => [k, i]));

// Scratch, reused by every listing (a listing never runs inside another).
const held = new Int8Array(PAYMENTS.length);
const groupSeen = new Int32Array(N * UNIT_KINDS.length * 4);
const regionSeen = new Int32Array(N);
const regionFrom = new Int32Array(N);
const regionTo = new Int32Array(N);
const found: number[] = [];
const vias: string[] = [];
let stamp = 0;

/** March moves by unit id: index `dest * PAYMENTS.length + payment`. Unit ids are never reused. */
const shared = new Map<string, (Move | undefined)[]>();

function marchMove(unit: Unit, dest: number, pay: number): Move {
  let row = shared.get(unit.id);
  if (!row) {
    // Filled up front: an array first written at a high index would be kept as a slow sparse one.
    row = new Array<Move | undefined>(N * PAYMENTS.length).fill(undefined);
    shared.set(unit.id, row);
  }
  const k = dest * PAYMENTS.length + pay;
  let move = row[k];
  if (!move) {
    move = Object.freeze({
      move: 'march',
      args: Object.freeze([unit.id, ORDER[dest]!, PAYMENTS[pay]!]),
    }) as Move;
    row[k] = move;
  }
  return move;
}

const moveFor = (unit: Unit, dest: number, pay: number, via: string | null): Move =>
  via === null
    ? marchMove(unit, dest, pay)
    : { move: 'march', args: [unit.id, ORDER[dest]!, PAYMENTS[pay]!, via] };

/** Append the moves of one destination for `unit`, each toll payment it allows (`commands.ts` `tollOptions`). */
function pushPayments(out: Move[], unit: Unit, dest: number, tolls: number, via: string | null): void {
  if (tolls === 0) {
    out.push(moveFor(unit, dest, 0, via));
    return;
  }
  if (tolls === 1 && !unit.wounded) out.push(moveFor(unit, dest, 1, via));
  for (let pay = TYPE_BASE; pay < PAYMENTS.length; pay++)
    if (held[pay]! >= tolls) out.push(moveFor(unit, dest, pay, via));
}

/** The current player's march moves (a Move step), appended to `out`. */
export function listMarches(s: GiantsState, seat: Seat, out: Move[]): void {
  const f = s.flow;
  if (f.step !== 'move') return;
  const race = s.players[seat]!.race;
  const mask = tollMask(s, race);
  const ends = endMask(s, race);
  held.fill(0);
  for (const t of s.players[seat]!.resources) held[TYPE_AT[t]!]!++;
  stamp++;
  found.length = 0;
  vias.length = 0;
  const index = INDEX;
  for (const unit of s.units) {
    if (unit.race !== race || (f.leaderOnly && unit.kind !== 'leader')) continue;
    const r = index[unit.region]!;
    const group =
      ((r * UNIT_KINDS.length + KIND_AT[unit.kind]!) * 2 + (unit.wounded ? 1 : 0)) * 2 +
      (unit.special ? 1 : 0);
    if (groupSeen[group] === stamp) continue;
    groupSeen[group] = stamp;
    if (regionSeen[r] !== stamp) {
      regionSeen[r] = stamp;
      regionFrom[r] = found.length;
      destinationsFrom(r, mask, ends, f.budget, found, vias);
      regionTo[r] = found.length;
    }
    for (let i = regionFrom[r]!; i < regionTo[r]!; i += 3) {
      const v = found[i + 2]!;
      pushPayments(out, unit, found[i]!, found[i + 1]!, v < 0 ? null : vias[v]!);
    }
  }
}
