import { resolveSetupData } from '@skald/core';
import { descriptor } from './descriptor.js';
import type { TemplateGameState } from './state.js';

export interface TemplateGameSetupData {
  target: number;
}

/** The initial state. Invalid setupData never reaches here: the Lobby runs `setupValidator` first. */
export function setupState(numPlayers: number, setupData: unknown): TemplateGameState {
  const options = resolveSetupData<Record<string, number>>(descriptor, setupData);
  const target = options.ok ? (options.value.target ?? 30) : 30;
  return {
    scores: Array.from({ length: numPlayers }, () => 0),
    turnTotal: 0,
    lastRoll: null,
    current: 0,
    target,
    result: null,
  };
}
