import {
  type AiMove,
  activeSeats,
  childSeed,
  detachCtx,
  type GameModule,
  type Gameover,
  makeMoveAction,
  type Rng,
} from '@skald/core';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';

/**
 * What a search needs from a game: a way to sample one concrete state from what the searching seat can
 * see, and a forward model. Two implementations: the game's pure `RulesCore` (fast) and boardgame.io's
 * reducer (for games without a core).
 */
export interface SearchModel<S> {
  /** `'core'` or `'reducer'`: which forward model the playouts run on. */
  readonly kind: 'core' | 'reducer';
  /**
   * One determinization: everything `me` cannot see is re-sampled with `rng` (through the game's
   * `determinize`); future chance comes from `rng`, never from the match PRNG.
   */
  sample(state: State, me: string, rng: Rng): S;
  /** The seats that may move in `s`. */
  active(s: S): string[];
  /** `playerID`'s legal moves in `s`. */
  legal(s: S, playerID: string): AiMove[];
  /** The state after `playerID` plays `move`; `s` is left unchanged. */
  apply(s: S, playerID: string, move: AiMove, rng: Rng): S;
  /** How the game ended in `s`, or `undefined` while it goes on. */
  gameover(s: S): Gameover | undefined;
  /**
   * The game's heuristic value of an unfinished state (`RulesCore.evaluate`), checked by
   * {@link checkedEvaluation}; absent when the game has none.
   */
  evaluate?(s: S): number[];
  /** The game's playout policy (`RulesCore.playoutMove`); absent: playouts pick uniformly. */
  playoutMove?(s: S, playerID: string, legal: readonly AiMove[], rng: Rng): AiMove;
  /**
   * The model one search runs on: the core model with a search context of its own (`RulesCore.context`),
   * so searches that interleave (a bot yields to the event loop) never share scratch space.
   */
  forSearch(): SearchModel<S>;
}

/**
 * The fast path: playouts call `core.apply`, no boardgame.io involved. The model holds one search context
 * (`RulesCore.context`); `forSearch()` gives a model with a new one.
 */
export function coreModel(module: GameModule): SearchModel<unknown> {
  const core = module.core;
  if (!core) throw new Error(`${module.descriptor.id} has no rules core`);
  const cx = core.context?.();
  const evaluate = core.evaluate;
  const playoutMove = core.playoutMove;
  return {
    kind: 'core',
    sample: (state, me, rng) => core.fromMatch(module.determinize(state.G, me, rng), state.ctx),
    active: (s) => core.activePlayers(s),
    legal: (s, p) => core.legalMoves(s, p, cx),
    apply: (s, p, m, rng) => core.apply(s, p, m, rng, cx),
    gameover: (s) => core.gameover(s),
    ...(evaluate ? { evaluate: (s: unknown) => evaluate.call(core, s, cx) } : {}),
    ...(playoutMove
      ? {
          playoutMove: (s: unknown, p: string, legal: readonly AiMove[], rng: Rng) =>
            playoutMove.call(core, s, p, legal, rng, cx),
        }
      : {}),
    forSearch: () => coreModel(module),
  };
}

type Reducer = ReturnType<typeof CreateGameReducer>;

/**
 * The fallback: playouts run through boardgame.io's server-side reducer, as the stock MCTSBot's do, but
 * on a determinized G and with the random plugin re-seeded from the bot's own `rng`. Only `G`, `ctx` and
 * the other plugins' data (which boardgame.io sends to every client unless a plugin defines a
 * playerView) are read from the match; `plugins.random` never is.
 */
export function reducerModel(module: GameModule): SearchModel<State> {
  const enumerate = module.game.ai?.enumerate;
  if (!enumerate) throw new Error(`${module.descriptor.id} has no ai.enumerate`);
  // A private copy: CreateGameReducer processes (and mutates) the definition it is given.
  const reducer: Reducer = CreateGameReducer({ game: { ...(module.game as Game) }, isClient: false });
  return {
    kind: 'reducer',
    sample: (state, me, rng) => {
      const { random: _never, ...publicPlugins } = state.plugins;
      return {
        G: module.determinize(state.G, me, rng),
        ctx: detachCtx(state.ctx),
        plugins: { ...publicPlugins, random: { data: { seed: childSeed(rng) } } },
        _stateID: state._stateID,
        _undo: [],
        _redo: [],
      };
    },
    active: (s) => activeSeats(s.ctx),
    legal: (s, p) => enumerate(s.G, s.ctx, p) as AiMove[],
    apply: (s, p, m) => {
      const next = reducer(s, makeMoveAction(p, m)) as State & { transients?: { error?: { type: string } } };
      if (next.transients?.error)
        throw new Error(
          `${module.descriptor.id}: the reducer rejected enumerated move ${JSON.stringify(m)} by ${p} (${next.transients.error.type})`,
        );
      // Undo history is useless to a search and only grows the state.
      return { ...next, _undo: [], _redo: [] };
    },
    gameover: (s) => s.ctx.gameover as Gameover | undefined,
    // The reducer keeps no scratch between calls: every search can share this model.
    forSearch() {
      return this;
    },
    // The heuristic reads a core state; a reducer sample converts like any match state.
    ...(module.core?.evaluate
      ? { evaluate: (s: State) => module.core!.evaluate!(module.core!.fromMatch(s.G, s.ctx)) }
      : {}),
  };
}

/** The core when the game has one, else the reducer. */
export function searchModel(module: GameModule, prefer: 'core' | 'reducer' = 'core'): SearchModel<unknown> {
  return prefer === 'core' && module.core
    ? coreModel(module)
    : (reducerModel(module) as SearchModel<unknown>);
}
