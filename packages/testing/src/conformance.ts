import {
  type GameModule,
  type Gameover,
  pick,
  rngFromBgioState,
  rngFromSeed,
  setMoveErrorReporter,
} from '@skald/core';
import { eventProblems } from './checks/events.js';
import { deepEqual, firstDifference, leaves, sorted } from './diff.js';
import { fuzzCases } from './fuzz.js';
import { quietly, type RecordedAction, ReducerMatch, toRecorded } from './harness.js';

export type CheckName =
  | 'setup'
  | 'enumerate'
  | 'accepted'
  | 'termination'
  | 'gameover'
  | 'json'
  | 'determinism'
  | 'fuzz'
  | 'view'
  | 'determinize'
  | 'invariants'
  | 'core'
  | 'guard'
  | 'throw'
  | 'undo'
  | 'events';

export const CHECKS: readonly CheckName[] = [
  'setup',
  'enumerate',
  'accepted',
  'termination',
  'gameover',
  'json',
  'determinism',
  'fuzz',
  'view',
  'determinize',
  'invariants',
  'core',
  'guard',
  'throw',
  'undo',
  'events',
];

export interface Failure {
  check: CheckName;
  seed: string;
  step: number;
  message: string;
}

export interface MatrixEntry {
  numPlayers: number;
  setupData?: Record<string, unknown>;
  /** Shown in test titles and seeds; defaults to the player count and setupData. */
  label?: string;
}

export interface ConformanceOptions {
  /** Seeded random playouts per matrix entry. */
  games?: number;
  /** The first `deepGames` playouts also fuzz, try every enumerated move, check views and determinism. */
  deepGames?: number;
  /** How many states per deep playout get the expensive checks (fuzz, every-move, determinize). */
  deepStatesPerGame?: number;
  seedPrefix?: string;
}

export interface ConformanceReport {
  label: string;
  playouts: number;
  moves: number;
  lengths: number[];
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
  const { games = 50, deepGames = 5, deepStatesPerGame = 6, seedPrefix = module.descriptor.id } = options;
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

type Fail = (check: CheckName, seed: string, step: number, message: string) => void;

function checkStartsWithoutSetupData(module: GameModule, entry: MatrixEntry, fail: Fail) {
  try {
    const match = new ReducerMatch(module, 'no-setup-data', entry.numPlayers, undefined);
    if (match.activeSeats().length === 0)
      fail('setup', 'no-setup-data', 0, 'no seat can act after setup without setupData');
  } catch (error) {
    fail('setup', 'no-setup-data', 0, `setup without setupData threw: ${String(error)}`);
  }
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

/** JSON round trip and the game's own invariants; false when the playout cannot go on meaningfully. */
function checkState(
  module: GameModule,
  match: ReducerMatch,
  seed: string,
  step: number,
  fail: Fail,
): boolean {
  const G = match.G;
  const d = firstDifference(JSON.parse(JSON.stringify(G)), G);
  if (d) {
    fail('json', seed, step, `G does not survive a JSON round trip at ${d}`);
    return false;
  }
  if (module.invariants) {
    let violations: string[];
    try {
      violations = module.invariants(G, match.ctx);
    } catch (error) {
      violations = [`invariants threw: ${String(error)}`];
    }
    if (violations.length > 0) {
      fail('invariants', seed, step, violations.join('; '));
      return false;
    }
  }
  return true;
}

function checkGameover(module: GameModule, match: ReducerMatch, seed: string, step: number, fail: Fail) {
  const problem = gameoverProblem(match.ctx.gameover, match.ctx.playOrder, module.descriptor.cooperative);
  if (problem) fail('gameover', seed, step, `${problem}: ${JSON.stringify(match.ctx.gameover)}`);
}

/** Why a `ctx.gameover` value has the wrong shape, or null when it is right (see `Gameover` in core). */
export function gameoverProblem(
  gameover: unknown,
  seats: readonly string[],
  cooperative: boolean,
): string | null {
  if (gameover === null || typeof gameover !== 'object' || Array.isArray(gameover))
    return 'gameover must be an object';
  const g = gameover as Partial<Record<'winner' | 'draw' | 'winners' | 'score', unknown>>;
  const forms = ['winner', 'draw', 'winners'].filter((k) => k in g);
  if (forms.length !== 1) return 'gameover needs exactly one of winner, draw, winners';
  if (cooperative) {
    if (!Array.isArray(g.winners) || typeof g.score !== 'number')
      return 'a cooperative gameover is { winners, score }';
    const all = g.winners.length === seats.length && seats.every((s) => (g.winners as unknown[]).includes(s));
    if (!(all && g.score === 1) && !(g.winners.length === 0 && g.score === 0))
      return 'a cooperative gameover is { winners: every seat, score: 1 } or { winners: [], score: 0 }';
    return null;
  }
  if ('winner' in g)
    return typeof g.winner === 'string' && seats.includes(g.winner) ? null : 'winner must be a seat';
  if ('draw' in g) return g.draw === true ? null : 'draw must be true';
  const winners = g.winners;
  if (!Array.isArray(winners) || winners.length < 2 || new Set(winners).size !== winners.length)
    return 'winners must list two or more distinct seats (use { winner } for one)';
  return winners.every((w) => typeof w === 'string' && seats.includes(w)) ? null : 'winners must be seats';
}

function checkEveryMoveAccepted(match: ReducerMatch, seed: string, step: number, fail: Fail) {
  for (const seat of match.activeSeats()) {
    for (const move of match.enumerate(seat)) {
      const action = toRecorded(seat, move);
      try {
        const next = match.probe(action);
        const error = next.transients?.error;
        if (error)
          fail('accepted', seed, step, `enumerated ${describeAction(action)} was rejected (${error.type})`);
      } catch (error) {
        fail('throw', seed, step, `reducer threw on enumerated ${describeAction(action)}: ${String(error)}`);
      }
    }
  }
}

function checkFuzz(match: ReducerMatch, seed: string, step: number, fail: Fail) {
  const before = JSON.stringify({ G: match.G, ctx: match.ctx });
  for (const c of fuzzCases(match, match.game.moveNames)) {
    let next: ReturnType<ReducerMatch['probe']>;
    try {
      next = match.probe(c.action);
    } catch (error) {
      fail(
        'fuzz',
        seed,
        step,
        `${c.kind} ${describeAction(c.action)} made the reducer throw: ${String(error)}`,
      );
      continue;
    }
    if (
      (next.transients?.error || next._stateID === match.state._stateID) &&
      JSON.stringify({ G: next.G, ctx: next.ctx }) !== before
    )
      fail('fuzz', seed, step, `${c.kind} ${describeAction(c.action)} was rejected but changed the state`);
    else if (c.mustReject && !next.transients?.error)
      fail('fuzz', seed, step, `${c.kind} ${describeAction(c.action)} was accepted`);
  }
  if (JSON.stringify({ G: match.G, ctx: match.ctx }) !== before)
    fail('fuzz', seed, step, 'fuzzing mutated the frozen match state');
  if (({} as Record<string, unknown>).polluted !== undefined)
    fail('fuzz', seed, step, 'Object.prototype was polluted');
}

/**
 * In a game with chance or hidden information, undo is a cheat: roll or draw, look, take it back. After a
 * move, its mover's UNDO must be refused.
 */
function checkUndoRefused(
  match: ReducerMatch,
  action: RecordedAction,
  seed: string,
  step: number,
  fail: Fail,
) {
  const next = match.probeUndo(action.playerID);
  if (!next.transients?.error && next._stateID !== match.state._stateID)
    fail(
      'undo',
      seed,
      step,
      `p${action.playerID} could undo ${describeAction(action)} (set disableUndo: true)`,
    );
}

function checkViews(match: ReducerMatch, seed: string, step: number, fail: Fail) {
  for (const viewer of [...match.ctx.playOrder, null]) {
    try {
      const view = match.view(match.G, viewer);
      const d = firstDifference(JSON.parse(JSON.stringify(view)), view);
      if (d)
        fail('view', seed, step, `the view for ${viewer ?? 'a spectator'} does not survive JSON at ${d}`);
    } catch (error) {
      fail('view', seed, step, `playerView threw for ${viewer ?? 'a spectator'}: ${String(error)}`);
    }
  }
}

function checkDeterminize(
  module: GameModule,
  match: ReducerMatch,
  seed: string,
  step: number,
  fail: Fail,
  stats: { hiddenStates: number; variedStates: number },
) {
  const G = match.G;
  for (const seat of match.ctx.playOrder) {
    try {
      const view = match.view(G, seat);
      const a = module.determinize(G, seat, rngFromSeed(`${seed}/${step}/${seat}/a`));
      const b = module.determinize(G, seat, rngFromSeed(`${seed}/${step}/${seat}/b`));
      const d = firstDifference(match.view(a, seat), view);
      if (d)
        fail(
          'determinize',
          seed,
          step,
          `seat ${seat} can tell a determinized state from the real one at ${d}`,
        );
      const hidden = (g: unknown) => sorted(module.hiddenItems ? module.hiddenItems(g, seat) : leaves(g));
      if (!deepEqual(hidden(a), hidden(G)))
        fail('determinize', seed, step, `determinize for seat ${seat} changed the multiset of hidden items`);
      const j = firstDifference(JSON.parse(JSON.stringify(a)), a);
      if (j) fail('determinize', seed, step, `a determinized state does not survive JSON at ${j}`);
      if (!deepEqual(view, G)) {
        stats.hiddenStates++;
        if (!deepEqual(a, b)) stats.variedStates++;
      }
    } catch (error) {
      fail('determinize', seed, step, `determinize threw for seat ${seat}: ${String(error)}`);
    }
  }
}

interface CoreExpectation {
  next: unknown;
  gameover: Gameover | undefined;
}

function checkCoreBefore(
  module: GameModule,
  match: ReducerMatch,
  seat: string,
  action: RecordedAction,
  seed: string,
  step: number,
  fail: Fail,
  allSeats: boolean,
): CoreExpectation | undefined {
  const core = module.core!;
  try {
    const s = core.fromMatch(match.G, match.ctx);
    const active = match.activeSeats();
    if (!deepEqual(sorted(core.activePlayers(s)), sorted(active)))
      fail(
        'core',
        seed,
        step,
        `core.activePlayers ${JSON.stringify(core.activePlayers(s))} but the reducer lets ${JSON.stringify(active)} act`,
      );
    for (const p of allSeats ? active : [seat]) {
      const d = firstDifference(core.legalMoves(s, p), match.enumerate(p));
      if (d) fail('core', seed, step, `core.legalMoves differs from enumerate for seat ${p} at ${d}`);
    }
    const random = (match.state.plugins as any).random?.data ?? { seed };
    const next = core.apply(s, seat, { move: action.move, args: action.args }, rngFromBgioState(random));
    return { next, gameover: core.gameover(next) };
  } catch (error) {
    fail('core', seed, step, `the core threw on ${describeAction(action)}: ${String(error)}`);
    return undefined;
  }
}

function checkCoreAfter(
  module: GameModule,
  match: ReducerMatch,
  expected: CoreExpectation,
  action: RecordedAction,
  seed: string,
  step: number,
  fail: Fail,
) {
  const actual = module.core!.fromMatch(match.G, match.ctx);
  const d = firstDifference(expected.next, actual);
  if (d)
    fail('core', seed, step, `after ${describeAction(action)} the core and the reducer disagree at ${d}`);
  const g = firstDifference(expected.gameover, match.ctx.gameover);
  if (g)
    fail(
      'core',
      seed,
      step,
      `after ${describeAction(action)} core.gameover disagrees with ctx.gameover at ${g}`,
    );
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
      checkDeterminize(module, replay, seed, step, fail, determinizeStats);
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

export function describeAction(action: RecordedAction): string {
  return `p${action.playerID} ${action.move}(${action.args.map((a) => JSON.stringify(a)).join(', ')})`;
}
