import { type AiMove, int, type Rng } from '@skald/core';
import { heuristicMove } from './heuristic.js';
import type { ValheimState } from './state.js';

/**
 * Share of playout moves the greedy `heuristicMove` picks; the rest are uniform among the legal moves, so
 * playouts still try what the greedy rule never would. Measured in the README ("Bots").
 */
export const GREEDY_SHARE = 0.95;

/**
 * `RulesCore.playoutMove`: the fair bot's playout policy. Uniform playouts almost never arm up, find the
 * stags and summon, so every random continuation of a scenario is a loss and search learns nothing.
 */
export function playoutMove(
  s: ValheimState,
  playerID: string,
  legal: readonly AiMove[],
  rng: Rng,
  greedyShare = GREEDY_SHARE,
): AiMove {
  if (legal.length > 1 && rng() < greedyShare) {
    const greedy = heuristicMove(s, Number(playerID), legal);
    if (greedy && legal.includes(greedy)) return greedy;
  }
  return legal[int(rng, legal.length)] as AiMove;
}
