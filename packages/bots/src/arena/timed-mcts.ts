import type { State } from 'boardgame.io';
import { MCTSBot } from 'boardgame.io/ai';

type MCTSOptions = ConstructorParameters<typeof MCTSBot>[0];

/** MCTSBot's options with a time budget per move in place of `iterations`. */
export interface TimedMCTSOptions extends Omit<MCTSOptions, 'iterations'> {
  /** Milliseconds of search per move (checked after every iteration, as FairBot does). */
  timeMs: number;
  /** Time source in ms; defaults to `performance.now`. */
  clock?: () => number;
}

/**
 * boardgame.io's stock `MCTSBot`, unchanged, but searching for a fixed time per move instead of a fixed
 * number of iterations, so it can be compared with FairBot at equal time. MCTSBot has no time budget and
 * its `iterationCallback` only runs every 25 iterations, so this subclass wraps the one public per-iteration
 * method, `playout`: once the time is up it ends the search loop by pushing `iterationCounter` (a
 * protected field of boardgame.io's `Bot`, which `play` resets to 0 and its loop compares with the
 * budget) past any bound. The iteration in progress finishes, so a move may overrun by one playout; at
 * least one iteration always runs.
 */
export class TimedMCTSBot extends MCTSBot {
  /** Milliseconds of search per move. */
  readonly timeMs: number;
  private readonly clock: () => number;
  private deadline = 0;
  /** Iterations the last `play` ran. */
  lastIterations = 0;

  constructor({ timeMs, clock, ...options }: TimedMCTSOptions) {
    super({ ...options, iterations: () => Number.MAX_SAFE_INTEGER });
    this.timeMs = timeMs;
    this.clock = clock ?? (() => performance.now());
  }

  /** Search for {@link TimedMCTSBot.timeMs} ms, then answer the best move as MCTSBot does. */
  override play(state: State, playerID: string) {
    this.deadline = this.clock() + this.timeMs;
    this.lastIterations = 0;
    return super.play(state, playerID);
  }

  /** One MCTSBot playout; ends the search once the time is up. */
  override playout(node: Parameters<MCTSBot['playout']>[0]) {
    const result = super.playout(node);
    this.lastIterations++;
    if (this.clock() >= this.deadline) this.iterationCounter = Number.POSITIVE_INFINITY;
    return result;
  }
}
