/** Who may act and which moves are legal (the moves themselves: `move-rules.ts`, declared in `table.ts`). */
import type { AiMove } from '@skald/core';
import { REGION_BY_ID, REGIONS } from '../data/board.js';
import { HAND_IDS } from '../data/commands.js';
import { GIANTSLAYER, UNIT_KINDS, type UnitKind } from '../data/units.js';
import type { GiantsState, Seat, Unit } from '../state.js';
import { battleResources } from './battle-cards.js';
import { attackable, beforeFinalOrdning, recruitRegions } from './board.js';
import { casualtyPool, conversions, modifyingSide, rerollMasks, slayerCasualtyPool } from './combat.js';
import { anyMarch, canAfford, playableCards } from './commands.js';
import { newContext, type SearchContext } from './context.js';
import { claimableEvents, runeChoices } from './events.js';
import { distinctIn, SORTED_TYPES } from './lists.js';
import { flights } from './lyn-armaal.js';
import { listMarches } from './march-list.js';
import {
  ACCEPT,
  assaultMove,
  attackMove,
  DECK_AT,
  FOOD,
  FOOD_INDEX,
  FORCES,
  GIFT_AT,
  GIVE_BACKS,
  OFFERS,
  PAIR_AT,
  REFUSE,
  recruitMove,
  SWAPS,
  shared,
  TYPE_COUNT,
  typeIndex,
} from './move-table.js';
import { occupancy, raceIndex, raceOfPacked, regionOf } from './occupancy.js';
import { DIST, INDEX, inMask, NEIGHBOURS, ORDER } from './route.js';
import { battleSpells, slayerTargets, turnSpells } from './spells.js';
import { tollOptions } from './toll.js';
import { canAnswer, canForce, canGiveBack } from './trade.js';

/** A move as the bots and `legalMoves` list it: a move name and its arguments. */
export type Move = AiMove;

/** The one seat that acts now, or null once the game is over. */
export function actor(s: GiantsState): Seat | null {
  const f = s.flow;
  if (f.gameover) return null;
  if ((f.step === 'casualty' || f.step === 'modify') && f.combat) return f.combat.decider;
  if (f.step === 'offer' && f.offer) return f.offer.to;
  return f.current;
}

/** The seats that may act now: the one seat whose decision is awaited, or none once the game is over. */
export function activeSeats(s: GiantsState): Seat[] {
  const seat = actor(s);
  return seat === null ? [] : [seat];
}

/** Steps that carry out a command and end with `done`. */
export const isCommandStep = (step: string): boolean =>
  step === 'move' || step === 'recruit' || step === 'trade' || step === 'attack' || step === 'rest';

const SMALL_FOLK = REGIONS.filter((r) => r.kind === 'smallFolk').map((r) => r.id);
const IS_START = ORDER.map((id) => REGION_BY_ID[id]!.kind === 'start');
/** Region ids to route indices as a Map: cheaper than `INDEX`'s keyed reads for ids read from the state. */
const REGION_AT: ReadonlyMap<string, number> = new Map(ORDER.map((id, i) => [id, i]));
/** Route indices of the regions in `REGIONS` order (the order moves are listed in). */
const REGION_INDEX = REGIONS.map((r) => INDEX[r.id]!);

/** One representative of each group of interchangeable units (same region, kind, wounds and origin). */
function distinct(units: Unit[]): Unit[] {
  const seen = new Set<number>();
  const out: Unit[] = [];
  for (const u of units) {
    const key =
      ((INDEX[u.region]! * 8 + KIND_INDEX[u.kind]) * 2 + (u.wounded ? 1 : 0)) * 2 + (u.special ? 1 : 0);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(u);
  }
  return out;
}

const KIND_INDEX = Object.fromEntries(UNIT_KINDS.map((k, i) => [k, i])) as Record<UnitKind, number>;

/**
 * Moves named by ids or small numbers, made once per search context and shared (frozen) like the tables
 * in `move-table.ts`: the start of a turn and every battle step list them again and again
 * (`SearchContext.moves`). A context's first listing makes them plainly (`SearchContext.listings`).
 */
const sharing = (cx: SearchContext): boolean => cx.listings > 1;
function rowOf(cx: SearchContext, move: string): Map<unknown, Move | Map<unknown, Move>> {
  let row = cx.moves.get(move);
  if (!row) {
    row = new Map();
    cx.moves.set(move, row);
  }
  return row;
}
function once(cx: SearchContext, move: string, a: unknown): Move {
  if (!sharing(cx)) return { move, args: [a] };
  const row = rowOf(cx, move);
  let found = row.get(a) as Move | undefined;
  if (found === undefined) {
    found = shared(move, a);
    row.set(a, found);
  }
  return found;
}
function once2(cx: SearchContext, move: string, a: unknown, b: unknown): Move {
  if (!sharing(cx)) return { move, args: [a, b] };
  const row = rowOf(cx, move);
  let inner = row.get(a) as Map<unknown, Move> | undefined;
  if (inner === undefined) {
    inner = new Map();
    row.set(a, inner);
  }
  let found = inner.get(b);
  if (found === undefined) {
    found = shared(move, a, b);
    inner.set(b, found);
  }
  return found;
}

/** `done`, one shared frozen move (it is listed after nearly every command-step move). */
const DONE: Move = Object.freeze({ move: 'done', args: Object.freeze([] as unknown[]) as unknown[] });

const PLAY_MOVES: ReadonlyMap<string, Move> = new Map(HAND_IDS.map((c) => [c, shared('play', c)]));
const playMove = (cx: SearchContext, card: string): Move => PLAY_MOVES.get(card) ?? once(cx, 'play', card);
/** `slayerMove` moves of one giantslayer, by region index (every Rest lists them again). */
function slayerMoves(cx: SearchContext, id: string): readonly Move[] {
  if (!sharing(cx)) return ORDER.map((r) => ({ move: 'slayerMove', args: [id, r] }));
  let moves = cx.slayerMoves.get(id);
  if (!moves) {
    moves = ORDER.map((r) => shared('slayerMove', id, r));
    cx.slayerMoves.set(id, moves);
  }
  return moves;
}

/**
 * `SLAYER_ENDS[(from * (N + 1) + b) * 2 + early]`: where a giantslayer at region index `from` may end a
 * move of at most `b` toll-free steps (`DIST`), by region index in board order: not where it stands, nor in
 * a Starting Region while `early` (before the Final Ordning). Every Rest asks again: built once at load.
 */
const SLAYER_ENDS: readonly (readonly number[])[] = Object.freeze(
  Array.from({ length: ORDER.length * (ORDER.length + 1) * 2 }, (_, key) => {
    const early = key % 2 === 1;
    const b = Math.floor(key / 2) % (ORDER.length + 1);
    const from = Math.floor(key / 2 / (ORDER.length + 1));
    return Object.freeze(
      REGION_INDEX.filter((i) => {
        const d = DIST[from * ORDER.length + i]!;
        return d >= 1 && d <= b && !(early && IS_START[i]);
      }),
    );
  }),
);
const slayerEnds = (from: number, budget: number, early: boolean): readonly number[] =>
  SLAYER_ENDS[(from * (ORDER.length + 1) + Math.min(budget, ORDER.length)) * 2 + (early ? 1 : 0)]!;

/**
 * The friendly offers listed to `to` (any ratio is a legal move; the list is a bounded choice): each held type
 * one for one and as a gift, then the uneven trades of Food, the common card, against runes, the scarce
 * ones — two Food for a rune when the limit allows two cards, and a held rune for two Food from a player
 * holding two cards or more (hand sizes are public; a smaller hand could only refuse).
 */
function pushOffers(s: GiantsState, seat: Seat, to: Seat, gives: readonly number[], out: Move[]): void {
  const table = OFFERS[to]!;
  for (const g of gives) {
    const row = table[g]!;
    for (let t = 0; t < TYPE_COUNT; t++) if (t !== g) out.push(row[t]!);
    out.push(row[GIFT_AT]!); // a gift is a trade too
  }
  const hand = s.players[seat]!.resources;
  if (s.flow.budget >= 2 && hand.indexOf(FOOD) !== hand.lastIndexOf(FOOD)) {
    const row = table[PAIR_AT]!;
    for (let t = 0; t < TYPE_COUNT; t++) if (t !== FOOD_INDEX) out.push(row[t]!);
  }
  if (s.players[to]!.resources.length >= 2)
    for (const g of gives) if (g !== FOOD_INDEX) out.push(table[g]![PAIR_AT]!);
}

/** `cast` moves for the turn spells open now: one per target for a spell aimed at a giantslayer. */
function pushTurnSpells(s: GiantsState, seat: Seat, out: Move[], cx: SearchContext): void {
  for (const id of turnSpells(s, seat, cx)) {
    const targets = slayerTargets(s, seat, id, cx);
    if (targets.length === 0) out.push(once(cx, 'cast', id));
    else for (const g of targets) out.push(once2(cx, 'cast', id, g));
  }
}

/** The actions of the current step, without `done`. */
export function stepActions(s: GiantsState, seat: Seat, cx: SearchContext): Move[] {
  cx.listings++;
  const p = s.players[seat]!;
  const out: Move[] = [];
  switch (s.flow.step) {
    case 'start':
      for (const e of claimableEvents(s, seat, cx))
        for (const r of runeChoices(s, seat, e, cx)) out.push(once2(cx, 'claim', e.id, r));
      pushTurnSpells(s, seat, out, cx);
      for (const c of playableCards(s, seat, cx)) out.push(playMove(cx, c));
      return out;
    case 'command':
      pushTurnSpells(s, seat, out, cx);
      for (const c of playableCards(s, seat, cx)) out.push(playMove(cx, c));
      return out;
    case 'move':
      listMarches(s, seat, out, cx);
      for (const r of flights(s, seat, cx)) out.push(once(cx, 'fly', r));
      return out;
    case 'toll':
      for (const pay of tollOptions(s, seat)) out.push(once(cx, 'payToll', pay));
      return out;
    case 'recruit': {
      const regions = recruitRegions(s, p.race, cx);
      for (let k = 0; k < UNIT_KINDS.length; k++)
        if (regions.length > 0 && canAfford(s, seat, UNIT_KINDS[k]!, cx))
          for (const r of regions) out.push(recruitMove(k, INDEX[r]!));
      return out;
    }
    case 'trade': {
      const gives = distinctIn(p.resources, SORTED_TYPES).map(typeIndex);
      // `canSwap` for every pair at once: each give is held, each discard type is in the discard.
      if (s.flow.budget >= 1 && s.flow.tradeKind !== 'forced') {
        const discard = s.flow.tookDiscard ? [] : distinctIn(s.resourceDiscard, SORTED_TYPES).map(typeIndex);
        for (const g of gives) {
          const row = SWAPS[g]!;
          out.push(row[DECK_AT]!);
          for (const t of discard) if (t !== g) out.push(row[t]!);
        }
      }
      // Every give is held and every listed take is well formed: whether one offer is open covers them all.
      const offers = gives.length > 0 && s.flow.tradeKind === 'open' && s.flow.budget >= 1;
      for (let to = 0; to < s.numPlayers; to++) {
        if (offers && to !== seat) pushOffers(s, seat, to, gives, out);
        if (canForce(s, seat, to)) out.push(FORCES[to]!);
      }
      return out;
    }
    case 'tradeGive':
      for (const g of distinctIn(p.resources, SORTED_TYPES))
        if (canGiveBack(s, seat, g)) out.push(GIVE_BACKS[typeIndex(g)]!);
      return out;
    case 'offer':
      if (canAnswer(s, seat, true)) out.push(ACCEPT);
      if (canAnswer(s, seat, false)) out.push(REFUSE);
      return out;
    case 'attack': {
      // From each region holding the race's giants (in unit-list order) to each neighbour it may attack.
      const targets = attackable(s, p.race, cx);
      const o = occupancy(s.units, cx);
      const me = raceIndex(p.race);
      let seen = 0;
      for (let k = 0; k < s.units.length; k++) {
        const from = regionOf(o.unit(k));
        if (raceOfPacked(o.unit(k)) !== me || inMask(seen, from)) continue;
        seen |= 1 << from;
        for (const to of NEIGHBOURS[from]!) if (inMask(targets, to)) out.push(attackMove(from, to));
      }
      return out;
    }
    case 'rest': {
      const f = s.flow;
      const off = s.giantslayers.find((g) => g.region === null);
      if (off && f.gsStage === 0 && f.budget >= GIANTSLAYER.recruitCost)
        for (const r of SMALL_FOLK) out.push(once2(cx, 'slayerRecruit', off.id, r));
      if (f.gsStage <= 1 && f.budget >= 1) {
        const early = beforeFinalOrdning(s);
        for (const g of s.giantslayers) {
          if (g.region === null) continue;
          const moves = slayerMoves(cx, g.id); // looked up once per giantslayer, not once per move
          for (const i of slayerEnds(REGION_AT.get(g.region)!, f.budget, early)) out.push(moves[i]!);
        }
      }
      // `canSlayerAssault` for every region at once: the fresh slayers counted by region, in board order.
      let any = false;
      const freshAt: number[] = new Array(ORDER.length).fill(0);
      for (const g of s.giantslayers)
        if (g.region !== null && !f.gsUsed.includes(g.id)) {
          freshAt[REGION_AT.get(g.region)!]! += 1;
          any = true;
        }
      if (!any) return out;
      const o = occupancy(s.units, cx);
      const me = raceIndex(p.race);
      for (const i of REGION_INDEX) {
        const fresh = freshAt[i]!;
        if (fresh === 0 || fresh > f.budget) continue;
        // At most one race holds a region (`invariants.ts`): the only race the slayers here could assault.
        const race = o.holder(i);
        if (race >= 0 && race !== me) out.push(assaultMove(i, race));
      }
      return out;
    }
    case 'modify': {
      const side = modifyingSide(s.flow.combat!);
      for (const mask of rerollMasks(side)) out.push(once(cx, 'reroll', mask));
      for (const id of battleSpells(s, seat, side)) out.push(once(cx, 'cast', id));
      for (const t of battleResources(s, seat, side)) out.push(once(cx, 'spend', t));
      for (const [h, b] of conversions(side)) out.push(once2(cx, 'convert', h, b));
      return out;
    }
    case 'casualty': {
      for (const u of distinct(casualtyPool(s))) out.push(once(cx, 'soak', u.id));
      // Giantslayers differ only by their wound: one healthy and one wounded choice at most.
      let kinds = 0;
      for (const g of slayerCasualtyPool(s)) {
        const bit = g.wounded ? 2 : 1;
        if (kinds & bit) continue;
        kinds |= bit;
        out.push(once(cx, 'soak', g.id));
      }
      return out;
    }
  }
}

/**
 * Whether the current step offers any action besides `done`: the auto-finish check after every command
 * move, so the frequent steps answer without listing their moves (each mirrors its `stepActions` case).
 */
export function hasStepAction(s: GiantsState, seat: Seat, cx: SearchContext): boolean {
  const f = s.flow;
  const p = s.players[seat]!;
  switch (f.step) {
    case 'move':
      return anyMarch(s, seat, cx) || flights(s, seat, cx).length > 0;
    case 'trade': {
      if (f.budget < 1) return false;
      if (p.resources.length > 0 && f.tradeKind !== 'forced') return true;
      return (
        (f.tradeKind === 'open' || f.tradeKind === 'refused') &&
        s.players.some((q, i) => i !== seat && q.resources.length > 0)
      );
    }
    case 'rest': {
      if (
        f.gsStage === 0 &&
        f.budget >= GIANTSLAYER.recruitCost &&
        s.giantslayers.some((g) => g.region === null)
      )
        return true;
      return stepActions(s, seat, cx).length > 0;
    }
    default:
      return stepActions(s, seat, cx).length > 0;
  }
}

/** `seat`'s legal moves; without a search context, on a fresh one. */
export function legalMoves(s: GiantsState, seat: Seat, cx: SearchContext = newContext()): Move[] {
  if (actor(s) !== seat) return [];
  const out = stepActions(s, seat, cx);
  if (isCommandStep(s.flow.step)) out.push(DONE);
  return out;
}

/**
 * The legal moves after a move's apply handed over the current step's actions (`move-rules.ts`): exactly `legalMoves` of that
 * state for the current player (a command step: the actions, then `done`). Appends to `actions` itself:
 * the caller hands the list on once.
 */
export const withDone = (actions: Move[]): Move[] => {
  actions.push(DONE);
  return actions;
};
