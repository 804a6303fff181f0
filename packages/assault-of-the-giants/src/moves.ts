/**
 * Thin adapters: each move checks the seat, hands its raw arguments to the rules (which check every type,
 * range and ownership before writing anything) and answers INVALID_MOVE when they refuse.
 */
import {
  seatOf as coreSeatOf,
  guardMoves,
  INVALID_MOVE,
  plainG,
  type RandomSource,
  rngFromRandom,
} from '@skald/core';
import type { Move as BgioMove } from 'boardgame.io';
import { descriptor } from './descriptor.js';
import { cloneState } from './rules/clone.js';
import { newContext } from './rules/context.js';
import { applyMove } from './rules/engine.js';
import type { GiantsState } from './state.js';

export const TURN_MOVES = [
  'claim',
  'cast',
  'play',
  'march',
  'recruit',
  'swap',
  'offer',
  'force',
  'giveBack',
  'attack',
  'slayerRecruit',
  'slayerMove',
  'slayerAssault',
  'done',
] as const;
export const BATTLE_MOVES = ['reroll', 'cast', 'spend', 'convert', 'soak'] as const;
export const RESPOND_MOVES = ['accept', 'refuse'] as const;

/** The seat of a player ID in this match, or null (core's `seatOf`). */
export const seatOf = (G: GiantsState, playerID: unknown): number | null =>
  coreSeatOf(playerID, G.numPlayers);

interface MoveContext {
  G: GiantsState;
  playerID?: string;
  random: RandomSource;
}

/** One long-form move; server-side only, since most moves may draw from the hidden Resource deck or roll. */
function makeMove(name: string): BgioMove<GiantsState> {
  return {
    move: (context: MoveContext, ...args: unknown[]) => {
      const { playerID, random } = context;
      // The plain state behind the Immer draft (core's PlainStatePlugin): the rules work on a fast copy.
      const plain = plainG(context);
      const seat = seatOf(plain, playerID);
      if (seat === null) return INVALID_MOVE;
      const next = cloneState(plain);
      // A fresh search context per move: matches in one process never share one.
      const cx = newContext();
      return applyMove(next, seat, { move: name, args }, rngFromRandom(random), cx) ? next : INVALID_MOVE;
    },
    client: false,
  } as BgioMove<GiantsState>;
}

const moveMap = (names: readonly string[]) =>
  guardMoves(descriptor.id, Object.fromEntries(names.map((n) => [n, makeMove(n)])));

export const turnMoves = moveMap(TURN_MOVES);
export const battleMoves = moveMap(BATTLE_MOVES);
export const respondMoves = moveMap(RESPOND_MOVES);
