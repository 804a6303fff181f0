import { type Rng, resolveSetupData } from '@skald/core';
import type { Mode, OrlogRules } from './data/rulings.js';
import { descriptor } from './descriptor.js';
import { initialState } from './rules/match.js';
import type { OrlogState } from './state.js';

/** The match's setup options: the mode and one value per ruling (README "Setup data"). */
export interface OrlogSetupData extends Record<string, string | number | boolean> {
  /** Beginner (default), casual or expert. */
  mode: Mode;
  /** Týr's Pledge priority, 1–4 (ruling R1, default 3). */
  tyrPriority: number;
  /** Víðarr's Might level-2 cost, 3–4 (ruling R2, default 4). */
  vidarrCost2: number;
  /** Skaði's Hunt costs per level (ruling R3, default `6/10/14`). */
  skadiCosts: OrlogRules['skadiCosts'];
  /** How Freyja's extra dice are chosen (ruling R4, default `random`). */
  freyjaDice: OrlogRules['freyjaDice'];
  /** Freyr's Gift on a tie for the majority face (ruling R5, default `choice`). */
  freyrTieBreak: OrlogRules['freyrTieBreak'];
  /** Lowest HP a sacrifice may leave, 0–1 (ruling R6, default 1). */
  sacrificeFloor: number;
}

/** Validated setup data with defaults filled in; throws on data `validateSetupData` would reject. */
export function resolveOrlogSetup(raw: unknown): OrlogSetupData {
  const result = resolveSetupData<OrlogSetupData>(descriptor, raw);
  if (!result.ok) throw new Error(`orlog: invalid setupData: ${result.error}`);
  return result.value;
}

/** A new match state from raw setup data (the same function the Game's `setup` calls). */
export function setupState(raw: unknown, rng: Rng): OrlogState {
  const { mode, ...rules } = resolveOrlogSetup(raw);
  return initialState(mode, rules as OrlogRules, rng);
}
