import type { Ctx } from 'boardgame.io';
import type { TemplateGameState } from './state.js';

/** Rule invariants the conformance suite checks after every step: the list of violations. */
export function invariants(G: TemplateGameState, ctx: Ctx): string[] {
  const out: string[] = [];
  if (G.scores.length !== ctx.numPlayers) out.push('one score per seat');
  if (G.scores.some((s) => !Number.isInteger(s) || s < 0)) out.push('scores are non-negative integers');
  if (G.turnTotal < 0) out.push('turn total is non-negative');
  if (G.result === null && G.scores.some((s) => s >= G.target)) out.push('a seat at the target has won');
  if (G.result === null && String(G.current) !== ctx.currentPlayer)
    out.push('boardgame.io follows G.current');
  return out;
}
