/**
 * The conformance driver: seeded random playouts through the real reducer, each state and move handed to
 * the checks in `checks/`.
 */
import { type GameModule, pick, rngFromSeed, setMoveErrorReporter } from '@skald/core';
import { checkCoreAfter, checkCoreBefore } from './checks/core.js';
import { eventProblems } from './checks/events.js';
import { checkForgedEvents } from './checks/forged-events.js';
import { checkDeterminize, checkMovesFromView, checkViews } from './checks/hidden.js';
import { checkEveryMoveAccepted, checkFuzz, checkUndoRefused } from './checks/moves.js';
import { checkGameover, checkStartsWithoutSetupData, checkState } from './checks/state.js';
import { type CheckName, describeAction, type Fail, type Failure, type MatrixEntry } from './checks/types.js';
import { firstDifference } from './diff.js';
import { quietly, type RecordedAction, ReducerMatch, toRecorded } from './harness.js';

export { gameoverProblem } from './checks/state.js';
export { CHECKS, type CheckName, describeAction, type Failure, type MatrixEntry } from './checks/types.js';

/** How much the conformance suite plays; every option has a default. */
export interface ConformanceOptions {
  /** Seeded random playouts per matrix entry. */
  games?: number;
  /** The first `deepGames` playouts also fuzz, try every enumerated move, check views and determinism. */
  deepGames?: number;
  /** How many states per deep playout get the expensive checks (fuzz, every-move, determinize). */
  deepStatesPerGame?: number;
  /** First part of every playout seed (default: the game's descriptor id). */
  seedPrefix?: string;
  /**
   * Send forged client events at the deep states (default true). Off only for fixtures that stand for plain
   * boardgame.io games outside core's `mirrorFlow` (the bots' tic-tac-toe baseline): boardgame.io's reducer
   * lets a client's event move those, and that is what they are meant to show.
   */
  forgedEvents?: boolean;
}

/** What {@link checkConformance} found for one matrix entry. */
export interface ConformanceReport {
  /** The matrix entry's label (see {@link entryLabel}). */
  label: string;
  /** Playouts played. */
  playouts: number;
  /** Moves applied over all playouts. */
  moves: number;
  /** Moves in each playout, in order. */
  lengths: number[];
  /** What failed (at most a few per check). */
  failures: Failure[];
}

/** The label used in titles and seeds for one matrix entry. */
export function entryLabel(entry: MatrixEntry): string {
  return entry.label ?? `${entry.numPlayers}p${entry.setupData ? ` ${JSON.stringify(entry.setupData)}` : ''}`;
}

/** Failures kept per check, so one systematic bug does not drown the report. */
const MAX_FAILURES_PER_CHECK = 5;

/**
 * Run every conformance check for one matrix entry and return what failed. Pure of mocha: the suite's own
 * tests call this on broken fixtures and assert the failures; `runConformance` wraps it in mocha tests.
 */
export function checkConformance(
  module: GameModule,
  entry: MatrixEntry,
  options: ConformanceOptions = {},
): ConformanceReport {
  const {
    games = 50,
    deepGames = 5,
    deepStatesPerGame = 6,
    seedPrefix = module.descriptor.id,
    forgedEvents = true,
  } = options;
  const label = entryLabel(entry);
  const report: ConformanceReport = { label, playouts: 0, moves: 0, lengths: [], failures: [] };
  const fail = (check: CheckName, seed: string, step: number, message: string) => {
    if (report.failures.filter((f) => f.check === check).length < MAX_FAILURES_PER_CHECK)
      report.failures.push({ check, seed, step, message });
  };

  let current = { seed: '', step: 0 };
  const restoreReporter = setMoveErrorReporter((r) =>
    fail(
      'guard',
      current.seed,
      current.step,
      `move ${r.move}(${JSON.stringify(r.args)}) by ${r.playerID} threw: ${String(r.error)}`,
    ),
  );
  const determinizeStats = { hiddenStates: 0, variedStates: 0 };
  try {
    for (const problem of eventProblems(module)) fail('events', `${seedPrefix}/${label}`, 0, problem);
    quietly(() => {
      checkStartsWithoutSetupData(module, entry, fail);
      for (let i = 0; i < games; i++) {
        const seed = `${seedPrefix}/${label}/${i}`;
        current = { seed, step: 0 };
        const deep = i < deepGames;
        const result = playout(module, entry, seed, deep, fail, current);
        report.playouts++;
        report.moves += result.actions.length;
        report.lengths.push(result.actions.length);
        if (deep)
          replayWithDeepChecks(
            module,
            entry,
            seed,
            result,
            deepStatesPerGame,
            fail,
            current,
            determinizeStats,
            forgedEvents,
          );
      }
    });
  } finally {
    restoreReporter();
  }
  if (determinizeStats.hiddenStates > 0 && determinizeStats.variedStates === 0)
    fail(
      'determinize',
      `${seedPrefix}/${label}`,
      0,
      `state was hidden from some seat in ${determinizeStats.hiddenStates} checks, but determinize never varied across seeds`,
    );
  return report;
}

interface PlayoutResult {
  actions: RecordedAction[];
  completed: boolean;
  initialJson: string;
  finalJson: string;
}

function playout(
  module: GameModule,
  entry: MatrixEntry,
  seed: string,
  deep: boolean,
  fail: Fail,
  current: { seed: string; step: number },
): PlayoutResult {
  const actions: RecordedAction[] = [];
  const result = (completed: boolean, match?: ReducerMatch): PlayoutResult => ({
    actions,
    completed,
    initialJson,
    finalJson: match ? JSON.stringify({ G: match.G, ctx: match.ctx }) : '',
  });
  let match: ReducerMatch;
  try {
    match = new ReducerMatch(module, seed, entry.numPlayers, entry.setupData);
  } catch (error) {
    fail('setup', seed, 0, `setup threw: ${String(error)}`);
    return { actions, completed: false, initialJson: '', finalJson: '' };
  }
  const initialJson = JSON.stringify({ G: match.G, ctx: match.ctx });
  if (deep) {
    const again = new ReducerMatch(module, seed, entry.numPlayers, entry.setupData);
    const d = firstDifference(match.G, again.G);
    if (d) fail('determinism', seed, 0, `two setups with the same seed differ at ${d}`);
  }
  checkState(module, match, seed, 0, fail);

  const policy = rngFromSeed(`${seed}/policy`);
  const maxMoves = module.descriptor.maxMoves;

  for (let step = 0; ; step++) {
    current.step = step;
    if (match.ctx.gameover !== undefined) {
      checkGameover(module, match, seed, step, fail);
      return result(true, match);
    }
    if (step >= maxMoves) {
      fail('termination', seed, step, `no gameover after descriptor.maxMoves = ${maxMoves} moves`);
      return result(false, match);
    }
    const seats = match.activeSeats();
    if (seats.length === 0) {
      fail('enumerate', seed, step, 'the game is not over but no seat may act');
      return result(false, match);
    }
    const seat = pick(policy, seats);
    const legal = match.enumerate(seat);
    if (legal.length === 0) {
      fail('enumerate', seed, step, `seat ${seat} is active but enumerate returned no move`);
      return result(false, match);
    }
    const action = toRecorded(seat, pick(policy, legal));
    const coreExpectation = module.core
      ? checkCoreBefore(module, match, seat, action, seed, step, fail, deep)
      : undefined;
    let applied: ReturnType<ReducerMatch['apply']>;
    try {
      applied = match.apply(action);
    } catch (error) {
      fail('throw', seed, step, `reducer threw on enumerated ${describeAction(action)}: ${String(error)}`);
      return result(false, match);
    }
    if (!applied.ok) {
      fail('accepted', seed, step, `enumerated ${describeAction(action)} was rejected (${applied.error})`);
      return result(false, match);
    }
    actions.push(action);
    if (coreExpectation !== undefined)
      checkCoreAfter(module, match, coreExpectation, action, seed, step, fail);
    if (!checkState(module, match, seed, step + 1, fail)) return result(false, match);
  }
}

/**
 * Replay a recorded playout from the same seed (with `Math.random` disturbed in between, so a game that
 * reads it diverges) and run the expensive checks on states spread evenly over the whole game.
 */
function replayWithDeepChecks(
  module: GameModule,
  entry: MatrixEntry,
  seed: string,
  result: PlayoutResult,
  deepStates: number,
  fail: Fail,
  current: { seed: string; step: number },
  determinizeStats: { hiddenStates: number; variedStates: number },
  forgedEvents: boolean,
) {
  for (let i = 0; i < 7; i++) Math.random();
  const replay = new ReducerMatch(module, seed, entry.numPlayers, entry.setupData);
  if (JSON.stringify({ G: replay.G, ctx: replay.ctx }) !== result.initialJson) {
    fail('determinism', seed, 0, 'the same seed gave a different initial state');
    return;
  }
  const length = result.actions.length;
  const deepSteps = new Set(
    Array.from({ length: deepStates }, (_, k) =>
      Math.floor((k * Math.max(0, length - 1)) / Math.max(1, deepStates - 1)),
    ),
  );
  for (let step = 0; step <= length; step++) {
    current.step = step;
    if (deepSteps.has(step) && replay.ctx.gameover === undefined) {
      checkEveryMoveAccepted(replay, seed, step, fail);
      checkFuzz(replay, seed, step, fail);
      checkViews(replay, seed, step, fail);
      checkMovesFromView(module, replay, seed, step, fail);
      checkDeterminize(module, replay, seed, step, fail, determinizeStats);
      if (forgedEvents) checkForgedEvents(replay, seed, step, fail);
    }
    const action = result.actions[step];
    if (!action) break;
    Math.random();
    const applied = replay.apply(action);
    if (!applied.ok) {
      fail('determinism', seed, step, `replaying ${describeAction(action)} was rejected (${applied.error})`);
      return;
    }
    if (deepSteps.has(step) && (module.descriptor.chance || module.descriptor.hiddenInformation))
      checkUndoRefused(replay, action, seed, step, fail);
  }
  if (!result.completed) return;
  const finalJson = JSON.stringify({ G: replay.G, ctx: replay.ctx });
  if (finalJson !== result.finalJson)
    fail(
      'determinism',
      seed,
      length,
      `same seed and actions gave a different final state at ${firstDifference(JSON.parse(finalJson), JSON.parse(result.finalJson))}`,
    );
}
