// biome-ignore-all lint/suspicious/noExplicitAny: a board of any registered game: its G is that game's view
import type { AiMove, GameModule } from '@skald/core';
import type { Ctx } from 'boardgame.io';
import type { ComponentType } from 'react';

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

const sameArgs = (a: unknown[] | undefined, b: unknown[]) => JSON.stringify(a ?? []) === JSON.stringify(b);

/** Is `move(...args)` among the legal moves? */
export function isLegal(legal: AiMove[], move: string, ...args: unknown[]): boolean {
  return legal.some((m) => m.move === move && sameArgs(m.args, args));
}

/** The legal moves with this name. */
export function legalOf(legal: AiMove[], move: string): AiMove[] {
  return legal.filter((m) => m.move === move);
}
