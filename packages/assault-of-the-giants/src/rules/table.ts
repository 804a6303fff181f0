import { defineRules } from '@skald/core';
import { evaluate } from '../evaluate.js';
import type { GiantsState } from '../state.js';
import { newContext, type SearchContext } from './context.js';
import { activeSeats, legalMoves, withDone } from './engine.js';
import { MOVES } from './move-rules.js';
import { seatOf } from './players.js';
import { thawState } from './shape.js';

/**
 * `seat`'s legal moves, taking the step actions the last apply in this context listed for this very state
 * when it has them (`move-rules.ts` `goOn`): handed over once, the list becomes the caller's; asked again,
 * the state's moves are listed anew.
 */
function legalOrHandedOver(s: GiantsState, seat: number, cx?: SearchContext) {
  const memo = cx?.core;
  if (memo && s === memo.listedState && seat === s.flow.current && memo.listedActions) {
    const out = withDone(memo.listedActions);
    memo.listedState = null;
    memo.listedActions = null;
    return out;
  }
  return legalMoves(s, seat, cx);
}

/**
 * The Giants' rules, declared once (core's `defineRules`): the boardgame.io moves (`moves.ts`),
 * `ai.enumerate`, `describeMove` and the bots' rules core all come from this one table. The core state is G's
 * shape, rebuilt unfrozen (`thawState`); core states are never changed once made (every apply copies), which
 * is what makes the search context's memos sound.
 */
export const giantsRules = defineRules<GiantsState, SearchContext>({
  id: 'assault-of-the-giants',
  moves: MOVES,
  seatOf,
  activeSeats,
  legalMoves: legalOrHandedOver,
  gameover: (s) => s.flow.gameover ?? undefined,
  fromMatch: (G: GiantsState) => thawState(G),
  context: newContext,
  evaluate,
});

/** Check and apply one move by name: the new state (the input untouched), or null when it is not legal now. */
export const applyMove = giantsRules.applyMove;
