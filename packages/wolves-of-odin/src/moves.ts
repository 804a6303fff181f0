/**
 * The boardgame.io moves: thin adapters over the pure rules. Each validates its arguments with the typed
 * validators, runs the same rules functions as the bots' RulesCore on a plain copy of G (not through the
 * Immer draft) and returns that copy as the new G; anything illegal is INVALID_MOVE.
 */
import { guardMoves, INVALID_MOVE, plainG, type RandomSource, rngFromRandom } from '@skald/core';
import type { Move as BgioMove } from 'boardgame.io';
import { descriptor } from './descriptor.js';
import { cloneState, shareUnchanged } from './rules/clone.js';
import { DECIDE_MOVES } from './rules/decisions.js';
import { seatOf, stepInPhase } from './rules/engine.js';
import { TURN_MOVES } from './rules/turn.js';
import { validMove } from './rules/validate.js';
import type { WolvesState } from './state.js';

interface MoveContext {
  G: WolvesState;
  playerID?: string;
  random: RandomSource;
}

function makeMove(name: string, simultaneous: boolean): BgioMove<WolvesState> {
  return {
    move: (context: MoveContext, ...args: unknown[]) => {
      const G = plainG(context);
      const seat = seatOf(G, context.playerID);
      const move = { move: name, args };
      if (seat === null || !validMove(G, seat, move)) return INVALID_MOVE;
      const next = cloneState(G);
      stepInPhase(next, seat, move, rngFromRandom(context.random));
      return shareUnchanged(next, G);
    },
    // Draws and reshuffles read the hidden deck: only the server runs them.
    client: false,
    // Reactors answer concurrently, so a reply built on a slightly older state must still be accepted.
    ignoreStaleStateID: simultaneous,
  } as BgioMove<WolvesState>;
}

const moveMap = (names: readonly string[], simultaneous = false) =>
  guardMoves(descriptor.id, Object.fromEntries(names.map((n) => [n, makeMove(n, simultaneous)])));

export const turnMoves = moveMap(TURN_MOVES);
export const decideMoves = moveMap(DECIDE_MOVES);
export const reactMoves = moveMap(['react'], true);
export const betweenRoundMoves = { ...decideMoves, ...reactMoves };
