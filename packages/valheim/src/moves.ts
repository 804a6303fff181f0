import { guardMoves, INVALID_MOVE, plainG, rngFromRandom, seatOf } from '@skald/core';
import type { Move } from 'boardgame.io';
import { applyMove, MOVE_NAMES, type MoveName } from './rules/apply.js';
import type { ValheimState } from './state.js';

/**
 * Move adapters: the seat from `playerID`, the arguments as sent; the rules check every argument (types,
 * ranges, ownership, whose turn) and answer `null` for anything illegal, which becomes INVALID_MOVE. The
 * rules return a new state, built from the plain G behind the Immer draft.
 */

function adapter(name: MoveName): Move<ValheimState> {
  return {
    // Moves read face-down tiles, chests and decks: they run on the server only.
    client: false,
    move: (context, ...args: unknown[]) => {
      const s = plainG(context);
      const seat = seatOf(context.playerID, s.numPlayers);
      if (seat === null) return INVALID_MOVE;
      return applyMove(s, seat, name, args, rngFromRandom(context.random)) ?? INVALID_MOVE;
    },
  };
}

const build = (names: readonly MoveName[]) =>
  guardMoves(
    'valheim',
    Object.fromEntries(names.map((n) => [n, adapter(n)])) as Record<string, Move<ValheimState>>,
  );

export const ARENA_MOVES: readonly MoveName[] = [
  'odin',
  'odinKept',
  'odinPass',
  'reroll',
  'keep',
  'place',
  'arenaMove',
  'arenaFight',
  'arenaMead',
  'arenaVines',
  'arenaBomb',
  'pass',
];

/** Exploration takes every move of the grammar except the arena's own (placing and fighting there). */
const ARENA_ONLY: readonly MoveName[] = [
  'place',
  'arenaMove',
  'arenaFight',
  'arenaMead',
  'arenaVines',
  'arenaBomb',
];
export const EXPLORE_MOVES: readonly MoveName[] = MOVE_NAMES.filter((n) => !ARENA_ONLY.includes(n));

export const exploreMoves = build(EXPLORE_MOVES);
export const arenaMoves = build(ARENA_MOVES);
