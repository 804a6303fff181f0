/** The types of G (plain JSON): the whole game, flow included, lives here. */
import type { AiMove, Gameover } from '@skald/core';
import type { DeityId } from './data/deities.js';
import type { PeopleKind } from './data/people.js';

/** A player's seat index (0-based; boardgame.io's playerID as a number). */
export type Seat = number;
/** Which end of a line a unit is placed at. */
export type Side = 'left' | 'right';

/** One player's cards: hand, line, sacrifices, Deities and Victory cards. */
export interface PlayerState {
  /** People card ids in hand (hidden from others). */
  hand: number[];
  /** Cards in `hand` every seat knows about (they entered the hand face up). */
  known: number[];
  /** People card ids in the player's line, left to right. */
  line: number[];
  /** People card ids in the sacrifice zone (spent to summon Deities). */
  sacrifices: number[];
  /** Deities the player holds (they stay from round to round). */
  deities: DeityId[];
  /** Victory cards won, by id. */
  victories: string[];
  /** The player has passed this round. */
  passed: boolean;
}

/** Something about to happen to one or more lines, held open while their owners may react. */
export type Effect =
  | {
      kind: 'destroy';
      by: Seat;
      cause: 'archer' | 'assassin' | 'loki' | 'tyr';
      cards: number[];
      drawFor: Seat | null;
    }
  | { kind: 'raid'; by: Seat; card: number }
  | { kind: 'traitor'; by: Seat; card: number }
  | { kind: 'plague'; by: Seat; cards: number[] };

/** A choice the game waits for; `seat` decides (a reaction window waits for several seats). */
export type Decision =
  | { kind: 'archer'; seat: Seat }
  | { kind: 'assassin'; seat: Seat; line: Seat; card: number }
  | { kind: 'raider'; seat: Seat; line: Seat; card: number }
  | { kind: 'loki'; seat: Seat; below: number }
  | { kind: 'thrall'; seat: Seat; strengths: number[] }
  | { kind: 'react'; waiting: Seat[]; cancelled: Seat[]; effect: Effect }
  | { kind: 'outflankDiscard'; seat: Seat; count: number }
  | { kind: 'outflankReturn'; seat: Seat; count: number }
  | { kind: 'helTake'; seat: Seat; left: number; exclude: number[] }
  | { kind: 'discardOne'; seat: Seat }
  | { kind: 'baldrDiscard'; seat: Seat; left: number }
  | { kind: 'colour'; seat: Seat }
  | { kind: 'freyja'; seat: Seat; card: number }
  | { kind: 'vidar'; seat: Seat }
  | { kind: 'valkyrie'; seat: Seat }
  | { kind: 'victory'; seat: Seat };

/** The part of the round the game is in (the boardgame.io phase mirrors it). */
export type Phase = 'roundSetup' | 'play' | 'scoring' | 'chooseVictory' | 'endOfRound' | 'gameover';

/** The whole flow of the game: phase, round, turn and pending decisions. */
export interface Flow {
  /** The current phase. */
  phase: Phase;
  /** The round number, from 1 (0 only before the first round is set up). */
  round: number;
  /** Whose turn it is (in the play phase) or who is in focus (other phases). */
  current: Seat;
  /** Seats in the order they passed this round (tie-break: earlier wins). */
  passOrder: Seat[];
  /**
   * The current player has taken their basic action (or, after passing, has nothing to draw). The turn then
   * goes on for additional actions until `endTurn`, and ends by itself once none is left.
   */
  acted: boolean;
  /** At the start of this turn the current player's Jörmungandr condition held: they must use it. */
  jormungandrDue: boolean;
  /** The round was ended by Jörmungandr (Vidar does not act). */
  jormungandrEnded: boolean;
  /** Once-per-round Deities already used this round. */
  used: DeityId[];
  /** Choices the game waits for, first one first. */
  pending: Decision[];
  /** A Ragnarök card has appeared (Hall or Victory reveal): this round is the last. */
  ragnarok: boolean;
  /** Round ranking (best first), set when the round is scored. */
  ranking: Seat[];
  /** The winner of the last round (who starts the next and wins Glory ties), or null before one is won. */
  lastWinner: Seat | null;
  /**
   * Glory per seat as counted when the round's winner was determined (before the Valkyrie acts); kept once
   * the game is over, the final count (`gloryScores` reads it).
   */
  glory: number[];
  /** The result once the game is over; null before. */
  gameover: Gameover | null;
}

/** G: the whole state of a Wolves of Odin match, plain JSON. */
export interface WolvesState {
  /** Players in the match (3–5). */
  numPlayers: number;
  /** People draw pile, top first (hidden). */
  deck: number[];
  /** People discard pile, top last (face up). */
  discard: number[];
  /** Deity deck, top first (hidden); holds the Ragnarök card until it appears. */
  deityDeck: string[];
  /** The Hall: face-up Deities (and possibly the Ragnarök card). */
  hall: string[];
  /** Discarded Deities (face up). */
  deityDiscard: DeityId[];
  /** Victory deck, top first (hidden order); the Ragnarök card is last. */
  victoryDeck: string[];
  /** Victory cards revealed this round and not yet taken (a revealed Ragnarök stays here). */
  offer: string[];
  /** Each seat's cards, by seat. */
  players: PlayerState[];
  /** Phase, round, turn and pending decisions. */
  flow: Flow;
}

/** A move as the rules, `ai.enumerate` and the boardgame.io moves see it. */
export type Move = AiMove;

export type { DeityId, PeopleKind };
