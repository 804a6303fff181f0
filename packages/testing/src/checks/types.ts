/** The names of the conformance checks, how a check reports a failure, and how an action reads in one. */
import type { RecordedAction } from '../harness.js';

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

export interface Failure {
  check: CheckName;
  seed: string;
  step: number;
  message: string;
}

export type Fail = (check: CheckName, seed: string, step: number, message: string) => void;

export function describeAction(action: RecordedAction): string {
  return `p${action.playerID} ${action.move}(${action.args.map((a) => JSON.stringify(a)).join(', ')})`;
}

/** One player count and setupData the suite plays. */
export interface MatrixEntry {
  numPlayers: number;
  setupData?: Record<string, unknown>;
  /** Shown in test titles and seeds; defaults to the player count and setupData. */
  label?: string;
}
