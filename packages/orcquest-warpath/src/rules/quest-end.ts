import { type HeroCarry, heroesCarry } from '../campaign.js';
import type { OrcQuestState } from '../state.js';

/** What carries over to the next Quest: the Badass Track (line 161), the Heroes' cards and Skills (line 739). */
export interface QuestSave {
  version: 1;
  quest: string;
  won: boolean;
  badass: number;
  badassLimit: number;
  heroes: HeroCarry[];
}

export const BADASS_LIMIT_MAX = 30;

/**
 * End of Quest (lines 730-740): dead Heroes come back for free and everyone is healed (nothing of that is
 * kept in the save); the Badass Limit lowered by resurrections is raised back toward 30, 1 Badass point per
 * step. Short of points, the Heroes repay what they can and the rest of the debt stays on the Limit (ruling
 * R53). Every card and learnt Skill is kept (line 739).
 */
export function questSave(G: OrcQuestState): QuestSave | null {
  if (!G.result) return null;
  return {
    version: 1,
    quest: G.quest,
    won: 'score' in G.result && G.result.score === 1,
    ...repaidTrack(G),
    heroes: heroesCarry(G),
  };
}

/** The Badass Track after the end-of-Quest repayment: each point left raises the Limit by 1 toward 30. */
export function repaidTrack(G: OrcQuestState): { badass: number; badassLimit: number } {
  const repay = Math.max(0, Math.min(G.badass, BADASS_LIMIT_MAX - G.badassLimit));
  return { badass: G.badass - repay, badassLimit: G.badassLimit + repay };
}

/** The next Quest's setupData from a save. */
export const setupDataFromSave = (save: QuestSave): { badass: number; badassLimit: number } => ({
  badass: save.badass,
  badassLimit: save.badassLimit,
});
