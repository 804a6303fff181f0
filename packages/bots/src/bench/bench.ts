import {
  type AiMove,
  activeSeats,
  detachCtx,
  type GameModule,
  makeMoveAction,
  pick,
  rngFromSeed,
} from '@skald/core';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { mean, percentile } from '../arena/stats.js';
import { FairBot, type FairBotOptions } from '../fair-bot.js';

/** What one timed playout measurement did. */
export interface Throughput {
  /** Moves played in all playouts. */
  moves: number;
  /** Playouts completed (each from an initial state to the end or the move cap). */
  playouts: number;
  /** Time measured, in ms. */
  elapsedMs: number;
  /** Moves per second. */
  movesPerSecond: number;
  /** Playouts per second. */
  playoutsPerSecond: number;
}

/** One benchmark measurement's game settings, seed, time box and clock. */
export interface BenchSettings {
  /** Players per game. */
  numPlayers: number;
  /** The game's setup data, if any. */
  setupData?: unknown;
  /** Seed of the initial states and the random policy. */
  seed: string;
  /** Time box per measurement, in ms. */
  ms: number;
  /** Time source in ms. */
  clock: () => number;
}

const throughput = (moves: number, playouts: number, elapsedMs: number): Throughput => ({
  moves,
  playouts,
  elapsedMs,
  movesPerSecond: (moves / elapsedMs) * 1000,
  playoutsPerSecond: (playouts / elapsedMs) * 1000,
});

/**
 * Seeded initial match states (not timed: a bot's playouts start from a given state, so setup cost is not
 * part of playout speed). Built once per game, players, seed and setup data, then shared by every slice: set
 * up afresh per slice, boardgame.io's setup code turned hot and was optimised on a background thread while a
 * timed slice ran, and the process's CPU clock charged it to that slice (about 0.5 s for `Flow` in one
 * OrcQuest core slice). Sharing is safe: the reducer and `RulesCore.apply` never change their input.
 */
const initialCache = new WeakMap<GameModule, Map<string, State[]>>();
function initialStates(module: GameModule, s: BenchSettings): State[] {
  let byKey = initialCache.get(module);
  if (!byKey) {
    byKey = new Map();
    initialCache.set(module, byKey);
  }
  const key = JSON.stringify([s.numPlayers, s.seed, s.setupData ?? null]);
  let states = byKey.get(key);
  if (!states) {
    states = Array.from({ length: 16 }, (_, i) => {
      const game = ProcessGameConfig({ ...(module.game as Game), seed: `${s.seed}/${i}` });
      return InitializeGame({ game, numPlayers: s.numPlayers, setupData: s.setupData });
    });
    byKey.set(key, states);
  }
  return states;
}

/** The server-side reducer of a game, built once (like its initial states, so no slice pays for it). */
const reducerCache = new WeakMap<GameModule, ReturnType<typeof CreateGameReducer>>();
function serverReducer(module: GameModule): ReturnType<typeof CreateGameReducer> {
  let reducer = reducerCache.get(module);
  if (!reducer) {
    reducer = CreateGameReducer({ game: ProcessGameConfig({ ...(module.game as Game) }), isClient: false });
    reducerCache.set(module, reducer);
  }
  return reducer;
}

/** The initial states as core states (`fromMatch`), built once like the match states. */
const coreInitialCache = new WeakMap<State[], unknown[]>();
function coreInitialStates(module: GameModule, s: BenchSettings): unknown[] {
  const states = initialStates(module, s);
  let out = coreInitialCache.get(states);
  if (!out) {
    out = states.map((state) => module.core!.fromMatch(state.G, state.ctx));
    coreInitialCache.set(states, out);
  }
  return out;
}

/**
 * Uniformly random playouts through boardgame.io's server-side reducer, enumerate included — the work one
 * stock MCTSBot playout does, from seeded initial states.
 */
export function reducerPlayouts(module: GameModule, s: BenchSettings): Throughput {
  const enumerate = module.game.ai!.enumerate;
  const policy = rngFromSeed(`${s.seed}/reducer-policy`);
  const reducer = serverReducer(module);
  const initials = initialStates(module, s);
  let moves = 0;
  let playouts = 0;
  const start = s.clock();
  while (s.clock() - start < s.ms) {
    const first = initials[playouts % initials.length]!;
    let state: State = { ...first, ctx: detachCtx(first.ctx) };
    for (let i = 0; state.ctx.gameover === undefined && i < module.descriptor.maxMoves; i++) {
      const seat = pick(policy, activeSeats(state.ctx));
      const move = pick(policy, enumerate(state.G, state.ctx, seat) as AiMove[]);
      state = reducer(state, makeMoveAction(seat, move));
      moves++;
    }
    playouts++;
  }
  return throughput(moves, playouts, s.clock() - start);
}

/** Uniformly random playouts on the pure rules core, from the same kind of initial states. */
export function corePlayouts(module: GameModule, s: BenchSettings): Throughput {
  const core = module.core!;
  const policy = rngFromSeed(`${s.seed}/core-policy`);
  const chance = rngFromSeed(`${s.seed}/core-chance`);
  const initials = coreInitialStates(module, s);
  // One search context for the whole run, as a bot's search holds one.
  const cx = core.context?.();
  let moves = 0;
  let playouts = 0;
  const start = s.clock();
  while (s.clock() - start < s.ms) {
    let st = initials[playouts % initials.length];
    for (let i = 0; core.gameover(st) === undefined && i < module.descriptor.maxMoves; i++) {
      const seat = pick(policy, core.activePlayers(st));
      st = core.apply(st, seat, pick(policy, core.legalMoves(st, seat, cx)), chance, cx);
      moves++;
    }
    playouts++;
  }
  return throughput(moves, playouts, s.clock() - start);
}

/** FairBot decision times measured by {@link fairDecisions}. */
export interface DecisionBench {
  /** Decisions timed (positions with more than one legal move). */
  decisions: number;
  /** Mean decision time, in ms. */
  meanMs: number;
  /** 95th-percentile decision time, in ms. */
  p95Ms: number;
  /** Mean search iterations per decision. */
  meanIterations: number;
  /** Search iterations per second of decision time. */
  iterationsPerSecond: number;
}

/**
 * FairBot decision times at a budget (default: the bot's default) on positions taken from seeded random
 * games, one position every few moves, until `positions` decisions or the time box is used up.
 */
export async function fairDecisions(
  module: GameModule,
  s: BenchSettings & { positions: number; bot?: Omit<FairBotOptions, 'module'> },
): Promise<DecisionBench> {
  const enumerate = module.game.ai!.enumerate;
  const policy = rngFromSeed(`${s.seed}/positions`);
  const times: number[] = [];
  const iterations: number[] = [];
  const start = s.clock();
  for (let g = 0; times.length < s.positions && s.clock() - start < s.ms; g++) {
    const game = ProcessGameConfig({ ...(module.game as Game), seed: `${s.seed}/decisions/${g}` });
    const reducer = CreateGameReducer({ game, isClient: false });
    let state: State = InitializeGame({ game, numPlayers: s.numPlayers, setupData: s.setupData });
    const bot = new FairBot({ module, seed: `${s.seed}/${g}`, clock: s.clock, ...s.bot });
    for (let i = 0; state.ctx.gameover === undefined && times.length < s.positions; i++) {
      const seat = pick(policy, activeSeats(state.ctx));
      const legal = enumerate(state.G, state.ctx, seat) as AiMove[];
      // Only real decisions count: with one legal move the bot answers without searching.
      if (i % 3 === 0 && legal.length > 1 && s.clock() - start < s.ms) {
        const t0 = s.clock();
        const { metadata } = await bot.play(state, seat);
        times.push(s.clock() - t0);
        iterations.push(metadata.iterations);
      }
      state = reducer(state, makeMoveAction(seat, pick(policy, legal)));
    }
  }
  const totalMs = times.reduce((a, b) => a + b, 0);
  return {
    decisions: times.length,
    meanMs: mean(times),
    p95Ms: percentile(times, 0.95),
    meanIterations: mean(iterations),
    iterationsPerSecond: totalMs > 0 ? (iterations.reduce((a, b) => a + b, 0) / totalMs) * 1000 : 0,
  };
}
