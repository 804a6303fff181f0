import { createHash } from 'node:crypto';
import { type GameModule, pick, rngFromSeed } from '@skald/core';
import { describeAction } from './conformance.js';
import { firstDifference } from './diff.js';
import { quietly, type RecordedAction, ReducerMatch, toRecorded } from './harness.js';

/** What to record: a seeded game with fixed options. */
export interface GoldenSpec {
  /** The golden's name (its file name and test title). */
  name: string;
  /** Seed of both the match and the random policy choosing the moves. */
  seed: string;
  /** Number of seats. */
  numPlayers: number;
  /** The game's setup options, if any. */
  setupData?: Record<string, unknown>;
}

/** A recorded playthrough: replayed in CI, diffed on any change in rules or randomness. */
export interface Golden extends GoldenSpec {
  /** Every action played, in order. */
  actions: RecordedAction[];
  /** One readable line per move, for reviewing a regenerated golden in a diff. */
  transcript: string[];
  /** Hash of G every `CHECKPOINT_EVERY` moves and at the end, to find where a replay diverges. */
  checkpoints: Record<string, string>;
  /** `ctx.gameover` at the end (null if the move cap was reached first). */
  gameover: unknown;
}

const CHECKPOINT_EVERY = 10;

/** A short SHA-256 of G's JSON: 16 hex digits. */
export const hashState = (G: unknown): string =>
  createHash('sha256').update(JSON.stringify(G)).digest('hex').slice(0, 16);

/**
 * One transcript line: the game's own `describeMove` (told the state after, so it can say what chance
 * decided), then the exact action; just the action for a game without one.
 */
function transcriptLine(module: GameModule, action: RecordedAction, before: unknown, after: unknown): string {
  const exact = describeAction(action);
  if (!module.describeMove) return exact;
  const move = { move: action.move, args: action.args };
  return `${module.describeMove(before, move, action.playerID, after)} — ${exact}`;
}

/** Play a seeded random game (uniform over seats, then over `enumerate`) and record it. */
export function recordGolden(module: GameModule, spec: GoldenSpec): Golden {
  return quietly(() => {
    const match = new ReducerMatch(module, spec.seed, spec.numPlayers, spec.setupData);
    const policy = rngFromSeed(`${spec.seed}/golden`);
    const golden: Golden = {
      ...spec,
      actions: [],
      transcript: [],
      checkpoints: { '0': hashState(match.G) },
      gameover: null,
    };
    while (match.ctx.gameover === undefined && golden.actions.length < module.descriptor.maxMoves) {
      const seat = pick(policy, match.activeSeats());
      const action = toRecorded(seat, pick(policy, match.enumerate(seat)));
      const where = `${match.ctx.phase ?? '-'} t${match.ctx.turn}`;
      const before = match.G;
      const applied = match.apply(action);
      if (!applied.ok)
        throw new Error(`recording ${spec.name}: ${describeAction(action)} rejected (${applied.error})`);
      golden.actions.push(action);
      golden.transcript.push(
        `${golden.actions.length}. [${where}] ${transcriptLine(module, action, before, match.G)}`,
      );
      if (golden.actions.length % CHECKPOINT_EVERY === 0)
        golden.checkpoints[golden.actions.length] = hashState(match.G);
    }
    golden.checkpoints[golden.actions.length] = hashState(match.G);
    golden.gameover = match.ctx.gameover ?? null;
    golden.transcript.push(`gameover: ${JSON.stringify(golden.gameover)}`);
    return golden;
  });
}

/** A replay's outcome: `ok`, or the first step (move count) where it diverged and how. */
export type ReplayResult = { ok: true } | { ok: false; step: number; message: string };

/** Replay a golden through the reducer and report the first divergence. */
export function replayGolden(module: GameModule, golden: Golden): ReplayResult {
  return quietly(() => {
    const match = new ReducerMatch(module, golden.seed, golden.numPlayers, golden.setupData);
    if (hashState(match.G) !== golden.checkpoints['0'])
      return { ok: false, step: 0, message: 'the initial state differs' };
    let lastGood = { step: 0, G: match.G as unknown };
    for (const [i, action] of golden.actions.entries()) {
      const applied = match.apply(action);
      if (!applied.ok)
        return {
          ok: false,
          step: i + 1,
          message: `${describeAction(action)} is now rejected (${applied.error}); the golden said: ${golden.transcript[i]}`,
        };
      const step = i + 1;
      const expected = golden.checkpoints[String(step)];
      if (expected !== undefined) {
        if (hashState(match.G) !== expected)
          return {
            ok: false,
            step,
            message: `G differs from the recording between moves ${lastGood.step} and ${step}`,
          };
        lastGood = { step, G: match.G };
      }
    }
    const d = firstDifference(match.ctx.gameover ?? null, golden.gameover);
    if (d) return { ok: false, step: golden.actions.length, message: `the game ended differently: ${d}` };
    return { ok: true };
  });
}
