// biome-ignore-all lint/suspicious/noExplicitAny: each game reads its own state's scenario field
import type { GameModule } from '@skald/core';
import { QUESTS } from '@skald/orcquest-warpath';
import { SCENARIOS, type ScenarioId } from '@skald/valheim';

interface ScenarioWords {
  /** The scenario's name as its game prints it. */
  name(id: string): string | undefined;
  /** The scenario a match (its state or view) plays. */
  current(G: any): string;
  /** Whether these setup options start a new campaign (absent: any match of the game is a campaign's). */
  startsCampaign?(setupData: Record<string, unknown>): boolean;
}

/** By game id: how a player reads a campaign's scenario ids. */
const WORDS: Record<string, ScenarioWords> = {
  valheim: {
    name: (id) => SCENARIOS[id as ScenarioId]?.name,
    current: (G) => G.scenario,
    startsCampaign: (setupData) => setupData.mode === 'campaign',
  },
  'orcquest-warpath': {
    name: (id) => QUESTS[id]?.name,
    current: (G) => G.quest,
  },
};

/** A scenario's name (a game without names: its place in the campaign, "scenario 2 of 3"). */
export function scenarioName(module: GameModule, id: string): string {
  const named = WORDS[module.descriptor.id]?.name(id);
  if (named) return named;
  const order = module.campaign?.scenarios ?? [];
  return `scenario ${order.indexOf(id) + 1} of ${order.length}`;
}

/** The scenario a finished match played, where the game says (else null). */
export function currentScenario(module: GameModule, G: unknown): string | null {
  const words = WORDS[module.descriptor.id];
  try {
    return words ? words.current(G) : null;
  } catch {
    return null;
  }
}

/** Whether a match with these options begins a new campaign (rather than a single scenario). */
export function startsCampaign(module: GameModule, setupData: Record<string, unknown>): boolean {
  return WORDS[module.descriptor.id]?.startsCampaign?.(setupData) ?? true;
}
