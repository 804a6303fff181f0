import { type AiMove, int, type Rng, shuffle } from '@skald/core';
import { DICE_PER_PLAYER } from './data/dice.js';
import { FAVOR_IDS } from './data/favors.js';
import { dieWord, facesText } from './rules/apply.js';
import { choiceOptions, parseChoice } from './rules/choice.js';
import { cloneState } from './rules/shape.js';
import { orlogRules } from './rules/table.js';
import { type OrlogState, type Seat, seatOf } from './state.js';

/** `ai.enumerate`: every legal move of `playerID` now, compact (keep bitmasks, pruned favor choices). */
export const enumerate = orlogRules.enumerate;

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

/** The rules core, derived from the move table: G is the core state (it holds the whole flow). */
export const core = orlogRules.core;

/**
 * `describeMove`: one readable line for a move of `playerID` from state `G` (OpenSpiel's ActionToString).
 * Seats read `P0`/`P1`, as in the resolution log. A secret move whose arguments were redacted (`args`
 * missing or null, as other seats see it in the log) reads as made in secret.
 */
export function describeMove(G: OrlogState, move: AiMove, playerID: string, after?: OrlogState): string {
  const text = orlogRules.describe(G, move, playerID);
  const outcome = after ? chanceOutcome(G, after) : '';
  return outcome ? `${text} → ${outcome}` : text;
}

/**
 * What the dice and the resolution decided between two states, all of it public: the rolls made (the faces
 * of the dice each roller had free) and, when a round was resolved, where it left both players.
 */
function chanceOutcome(G: OrlogState, after: OrlogState): string {
  const parts: string[] = [];
  const newRound = after.round !== G.round || after.game !== G.game;
  for (const seat of [0, 1] as Seat[]) {
    const was = G.players[seat];
    const now = after.players[seat];
    const rolled = newRound ? now.rolls > 0 : now.rolls > was.rolls;
    if (!rolled) continue;
    const freeBefore = newRound ? 0 : was.kept;
    const dice = Array.from({ length: DICE_PER_PLAYER }, (_, d) => d).filter(
      (d) => (freeBefore & (1 << d)) === 0,
    );
    parts.push(`P${seat} rolls ${facesText(dice.map((d) => dieWord(after, seat, d)))}`);
  }
  const gameWinner = ([0, 1] as Seat[]).find((seat) => after.wins[seat] > G.wins[seat]);
  if (gameWinner !== undefined && after.result === null) parts.unshift(`P${gameWinner} wins game ${G.game}`);
  else if (newRound || after.result !== null) {
    const standing = ([0, 1] as Seat[]).map((seat) => `P${seat} ${after.players[seat].hp} HP`).join(', ');
    parts.unshift(`round resolved: ${standing}`);
  }
  if (after.result !== null) parts.push(`P${after.result.winner} wins`);
  return parts.join('; ');
}
