import { INVALID_MOVE, plainG, type RandomSource, rngFromRandom, seatOf } from '@skald/core';
import { applyMove } from './rules/play.js';
import type { TemplateGameMove, TemplateGameState } from './state.js';

interface MoveContext {
  G: TemplateGameState;
  playerID: string;
  random: RandomSource;
}

/**
 * Thin adapters: check the arguments (none here; any extra argument is refused), then call the same pure
 * rule the bots' core calls, on the plain G (`PlainStatePlugin`), and return its new state. The rule answers
 * null for an illegal move, which becomes INVALID_MOVE.
 */
const adapter =
  (move: TemplateGameMove) =>
  (context: MoveContext, ...args: unknown[]) => {
    const G = plainG(context);
    const seat = seatOf(context.playerID, G.scores.length);
    if (seat === null || args.length !== 0) return INVALID_MOVE;
    return applyMove(G, seat, move, rngFromRandom(context.random)) ?? INVALID_MOVE;
  };

export const moves = {
  roll: adapter({ move: 'roll' }),
  hold: adapter({ move: 'hold' }),
};
