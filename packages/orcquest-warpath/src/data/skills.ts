import { HERO_IDS, type HeroId } from './heroes.js';
import type { AttackType, DieColour, Provenance } from './types.js';

/** One effect of a Skill card: its cost and what it does (rulebook lines 224-251). */
export interface SkillEffect {
  /** Action points it costs. */
  readonly ap: number;
  /** Badass points it costs. */
  readonly badass: number;
  /** Movement points granted (a movement effect); with `attack`, the Attack follows the move. */
  readonly move?: number;
  /** Every step of the move in the same direction. */
  readonly straight?: boolean;
  /** Dodge (line 841): ignore the Attack's damage, then move 1 square ignoring Danger Zones. */
  readonly dodge?: boolean;
  /**
   * An Attack with the equipped Stuff: `brutality` raises results a colour (line 831), `precision`
   * rerolls Attack dice (862). A `zone` attack uses the card's own dice against every Enemy within its
   * Range (line 211). `burn` applies Burn X to every target (line 795).
   */
  readonly attack?: {
    readonly brutality: number;
    readonly precision?: number;
    readonly zone?: {
      readonly type: AttackType;
      readonly range: number;
      readonly dice: readonly DieColour[];
    };
    readonly burn?: number;
  };
  /**
   * A Boost (line 249): for the Hero's next Attack of this Action, `pointBlank` lets a Ranged option shoot
   * at Range 1, `breakthrough` lowers the defender's strongest Defense result a colour (line 856).
   */
  readonly boost?: { readonly pointBlank?: boolean; readonly breakthrough?: boolean };
  /** A Passive (line 251): Resistance adds an orange Defense result against every Enemy Attack (line 864). */
  readonly resistance?: boolean;
  /** Smoke Bomb (line 848): a Smoke token on the square, Invisible, then a Move of this many squares. */
  readonly smokeBomb?: number;
  /** Heal this much damage off a living Hero in Line of Sight (`heal` move, rules/heroes/resurrection.ts). */
  readonly heal?: number;
  /** Resurrection (line 865): a dead Hero in Line of Sight back with all Health points, the Limit untouched. */
  readonly resurrect?: boolean;
  /** Throw X (line 863): an Enemy beside the Hero thrown up to X squares (`hurl`, rules/heroes/throw.ts). */
  readonly throw?: number;
}

/**
 * One shape per kind: every card and effect written with all its keys, in one order (absent ones `undefined`,
 * which every rule reads as before). Cards written with only the keys they use each had their own hidden
 * class in V8, so the rules' reads of a card (`main`, `enhanced`, `cost`, `move`, `attack`) met a new one with
 * each new card and deoptimised while the JIT warmed up.
 */
function uniformSkills(cards: readonly SkillCard[]): SkillCard[] {
  return cards.map((c) => ({
    id: c.id,
    hero: c.hero,
    name: c.name,
    type: c.type,
    main: uniformEffect(c.main),
    enhanced: c.enhanced && uniformEffect(c.enhanced),
    combo: c.combo,
    cost: c.cost,
    source: c.source,
    text: c.text,
  }));
}

const uniformEffect = (e: SkillEffect): SkillEffect => ({
  ap: e.ap,
  badass: e.badass,
  move: e.move,
  straight: e.straight,
  dodge: e.dodge,
  attack: e.attack && {
    brutality: e.attack.brutality,
    precision: e.attack.precision,
    zone: e.attack.zone,
    burn: e.attack.burn,
  },
  boost: e.boost && { pointBlank: e.boost.pointBlank, breakthrough: e.boost.breakthrough },
  resistance: e.resistance,
  smokeBomb: e.smokeBomb,
  heal: e.heal,
  resurrect: e.resurrect,
  throw: e.throw,
});

/** Which effect a Hero uses: Main, Enhanced, or Main for free as a Combo (lines 407-417). */
export type EffectChoice = 'main' | 'enhanced' | 'combo';

/** A Skill card (lines 224-251): its type, Main and Enhanced effects with their costs, and its Hero. */
export interface SkillCard {
  /** Card id (`<hero>-move`, `<hero>-combat`, …). */
  readonly id: string;
  /** The Hero whose card it is. */
  readonly hero: HeroId;
  /** Card name. */
  readonly name: string;
  /** Action (used for Action points), Reaction, Boost or Passive (lines 224-251). */
  readonly type: 'action' | 'reaction' | 'boost' | 'passive';
  /** Its Main effect. */
  readonly main: SkillEffect;
  /** Its Enhanced effect, or null if it has none. */
  readonly enhanced: SkillEffect | null;
  /** The Combo mention (line 407): usable for free as a Combo, Main effect only. */
  readonly combo?: boolean;
  /** Badass points to learn it at the End of Turn (lines 679-684); none for a starting card. */
  readonly cost?: 10 | 20 | 30;
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

/**
 * Starting Movement and Combat cards. The card shape (Main / Enhanced, AP and Badass costs) is the
 * rulebook's; Mek's 7 / 10 squares are public (Kickstarter FR page, KS-FR); every other value is assumed
 * (reference A.3). The third, hero-specific starting card is not implemented.
 */
const movement = (hero: HeroId, main: number, enhanced: number, source: Provenance): SkillCard => ({
  id: `${hero}-move`,
  hero,
  name: 'Movement',
  type: 'action',
  main: { ap: 1, badass: 0, move: main },
  enhanced: { ap: 2, badass: 0, move: enhanced },
  source,
  text: `Movement: 1 Action point for ${main} Movement points, or 2 for ${enhanced}.`,
});

const combat = (hero: HeroId): SkillCard => ({
  id: `${hero}-combat`,
  hero,
  name: 'Combat',
  type: 'action',
  main: { ap: 1, badass: 0, attack: { brutality: 0 } },
  enhanced: { ap: 2, badass: 0, attack: { brutality: 1 } },
  source: 'assumed',
  text: 'Combat: 1 Action point to Attack with your equipped Stuff, or 2 to Attack with Brutality on one die.',
});

/**
 * The hero-specific starting cards (reference -extra A.3). Names: "Charging Attack" and "Wave of Fire"
 * are the rulebook's (lines 212, 517); "Smash Through", "Slip Away" and every effect are assumed (Mek's
 * dodge Reaction: rulebook line 246).
 */
const smashThrough: SkillCard = {
  id: 'orrus-smash',
  hero: 'orrus',
  name: 'Smash Through',
  type: 'action',
  main: { ap: 1, badass: 0, move: 3, attack: { brutality: 0 } },
  enhanced: { ap: 2, badass: 0, move: 3, attack: { brutality: 1 } },
  combo: true,
  source: 'assumed',
  text: 'Smash Through: move up to 3 squares, then Attack; Enhanced, the Attack has Brutality on one die.',
};
const chargingAttack: SkillCard = {
  id: 'thalla-charge',
  hero: 'thalla',
  name: 'Charging Attack',
  type: 'action',
  main: { ap: 1, badass: 0, move: 3, straight: true, attack: { brutality: 0 } },
  enhanced: { ap: 2, badass: 0, move: 3, straight: true, attack: { brutality: 0, precision: 1 } },
  combo: true,
  source: 'assumed',
  text: 'Charging Attack: run up to 3 squares in a straight line, then Attack; Enhanced, reroll 1 Attack die.',
};
const waveOfFire: SkillCard = {
  id: 'mandar-wave',
  hero: 'mandar',
  name: 'Wave of Fire',
  type: 'action',
  main: {
    ap: 1,
    badass: 0,
    attack: { brutality: 0, zone: { type: 'magic', range: 1, dice: ['grey'] }, burn: 1 },
  },
  enhanced: {
    ap: 2,
    badass: 0,
    attack: { brutality: 0, zone: { type: 'magic', range: 1, dice: ['grey', 'grey'] }, burn: 1 },
  },
  combo: true,
  source: 'assumed',
  text: 'Wave of Fire: a Magic Zone attack on every Enemy at Range 1 with 1 grey die (Enhanced: 2), setting them on fire (Burn 1).',
};

const slipAway: SkillCard = {
  id: 'mek-slip',
  hero: 'mek',
  name: 'Slip Away',
  type: 'reaction',
  main: { ap: 0, badass: 1, dodge: true },
  enhanced: null,
  source: 'assumed',
  text: 'Slip Away (Reaction, 1 Badass point): when an Enemy attacks Mek, he ignores the damage and steps 1 square away, free of Danger Zones (Dodge).',
};

/**
 * More Skill cards to learn at the End of Turn (lines 679-684; data/skill-shop.ts adds them to the shop).
 * Names and Badass costs are public (TRK, the fan tracker's purchasable lists: WP012 Mighty Attack 20, WP025 Point Blank 10,
 * WP040 Backstab 10, WP058 Resistance 10, WP010 Shoving Kick 10 (its Throw X assumed), WP069 Superior Healing 20, its Enhanced side Mandar's Resurrection as
 * reference -extra A.3 proposes); the rulebook's own examples fix Lightning Attack's cost of 1
 * Action point and 1 Badass point (line 416), Point Blank's Range 1 for 1 Badass point and Breakthrough for
 * 1 more (line 250), and a "Powerful Attack" as a Combo 2 (line 417). Every other effect is assumed.
 */
export const LEARNABLE: readonly SkillCard[] = uniformSkills([
  {
    id: 'orrus-mighty',
    hero: 'orrus',
    name: 'Mighty Attack',
    type: 'action',
    main: { ap: 1, badass: 0, attack: { brutality: 2 } },
    enhanced: { ap: 2, badass: 0, attack: { brutality: 2, precision: 1 } },
    combo: true,
    cost: 20,
    source: 'assumed',
    text: 'Mighty Attack (Combo): 1 Action point, an Attack with Brutality on two dice; Enhanced, 2 Action points and reroll 1 Attack die too.',
  },
  {
    id: 'thalla-point-blank',
    hero: 'thalla',
    name: 'Point Blank',
    type: 'boost',
    main: { ap: 0, badass: 1, boost: { pointBlank: true } },
    enhanced: { ap: 0, badass: 2, boost: { pointBlank: true, breakthrough: true } },
    cost: 10,
    source: 'assumed',
    text: 'Point Blank (Boost): 1 Badass point, your next Ranged Attack this Action may hit at Range 1; 2 Badass points, with Breakthrough as well (the defender’s strongest Defense result drops a colour).',
  },
  {
    id: 'mek-backstab',
    hero: 'mek',
    name: 'Backstab',
    type: 'action',
    main: { ap: 1, badass: 0, attack: { brutality: 1 } },
    enhanced: { ap: 2, badass: 0, attack: { brutality: 2 } },
    combo: true,
    cost: 10,
    source: 'assumed',
    text: 'Backstab (Combo): 1 Action point, an Attack with Brutality on one die; Enhanced, 2 Action points and on two dice.',
  },
  {
    id: 'mek-smoke-bomb',
    hero: 'mek',
    name: 'Smoke Bomb',
    type: 'reaction',
    main: { ap: 0, badass: 1, smokeBomb: 3 },
    enhanced: null,
    cost: 20,
    source: 'assumed',
    text: 'Smoke Bomb (Reaction, 1 Badass point): before an Enemy Attack lands, Mek drops a Smoke token on his square, turns Invisible and moves up to 3 squares, free of Danger Zones — the Attack is lost unless the Enemy can still reach and see him.',
  },
  {
    id: 'mandar-resistance',
    hero: 'mandar',
    name: 'Resistance',
    type: 'passive',
    main: { ap: 0, badass: 0, resistance: true },
    enhanced: null,
    cost: 10,
    source: 'assumed',
    text: 'Resistance (Passive): every Enemy Attack on Mandar meets an extra orange Defense result.',
  },
  {
    id: 'orrus-shoving-kick',
    hero: 'orrus',
    name: 'Shoving Kick',
    type: 'action',
    main: { ap: 1, badass: 0, throw: 2 },
    enhanced: { ap: 2, badass: 0, throw: 3 },
    cost: 10,
    source: 'assumed',
    text: 'Shoving Kick: 1 Action point, Throw 2 — an Enemy beside Orrus (not a Boss, not Massive) flies up to 2 squares in a straight line and lands facing the way he chooses; whatever it meets hurts it (1 automatic damage), a Character it meets too; Enhanced, 2 Action points, Throw 3.',
  },
  {
    id: 'mandar-superior-healing',
    hero: 'mandar',
    name: 'Superior Healing',
    type: 'action',
    main: { ap: 1, badass: 0, heal: 3 },
    enhanced: { ap: 2, badass: 0, resurrect: true },
    cost: 20,
    source: 'assumed',
    text: 'Superior Healing: 1 Action point, a Hero in Mandar’s Line of Sight (or Mandar) heals 3 damage; Enhanced, 2 Action points: Resurrection — a dead Hero in his Line of Sight comes back with all their Health points, without lowering the Badass Limit.',
  },
]);

/** Every implemented Skill card: each Hero's starting Movement, Combat and own card, then LEARNABLE. */
export const SKILLS: readonly SkillCard[] = [
  ...uniformSkills([
    movement('orrus', 5, 8, 'assumed'),
    combat('orrus'),
    smashThrough,
    movement('thalla', 5, 8, 'assumed'),
    combat('thalla'),
    chargingAttack,
    movement('mek', 7, 10, 'public'),
    combat('mek'),
    slipAway,
    movement('mandar', 4, 6, 'assumed'),
    combat('mandar'),
    waveOfFire,
  ]),
  ...LEARNABLE,
];

/** Lookups by id and by Hero, derived once from SKILLS at load (the rules ask them for every legal-move list). */
const BY_ID: ReadonlyMap<string, SkillCard> = new Map(
  SKILLS.filter((s, i) => SKILLS.findIndex((t) => t.id === s.id) === i).map((s) => [s.id, s]),
);
interface HeroSkills {
  special?: string;
  /** The card `special` names (read once: legal-move lists ask for it with every list). */
  specialCard?: SkillCard;
  reaction?: string;
  cards: readonly SkillCard[];
  /** The cards in play before any is learnt: `cards` without those that cost Badass points. */
  starting: readonly SkillCard[];
  move?: SkillCard;
  combat?: SkillCard;
}
function skillsOfHero(hero: HeroId): HeroSkills {
  const special = SKILLS.find(
    (s) => s.hero === hero && s.type === 'action' && !s.cost && s.name !== 'Movement' && s.name !== 'Combat',
  )?.id;
  const cards = SKILLS.filter((s) => s.hero === hero);
  return {
    move: BY_ID.get(`${hero}-move`),
    combat: BY_ID.get(`${hero}-combat`),
    special,
    specialCard: special === undefined ? undefined : BY_ID.get(special),
    reaction: SKILLS.find((s) => s.hero === hero && s.type === 'reaction' && !s.cost)?.id,
    cards,
    starting: cards.filter((s) => !s.cost),
  };
}
const PER_HERO: ReadonlyMap<HeroId, HeroSkills> = new Map(HERO_IDS.map((h) => [h, skillsOfHero(h)]));
const heroSkills = (hero: HeroId): HeroSkills => PER_HERO.get(hero) ?? skillsOfHero(hero);

/** The card id of a Hero's hero-specific starting Action card, if any. */
export const specialCardOf = (hero: HeroId): string | undefined => heroSkills(hero).special;
/** `skillById(specialCardOf(hero))`: the card itself. */
export const specialSkillOf = (hero: HeroId): SkillCard | undefined => heroSkills(hero).specialCard;

/** The Hero's Reaction card, if any. */
export const reactionCardOf = (hero: HeroId): string | undefined => heroSkills(hero).reaction;

/** The Hero's Movement and Combat cards (`<hero>-move`, `<hero>-combat`); undefined for no Hero. */
export const moveCardOf = (hero: HeroId | undefined): SkillCard | undefined =>
  hero === undefined ? undefined : heroSkills(hero).move;
/** The Hero's starting Combat card (`<hero>-combat`); undefined for no Hero. */
export const combatCardOf = (hero: HeroId | undefined): SkillCard | undefined =>
  hero === undefined ? undefined : heroSkills(hero).combat;

/** The Skill card with this id, or undefined. */
export const skillById = (id: string): SkillCard | undefined => BY_ID.get(id);
/** Every Skill card of a Hero in SKILLS (starting and learnable), as a fresh array. */
export const skillsOf = (hero: HeroId): SkillCard[] => heroSkills(hero).cards.slice();
/**
 * The cards a Hero has in play: the starting ones and those learnt (`learned`). Before anything is learnt, the
 * Hero's starting list, shared (read only); the Enemy Attack asks it per Attack (Reactions, Resistance).
 */
export function cardsInPlay(hero: HeroId, learned: readonly string[]): readonly SkillCard[] {
  const skills = heroSkills(hero);
  if (learned.length === 0) return skills.starting;
  return skills.cards.filter((s) => !s.cost || learned.includes(s.id));
}
