import { type CampaignSave, defineCampaign, isInt, isPlainObject } from '@skald/core';
import { CAMPAIGN_QUESTS } from './data/quests.js';
import { repaidTrack } from './rules/quest-end.js';
import type { OrcQuestState } from './state.js';

/** What carries from one Quest to the next: the Badass Track (line 161). Skills and Loot are not implemented. */
export interface OrcQuestCarry {
  badass: number;
  badassLimit: number;
}

export type OrcQuestSave = CampaignSave<OrcQuestCarry>;

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
    return next ? { scenario: next.id, carry: repaidTrack(G) } : undefined;
  },
  validateCarry(raw) {
    if (
      !isPlainObject(raw) ||
      Object.keys(raw).sort().join() !== 'badass,badassLimit' ||
      !isInt(raw.badassLimit, 10, 30) ||
      !isInt(raw.badass, 0, raw.badassLimit as number)
    )
      return { ok: false, error: 'carry is { badass: 0–badassLimit, badassLimit: 10–30 }' };
    return { ok: true, value: { badass: raw.badass as number, badassLimit: raw.badassLimit as number } };
  },
});
