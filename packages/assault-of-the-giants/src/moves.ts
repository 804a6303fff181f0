/**
 * Thin adapters: each move checks the seat, hands its raw arguments to the rules (which check every type,
 * range and ownership before writing anything) and answers INVALID_MOVE when they refuse.
 */
import { guardMoves, INVALID_MOVE, type RandomSource, rngFromRandom } from '@skald/core';
import type { Move as BgioMove } from 'boardgame.io';
import { descriptor } from './descriptor.js';
import { applyMove } from './rules/engine.js';
import type { GiantsState } from './state.js';

export const TURN_MOVES = [
  'claim',
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
export const BATTLE_MOVES = ['reroll', 'convert', 'soak'] as const;
export const RESPOND_MOVES = ['accept', 'refuse'] as const;

export function seatOf(G: GiantsState, playerID: unknown): number | null {
  if (typeof playerID !== 'string' || !/^\d$/.test(playerID)) return null;
  const n = Number(playerID);
  return n < G.numPlayers ? n : null;
}

interface MoveContext {
  G: GiantsState;
  playerID?: string;
  random: RandomSource;
}

/** One long-form move; server-side only, since most moves may draw from the hidden Resource deck or roll. */
function makeMove(name: string): BgioMove<GiantsState> {
  return {
    move: ({ G, playerID, random }: MoveContext, ...args: unknown[]) => {
      const seat = seatOf(G, playerID);
      if (seat === null) return INVALID_MOVE;
      // The rules write into the Immer draft only after every check has passed.
      return applyMove(G, seat, { move: name, args }, rngFromRandom(random)) ? undefined : INVALID_MOVE;
    },
    client: false,
  } as BgioMove<GiantsState>;
}

const moveMap = (names: readonly string[]) =>
  guardMoves(descriptor.id, Object.fromEntries(names.map((n) => [n, makeMove(n)])));

export const turnMoves = moveMap(TURN_MOVES);
export const battleMoves = moveMap(BATTLE_MOVES);
export const respondMoves = moveMap(RESPOND_MOVES);
