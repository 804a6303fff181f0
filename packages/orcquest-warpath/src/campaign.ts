import { type CampaignSave, defineCampaign, isInt, isPlainObject, type StructuredOption } from '@skald/core';
import { ENCHANTS } from './data/enchants.js';
import { HERO_IDS, type HeroId } from './data/heroes.js';
import { cardKind } from './data/loot.js';
import { CAMPAIGN_QUESTS } from './data/quests.js';
import { SHOP } from './data/skill-shop.js';
import { type HeroCarry, heroesCarry, repaidTrack } from './rules/phases/quest-end.js';
import type { Item, OrcQuestState } from './state.js';

/**
 * What carries from one Quest to the next: the Badass Track (line 161) and each Hero's cards and learnt
 * Skills (line 739). `heroes` is absent in a new campaign (starting Stuff, no Skill learnt).
 */
export interface OrcQuestCarry {
  /** Badass points on the Badass Track. */
  badass: number;
  /** The Badass Limit. */
  badassLimit: number;
  /** Each Hero's cards and learnt Skills; absent in a new campaign. */
  heroes?: HeroCarry[];
}

/** A campaign save of OrcQuest (core's versioned save): the next Quest and what it carries. */
export type OrcQuestSave = CampaignSave<OrcQuestCarry>;

/** A new campaign: the Badass token on the skull, the Limit on 30 (line 162). */
export const NEW_CAMPAIGN: OrcQuestCarry = { badass: 0, badassLimit: 30 };

/**
 * The campaign (core's versioned saves): Chapter 1, Quests 1 to 3. A won Quest leads to the next with the
 * Badass Track after the end-of-Quest repayment of the Limit (lines 730-740, ruling R53) and the Heroes'
 * cards and Skills; a lost one is played again as it began (line 161). Winning Quest 3 ends the campaign
 * here (Quest 4 is not implemented).
 */
export const orcQuestCampaign = defineCampaign<OrcQuestCarry, OrcQuestState>({
  id: 'orcquest-warpath',
  version: 1,
  scenarios: CAMPAIGN_QUESTS.map((q) => q.id),
  next(G) {
    if (!G.result || !('score' in G.result)) return undefined;
    if (G.result.score === 0) return { scenario: G.quest, carry: structuredClone(G.carryIn) };
    const next = CAMPAIGN_QUESTS[CAMPAIGN_QUESTS.findIndex((q) => q.id === G.quest) + 1];
    return next ? { scenario: next.id, carry: { ...repaidTrack(G), heroes: heroesCarry(G) } } : undefined;
  },
  validateCarry(raw) {
    const keys = isPlainObject(raw) ? Object.keys(raw).sort().join() : '';
    if (
      !isPlainObject(raw) ||
      (keys !== 'badass,badassLimit' && keys !== 'badass,badassLimit,heroes') ||
      !isInt(raw.badassLimit, 10, 30) ||
      !isInt(raw.badass, 0, raw.badassLimit as number)
    )
      return { ok: false, error: 'carry is { badass: 0–badassLimit, badassLimit: 10–30, heroes? }' };
    const carry: OrcQuestCarry = { badass: raw.badass as number, badassLimit: raw.badassLimit as number };
    if (raw.heroes !== undefined) {
      if (
        !Array.isArray(raw.heroes) ||
        raw.heroes.length > 4 ||
        !raw.heroes.every(isHeroCarry) ||
        new Set(raw.heroes.map((h: HeroCarry) => h.hero)).size !== raw.heroes.length
      )
        return {
          ok: false,
          error: 'carry.heroes is a list of { hero, gear, inventory, learned }, one per Hero',
        };
      carry.heroes = structuredClone(raw.heroes as HeroCarry[]);
    }
    return { ok: true, value: carry };
  },
});

/** `setupData.heroes`: one distinct Hero per seat (absent: seat i plays the i-th Hero). */
export const lineupOption: StructuredOption<HeroId[]> = {
  label: 'Heroes',
  help: 'One Hero per seat, in seat order (default: Orrus, Thalla, Mek, Mandar).',
  validate(raw, numPlayers) {
    if (
      !Array.isArray(raw) ||
      raw.length < 1 ||
      raw.length > 4 ||
      (numPlayers !== undefined && raw.length !== numPlayers) ||
      !raw.every((h) => HERO_IDS.includes(h as HeroId)) ||
      new Set(raw).size !== raw.length
    )
      return { ok: false, error: 'heroes is a list of distinct Hero ids, one per seat' };
    return { ok: true, value: raw.slice() as HeroId[] };
  },
};

function isItem(v: unknown): v is Item {
  if (!isPlainObject(v) || Object.keys(v).sort().join() !== 'card,enchants,fresh,rekup') return false;
  if (typeof v.card !== 'string' || cardKind(v.card) === null) return false;
  if (typeof v.rekup !== 'boolean' || typeof v.fresh !== 'boolean' || !Array.isArray(v.enchants))
    return false;
  return (
    v.enchants.length <= 2 &&
    v.enchants.every(
      (e) =>
        isPlainObject(e) &&
        ENCHANTS.some((c) => c.id === e.id) &&
        typeof e.enhanced === 'boolean' &&
        isInt(e.progress, 0, 1000),
    )
  );
}

function isHeroCarry(v: unknown): v is HeroCarry {
  if (!isPlainObject(v) || !HERO_IDS.includes(v.hero as HeroId)) return false;
  const g = v.gear;
  if (!isPlainObject(g) || !Array.isArray(g.hands) || g.hands.length > 2 || !g.hands.every(isItem))
    return false;
  if ((g.body !== null && !isItem(g.body)) || (g.artifact !== null && !isItem(g.artifact))) return false;
  if (!Array.isArray(v.inventory) || v.inventory.length > 60 || !v.inventory.every(isItem)) return false;
  return (
    Array.isArray(v.learned) && v.learned.every((id) => SHOP.some((c) => c.id === id && c.hero === v.hero))
  );
}
