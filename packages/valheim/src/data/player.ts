import type { Source } from './source.js';

/** Character numbers (lines 150–151, 183, 169, 489). */
export interface PlayerNumbers {
  readonly startHealth: number;
  readonly maxHealth: number;
  readonly startStamina: number;
  /** Ruling R1: 4 is the full stamina track. */
  readonly maxStamina: number;
  readonly actionsPerTurn: number;
  readonly moveDistance: number;
  /** Stamina to roll for a stag instead of spending an action (line 670). */
  readonly stagStaminaCost: number;
  readonly source: Source;
  readonly text: string;
}

export const PLAYER: PlayerNumbers = {
  startHealth: 7,
  maxHealth: 7,
  startStamina: 4,
  maxStamina: 4,
  actionsPerTurn: 3,
  moveDistance: 2,
  stagStaminaCost: 2,
  source: 'rulebook',
  text: 'You start with 7 health (the top of the track) and 4 stamina, take 3 actions a turn, and move up to 2 spaces per move action.',
};
