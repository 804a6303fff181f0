// biome-ignore-all lint/suspicious/noExplicitAny: each game reads its own state's scenario field
import type { GameModule } from '@skald/core';

/** How a player reads a campaign's scenario ids, for games that name them (in the game's `GameUi`). */
export interface ScenarioWords {
  /** The scenario's name as its game prints it. */
  name(id: string): string | undefined;
  /** The scenario a match (its state or view) plays. */
  current(G: any): string;
  /** Whether these setup options start a new campaign (absent: any match of the game is a campaign's). */
  startsCampaign?(setupData: Record<string, unknown>): boolean;
}

/** A scenario's name (a game without names: its place in the campaign, "scenario 2 of 3"). */
export function scenarioName(module: GameModule, words: ScenarioWords | undefined, id: string): string {
  const named = words?.name(id);
  if (named) return named;
  const order = module.campaign?.scenarios ?? [];
  return `scenario ${order.indexOf(id) + 1} of ${order.length}`;
}

/** The scenario a finished match played, where the game says (else null). */
export function currentScenario(words: ScenarioWords | undefined, G: unknown): string | null {
  try {
    return words ? words.current(G) : null;
  } catch {
    return null;
  }
}

/** Whether a match with these options begins a new campaign (rather than a single scenario). */
export function startsCampaign(
  words: ScenarioWords | undefined,
  setupData: Record<string, unknown>,
): boolean {
  return words?.startsCampaign?.(setupData) ?? true;
}
