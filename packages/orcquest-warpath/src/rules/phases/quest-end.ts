import type { HeroId } from '../../data/heroes.js';
import type { Gear, Item, OrcQuestState } from '../../state.js';

/** What carries over to the next Quest: the Badass Track (line 161), the Heroes' cards and Skills (line 739). */
export interface QuestSave {
  /** Format version of this save (1). */
  version: 1;
  /** The Quest just played (id). */
  quest: string;
  /** Whether it was won. */
  won: boolean;
  /** Badass points on the Track after the end-of-Quest repayment. */
  badass: number;
  /** The Badass Limit after the end-of-Quest repayment. */
  badassLimit: number;
  /** What each Hero carries. */
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

/** What a Hero carries to the next Quest (line 739): their cards and the Skill cards they learnt. */
export interface HeroCarry {
  /** Which Hero. */
  hero: HeroId;
  /** Their equipped cards. */
  gear: Gear;
  /** Their Inventory. */
  inventory: Item[];
  /** The Skill cards they learnt (ids). */
  learned: string[];
}

/**
 * The Heroes' cards and Skills at the end of a Quest (all carried, line 739), then those of the Heroes who
 * sat this Quest out, as they brought them (ruling C2: a Hero keeps their cards for their return).
 */
export function heroesCarry(G: OrcQuestState): HeroCarry[] {
  const played: HeroCarry[] = G.heroes.map((h) => ({
    hero: h.hero,
    gear: structuredClone(h.gear),
    inventory: structuredClone(h.inventory).map((i) => ({ ...i, fresh: false })),
    learned: h.learned.slice(),
  }));
  // A Hero replaced at this Quest's start handed everything on (ruling C4): nothing of theirs is left.
  const away = (G.carryIn.heroes ?? []).filter(
    (c) => !G.heroes.some((h) => h.hero === c.hero || h.replaces === c.hero),
  );
  return [...played, ...structuredClone(away)];
}
