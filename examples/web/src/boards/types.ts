// biome-ignore-all lint/suspicious/noExplicitAny: a board of any registered game: its G is that game's view
import type { AiMove, GameModule } from '@skald/core';
import type { Ctx } from 'boardgame.io';
import type { ComponentType } from 'react';
import type { GameHelp } from '../help/game-help.js';
import type { SetupExtraProps } from '../pages/setup-extra-props.js';
import type { Narrator } from '../session/move-log.js';
import type { ScenarioWords } from '../session/scenario-names.js';
import type { ScoreTable } from './score.js';

/**
 * What every board gets, whichever way the game is played (hot-seat, bots, online). `G` is the seat's
 * view (its playerView), never more. `legal` is the game's own `ai.enumerate` for this seat on that
 * view, so a control is enabled exactly when the move it sends is legal.
 */
export interface SkaldBoardProps<G = any> {
  G: G;
  ctx: Ctx;
  /** The seat this screen acts and looks as; null for a spectator. */
  playerID: string | null;
  module: GameModule;
  /** Seats boardgame.io lets act now. */
  activeSeats: string[];
  legal: AiMove[];
  /** Send a move as `playerID`. */
  act: (move: string, ...args: unknown[]) => void;
  seatName: (seat: string) => string;
  /** Seats played by bots on this device (empty online). */
  botSeats: string[];
  online: boolean;
}

export type BoardComponent = ComponentType<SkaldBoardProps>;

/**
 * What the app shows of a game beyond its rules: its board, standings, narration, How to play and scenario
 * names. Loaded with the game, in the game's own chunk (`boards/<game>/entry.ts`).
 */
export interface GameUi {
  board: BoardComponent;
  /** The final standings for the game-over panel, from the seat's view. */
  score?: (view: any) => ScoreTable;
  /** Lines for the log about what an update revealed (favors, round results). */
  narrate?: Narrator;
  /** The How to play page and setup help (none: the page lists the rules it has). */
  help?: GameHelp;
  /** How a campaign's scenario ids read (none: "scenario 2 of 3"). */
  scenarios?: ScenarioWords;
  /** The game's own setup controls, for structured `setupData` the generic option fields cannot show. */
  setupExtra?: ComponentType<SetupExtraProps>;
}

const sameArgs = (a: unknown[] | undefined, b: unknown[]) => JSON.stringify(a ?? []) === JSON.stringify(b);

/** Is `move(...args)` among the legal moves? */
export function isLegal(legal: AiMove[], move: string, ...args: unknown[]): boolean {
  return legal.some((m) => m.move === move && sameArgs(m.args, args));
}

/** The legal moves with this name. */
export function legalOf(legal: AiMove[], move: string): AiMove[] {
  return legal.filter((m) => m.move === move);
}
