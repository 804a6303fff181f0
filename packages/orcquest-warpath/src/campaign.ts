import { type CampaignSave, defineCampaign, isInt, isPlainObject } from '@skald/core';
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
 * The campaign (core's versioned saves). Only Chapter 1 Quest 1 is implemented, so a won Quest ends the
 * campaign here; a lost one is played again with the Badass Track it began with.
 */
export const orcQuestCampaign = defineCampaign<OrcQuestCarry, OrcQuestState>({
  id: 'orcquest-warpath',
  version: 1,
  scenarios: ['c1q1'],
  next(G) {
    if (G.result && 'score' in G.result && G.result.score === 0)
      return { scenario: G.quest, carry: { ...G.carryIn } };
    return undefined;
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
