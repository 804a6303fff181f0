import type { GameModule, Gameover } from '@skald/core';
import { playMatch } from './match.js';
import { createBot, type SeatSpec, seatLabel } from './seats.js';
import { mean, percentile, wilson } from './stats.js';

/** A tournament for {@link runTournament}: the game, the entries, how many games and the seed. */
export interface TournamentOptions {
  /** The game to play. */
  module: GameModule;
  /** One entry per board seat; entries rotate over the seats from game to game. */
  entries: readonly SeatSpec[];
  /** Games to play. */
  games: number;
  /** Tournament seed: game i uses match seed `<seed>:<i>`. */
  seed: string | number;
  /** The game's setup data, if any. */
  setupData?: unknown;
  /** Time source in ms for decision and game times. */
  clock: () => number;
  /** Called after every game with the report so far (progress bars). */
  onGame?: (done: number, total: number, report: TournamentReport) => void;
}

/** One game: which entry sat where, and how it ended. */
export interface GameRecord {
  /** Game number in the tournament, from 0. */
  index: number;
  /** The match seed (`<seed>:<index>`). */
  seed: string;
  /** `seating[seat]` = index into the entries list. */
  seating: number[];
  /** How the game ended; null when it hit the move cap unfinished. */
  gameover: Gameover | null;
  /** Moves played. */
  moves: number;
  /** Wall-clock time of the game, in ms. */
  elapsedMs: number;
}

/** One entry's results over the whole tournament. */
export interface EntryStats {
  /** Index of the entry in the entries list. */
  entry: number;
  /** The entry's seat label (command-line form). */
  label: string;
  /** Games played (every entry plays every game). */
  games: number;
  /** Sole wins plus shared-win fractions (1/k of a k-way shared win; a co-operative team win is 1). */
  score: number;
  /** Sole wins (a co-operative team win counts here). */
  wins: number;
  /** Wins shared with other seats. */
  sharedWins: number;
  /** Games drawn. */
  draws: number;
  /** `score / games`, 0–1. */
  winRate: number;
  /** The 95% Wilson interval of the win rate. */
  ci95: [number, number];
  /** Decisions this entry made (forced ones included). */
  decisions: number;
  /** Mean decision time, in ms. */
  meanDecisionMs: number;
  /** 95th-percentile decision time, in ms. */
  p95DecisionMs: number;
  /** Median search iterations per decision that searched; null for a bot that does not search. */
  medianIterations: number | null;
}

/** A tournament's results so far: per entry, per game, and the totals. */
export interface TournamentReport {
  /** The game's id. */
  game: string;
  /** Players per game (= entries). */
  numPlayers: number;
  /** The setup data used (null for none). */
  setupData: unknown;
  /** The tournament seed. */
  seed: string;
  /** Each entry's label, in entry order. */
  seats: string[];
  /** Games played. */
  games: number;
  /** Games drawn. */
  draws: number;
  /** Games that hit the move cap without ending. */
  unfinished: number;
  /** Mean moves per game. */
  meanLength: number;
  /** Moves per second over all games' wall-clock time. */
  movesPerSecond: number;
  /** Total wall-clock time of the games, in ms. */
  elapsedMs: number;
  /** Each entry's results, in entry order. */
  entries: EntryStats[];
  /** Every game, in order. */
  results: GameRecord[];
}

/** Which entry sits in each board seat in game `index`: a rotation, so seat advantages cancel out. */
export function seatingFor(index: number, n: number): number[] {
  return Array.from({ length: n }, (_, seat) => (seat + index) % n);
}

/** Score each board seat got from one gameover (see {@link EntryStats.score}). */
export function seatScores(gameover: Gameover | undefined, n: number, cooperative: boolean) {
  const seats = Array.from({ length: n }, (_, i) => String(i));
  if (gameover === undefined || 'draw' in gameover)
    return seats.map(() => ({ score: 0, win: false, shared: false, draw: gameover !== undefined }));
  if ('winner' in gameover)
    return seats.map((s) => ({
      score: s === gameover.winner ? 1 : 0,
      win: s === gameover.winner,
      shared: false,
      draw: false,
    }));
  const k = gameover.winners.length;
  return seats.map((s) => {
    const won = gameover.winners.includes(s);
    const shared = won && k > 1 && !cooperative;
    return { score: won ? (cooperative ? 1 : 1 / k) : 0, win: won && !shared, shared, draw: false };
  });
}

/**
 * Play `games` seeded games between the entries, rotating seats. Game i uses match seed `<seed>:<i>` and
 * bot seeds `<seed>:<i>:<entry>`, so a run is reproducible (exactly so when every budget is in iterations).
 */
export async function runTournament(options: TournamentOptions): Promise<TournamentReport> {
  const { module, entries, games, clock } = options;
  const n = entries.length;
  const { minPlayers, maxPlayers } = module.descriptor;
  if (n < minPlayers || n > maxPlayers)
    throw new Error(`${module.descriptor.title} needs ${minPlayers}–${maxPlayers} seats, got ${n}`);
  const seed = String(options.seed);
  const results: GameRecord[] = [];
  const times: number[][] = entries.map(() => []);
  const iterations: number[][] = entries.map(() => []);
  let report = summarize(options, results, times, iterations, 0);
  for (let i = 0; i < games; i++) {
    const seating = seatingFor(i, n);
    const gameSeed = `${seed}:${i}`;
    const bots = seating.map((entry) => createBot(entries[entry]!, module, `${gameSeed}:${entry}`));
    const result = await playMatch({
      module,
      numPlayers: n,
      setupData: options.setupData,
      seed: gameSeed,
      bots,
      clock,
    });
    seating.forEach((entry, seat) => {
      times[entry]!.push(...result.decisionMs[seat]!);
      iterations[entry]!.push(...result.iterations[seat]!);
    });
    results.push({
      index: i,
      seed: gameSeed,
      seating,
      gameover: result.gameover ?? null,
      moves: result.moves,
      elapsedMs: result.elapsedMs,
    });
    report = summarize(
      options,
      results,
      times,
      iterations,
      results.reduce((a, r) => a + r.elapsedMs, 0),
    );
    options.onGame?.(i + 1, games, report);
  }
  return report;
}

function summarize(
  options: TournamentOptions,
  results: readonly GameRecord[],
  times: readonly number[][],
  iterations: readonly number[][],
  elapsedMs: number,
): TournamentReport {
  const n = options.entries.length;
  const { cooperative } = options.module.descriptor;
  const entries: EntryStats[] = options.entries.map((spec, entry) => ({
    entry,
    label: seatLabel(spec),
    games: results.length,
    score: 0,
    wins: 0,
    sharedWins: 0,
    draws: 0,
    winRate: 0,
    ci95: [0, 1],
    decisions: times[entry]!.length,
    meanDecisionMs: mean(times[entry]!),
    p95DecisionMs: percentile(times[entry]!, 0.95),
    medianIterations: iterations[entry]!.length > 0 ? percentile(iterations[entry]!, 0.5) : null,
  }));
  for (const r of results) {
    const scores = seatScores(r.gameover ?? undefined, n, cooperative);
    r.seating.forEach((entry, seat) => {
      const s = scores[seat]!;
      const e = entries[entry]!;
      e.score += s.score;
      if (s.win) e.wins++;
      if (s.shared) e.sharedWins++;
      if (s.draw) e.draws++;
    });
  }
  for (const e of entries) {
    e.winRate = e.games > 0 ? e.score / e.games : 0;
    e.ci95 = wilson(e.score, e.games);
  }
  const moves = results.reduce((a, r) => a + r.moves, 0);
  return {
    game: options.module.descriptor.id,
    numPlayers: n,
    setupData: options.setupData ?? null,
    seed: String(options.seed),
    seats: options.entries.map(seatLabel),
    games: results.length,
    draws: results.filter((r) => r.gameover !== null && 'draw' in r.gameover).length,
    unfinished: results.filter((r) => r.gameover === null).length,
    meanLength: results.length > 0 ? moves / results.length : 0,
    movesPerSecond: elapsedMs > 0 ? (moves / elapsedMs) * 1000 : 0,
    elapsedMs,
    entries,
    results: results.slice(),
  };
}
