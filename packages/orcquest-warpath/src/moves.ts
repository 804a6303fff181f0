import {
  seatOf as coreSeatOf,
  guardMoves,
  INVALID_MOVE,
  plainG,
  type RandomSource,
  rngFromRandom,
} from '@skald/core';
import type { Move } from 'boardgame.io';
import { descriptor } from './descriptor.js';
import { applyMove, applyMoveOn, MOVE_NAMES } from './rules/apply.js';
import { newContext } from './rules/context.js';
import { relinkFrozen, takeView } from './rules/thaw.js';
import type { OrcQuestState } from './state.js';

/** The seat a playerID names, or null for anything else (spectators, strings like "__proto__"). */
export function seatOf(G: OrcQuestState, playerID: unknown): number | null {
  return coreSeatOf(playerID, G.heroes.length);
}

/**
 * Every move is a thin adapter: typed checks of seat and arguments (`applyMove` checks each argument's
 * type and range against the state before anything changes), the rules on a plain copy, INVALID_MOVE
 * otherwise. Server-only: moves draw from the hidden Event deck and Presence Pools.
 */
function makeMove(name: string): Move<OrcQuestState> {
  return {
    move: (context: { G: OrcQuestState; playerID: string; random: RandomSource }, ...args: unknown[]) => {
      const G = plainG(context);
      const seat = seatOf(G, context.playerID);
      if (seat === null) return INVALID_MOVE;
      const rng = rngFromRandom(context.random);
      // A frozen G (boardgame.io's): the move runs on its plain copy (rules/thaw.ts), in place. A fresh context
      // per move: nothing carries over from one match's move to another's.
      const cx = newContext();
      const view = takeView(G);
      const next = view
        ? applyMoveOn(view.state, seat, name, args, rng, cx)
        : applyMove(G, seat, name, args, rng, cx);
      if (next === null) return INVALID_MOVE;
      return view ? relinkFrozen(next, view.originals) : next;
    },
    client: false,
  } as Move<OrcQuestState>;
}

export const moves = guardMoves(descriptor.id, Object.fromEntries(MOVE_NAMES.map((n) => [n, makeMove(n)])));
