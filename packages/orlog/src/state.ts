import { seatOf as coreSeatOf } from '@skald/core';
import type { FaceSymbol } from './data/dice.js';
import type { FavorId } from './data/favors.js';
import type { Mode, OrlogRules } from './data/rulings.js';

/** A seat index: player '0' is 0, player '1' is 1. */
export type Seat = 0 | 1;

/** Which decision the match is waiting for. Each step is one boardgame.io phase of the same name. */
export type Step = 'pick' | 'draft' | 'roll' | 'favor' | 'resolution' | 'over';

/**
 * One player's God Favor choice for a round, normalised (every field present).
 * `targets`: Frigg — dice to re-roll, 0–5 your own dice and 6–11 the opponent's, in order of preference;
 * Loki — the opponent's dice 0–5 to ban. `amount`: HP to sacrifice (Týr, Odin). `face`: Freyr's tie-break.
 */
export interface FavorChoice {
  /** The favor invoked. */
  favor: FavorId;
  /** Its level, 1–3 (the cost rises with it). */
  level: number;
  /** Frigg's or Loki's dice, as above; empty for other favors. */
  targets: number[];
  /** HP to sacrifice (Týr, Odin); 0 for other favors. */
  amount: number;
  /** Freyr's tie-break face; null for other favors. */
  face: FaceSymbol | null;
}

/** One player's health, tokens, favors and dice. */
export interface PlayerState {
  /** Health points left (15 at the start, 0 loses). */
  hp: number;
  /** God Favor tokens held (spent to invoke favors). */
  tokens: number;
  /** The three favors this player may invoke this game (empty while drafting/picking). */
  favors: FavorId[];
  /** Face index (0–5) shown by each of the six dice (die type = position); -1 before its first roll. */
  dice: number[];
  /** Bitmask of dice set aside (locked) this round. */
  kept: number;
  /** Rolls taken this round (0–3). */
  rolls: number;
  /** Freyja's extra dice this round, each encoded `type * 6 + face`. */
  extra: number[];
  /** Bitmask of this player's dice banned by the opponent's Loki's Trick this round. */
  banned: number;
  /** SECRET: this round's favor choice until both have chosen (playerView hides it from others). */
  choice: FavorChoice | null;
  /** Public: whether this player has submitted a choice this round. */
  chosen: boolean;
  /** SECRET (casual mode): favors picked so far, revealed together when both have three. */
  picks: FavorId[];
}

/** One line of the public resolution log (only the latest round is kept). */
export interface LogEntry {
  /** The seat concerned, or -1 for the round as a whole. */
  seat: number;
  /** What happened: `round`, `damage`, `ban`, `reroll`, `sacrifice`, `coin`, …. */
  kind: string;
  /** The number involved (damage, HP, tokens, …); 0 when none. */
  amount: number;
  /** The line in words. */
  text: string;
}

/** Expert-mode draft: the shared pool and the queue of bans/picks still to make (`b0` = seat 0 bans). */
export interface DraftState {
  /** Favors still to be drafted. */
  pool: FavorId[];
  /** Favors banned in this draft. */
  banned: FavorId[];
  /** Favors used in earlier games of the match and discarded (they never return). */
  discarded: FavorId[];
  /** Bans and picks still to make, in order (`b0` = seat 0 bans, `p1` = seat 1 picks). */
  queue: string[];
}

/** G: the whole state of an Orlog match, plain JSON. */
export interface OrlogState {
  /** Beginner, casual or expert. */
  mode: Mode;
  /** The rulings chosen for this match (setup options). */
  rules: OrlogRules;
  /** Which decision the match waits for. */
  step: Step;
  /** Game of the match (expert: 1–3; otherwise 1). */
  game: number;
  /** Round of the current game, from 1. */
  round: number;
  /** The seat that won this game's coin toss (rolls first in round 1; bans first in expert game 1). */
  coin: Seat;
  /** The seat that rolls, invokes ties and attacks first this round. */
  first: Seat;
  /** The seat whose decision is awaited in the draft and roll steps; -1 otherwise. */
  actor: number;
  /** Roll slot in this round: 0–5 = first, second, first, second, first, second. */
  slot: number;
  /** The two players, by seat. */
  players: [PlayerState, PlayerState];
  /** Last revealed choices (public once both chose). */
  revealed: [FavorChoice | null, FavorChoice | null];
  /** The expert-mode draft (empty in other modes). */
  draft: DraftState;
  /** Games won in this match (expert best of 3). */
  wins: [number, number];
  /** What happened in the latest resolution, in order. */
  log: LogEntry[];
  /** Set when the match is over; becomes `ctx.gameover`. */
  result: { winner: string; reason: string } | null;
}

/** Orlog's seat for a player ID (core's check, narrowed to its two seats). */
export const seatOf = (playerID: unknown): Seat | null => coreSeatOf(playerID, 2) as Seat | null;

/** The opponent's seat. */
export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
