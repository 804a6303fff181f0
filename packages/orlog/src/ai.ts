import { type AiMove, type Gameover, int, type Rng, type RulesCore, shuffle } from '@skald/core';
import type { Ctx } from 'boardgame.io';
import { FAVOR_IDS } from './data/favors.js';
import { activeSeats, applyMove, legalMoves } from './rules/apply.js';
import { choiceOptions, parseChoice } from './rules/choice.js';
import { cloneState } from './rules/clone.js';
import { type OrlogState, type Seat, seatOf } from './state.js';

/** `ai.enumerate`: every legal move of `playerID` now, compact (keep bitmasks, pruned favor choices). */
export function enumerate(G: OrlogState, _ctx: Ctx, playerID: string): AiMove[] {
  const seat = seatOf(playerID);
  if (seat === null || G.result !== null) return [];
  return legalMoves(G, seat);
}

/**
 * Re-sample what `playerID` cannot see: the other seat's pending favor choice (uniformly among the
 * choices it could have enumerated) and its casual-mode picks (as many distinct favors as it has
 * picked). Dice, tokens, HP and the expert draft are public, so they stay.
 */
export function determinize(G: OrlogState, playerID: string, rng: Rng): OrlogState {
  const me = seatOf(playerID);
  const n = cloneState(G);
  for (const seat of [0, 1] as Seat[]) {
    if (seat === me) continue;
    const p = n.players[seat];
    if (n.step === 'favor' && p.chosen) {
      const options = choiceOptions(n, seat);
      const raw = options[int(rng, options.length)] ?? null;
      const parsed = parseChoice(n, seat, raw);
      p.choice = parsed === 'invalid' ? null : parsed;
    }
    if (p.picks.length > 0) p.picks = shuffle(rng, FAVOR_IDS).slice(0, p.picks.length);
  }
  return n;
}

/**
 * What is hidden from `playerID`, as a multiset `determinize` must preserve: one item per pending secret
 * choice of another seat and one per casual-mode pick of another seat (their content may be re-sampled).
 */
export function hiddenItems(G: OrlogState, playerID: string): string[] {
  const me = seatOf(playerID);
  const out: string[] = [];
  for (const seat of [0, 1] as Seat[]) {
    if (seat === me) continue;
    const p = G.players[seat];
    if (G.step === 'favor' && p.chosen) out.push(`choice:${seat}`);
    for (let i = 0; i < p.picks.length; i++) out.push(`pick:${seat}`);
  }
  return out;
}

/** The rules core: G is the core state (it holds the whole flow), so `fromMatch` is the identity. */
export const core: RulesCore<OrlogState> = {
  fromMatch: (G: OrlogState) => G,
  activePlayers: (s) => (s.result !== null ? [] : activeSeats(s).map(String)),
  legalMoves: (s, playerID) => {
    const seat = seatOf(playerID);
    return seat === null || s.result !== null ? [] : legalMoves(s, seat);
  },
  apply: (s, playerID, move, rng) => {
    const seat = seatOf(playerID);
    const next = seat === null ? null : applyMove(s, seat, move.move, move.args ?? [], rng);
    if (next === null) throw new Error(`orlog core: illegal move ${JSON.stringify(move)} by ${playerID}`);
    return next;
  },
  gameover: (s) => (s.result === null ? undefined : (s.result as Gameover)),
};
