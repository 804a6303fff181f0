import type { Gameover } from './module.js';

/**
 * Where a game's pure rules say the flow stands. G holds the whole flow (its step, whose turn, who must
 * answer out of turn); boardgame.io's phases, turns and stages only mirror it, so the debug panel shows the
 * real structure and the rules core needs no boardgame.io to play.
 */
export interface RulesFlow<G> {
  /** The step G is in, which is the boardgame.io phase of the same name. */
  step(G: G): string;
  /**
   * The seat whose turn it is: boardgame.io's `currentPlayer`. A step where seats act at once (all in
   * stages) may name no seat (say -1): the turn then stays where it is.
   */
  actor(G: G): number;
  /**
   * Seats that must act now, each in a named stage (a reaction window, a secret simultaneous choice, a
   * pending decision of another seat), or null when the actor acts alone.
   */
  stages?(G: G): Readonly<Record<string, string>> | null;
  /** How the match ended (`ctx.gameover`), or undefined while it goes on. */
  gameover(G: G): Gameover | undefined;
}
