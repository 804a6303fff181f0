import { type CampaignSave, defineCampaign, isInt, isPlainObject } from '@skald/core';
import { CAMPAIGN_QUESTS } from './data/quests.js';
import { LEARNABLE } from './data/skills.js';
import { repaidTrack } from './rules/quest-end.js';
import type { OrcQuestState } from './state.js';

/**
 * What carries from one Quest to the next: the Badass Track (line 161) and the Skill cards learnt (line 745,
 * `skills`: card ids of data/skills.ts LEARNABLE, each naming its Hero; absent when none). Loot is not
 * implemented.
 */
export interface OrcQuestCarry {
  badass: number;
  badassLimit: number;
  skills?: string[];
}

export type OrcQuestSave = CampaignSave<OrcQuestCarry>;

/** A non-empty list of distinct learnable card ids (a save's learnt Skills). */
const validSkills = (v: unknown): boolean =>
  Array.isArray(v) &&
  v.length > 0 &&
  v.length <= LEARNABLE.length &&
  new Set(v).size === v.length &&
  v.every((id) => typeof id === 'string' && LEARNABLE.some((c) => c.id === id));

/** A new campaign: the Badass token on the skull, the Limit on 30 (line 162). */
export const NEW_CAMPAIGN: OrcQuestCarry = { badass: 0, badassLimit: 30 };

/**
 * The campaign (core's versioned saves): Chapter 1, Quests 1 and 2. A won Quest leads to the next with the
 * Badass Track after the end-of-Quest repayment of the Limit (lines 730-740, ruling R53); a lost one is
 * played again with the Track it began with (line 161). Winning Quest 2 ends the campaign here (Quest 3
 * is not implemented).
 */
export const orcQuestCampaign = defineCampaign<OrcQuestCarry, OrcQuestState>({
  id: 'orcquest-warpath',
  version: 1,
  scenarios: CAMPAIGN_QUESTS.map((q) => q.id),
  next(G) {
    if (!G.result || !('score' in G.result)) return undefined;
    if (G.result.score === 0) return { scenario: G.quest, carry: { ...G.carryIn } };
    const next = CAMPAIGN_QUESTS[CAMPAIGN_QUESTS.findIndex((q) => q.id === G.quest) + 1];
    // The Heroes keep every card learnt (line 745).
    const skills = G.heroes.flatMap((h) => h.learned);
    return next
      ? { scenario: next.id, carry: { ...repaidTrack(G), ...(skills.length ? { skills } : {}) } }
      : undefined;
  },
  validateCarry(raw) {
    const keys = isPlainObject(raw) ? Object.keys(raw).sort().join() : '';
    const skills = isPlainObject(raw) ? raw.skills : undefined;
    if (
      !isPlainObject(raw) ||
      (keys !== 'badass,badassLimit' && keys !== 'badass,badassLimit,skills') ||
      !isInt(raw.badassLimit, 10, 30) ||
      !isInt(raw.badass, 0, raw.badassLimit as number) ||
      (skills !== undefined && !validSkills(skills))
    )
      return {
        ok: false,
        error: 'carry is { badass: 0–badassLimit, badassLimit: 10–30, skills?: distinct learnable card ids }',
      };
    const value: OrcQuestCarry = { badass: raw.badass as number, badassLimit: raw.badassLimit as number };
    if (Array.isArray(skills)) value.skills = skills.slice() as string[];
    return { ok: true, value };
  },
});
