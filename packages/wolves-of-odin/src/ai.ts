/** Bot support: enumerate (= the core's legal moves), determinize, and the pure RulesCore. */

import {
  type AiMove,
  type Gameover,
  type Rng,
  type RulesCore,
  seatOf as seatFromID,
  shuffle,
} from '@skald/core';
import type { Ctx } from 'boardgame.io';
import { RULES } from './data/constants.js';
import { RAGNAROK } from './data/deities.js';
import { activeSeats, applyMove, clone, legalMoves } from './rules/engine.js';
import type { WolvesState } from './rules/types.js';

const seatOf = (playerID: string | null | undefined, s: WolvesState): number | null =>
  seatFromID(playerID, s.numPlayers);

export function enumerate(G: WolvesState, _ctx: Ctx, playerID: string): AiMove[] {
  const seat = seatOf(playerID, G);
  return seat === null ? [] : legalMoves(G, seat);
}

/**
 * Re-deal what `playerID` cannot see: the other hands (except cards that entered them face up), the
 * People deck's order and content, the Deity deck's order (the Ragnarök card stays among the last three)
 * and the Victory deck's order (Ragnarök stays last). Sizes are kept. Each hidden pool is sorted before
 * it is shuffled, so the result depends only on what the seat may know (the pools as multisets), never
 * on the real hidden order: a fair bot given the same seed then decides identically.
 */
export function determinize(G: WolvesState, playerID: string, rng: Rng): WolvesState {
  const s = clone(G);
  const me = seatOf(playerID, s);
  const pool = [...s.deck];
  const sizes: number[] = [];
  s.players.forEach((p, i) => {
    if (i === me) return;
    const hidden = p.hand.filter((c) => !p.known.includes(c));
    pool.push(...hidden);
    sizes[i] = hidden.length;
  });
  const dealt = shuffle(
    rng,
    pool.sort((a, b) => a - b),
  );
  s.players.forEach((p, i) => {
    if (i === me) return;
    p.hand = [...p.known, ...dealt.splice(0, sizes[i] as number)];
  });
  s.deck = dealt;
  const gods = s.deityDeck.filter((d) => d !== RAGNAROK).sort();
  const deity = shuffle(rng, gods);
  if (s.deityDeck.includes(RAGNAROK)) {
    const depth = Math.min(RULES.ragnarokDepth, deity.length + 1);
    const at = deity.length + 1 - depth + Math.floor(rng() * depth);
    deity.splice(at, 0, RAGNAROK);
  }
  s.deityDeck = deity;
  const victories = shuffle(rng, s.victoryDeck.filter((v) => v !== RAGNAROK).sort());
  if (s.victoryDeck.includes(RAGNAROK)) victories.push(RAGNAROK);
  s.victoryDeck = victories;
  return s;
}

/** The pure rules core: the state is G itself. */
export const core: RulesCore<WolvesState> = {
  fromMatch: (G: WolvesState) => G,
  activePlayers: (s) => activeSeats(s).map(String),
  legalMoves: (s, playerID) => {
    const seat = seatOf(playerID, s);
    return seat === null ? [] : legalMoves(s, seat);
  },
  apply: (s, playerID, move, rng) => {
    const next = clone(s);
    const seat = seatOf(playerID, s);
    if (seat === null || !applyMove(next, seat, move, rng))
      throw new Error(`illegal move ${JSON.stringify(move)}`);
    return next;
  },
  gameover: (s): Gameover | undefined => s.flow.gameover ?? undefined,
};
