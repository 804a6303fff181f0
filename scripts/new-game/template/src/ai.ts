import { type AiMove, type RulesCore, seatOf } from '@skald/core';
import type { Ctx } from 'boardgame.io';
import { activeSeats, applyMove, legalMoves, parseMove } from './rules/play.js';
import type { TemplateGameState } from './state.js';

/** `ai.enumerate`: the legal moves of `playerID` now (the rules list them). */
export function enumerate(G: TemplateGameState, _ctx: Ctx, playerID: string): AiMove[] {
  const seat = seatOf(playerID, G.scores.length);
  return seat === null ? [] : legalMoves(G, seat);
}

/** Nothing is hidden, so there is nothing to re-deal. */
export function determinize(G: TemplateGameState): TemplateGameState {
  return G;
}

/** A readable action string (OpenSpiel's ActionToString), for logs and golden transcripts. */
export function describeMove(G: TemplateGameState, move: AiMove, playerID: string): string {
  const who = `Player ${Number(playerID) + 1}`;
  if (move.move === 'hold') return `${who} holds, banking ${G.turnTotal}`;
  if (move.move === 'roll') return `${who} rolls (turn total ${G.turnTotal})`;
  return `${who}: ${move.move}`;
}

/** The rules core the bots search on: G is the whole rule state, so `fromMatch` is the identity. */
export const core: RulesCore<TemplateGameState> = {
  fromMatch: (G: TemplateGameState) => G,
  activePlayers: (s) => activeSeats(s).map(String),
  legalMoves: (s, playerID) => {
    const seat = seatOf(playerID, s.scores.length);
    return seat === null ? [] : legalMoves(s, seat);
  },
  apply: (s, playerID, move, rng) => {
    const seat = seatOf(playerID, s.scores.length);
    const parsed = parseMove(move);
    const next = seat === null || parsed === null ? null : applyMove(s, seat, parsed, rng);
    if (next === null)
      throw new Error(`template-game core: illegal move ${JSON.stringify(move)} by ${playerID}`);
    return next;
  },
  gameover: (s) => s.result ?? undefined,
};
