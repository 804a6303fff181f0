import { type Rng, resolveSetupData } from '@skald/core';
import type { Mode, OrlogRules } from './data/rulings.js';
import { descriptor } from './descriptor.js';
import { initialState } from './rules/match.js';
import type { OrlogState } from './state.js';

export interface OrlogSetupData extends Record<string, string | number | boolean> {
  mode: Mode;
  tyrPriority: number;
  vidarrCost2: number;
  skadiCosts: OrlogRules['skadiCosts'];
  freyjaDice: OrlogRules['freyjaDice'];
  freyrTieBreak: OrlogRules['freyrTieBreak'];
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
