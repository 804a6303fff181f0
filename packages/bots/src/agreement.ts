import {
  type AiMove,
  activeSeats,
  detachCtx,
  type GameModule,
  makeMoveAction,
  pick,
  rngFromBgioState,
  rngFromSeed,
} from '@skald/core';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import isEqual from 'lodash/isEqual.js';

/** How many games {@link checkCoreAgreement} plays, and with what. */
export interface AgreementOptions {
  /** Seeded games to play in each direction. */
  games: number;
  /** Players per game (default: the game's minimum). */
  numPlayers?: number;
  /** The game's setup data (default: none). */
  setupData?: unknown;
  /** Start of every match seed (default `<game id>/agreement`). */
  seedPrefix?: string;
}

/** What {@link checkCoreAgreement} found; the core and the reducer agree when `failures` is empty. */
export interface AgreementReport {
  /** Games played (each in both directions). */
  games: number;
  /** Steps compared (both directions together). */
  steps: number;
  /** Moves made by the core alone, without boardgame.io. */
  coreMoves: number;
  /** One line per disagreement: `[seed @step] what differed`. */
  failures: string[];
}

type Reducer = ReturnType<typeof CreateGameReducer>;

function newMatch(module: GameModule, seed: string, numPlayers: number, setupData: unknown) {
  const game = ProcessGameConfig({ ...(module.game as Game), seed });
  const reducer: Reducer = CreateGameReducer({ game, isClient: false });
  const state: State = InitializeGame({ game, numPlayers, setupData });
  const step = (s: State, playerID: string, move: AiMove) => {
    const next = reducer({ ...s, ctx: detachCtx(s.ctx) }, makeMoveAction(playerID, move)) as State & {
      transients?: { error?: { type: string } };
    };
    return next.transients?.error ? null : next;
  };
  return { game, state, step };
}

const sameMoves = (a: AiMove[], b: AiMove[]) =>
  isEqual(
    a.map((m) => ({ move: m.move, args: m.args ?? [] })),
    b.map((m) => ({ move: m.move, args: m.args ?? [] })),
  );

/**
 * Check that a game's pure rules core and boardgame.io's reducer are the same game, in both directions:
 * 1. reducer-led: a seeded random game through the reducer; before every move the core must list the same
 *    legal moves and active seats, and `core.apply` with the reducer's own PRNG state must reach exactly
 *    `fromMatch` of the reducer's next state, with the same gameover;
 * 2. core-led: a seeded random game on the core alone (one continuous Alea stream from the match seed, as a
 *    bot's playout would run it), then replayed through the reducer: every move accepted, the same state and
 *    gameover after every step.
 */
export function checkCoreAgreement(module: GameModule, options: AgreementOptions): AgreementReport {
  const core = module.core;
  if (!core) throw new Error(`${module.descriptor.id} has no rules core`);
  const numPlayers = options.numPlayers ?? module.descriptor.minPlayers;
  const prefix = options.seedPrefix ?? `${module.descriptor.id}/agreement`;
  const report: AgreementReport = { games: 0, steps: 0, coreMoves: 0, failures: [] };
  const fail = (seed: string, step: number, message: string) => {
    report.failures.push(`[${seed} @${step}] ${message}`);
  };
  const maxMoves = module.descriptor.maxMoves;

  for (let g = 0; g < options.games; g++) {
    // 1. reducer-led
    const seedA = `${prefix}/${g}/reducer`;
    let { state, step } = newMatch(module, seedA, numPlayers, options.setupData);
    const policy = rngFromSeed(`${seedA}/policy`);
    for (let i = 0; state.ctx.gameover === undefined; i++) {
      if (i >= maxMoves) {
        fail(seedA, i, 'no gameover within maxMoves');
        break;
      }
      const s = core.fromMatch(state.G, state.ctx);
      const seats = activeSeats(state.ctx);
      if (!isEqual(core.activePlayers(s), seats)) {
        fail(
          seedA,
          i,
          `active seats: core ${JSON.stringify(core.activePlayers(s))}, reducer ${JSON.stringify(seats)}`,
        );
        break;
      }
      const seat = pick(policy, seats);
      const legal = (module.game.ai?.enumerate(state.G, state.ctx, seat) ?? []) as AiMove[];
      if (!sameMoves(core.legalMoves(s, seat), legal)) {
        fail(seedA, i, `legal moves of seat ${seat} differ`);
        break;
      }
      const move = pick(policy, legal);
      const expected = core.apply(s, seat, move, rngFromBgioState(state.plugins.random!.data));
      const next = step(state, seat, move);
      report.steps++;
      if (!next) {
        fail(seedA, i, `reducer rejected enumerated ${JSON.stringify(move)}`);
        break;
      }
      state = next;
      if (!isEqual(expected, core.fromMatch(state.G, state.ctx))) {
        fail(
          seedA,
          i,
          `core.apply of ${JSON.stringify(move)} by ${seat} differs from the reducer's next state`,
        );
        break;
      }
      if (!isEqual(core.gameover(expected), state.ctx.gameover)) {
        fail(seedA, i, 'gameover differs');
        break;
      }
    }

    // 2. core-led
    const seedB = `${prefix}/${g}/core`;
    ({ state, step } = newMatch(module, seedB, numPlayers, options.setupData));
    const chance = rngFromBgioState(state.plugins.random!.data);
    const corePolicy = rngFromSeed(`${seedB}/policy`);
    // The core-led game reuses one search context, as a bot's search does; the reducer-led one above calls
    // the core without any (each call on a fresh one): both must agree with the reducer.
    const cx = core.context?.();
    let s = core.fromMatch(state.G, state.ctx);
    const actions: [string, AiMove][] = [];
    const states = [s];
    while (core.gameover(s) === undefined && actions.length < maxMoves) {
      const seats = core.activePlayers(s);
      const seat = seats.length > 0 ? pick(corePolicy, seats) : undefined;
      const legal = seat === undefined ? [] : core.legalMoves(s, seat, cx);
      if (seat === undefined || legal.length === 0) {
        fail(seedB, actions.length, 'core: a live game where an active seat (or nobody) has no move');
        break;
      }
      const move = pick(corePolicy, legal);
      s = core.apply(s, seat, move, chance, cx);
      actions.push([seat, move]);
      states.push(s);
    }
    report.coreMoves += actions.length;
    if (core.gameover(s) === undefined)
      fail(seedB, actions.length, 'core-only game did not end within maxMoves');
    for (const [i, [seat, move]] of actions.entries()) {
      const next = step(state, seat, move);
      report.steps++;
      if (!next) {
        fail(seedB, i, `reducer rejected the core's ${JSON.stringify(move)} by ${seat}`);
        break;
      }
      state = next;
      if (!isEqual(states[i + 1], core.fromMatch(state.G, state.ctx))) {
        fail(
          seedB,
          i,
          `after ${JSON.stringify(move)} by ${seat} the reducer's state differs from the core's`,
        );
        break;
      }
      if (!isEqual(core.gameover(states[i + 1]), state.ctx.gameover)) {
        fail(seedB, i, 'gameover differs');
        break;
      }
    }
    report.games++;
  }
  return report;
}
