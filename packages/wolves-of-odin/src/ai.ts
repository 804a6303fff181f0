/** Bot support: enumerate (= the core's legal moves), determinize, describeMove and the pure RulesCore. */

import { type AiMove, type Rng, shuffle } from '@skald/core';
import { RULES } from './data/constants.js';
import { RAGNAROK } from './data/deities.js';
import { kindName } from './rules/describe.js';
import { seatOf } from './rules/engine.js';
import { cloneState } from './rules/shape.js';
import { kindOf } from './rules/strength.js';
import { wolvesRules } from './rules/table.js';
import type { WolvesState } from './state.js';

/** Every legal move of the seat that may act (the bots' `enumerate`; the same list as `legalMoves`). */
export const enumerate = wolvesRules.enumerate;

/**
 * Re-deal what `playerID` cannot see: the other hands (except cards that entered them face up), the
 * People deck's order and content, the Deity deck's order (the Ragnarök card stays among the last three)
 * and the Victory deck's order (Ragnarök stays last). Sizes are kept. Each hidden pool is sorted before
 * it is shuffled, so the result depends only on what the seat may know (the pools as multisets), never
 * on the real hidden order: a fair bot given the same seed then decides identically.
 */
export function determinize(G: WolvesState, playerID: string, rng: Rng): WolvesState {
  const s = cloneState(G);
  const me = seatOf(s, playerID);
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

/**
 * A readable sentence for a move `playerID` makes in state `G` (before the move), e.g.
 * "Player 1 summons Odin, sacrificing Huscarl + Priest". Seats are named "Player N" (1-based). Given
 * `after`, it adds what chance showed to everyone: how many cards a pass drew, what Heimdall revealed.
 */
export function describeMove(
  G: WolvesState,
  move: AiMove,
  playerID: string | null,
  after?: WolvesState,
): string {
  const text = wolvesRules.describe(G, move, playerID ?? '');
  const seat = Number(playerID);
  if (!after || !G.players[seat] || !after.players[seat]) return text;
  if (move.move === 'pass')
    return `${text} and draws ${after.players[seat].hand.length - G.players[seat].hand.length}`;
  if (move.move === 'heimdall') {
    const line = after.players[seat].line;
    const joined = line.length > G.players[seat].line.length ? line[line.length - 1] : undefined;
    const shown =
      joined ??
      (after.discard.length > G.discard.length ? after.discard[after.discard.length - 1] : undefined);
    if (shown !== undefined)
      return `${text}: ${kindName(kindOf(shown))} ${joined === undefined ? 'discarded' : 'joins the line'}`;
  }
  return text;
}

/** The pure rules core, derived from the move table: the state is G itself. */
export const core = wolvesRules.core;
