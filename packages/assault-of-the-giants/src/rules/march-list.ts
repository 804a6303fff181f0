/**
 * The Move step's listing, the bots' hottest path: every march open to the current player, in the order
 * of `eachMarch` (units in board-list order, one per group of interchangeable units; destinations in board
 * order, a detour after its shortest way). A march names the giant and where it goes (and the way, for a
 * detour): its tolls are paid afterwards, one region at a time (`toll.ts`), so a destination is one move,
 * listed when every toll on the way can be paid. Built without per-call objects: a search context's
 * scratch arrays are reused, and its march moves are shared between its listings (frozen), one per unit
 * and destination.
 */
import type { AiMove as Move } from '@skald/core';
import { UNIT_KINDS } from '../data/units.js';
import type { GiantsState, Seat, Unit } from '../state.js';
import { endMask } from './board.js';
import { tollMask } from './commands.js';
import type { SearchContext } from './context.js';
import { kindOf, occupancy, raceIndex, raceOfPacked, regionOf } from './occupancy.js';
import { destinationsFrom, ORDER } from './route.js';
import { tollPayable } from './toll.js';

const N = ORDER.length;
const LEADER = UNIT_KINDS.indexOf('leader');

/** A search context's listing scratch (a listing never runs inside another) and its shared march moves. */
export interface MarchScratch {
  /** `stamp` marks the unit groups and regions this listing has seen. */
  readonly groupSeen: Int32Array;
  readonly regionSeen: Int32Array;
  stamp: number;
  /** Each region's destination triples in `found` (`route.ts` `destinationsFrom`), and their detours. */
  readonly regionFrom: Int32Array;
  readonly regionTo: Int32Array;
  readonly found: Int32Array;
  readonly vias: string[];
  /**
   * March moves by the shortest way, indexed by `unit row * N + destination`: a unit's moves to every
   * destination side by side. Unit ids get their row on first sight.
   */
  readonly unitRow: Map<string, number>;
  readonly moves: (Move | undefined)[];
}

/** The context's listing scratch, made on first use. */
function marchScratch(cx: SearchContext): MarchScratch {
  cx.marches ??= {
    groupSeen: new Int32Array(N * UNIT_KINDS.length * 4),
    regionSeen: new Int32Array(N),
    stamp: 0,
    regionFrom: new Int32Array(N),
    regionTo: new Int32Array(N),
    // At most two triples per destination, for each region listed.
    found: new Int32Array(6 * N * N),
    vias: [],
    unitRow: new Map(),
    moves: [],
  };
  return cx.marches;
}

/** Where `id`'s moves start in the table (asked once per unit listed, not once per move). */
function rowOf(m: MarchScratch, id: string): number {
  let row = m.unitRow.get(id);
  if (row === undefined) {
    row = m.unitRow.size * N;
    m.unitRow.set(id, row);
    // Filled with values, not left as holes: a holey array reads slower.
    for (let d = 0; d < N; d++) m.moves.push(undefined);
  }
  return row;
}

/** A march move: shared when it takes the shortest way and its unit has a row (`row` ≥ 0), else made anew. */
function moveFor(m: MarchScratch, row: number, unit: Unit, dest: number, via: string | null): Move {
  if (via !== null) return { move: 'march', args: [unit.id, ORDER[dest]!, via] };
  if (row < 0) return { move: 'march', args: [unit.id, ORDER[dest]!] };
  let move = m.moves[row + dest];
  // `=== undefined`, not `!move`: truthiness of an object reads its hidden class, a cache miss per move.
  if (move === undefined) {
    move = Object.freeze({ move: 'march', args: Object.freeze([unit.id, ORDER[dest]!]) }) as Move;
    m.moves[row + dest] = move;
  }
  return move;
}

/** The current player's march moves (a Move step), appended to `out`. */
export function listMarches(s: GiantsState, seat: Seat, out: Move[], cx: SearchContext): void {
  const f = s.flow;
  if (f.step !== 'move') return;
  const m = marchScratch(cx);
  const { groupSeen, regionSeen, regionFrom, regionTo, found, vias } = m;
  const race = s.players[seat]!.race;
  const mask = tollMask(s, race, cx);
  const ends = endMask(s, race, cx);
  const handSize = s.players[seat]!.resources.length;
  const stamp = ++m.stamp;
  let n = 0;
  vias.length = 0;
  // Regions and kinds as integers from the occupancy summary, not string lookups per unit.
  const o = occupancy(s.units, cx);
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
      n = destinationsFrom(r, mask, ends, f.budget, found, n, vias, cx);
      regionTo[r] = n;
    }
    // A context's first listing makes its moves plainly (`SearchContext.listings`): no tables for one call.
    const row = cx.listings > 1 ? rowOf(m, unit.id) : -1;
    for (let i = regionFrom[r]!; i < regionTo[r]!; i += 3) {
      const tolls = found[i + 1]!;
      // A march is offered only when all its tolls can be paid (`toll.ts`): never one that cannot finish.
      if (tolls > 0 && !tollPayable(handSize, unit, tolls)) continue;
      const v = found[i + 2]!;
      out.push(moveFor(m, row, unit, found[i]!, v < 0 ? null : vias[v]!));
    }
  }
}
