// biome-ignore-all lint/suspicious/noExplicitAny: drives boardgame.io's internal reducer, whose actions and states are untyped
import { type AiMove, activeSeats, detachCtx, type GameModule, makeMoveAction } from '@skald/core';
import type { Ctx, Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';

/** One recorded action of a playout: who did what. */
export interface RecordedAction {
  /** The seat that acted. */
  playerID: string;
  /** The move's name. */
  move: string;
  /** The move's arguments (empty when none). */
  args: unknown[];
}

type ProcessedGame = ReturnType<typeof ProcessGameConfig>;
type Reducer = ReturnType<typeof CreateGameReducer>;

/**
 * A match driven through boardgame.io's real server-side reducer (what a `Master` runs), seeded so that
 * every chance outcome is reproducible.
 */
export class ReducerMatch {
  /** The game as boardgame.io processed it, with this match's seed. */
  readonly game: ProcessedGame;
  private readonly reducer: Reducer;
  /** The current boardgame.io state (G, ctx, plugins, …); replaced by each accepted action. */
  state: State;

  constructor(module: GameModule, seed: string, numPlayers: number, setupData: unknown) {
    // Spread the raw definition: ProcessGameConfig mutates and caches, and each match needs its own seed.
    this.game = ProcessGameConfig({ ...(module.game as Game), seed });
    this.reducer = CreateGameReducer({ game: this.game, isClient: false });
    this.state = InitializeGame({ game: this.game, numPlayers, setupData });
  }

  /** The current game state. */
  get G(): any {
    return this.state.G;
  }

  /** The current boardgame.io context (phase, turn, active players, gameover). */
  get ctx(): Ctx {
    return this.state.ctx;
  }

  /** The seats boardgame.io lets act now. */
  activeSeats(): string[] {
    return activeSeats(this.state.ctx);
  }

  /** The game's `ai.enumerate` moves for `playerID` now (empty if the game has none). */
  enumerate(playerID: string): AiMove[] {
    const enumerate = this.game.ai?.enumerate;
    if (!enumerate) return [];
    return enumerate(this.state.G, this.state.ctx, playerID) as AiMove[];
  }

  /** Apply an action; returns the reducer's error type when it was rejected. */
  apply(action: RecordedAction): { ok: true } | { ok: false; error: string } {
    const next = this.reducer(this.detached(), makeMoveAction(action.playerID, action)) as State & {
      transients?: { error?: { type: string } };
    };
    const error = next.transients?.error;
    if (error) return { ok: false, error: error.type };
    if (next._stateID === this.state._stateID) return { ok: false, error: 'state unchanged' };
    const { transients: _ignored, ...clean } = next;
    this.state = clean as State;
    return { ok: true };
  }

  /** Try an action without keeping its result. */
  probe(action: RecordedAction): State & { transients?: { error?: { type: string } } } {
    return this.reducer(this.detached(), makeMoveAction(action.playerID, action)) as State & {
      transients?: { error?: { type: string } };
    };
  }

  /** Try a client's `GAME_EVENT` (`playerID` undefined: an action that names no seat) without keeping its result. */
  probeEvent(
    type: string,
    args: unknown,
    playerID: string | undefined,
  ): State & {
    transients?: { error?: { type: string } };
  } {
    const payload = { type, args, ...(playerID === undefined ? {} : { playerID }) };
    return this.reducer(this.detached(), { type: 'GAME_EVENT', payload } as any) as State & {
      transients?: { error?: { type: string } };
    };
  }

  /** Try an UNDO by `playerID` without keeping its result. */
  probeUndo(playerID: string): State & { transients?: { error?: { type: string } } } {
    const undo = { type: 'UNDO' as const, payload: { type: null, args: null, playerID } };
    return this.reducer(this.detached(), undo as any) as State & {
      transients?: { error?: { type: string } };
    };
  }

  /** The state with private copies of the ctx maps boardgame.io mutates in place (see `detachCtx`). */
  private detached(): State {
    return { ...this.state, ctx: detachCtx(this.state.ctx) };
  }

  /** `G` as the game's `playerView` shows it to `playerID` (null: a spectator). */
  view(G: any, playerID: string | null): any {
    const playerView = this.game.playerView ?? (({ G: g }: { G: any }) => g);
    return playerView({ G, ctx: this.state.ctx, playerID } as any);
  }
}

/** An enumerated move as a recorded action by `playerID`. */
export function toRecorded(playerID: string, move: AiMove): RecordedAction {
  return { playerID, move: move.move, args: move.args ?? [] };
}

/** Run `fn` with boardgame.io's `ERROR:`/`INFO:` console chatter silenced (rejections are expected here). */
export function quietly<T>(fn: () => T): T {
  const { error, log } = console;
  console.error = (...msg: unknown[]) => {
    if (msg[0] !== 'ERROR:') error(...msg);
  };
  console.log = (...msg: unknown[]) => {
    if (!(typeof msg[0] === 'string' && msg[0].startsWith('INFO: '))) log(...msg);
  };
  try {
    return fn();
  } finally {
    console.error = error;
    console.log = log;
  }
}
