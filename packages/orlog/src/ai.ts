import { type AiMove, type Gameover, int, type Rng, type RulesCore, shuffle } from '@skald/core';
import type { Ctx } from 'boardgame.io';
import { DICE_PER_PLAYER, FACE_SYMBOL } from './data/dice.js';
import { FAVOR_IDS, favorSpec, isFavorId } from './data/favors.js';
import { activeSeats, applyMove, legalMoves } from './rules/apply.js';
import { choiceOptions, parseChoice } from './rules/choice.js';
import { cloneState } from './rules/clone.js';
import { evaluate } from './rules/evaluate.js';
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
  evaluate,
};

const dieWord = (s: OrlogState, seat: Seat, die: number): string => {
  const face = s.players[seat].dice[die] ?? -1;
  return face < 0 ? `die ${die + 1}` : (FACE_SYMBOL[die * 6 + face] ?? `die ${die + 1}`);
};

/**
 * `describeMove`: one readable line for a move of `playerID` from state `G` (OpenSpiel's ActionToString).
 * Seats read `P0`/`P1`, as in the resolution log. A secret move whose arguments were redacted (`args`
 * missing or null, as other seats see it in the log) reads as made in secret.
 */
export function describeMove(G: OrlogState, move: AiMove, playerID: string, after?: OrlogState): string {
  const text = describeChoice(G, move, playerID);
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
    parts.push(`P${seat} rolls ${dice.map((d) => dieWord(after, seat, d)).join(', ')}`);
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

function describeChoice(G: OrlogState, move: AiMove, playerID: string): string {
  const seat = seatOf(playerID);
  const who = `P${playerID}`;
  const arg = move.args?.[0];
  const favorName = (id: unknown) => (isFavorId(id) ? favorSpec(id).name : 'a God Favor');
  switch (move.move) {
    case 'keep': {
      if (seat === null || typeof arg !== 'number') return `${who} keeps dice`;
      const p = G.players[seat];
      const free = Array.from({ length: DICE_PER_PLAYER }, (_, d) => d).filter(
        (d) => (p.kept & (1 << d)) === 0,
      );
      const kept = free.filter((d) => (arg & (1 << d)) !== 0);
      const rerolled = free.length - kept.length;
      const faces = (dice: number[]) => dice.map((d) => dieWord(G, seat, d)).join(', ');
      if (rerolled === 0) return `${who} keeps all the dice: ${faces(kept)}`; // (the third roll is kept by the rules)
      const keptText = kept.length === 0 ? 'keeps nothing' : `keeps ${faces(kept)}`;
      return `${who} ${keptText} and re-rolls ${rerolled} ${rerolled === 1 ? 'die' : 'dice'}`;
    }
    case 'chooseFavor':
      if (move.args === undefined || move.args === null || arg === undefined)
        return `${who} chooses a God Favor in secret`;
      if (arg === null) return `${who} chooses no God Favor`;
      if (typeof arg === 'object' && 'favor' in arg && 'level' in arg)
        return `${who} chooses ${favorName(arg.favor)} level ${String(arg.level)}`;
      return `${who} chooses a God Favor`;
    case 'pickFavor':
      return arg === undefined || arg === null
        ? `${who} picks a God Favor in secret`
        : `${who} picks ${favorName(arg)}`;
    case 'banFavor':
      return `${who} bans ${favorName(arg)}`;
    case 'draftFavor':
      return `${who} drafts ${favorName(arg)}`;
    default:
      return `${who}: ${move.move}`;
  }
}
