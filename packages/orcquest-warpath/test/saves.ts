import { newItem } from '../src/rules/characters/gear.js';

// Campaign saves that open the later Quests and the camp, for tests and scripts that play every Quest.

/** Quest 2 after Quest 1, with a few Badass points. */
export const QUEST2_SAVE = {
  campaign: 'orcquest-warpath',
  version: 1,
  scenario: 'c1q2',
  carry: { badass: 6, badassLimit: 30 },
};

/**
 * Quest 3 with every learnable card carried and Badass points to spend: Combos, Boosts, Smoke Bombs and
 * learning come up in random play.
 */
export const QUEST3_SAVE = {
  campaign: 'orcquest-warpath',
  version: 1,
  scenario: 'c1q3',
  carry: { badass: 25, badassLimit: 30 },
};

/** Quest 2 after a won Quest 1: it opens at camp, the exchange step between Quests (rules/phases/camp.ts). */
export const CAMP_SAVE = {
  ...QUEST2_SAVE,
  carry: {
    badass: 24,
    badassLimit: 30,
    heroes: [
      {
        hero: 'orrus',
        gear: { hands: [newItem('sword')], body: null, artifact: null },
        inventory: [newItem('bow'), newItem('wood2'), newItem('usoholi')],
        learned: ['orrus-lightning'],
      },
    ],
  },
};
