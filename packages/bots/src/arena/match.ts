import { activeSeats, detachCtx, type GameModule, type Gameover } from '@skald/core';
import type { Game, State } from 'boardgame.io';
import type { Bot } from 'boardgame.io/ai';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';

/** One match for {@link playMatch}: the game, its seats' bots, the seed and the clock. */
export interface MatchSettings {
  /** The game to play. */
  module: GameModule;
  /** Players in the match. */
  numPlayers: number;
  /** The game's setup data, if any. */
  setupData?: unknown;
  /** The match seed (boardgame.io's `game.seed`): setup and every roll and shuffle follow from it. */
  seed: string;
  /** One bot per board seat, index = playerID. */
  bots: readonly Bot[];
  /** Time source in ms for decision times. */
  clock: () => number;
}

/** How one match ended, how long it took, and each seat's decision times. */
export interface MatchResult {
  /** `undefined` when the game hit `descriptor.maxMoves` without ending (a bug in the game). */
  gameover: Gameover | undefined;
  /** Moves played. */
  moves: number;
  /** Decision times in ms, per board seat. */
  decisionMs: number[][];
  /** Search iterations per searched decision, per board seat (see {@link searchIterations}). */
  iterations: number[][];
  /** Wall-clock time of the whole match, in ms (by the settings' clock). */
  elapsedMs: number;
}

/**
 * Play one game through boardgame.io's real server-side reducer. When several seats may act, the first
 * active one moves (what `Step`, `Simulate` and Local bots do). Each bot gets the full match state, as
 * boardgame.io hands it to bots — fairness is the bot's own business — but with private copies of the ctx
 * counters boardgame.io mutates in place, so a searching bot cannot corrupt the match.
 */
export async function playMatch(settings: MatchSettings): Promise<MatchResult> {
  const { module, numPlayers, setupData, seed, bots, clock } = settings;
  const game = ProcessGameConfig({ ...(module.game as Game), seed });
  const reducer = CreateGameReducer({ game, isClient: false });
  let state: State = InitializeGame({ game, numPlayers, setupData });
  const decisionMs: number[][] = bots.map(() => []);
  const iterations: number[][] = bots.map(() => []);
  const start = clock();
  let moves = 0;
  while (state.ctx.gameover === undefined && moves < module.descriptor.maxMoves) {
    const seat = activeSeats(state.ctx)[0]!;
    const bot = bots[Number(seat)];
    if (!bot) throw new Error(`no bot for seat ${seat}`);
    const t0 = clock();
    const { action, metadata } = await bot.play({ ...state, ctx: detachCtx(state.ctx) }, seat);
    decisionMs[Number(seat)]!.push(clock() - t0);
    const searched = searchIterations(metadata);
    // A forced move (FairBot answers it without searching) says nothing about search speed.
    if (searched !== undefined && searched > 0) iterations[Number(seat)]!.push(searched);
    if (!action) throw new Error(`${module.descriptor.id}: bot for seat ${seat} returned no action`);
    // Metadata (the stock MCTSBot's whole tree) stays out of the match.
    const clean = { type: action.type, payload: { ...action.payload, metadata: undefined } };
    const next = reducer(state, clean as Parameters<typeof reducer>[1]) as State & {
      transients?: { error?: { type: string } };
    };
    if (next.transients?.error)
      throw new Error(
        `${module.descriptor.id} (seed ${seed}): seat ${seat} played a rejected move ${JSON.stringify(action.payload)}`,
      );
    const { transients: _t, ...rest } = next;
    state = rest as State;
    moves++;
  }
  return {
    gameover: state.ctx.gameover as Gameover | undefined,
    moves,
    decisionMs,
    iterations,
    elapsedMs: clock() - start,
  };
}

/**
 * How many search iterations a decision took, read from what the bot returned: FairBot's metadata says
 * `iterations`; the stock MCTSBot's metadata is its root node, visited once per iteration. Undefined for
 * bots that do not search (RandomBot).
 */
export function searchIterations(metadata: unknown): number | undefined {
  if (typeof metadata !== 'object' || metadata === null) return undefined;
  const m = metadata as { bot?: unknown; iterations?: unknown; visits?: unknown };
  if (m.bot === 'fair' && typeof m.iterations === 'number') return m.iterations;
  return typeof m.visits === 'number' ? m.visits : undefined;
}
