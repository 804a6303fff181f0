/**
 * The Move step's listing, the bots' hottest path: every march open to the current player, in the order
 * of `eachMarch` (units in board-list order, one per group of interchangeable units; destinations in board
 * order, a detour after its shortest way; toll payments `none`, `wound`, then resource types in sorted
 * order; two tolls or more as `toll.ts` `tollChoices` lists them). Built without per-call objects: a search context's scratch arrays are reused, and its march moves
 * are shared between its listings (frozen), one per unit, destination and payment.
 */
import type { AiMove as Move } from '@skald/core';
import { RESOURCE_TYPES } from '../data/resources.js';
import { UNIT_KINDS } from '../data/units.js';
import type { GiantsState, Seat, Unit } from '../state.js';
import { endMask } from './board.js';
import { routeOf, tollMask } from './commands.js';
import type { SearchContext } from './context.js';
import { kindOf, occupancy, raceIndex, raceOfPacked, regionOf } from './occupancy.js';
import { destinationsFrom, ORDER } from './route.js';
import { choiceKey, choicesFor, heldKinds, tollGroups, tollPayable } from './toll.js';

const N = ORDER.length;
/** Toll payments by index: `none`, `wound`, then the resource types in sorted order. */
const PAYMENTS: readonly string[] = ['none', 'wound', ...[...RESOURCE_TYPES].sort()];
const TYPE_BASE = 2;
const TYPE_AT: ReadonlyMap<string, number> = new Map(
  PAYMENTS.slice(TYPE_BASE).map((t, i) => [t, TYPE_BASE + i]),
);
const LEADER = UNIT_KINDS.indexOf('leader');

/** A search context's listing scratch (a listing never runs inside another) and its shared march moves. */
export interface MarchScratch {
  /** Resource cards held by payment index. */
  readonly held: Int8Array;
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
   * March moves, one table per toll payment, indexed by `unit row * N + destination`: a unit's moves to
   * every destination for one payment sit side by side (the toll-free ones, most of any listing, in a few
   * cache lines), instead of one sparse row per unit. Unit ids get their row on first sight.
   */
  readonly unitRow: Map<string, number>;
  readonly byPay: (Move | undefined)[][];
  /**
   * Toll payments of two tolls or more, by `found` triple and wound (`(triple * 2 + wounded)`): every unit of
   * a region pays the same way, so each listing finds them once (`tollStamp` marks this listing's).
   */
  readonly tollStamp: Int32Array;
  readonly tollLists: string[][];
  /** Toll payments by `toll.ts` `choiceKey` (recipient groups and held kinds), kept from listing to listing. */
  readonly choiceMemo: Map<number, string[]>;
  /**
   * Shared march moves of two tolls or more by the shortest way, by `unit row + destination`: the moves
   * made for one list of payments (a `choiceMemo` entry, compared by identity), reused while it holds.
   */
  readonly multiMoves: Map<number, { choices: string[]; moves: Move[] }>;
}

/** The context's listing scratch, made on first use. */
function marchScratch(cx: SearchContext): MarchScratch {
  cx.marches ??= {
    held: new Int8Array(PAYMENTS.length),
    groupSeen: new Int32Array(N * UNIT_KINDS.length * 4),
    regionSeen: new Int32Array(N),
    stamp: 0,
    regionFrom: new Int32Array(N),
    regionTo: new Int32Array(N),
    // At most two triples per destination, for each region listed.
    found: new Int32Array(6 * N * N),
    vias: [],
    unitRow: new Map(),
    byPay: PAYMENTS.map(() => []),
    tollStamp: new Int32Array(4 * N * N),
    tollLists: [],
    choiceMemo: new Map(),
    multiMoves: new Map(),
  };
  return cx.marches;
}

/** Where `id`'s moves start in each table (asked once per unit listed, not once per move). */
function rowOf(m: MarchScratch, id: string): number {
  let row = m.unitRow.get(id);
  if (row === undefined) {
    row = m.unitRow.size * N;
    m.unitRow.set(id, row);
    // Filled with values, not left as holes: a holey array reads slower.
    for (const table of m.byPay) for (let d = 0; d < N; d++) table.push(undefined);
  }
  return row;
}

function marchMove(m: MarchScratch, row: number, unit: Unit, dest: number, pay: number): Move {
  const table = m.byPay[pay]!;
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

/** A march move: shared when it takes the shortest way and its unit has a row (`row` ≥ 0), else made anew. */
const moveFor = (
  m: MarchScratch,
  row: number,
  unit: Unit,
  dest: number,
  pay: number,
  via: string | null,
): Move =>
  via !== null
    ? { move: 'march', args: [unit.id, ORDER[dest]!, PAYMENTS[pay]!, via] }
    : row >= 0
      ? marchMove(m, row, unit, dest, pay)
      : { move: 'march', args: [unit.id, ORDER[dest]!, PAYMENTS[pay]!] };

/**
 * Append the moves of one destination for `unit`, one per toll payment (`toll.ts`). One toll, the common
 * case, is paid by a wound or one card of a held type (shared moves); two or more are rarer, and which
 * region is paid with what matters when they go to different players, so their route is read.
 */
function pushPayments(
  s: GiantsState,
  seat: Seat,
  m: MarchScratch,
  out: Move[],
  row: number,
  unit: Unit,
  triple: number,
  via: string | null,
  cx: SearchContext,
): void {
  const dest = m.found[triple]!;
  const tolls = m.found[triple + 1]!;
  if (tolls === 0) {
    out.push(moveFor(m, row, unit, dest, 0, via));
    return;
  }
  if (tolls === 1) {
    if (!unit.wounded) out.push(moveFor(m, row, unit, dest, 1, via));
    for (let pay = TYPE_BASE; pay < PAYMENTS.length; pay++)
      if (m.held[pay]! >= 1) out.push(moveFor(m, row, unit, dest, pay, via));
    return;
  }
  const hand = s.players[seat]!.resources;
  if (!tollPayable(hand.length, unit, tolls)) return;
  const to = ORDER[dest]!;
  const key = (triple / 3) * 2 + (unit.wounded ? 1 : 0);
  let choices = m.tollStamp[key] === m.stamp ? m.tollLists[key] : undefined;
  if (choices === undefined) {
    const group = tollGroups(s, routeOf(s, unit, to, via ?? undefined, cx)!.tolls, cx);
    const left = heldKinds(hand, unit);
    const memoKey = choiceKey(group, left);
    choices = memoKey >= 0 ? m.choiceMemo.get(memoKey) : undefined;
    if (choices === undefined) {
      choices = choicesFor(group, left);
      if (memoKey >= 0) {
        if (m.choiceMemo.size >= 4096) m.choiceMemo.clear(); // a bound: hands vary over a long search
        m.choiceMemo.set(memoKey, choices);
      }
    }
    m.tollStamp[key] = m.stamp;
    m.tollLists[key] = choices;
  }
  if (via !== null || row < 0) {
    for (const toll of choices)
      out.push({ move: 'march', args: via === null ? [unit.id, to, toll] : [unit.id, to, toll, via] });
    return;
  }
  // The shortest way: moves shared between listings, like the one-toll ones.
  let made = m.multiMoves.get(row + dest);
  if (made === undefined || made.choices !== choices) {
    const moves = choices.map(
      (toll) => Object.freeze({ move: 'march', args: Object.freeze([unit.id, to, toll]) }) as Move,
    );
    made = { choices, moves };
    m.multiMoves.set(row + dest, made);
  }
  const moves = made.moves;
  for (let i = 0; i < moves.length; i++) out.push(moves[i]!);
}

/** The current player's march moves (a Move step), appended to `out`. */
export function listMarches(s: GiantsState, seat: Seat, out: Move[], cx: SearchContext): void {
  const f = s.flow;
  if (f.step !== 'move') return;
  const m = marchScratch(cx);
  const { held, groupSeen, regionSeen, regionFrom, regionTo, found, vias } = m;
  const race = s.players[seat]!.race;
  const mask = tollMask(s, race, cx);
  const ends = endMask(s, race, cx);
  for (let t = 0; t < held.length; t++) held[t] = 0;
  for (const t of s.players[seat]!.resources) held[TYPE_AT.get(t)!]!++;
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
      const v = found[i + 2]!;
      pushPayments(s, seat, m, out, row, unit, i, v < 0 ? null : vias[v]!, cx);
    }
  }
}
