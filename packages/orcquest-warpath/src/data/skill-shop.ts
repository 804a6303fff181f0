import type { HeroId } from './heroes.js';
import { LEARNABLE, type SkillCard } from './skills.js';

/** A Skill card the Heroes buy with Badass points at the End of Turn (lines 679-684). */
export interface ShopCard extends SkillCard {
  /** Its Badass-point value, on its back (10, 20 or 30). */
  readonly cost: 10 | 20 | 30;
  /** The card code (WP number). */
  readonly code: string;
}

/**
 * The buyable cards implemented. Codes, names and costs are public (lotius/OrcQuestTracker, reference
 * -extra A.3); the effects are assumed: the second Combat card is taken to be the starting one's twin, and
 * Orrus's Lightning Attack costs 1 Action and 1 Badass point as the rulebook's example says (line 416).
 * The other 48 buyable cards (Boosts, Passives, Reactions whose texts are not public) are not in the game.
 */
const combat = (hero: HeroId, code: string): ShopCard => ({
  id: `${hero}-combat-2`,
  code,
  hero,
  name: 'Combat',
  cost: 10,
  type: 'action',
  main: { ap: 1, badass: 0, attack: { brutality: 0 } },
  enhanced: { ap: 2, badass: 0, attack: { brutality: 1 } },
  source: 'assumed',
  text: 'Combat (a second card, 10 Badass points): 1 Action point to Attack with your equipped Stuff, or 2 to Attack with Brutality on one die.',
});

/** The tracker's card codes of the cards in data/skills.ts LEARNABLE. */
const SHOP_CODES: Readonly<Record<string, string>> = {
  'orrus-mighty': 'WP012',
  'thalla-point-blank': 'WP025',
  'mek-backstab': 'WP040',
  'mek-smoke-bomb': 'WP049',
  'mandar-resistance': 'WP058',
  'mandar-superior-healing': 'WP069',
  'orrus-shoving-kick': 'WP010',
};

/** The buyable Skill cards implemented, learnt for Badass points at the End of Turn. */
export const SHOP: readonly ShopCard[] = [
  {
    id: 'orrus-lightning',
    code: 'WP005',
    hero: 'orrus',
    name: 'Lightning Attack',
    cost: 10,
    type: 'action',
    main: { ap: 1, badass: 1, attack: { brutality: 1 } },
    enhanced: { ap: 2, badass: 1, attack: { brutality: 2 } },
    // The Combo mention: the rulebook's example uses it after Lightning Strike (line 416; assumed).
    combo: true,
    source: 'assumed',
    text: 'Lightning Attack (10 Badass points): 1 Action and 1 Badass point to Attack with Brutality on one die; 2 Action points and 1 Badass point for Brutality on two dice.',
  },
  combat('orrus', 'WP006'),
  combat('thalla', 'WP022'),
  combat('mek', 'WP042'),
  combat('mandar', 'WP060'),
  // Mighty Attack, Point Blank, Backstab, Smoke Bomb, Resistance (data/skills.ts LEARNABLE).
  ...LEARNABLE.map((c) => ({ ...c, cost: c.cost ?? 10, code: SHOP_CODES[c.id] ?? '' })),
];

/** The buyable Skill card with this id, or undefined. */
export const shopCard = (id: string): ShopCard | undefined => SHOP.find((c) => c.id === id);
