/**
 * A search context (`RulesCore.context`): the scratch space and memos the rules reuse from call to call.
 * A bot makes one per search and the rules core passes it down; a boardgame.io move, and any call made
 * without one, works on a fresh one. Nothing here changes what a rule decides, only how fast: the rules
 * core's differential test plays the same games with one context reused and with a fresh one per call.
 */
import type { AiMove as Move } from '@skald/core';
import type { GiantsState } from '../state.js';
import type { MarchScratch } from './march-list.js';
import type { OccupancyMemo } from './occupancy.js';
import type { RouteScratch } from './route.js';

/**
 * What a move's apply hands the rules core's next question (`move-rules.ts`, `table.ts`). The listed-move
 * fast path (a move `legalMoves` just handed out skips its checks) is core's own (`TableContext`).
 */
export interface CoreMemo {
  /**
   * The state an apply made last, when the rules listed its step actions while applying (to see whether
   * the command step goes on), and those actions: playouts ask for that state's moves next.
   */
  listedState: GiantsState | null;
  listedActions: Move[] | null;
}

/**
 * The scratch parts are made on first use: a context made for one call (a boardgame.io move) then costs
 * only what that call needs.
 */
export interface SearchContext {
  /** The last unit list summarised (`occupancy.ts`). */
  readonly occupancy: OccupancyMemo;
  /** Route search scratch (`route.ts` `routeScratch`). */
  routes: RouteScratch | null;
  /** The Move step listing's scratch and its shared march moves (`march-list.ts` `marchScratch`). */
  marches: MarchScratch | null;
  /**
   * Step listings made in this context (`engine.ts` `stepActions`). Moves are shared from the second on:
   * a context made for one call never builds the tables below, whose moves it would list only once.
   */
  listings: number;
  /**
   * Moves named by ids or small numbers, made once and shared (frozen) between this context's lists
   * (`engine.ts` `once`): keyed by the move's name, then its arguments.
   */
  readonly moves: Map<string, Map<unknown, Move | Map<unknown, Move>>>;
  /** `slayerMove` moves of each giantslayer id, by region index (`engine.ts`). */
  readonly slayerMoves: Map<string, readonly Move[]>;
  readonly core: CoreMemo;
}

export function newContext(): SearchContext {
  return {
    occupancy: { units: null, length: 0, summary: null },
    routes: null,
    marches: null,
    listings: 0,
    moves: new Map(),
    slayerMoves: new Map(),
    core: { listedState: null, listedActions: null },
  };
}
