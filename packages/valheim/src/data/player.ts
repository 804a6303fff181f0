import type { Source } from './source.js';

/** Character numbers (lines 150–151, 183, 169, 489). */
export interface PlayerNumbers {
  /** health at the start of a scenario (line 150) */
  readonly startHealth: number;
  /** the top of the health track */
  readonly maxHealth: number;
  /** stamina at the start of a scenario (line 150) */
  readonly startStamina: number;
  /** Ruling R1: 4 is the full stamina track. */
  readonly maxStamina: number;
  /** actions per turn while exploring (line 169) */
  readonly actionsPerTurn: number;
  /** spaces per move action (line 211) */
  readonly moveDistance: number;
  /** Stamina to roll for a stag instead of spending an action (line 670). */
  readonly stagStaminaCost: number;
  /** provenance: rulebook */
  readonly source: Source;
  /** the numbers in a sentence, for players */
  readonly text: string;
}

/** Every character's numbers (the rulebook's). */
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
