/** The names of the conformance checks, how a check reports a failure, and how an action reads in one. */
import type { RecordedAction } from '../harness.js';

/** The name of one conformance check, as it appears in a failure and in test titles. */
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
  | 'events'
  | 'shape';

/** Every conformance check, in the order the suite reports them. */
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
  'shape',
];

/** One failed check: enough to replay the playout and find the move. */
export interface Failure {
  /** The check that failed. */
  check: CheckName;
  /** The seed of the playout that failed. */
  seed: string;
  /** How many moves into the playout it failed (0: at setup). */
  step: number;
  /** What was wrong, in words. */
  message: string;
}

export type Fail = (check: CheckName, seed: string, step: number, message: string) => void;

/** An action as one line: `p<seat> <move>(<args as JSON>)`. */
export function describeAction(action: RecordedAction): string {
  return `p${action.playerID} ${action.move}(${action.args.map((a) => JSON.stringify(a)).join(', ')})`;
}

/** One player count and setupData the suite plays. */
export interface MatrixEntry {
  /** Number of seats. */
  numPlayers: number;
  /** The game's setup options for this entry, if any. */
  setupData?: Record<string, unknown>;
  /** Shown in test titles and seeds; defaults to the player count and setupData. */
  label?: string;
}
