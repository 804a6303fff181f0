import type { EffectKind } from './effects.js';
import { type AttackLine, type Resources, STUFF, type StuffCard, type StuffKeywords } from './stuff.js';
import type { DieColour, HeroClass, Provenance } from './types.js';

/**
 * The Loot, Kraft and Relic cards (rulebook lines 438-487, 700-729). Values are public: the fan
 * transcription lotius/OrcQuestTracker `resources/data/orcquest.json` (reference rules-orcquest-valheim.md
 * A.4, "TRK"), except where an entry says `assumed`: the Rekup yield of Level 2 and 3 cards (the reference
 * did not copy them; assumed equal to the Level 1 card's), their weight and hands (assumed unchanged by
 * Kraft), every Potion and Relic effect (not public), and the Relic weights.
 */

const W: DieColour = 'white';
const G: DieColour = 'grey';
const B: DieColour = 'black';

const melee = (dice: DieColour[], extra: Partial<AttackLine> = {}): AttackLine => ({
  type: 'melee',
  range: null,
  dice,
  ...extra,
});
const ranged = (lo: number, hi: number, dice: DieColour[], extra: Partial<AttackLine> = {}): AttackLine => ({
  type: 'ranged',
  range: [lo, hi],
  dice,
  ...extra,
});
const magic = (lo: number, hi: number, dice: DieColour[], extra: Partial<AttackLine> = {}): AttackLine => ({
  type: 'magic',
  range: [lo, hi],
  dice,
  ...extra,
});

interface Line {
  name: string;
  slot: 'hand' | 'body';
  hands: number;
  weight: number;
  rekup: Resources;
  only?: HeroClass;
  /** Per Level: attacks, Defense dice, keywords, Dual, the Kraft Plan to the next Level, the text. */
  levels: {
    attacks?: AttackLine[];
    defense?: DieColour[];
    keywords?: StuffKeywords;
    dual?: { dice?: DieColour[]; burn?: number };
    kraft?: Resources;
    text: string;
  }[];
}

/** Each Stuff name from Level 1 to 3 (reference A.4: the Level 1 deck WP073-101, Kraft decks WP145-188). */
const LINES: Record<string, Line> = {
  crossbow: {
    name: 'Crossbow',
    slot: 'hand',
    hands: 2,
    weight: 3,
    rekup: [2, 0, 0, 0],
    levels: [
      {
        attacks: [ranged(2, 6, [G, W], { rangeBonus: { heroClass: 'scout', x: 2 } })],
        kraft: [6, 3, 0, 2],
        text: 'Crossbow (two-handed): Ranged 2-6 with 1 grey and 1 white die; a Scout shoots 2 squares further.',
      },
      {
        attacks: [ranged(2, 6, [G, W, W], { rangeBonus: { heroClass: 'scout', x: 2 } })],
        kraft: [8, 4, 0, 5],
        text: 'Crossbow ★★: Ranged 2-6 with 1 grey and 2 white dice; a Scout shoots 2 squares further.',
      },
      {
        attacks: [ranged(2, 6, [B, W], { rangeBonus: { heroClass: 'scout', x: 3 } })],
        text: 'Crossbow ★★★: Ranged 2-6 with 1 black and 1 white die; a Scout shoots 3 squares further.',
      },
    ],
  },
  bow: {
    name: 'Bow',
    slot: 'hand',
    hands: 2,
    weight: 2,
    rekup: [1, 0, 0, 0],
    levels: [
      { text: 'Bow (two-handed): Ranged 2-6 with 1 grey die; a Scout adds 1 white die.' },
      {
        attacks: [ranged(2, 6, [G], { classBonus: { heroClass: 'scout', dice: [G] } })],
        kraft: [9, 0, 0, 6],
        text: 'Bow ★★: Ranged 2-6 with 1 grey die; a Scout adds 1 grey die.',
      },
      {
        attacks: [ranged(2, 6, [G, G], { classBonus: { heroClass: 'scout', dice: [G] } })],
        text: 'Bow ★★★: Ranged 2-6 with 2 grey dice; a Scout adds 1 grey die.',
      },
    ],
  },
  'studded-armor': {
    name: 'Studded Armor',
    slot: 'body',
    hands: 0,
    weight: 3,
    rekup: [0, 1, 2, 0],
    levels: [
      { defense: [W, W], kraft: [0, 5, 2, 0], text: 'Studded Armor (body): Defense 2 white dice.' },
      { defense: [G, W], kraft: [0, 7, 4, 4], text: 'Studded Armor ★★: Defense 1 grey and 1 white die.' },
      { defense: [G, W, W], text: 'Studded Armor ★★★: Defense 1 grey and 2 white dice.' },
    ],
  },
  'leather-armor': {
    name: 'Leather Armor',
    slot: 'body',
    hands: 0,
    weight: 2,
    rekup: [0, 0, 2, 0],
    levels: [
      { defense: [W], kraft: [0, 0, 4, 0], text: 'Leather Armor (body): Defense 1 white die.' },
      {
        defense: [W],
        keywords: { move: 1 },
        kraft: [0, 0, 6, 3],
        text: 'Leather Armor ★★: Defense 1 white die; +1 Movement point to every move.',
      },
      {
        defense: [W, W],
        keywords: { move: 2 },
        text: 'Leather Armor ★★★: Defense 2 white dice; +2 Movement points to every move.',
      },
    ],
  },
  chainmail: {
    name: 'Chainmail',
    slot: 'body',
    hands: 0,
    weight: 4,
    rekup: [0, 1, 0, 0],
    only: 'warrior',
    levels: [
      { defense: [G], kraft: [0, 7, 0, 2], text: 'Chainmail (body, Warrior only): Defense 1 grey die.' },
      {
        defense: [G, W],
        kraft: [0, 9, 0, 5],
        text: 'Chainmail ★★ (Warrior only): Defense 1 grey and 1 white die.',
      },
      { defense: [G, G], text: 'Chainmail ★★★ (Warrior only): Defense 2 grey dice.' },
    ],
  },
  wand: {
    name: 'Wand',
    slot: 'hand',
    hands: 1,
    weight: 1,
    rekup: [1, 0, 0, 0],
    only: 'sorcerer',
    levels: [
      {
        attacks: [magic(2, 4, [W])],
        dual: { burn: 1 },
        kraft: [5, 0, 0, 3],
        text: 'Wand (Sorcerer only): Magic 2-4 with 1 white die; Dual: Burn 1.',
      },
      {
        attacks: [magic(2, 4, [G])],
        dual: { burn: 1 },
        kraft: [7, 0, 0, 4],
        text: 'Wand ★★ (Sorcerer only): Magic 2-4 with 1 grey die; Dual: Burn 1.',
      },
      {
        attacks: [magic(2, 4, [G])],
        dual: { burn: 2 },
        text: 'Wand ★★★ (Sorcerer only): Magic 2-4 with 1 grey die; Dual: Burn 2.',
      },
    ],
  },
  staff: {
    name: 'Staff',
    slot: 'hand',
    hands: 1,
    weight: 2,
    rekup: [2, 0, 0, 0],
    levels: [
      { text: '' },
      {
        attacks: [magic(2, 4, [G, W]), magic(1, 1, [], { pushed: 2 })],
        kraft: [8, 0, 0, 6],
        text: 'Staff ★★: Magic 2-4 with 1 grey and 1 white die, or Magic at Range 1 that pushes the target 2 squares.',
      },
      {
        attacks: [magic(2, 5, [B, W]), magic(1, 1, [], { pushed: 3 })],
        text: 'Staff ★★★: Magic 2-5 with 1 black and 1 white die, or Magic at Range 1 that pushes the target 3 squares.',
      },
    ],
  },
  shield: {
    name: 'Shield',
    slot: 'hand',
    hands: 1,
    weight: 2,
    rekup: [0, 1, 2, 0],
    levels: [
      { defense: [G], kraft: [0, 6, 3, 0], text: 'Shield: Defense 1 grey die.' },
      {
        defense: [G],
        keywords: { heroClass: 'warrior', toughness: true },
        kraft: [0, 7, 4, 3],
        text: 'Shield ★★: Defense 1 grey die; a Warrior gains Toughness (one Defense result up a colour).',
      },
      {
        defense: [G, W],
        keywords: { heroClass: 'warrior', toughness: true },
        text: 'Shield ★★★: Defense 1 grey and 1 white die; a Warrior gains Toughness.',
      },
    ],
  },
  claymore: {
    name: 'Claymore',
    slot: 'hand',
    hands: 1,
    weight: 4,
    rekup: [0, 3, 0, 0],
    only: 'warrior',
    levels: [
      {
        attacks: [melee([G, W])],
        kraft: [0, 8, 0, 4],
        text: 'Claymore (Warrior only): Melee with 1 grey and 1 white die.',
      },
      {
        attacks: [melee([G, G])],
        kraft: [0, 9, 0, 7],
        text: 'Claymore ★★ (Warrior only): Melee with 2 grey dice.',
      },
      { attacks: [melee([B, G])], text: 'Claymore ★★★ (Warrior only): Melee with 1 black and 1 grey die.' },
    ],
  },
  skull: {
    name: 'Skull',
    slot: 'hand',
    hands: 1,
    weight: 1,
    rekup: [0, 0, 0, 1],
    only: 'sorcerer',
    levels: [
      { defense: [W], kraft: [0, 0, 0, 3], text: 'Skull (Sorcerer only): Defense 1 white die.' },
      {
        defense: [W, W],
        keywords: { tenacity: 1 },
        kraft: [0, 0, 0, 6],
        text: 'Skull ★★ (Sorcerer only): Defense 2 white dice; Tenacity 1 (reroll 1 Defense die).',
      },
      {
        defense: [G, W],
        keywords: { tenacity: 2 },
        text: 'Skull ★★★ (Sorcerer only): Defense 1 grey and 1 white die; Tenacity 2.',
      },
    ],
  },
  dagger: {
    name: 'Dagger',
    slot: 'hand',
    hands: 1,
    weight: 1,
    rekup: [0, 1, 0, 0],
    levels: [
      { text: '' },
      {
        attacks: [melee([G])],
        dual: { dice: [W] },
        kraft: [0, 7, 0, 5],
        text: 'Dagger ★★: Melee with 1 grey die; Dual: +1 white die.',
      },
      {
        attacks: [melee([G, W])],
        dual: { dice: [G] },
        text: 'Dagger ★★★: Melee with 1 grey and 1 white die; Dual: +1 grey die.',
      },
    ],
  },
  sword: {
    name: 'Sword',
    slot: 'hand',
    hands: 1,
    weight: 2,
    rekup: [0, 1, 0, 0],
    levels: [
      { text: '' },
      {
        attacks: [melee([G, W], { precision: { heroClass: 'warrior', x: 1 } })],
        kraft: [0, 8, 0, 5],
        text: 'Sword ★★: Melee with 1 grey and 1 white die; a Warrior has Precision 1.',
      },
      {
        attacks: [melee([B, W], { precision: { heroClass: 'warrior', x: 1 } })],
        text: 'Sword ★★★: Melee with 1 black and 1 white die; a Warrior has Precision 1.',
      },
    ],
  },
  hatchet: {
    name: 'Hatchet',
    slot: 'hand',
    hands: 1,
    weight: 1,
    rekup: [1, 1, 0, 0],
    levels: [
      {
        attacks: [melee([W, W]), ranged(2, 4, [W])],
        kraft: [3, 5, 0, 1],
        text: 'Hatchet: Melee with 2 white dice, or thrown: Ranged 2-4 with 1 white die.',
      },
      {
        attacks: [melee([G, W]), ranged(2, 4, [W, W])],
        kraft: [4, 6, 0, 3],
        text: 'Hatchet ★★: Melee with 1 grey and 1 white die, or Ranged 2-4 with 2 white dice.',
      },
      {
        attacks: [melee([G, G]), ranged(2, 4, [G, W])],
        text: 'Hatchet ★★★: Melee with 2 grey dice, or Ranged 2-4 with 1 grey and 1 white die.',
      },
    ],
  },
  kukri: {
    name: 'Kukri',
    slot: 'hand',
    hands: 1,
    weight: 1,
    rekup: [0, 1, 0, 0],
    levels: [
      {
        attacks: [melee([W, W])],
        keywords: { riposte: W },
        kraft: [0, 6, 0, 2],
        text: 'Kukri: Melee with 2 white dice; Riposte white (an attacker takes 1 white die, no Defense).',
      },
      {
        attacks: [melee([W, W])],
        keywords: { riposte: G },
        kraft: [0, 7, 0, 5],
        text: 'Kukri ★★: Melee with 2 white dice; Riposte grey.',
      },
      {
        attacks: [melee([G, W])],
        keywords: { riposte: G },
        text: 'Kukri ★★★: Melee with 1 grey and 1 white die; Riposte grey.',
      },
    ],
  },
  kunai: {
    name: 'Kunai',
    slot: 'hand',
    hands: 1,
    weight: 1,
    rekup: [0, 1, 0, 0],
    levels: [
      {
        attacks: [ranged(1, 4, [W, W])],
        keywords: { heroClass: 'rogue', atrocity: 1 },
        kraft: [0, 5, 0, 2],
        text: 'Kunai: Ranged 1-4 with 2 white dice; a Rogue has Atrocity 1 (reroll 1 Enemy Defense die).',
      },
      {
        attacks: [ranged(1, 4, [G, W])],
        keywords: { heroClass: 'rogue', atrocity: 1 },
        kraft: [0, 6, 0, 4],
        text: 'Kunai ★★: Ranged 1-4 with 1 grey and 1 white die; a Rogue has Atrocity 1.',
      },
      {
        attacks: [ranged(1, 4, [G, W])],
        keywords: { heroClass: 'rogue', atrocity: 2 },
        text: 'Kunai ★★★: Ranged 1-4 with 1 grey and 1 white die; a Rogue has Atrocity 2.',
      },
    ],
  },
  spear: {
    name: 'Spear',
    slot: 'hand',
    hands: 1,
    weight: 3,
    rekup: [2, 1, 0, 0],
    levels: [
      {
        attacks: [{ type: 'melee', range: [1, 2], dice: [W, W] }],
        kraft: [5, 4, 0, 3],
        text: 'Spear: Melee at Range 1-2 with 2 white dice.',
      },
      {
        attacks: [{ type: 'melee', range: [1, 2], dice: [G, W] }],
        kraft: [6, 6, 0, 5],
        text: 'Spear ★★: Melee at Range 1-2 with 1 grey and 1 white die.',
      },
      {
        attacks: [{ type: 'melee', range: [1, 2], dice: [B, W] }],
        text: 'Spear ★★★: Melee at Range 1-2 with 1 black and 1 white die.',
      },
    ],
  },
  rondache: {
    name: 'Rondache',
    slot: 'hand',
    hands: 1,
    weight: 1,
    rekup: [1, 1, 0, 0],
    levels: [
      {
        defense: [W],
        attacks: [melee([], { classBonus: { heroClass: 'rogue', dice: [W] } })],
        kraft: [3, 4, 0, 1],
        text: 'Rondache (small shield): Defense 1 white die; a Rogue adds 1 white die to Melee Attacks.',
      },
      {
        defense: [W, W],
        attacks: [melee([], { classBonus: { heroClass: 'rogue', dice: [W] } })],
        kraft: [5, 5, 0, 3],
        text: 'Rondache ★★: Defense 2 white dice; a Rogue adds 1 white die to Melee Attacks.',
      },
      {
        defense: [W, W],
        attacks: [melee([], { classBonus: { heroClass: 'rogue', dice: [G] } })],
        text: 'Rondache ★★★: Defense 2 white dice; a Rogue adds 1 grey die to Melee Attacks.',
      },
    ],
  },
  voulge: {
    name: 'Voulge',
    slot: 'hand',
    hands: 2,
    weight: 4,
    rekup: [1, 2, 0, 0],
    levels: [
      {
        attacks: [melee([G, W])],
        keywords: { heroClass: 'warrior', skewer: true },
        kraft: [3, 7, 0, 3],
        text: 'Voulge (two-handed): Melee with 1 grey and 1 white die; a Warrior Skewers (damage also hits the one behind).',
      },
      {
        attacks: [melee([G, W, W])],
        keywords: { heroClass: 'warrior', skewer: true },
        kraft: [5, 8, 0, 6],
        text: 'Voulge ★★: Melee with 1 grey and 2 white dice; a Warrior Skewers.',
      },
      {
        attacks: [melee([G, G, W])],
        keywords: { heroClass: 'warrior', skewer: true },
        text: 'Voulge ★★★: Melee with 2 grey and 1 white die; a Warrior Skewers.',
      },
    ],
  },
};

const idOf = (base: string, level: number): string => (level === 1 ? base : `${base}-${level}`);

/**
 * One shape per kind: every card, Attack line and keyword set written with all its keys, in one order (absent
 * ones `undefined`, which every rule reads as before). Cards written with only the keys they use each had their
 * own hidden class in V8, so the rules' reads of a card (`attacks`, `keywords`, `defense`) saw a new one with
 * each new card and deoptimised, again and again while the JIT warmed up.
 */
function uniformCard(c: StuffCard): StuffCard {
  return {
    id: c.id,
    name: c.name,
    slot: c.slot,
    hands: c.hands,
    weight: c.weight,
    attacks: c.attacks.map(uniformLine),
    defense: c.defense,
    level: c.level,
    rekup: c.rekup,
    kraft: c.kraft,
    only: c.only,
    keywords: c.keywords && uniformKeywords(c.keywords),
    dual: c.dual && { dice: c.dual.dice, burn: c.dual.burn },
    source: c.source,
    text: c.text,
  };
}

const uniformLine = (l: AttackLine): AttackLine => ({
  type: l.type,
  range: l.range,
  dice: l.dice,
  classBonus: l.classBonus,
  precision: l.precision,
  pushed: l.pushed,
  rangeBonus: l.rangeBonus,
});

const uniformKeywords = (k: StuffKeywords): StuffKeywords => ({
  heroClass: k.heroClass,
  atrocity: k.atrocity,
  skewer: k.skewer,
  riposte: k.riposte,
  toughness: k.toughness,
  tenacity: k.tenacity,
  move: k.move,
});

function buildStuff(): Record<string, StuffCard> {
  const out: Record<string, StuffCard> = {};
  for (const [base, line] of Object.entries(LINES)) {
    line.levels.forEach((lv, i) => {
      const level = (i + 1) as 1 | 2 | 3;
      const id = idOf(base, level);
      const start = STUFF[id];
      if (start) {
        out[id] = uniformCard(start);
        return;
      }
      const kraft = lv.kraft ? { cost: lv.kraft, to: idOf(base, level + 1) } : null;
      out[id] = uniformCard({
        id,
        name: line.name,
        slot: line.slot,
        hands: line.hands,
        weight: line.weight,
        attacks: lv.attacks ?? [],
        defense: lv.defense ?? [],
        level,
        rekup: line.rekup,
        kraft,
        only: line.only,
        keywords: lv.keywords,
        dual: lv.dual,
        source: 'public',
        text: lv.text,
      });
    });
  }
  return out;
}

/** Every Stuff card by id: Level 1 names (`sword`), Kraft Level 2 and 3 (`sword-2`, `sword-3`). */
export const ITEMS: Readonly<Record<string, StuffCard>> = buildStuff();

/** A Resource card (line 459): always in the Inventory, weight 1, its Resources counted as in a Rekup. */
export interface ResourceCard {
  /** Card id. */
  readonly id: string;
  /** Card name. */
  readonly name: string;
  /** Resources the card is worth: wood, metal, leather, gold. */
  readonly resources: Resources;
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

/** Resource and gold cards of the Loot deck, WP102-118 (reference A.4). */
export const RESOURCE_CARDS: Readonly<Record<string, ResourceCard>> = {
  leather: {
    id: 'leather',
    name: 'Leather',
    resources: [0, 0, 1, 0],
    source: 'public',
    text: 'Leather: 1 leather.',
  },
  leather2: {
    id: 'leather2',
    name: 'Leather',
    resources: [0, 0, 2, 0],
    source: 'public',
    text: 'Leather: 2 leather.',
  },
  wood: { id: 'wood', name: 'Wood', resources: [1, 0, 0, 0], source: 'public', text: 'Wood: 1 wood.' },
  wood2: { id: 'wood2', name: 'Wood', resources: [2, 0, 0, 0], source: 'public', text: 'Wood: 2 wood.' },
  metal: { id: 'metal', name: 'Metal', resources: [0, 1, 0, 0], source: 'public', text: 'Metal: 1 metal.' },
  metal2: { id: 'metal2', name: 'Metal', resources: [0, 2, 0, 0], source: 'public', text: 'Metal: 2 metal.' },
  'gold-teeth': {
    id: 'gold-teeth',
    name: 'Gold Teeth',
    resources: [0, 0, 0, 1],
    source: 'public',
    text: 'Gold Teeth: 1 gold.',
  },
  'painful-purse': {
    id: 'painful-purse',
    name: 'Painful Purse',
    resources: [0, 0, 0, 2],
    source: 'public',
    text: 'Painful Purse: 2 gold.',
  },
  'gold-nuggets': {
    id: 'gold-nuggets',
    name: 'Gold Nuggets',
    resources: [0, 0, 0, 2],
    source: 'public',
    text: 'Gold Nuggets: 2 gold.',
  },
};

/** A Potion's effect, in terms the rules implement (the real effects are not public). */
export interface PotionEffect {
  /** Damage healed off the drinker (also ends Poison, line 799). */
  readonly heal?: number;
  /** Movement points added to the drinker's current movement. */
  readonly move?: number;
  /** Action points added to the drinker's Activation. */
  readonly ap?: number;
  /** Makes the drinker Invisible (line 851), unless they stand in a Danger Zone. */
  readonly invisible?: boolean;
  /** An effect token the drinker gets (lines 815-820). */
  readonly effect?: { readonly kind: EffectKind; readonly n: number };
  /** Removes the drinker's Afflictions (Poison, Hemorrhage; line 793). */
  readonly cure?: boolean;
}

/** A Potion (lines 461-465): single use, no Action point, any time in the Hero Phase, weight 1. */
export interface PotionCard {
  /** Card id. */
  readonly id: string;
  /** Card name. */
  readonly name: string;
  /** What drinking it does. */
  readonly effect: PotionEffect;
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

/**
 * The seven Potions, WP118-124: names public (TRK), effects assumed from the name puns (reference A.4,
 * README assumed table).
 */
export const POTIONS: Readonly<Record<string, PotionCard>> = {
  usoholi: {
    id: 'usoholi',
    name: 'Usoholi',
    effect: { heal: 3 },
    source: 'assumed',
    text: 'Usoholi: heal 3 damage.',
  },
  usotuff: {
    id: 'usotuff',
    name: 'Usotuff',
    effect: { effect: { kind: 'fortified', n: 1 } },
    source: 'assumed',
    text: 'Usotuff: Fortified (your Health points count one colour higher for the next Attack you take).',
  },
  usomad: {
    id: 'usomad',
    name: 'Usomad',
    effect: { effect: { kind: 'enraged', n: 1 } },
    source: 'assumed',
    text: 'Usomad: Enraged 1 (once per Attack, reroll the dice you wish, until the End of Turn).',
  },
  usoqwik: {
    id: 'usoqwik',
    name: 'Usoqwik',
    effect: { move: 3 },
    source: 'assumed',
    text: 'Usoqwik: gain 3 Movement points (added to the move under way, or a free 3-square move).',
  },
  donoturt: {
    id: 'donoturt',
    name: 'Donoturt',
    effect: { cure: true },
    source: 'assumed',
    text: 'Donoturt: remove your Afflictions (Poison, Hemorrhage).',
  },
  unothere: {
    id: 'unothere',
    name: 'Unothere',
    effect: { invisible: true },
    source: 'assumed',
    text: 'Unothere: become Invisible until you step out of your square, attack or enter a Danger Zone.',
  },
};

/**
 * The Loot deck (WP073-124, 52 cards; the rulebook counts 50, a gap in the public list): 29 Level 1
 * Stuff, 9 Resource, 7 gold and 7 Potion cards. The Heroes' starting Stuff is taken out of it at setup.
 */
export const LOOT_DECK: readonly string[] = [
  'crossbow',
  ...['bow', 'bow', 'studded-armor', 'studded-armor', 'leather-armor', 'leather-armor', 'chainmail'],
  ...['wand', 'wand', 'staff', 'shield', 'shield', 'claymore', 'skull', 'dagger', 'dagger', 'sword', 'sword'],
  ...['hatchet', 'hatchet', 'kukri', 'kukri', 'kunai', 'kunai', 'spear', 'rondache', 'rondache', 'voulge'],
  ...['leather', 'leather', 'leather2', 'wood', 'wood', 'wood2', 'metal', 'metal', 'metal2'],
  ...[
    'gold-teeth',
    'gold-teeth',
    'gold-teeth',
    'gold-teeth',
    'painful-purse',
    'gold-nuggets',
    'gold-nuggets',
  ],
  ...['unothere', 'usoholi', 'usotuff', 'usomad', 'donoturt', 'donoturt', 'usoqwik'],
];

/** The Kraft decks (22 cards each, line 704; reference A.4): copies of each Level 2 card, the same of Level 3. */
const KRAFT_COPIES: Readonly<Record<string, number>> = {
  crossbow: 1,
  bow: 1,
  'studded-armor': 1,
  'leather-armor': 2,
  chainmail: 1,
  wand: 2,
  staff: 1,
  shield: 1,
  claymore: 1,
  skull: 1,
  dagger: 2,
  sword: 2,
  hatchet: 1,
  kukri: 1,
  kunai: 1,
  spear: 1,
  rondache: 1,
  voulge: 1,
};

/** How many of each Level 2 and 3 card the Kraft decks hold. */
export const KRAFT_DECK: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(KRAFT_COPIES).flatMap(([base, n]) => [
    [idOf(base, 2), n],
    [idOf(base, 3), n],
  ]),
);

/** A Relic card (lines 466-472): a Power Fragment, or an Artifact worn in the Artifact (or a Hand) slot. */
export interface RelicCard {
  /** Card id. */
  readonly id: string;
  /** Card name. */
  readonly name: string;
  /** A Power Fragment (exchanged for an Enchant, line 712) or an Artifact (equipment). */
  readonly kind: 'fragment' | 'artifact';
  /** The slot it is equipped in: the Artifact slot or a Hand. */
  readonly slot: 'artifact' | 'hand';
  /** Its weight, counted against the Hero's capacity. */
  readonly weight: number;
  /** Passive bonus while equipped (assumed: the real effects are not public). */
  readonly bonus: {
    readonly attack?: { readonly type?: 'melee' | 'ranged' | 'magic'; readonly dice: readonly DieColour[] };
    readonly defense?: readonly DieColour[];
    readonly move?: number;
  };
  /** What a Rekup of it gives: Power Fragments, or Resources (the Treasure Chest, public). */
  readonly rekup: { readonly fragments: number } | { readonly resources: Resources };
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

const artifact = (
  id: string,
  name: string,
  slot: 'artifact' | 'hand',
  bonus: RelicCard['bonus'],
  text: string,
): RelicCard => ({
  id,
  name,
  kind: 'artifact',
  slot,
  weight: 1,
  bonus,
  rekup: { fragments: 1 },
  source: 'assumed',
  text,
});

/** The Relic deck, WP125-144 (names public, TRK; the rulebook counts 22, two are missing from the list). */
export const RELICS: Readonly<Record<string, RelicCard>> = {
  fragment: {
    id: 'fragment',
    name: 'Fragment of Power',
    kind: 'fragment',
    slot: 'artifact',
    weight: 1,
    bonus: {},
    rekup: { fragments: 1 },
    source: 'public',
    text: 'Fragment of Power: at the End of Turn, exchange it for an Enchant card to put on a weapon or armor.',
  },
  'screaming-bagpipes': artifact(
    'screaming-bagpipes',
    'Screaming Bagpipes',
    'hand',
    { defense: ['grey'] },
    'Screaming Bagpipes (hand): +1 grey Defense die.',
  ),
  'stinking-socks': artifact(
    'stinking-socks',
    'Stinking Socks',
    'artifact',
    { move: 1 },
    'Stinking Socks: +1 Movement point to every move.',
  ),
  'treasure-chest': {
    id: 'treasure-chest',
    name: 'Treasure Chest',
    kind: 'artifact',
    slot: 'artifact',
    weight: 3,
    bonus: {},
    rekup: { resources: [0, 0, 0, 3] },
    source: 'public',
    text: 'Treasure Chest: heavy; a Rekup turns it into 3 gold.',
  },
  'tooth-necklace': artifact(
    'tooth-necklace',
    'Tooth Necklace',
    'artifact',
    { defense: ['white'] },
    'Tooth Necklace: +1 white Defense die.',
  ),
  'arrows-of-cockatrix': artifact(
    'arrows-of-cockatrix',
    'Arrows of Cockatrix',
    'artifact',
    { attack: { type: 'ranged', dice: ['white'] } },
    'Arrows of Cockatrix: +1 white die to Ranged Attacks.',
  ),
  'broken-mirror': artifact(
    'broken-mirror',
    'Broken Mirror',
    'artifact',
    { defense: ['white'] },
    'Broken Mirror: +1 white Defense die.',
  ),
  'blue-eye-of-isabella': artifact(
    'blue-eye-of-isabella',
    'Blue Eye of Isabella',
    'artifact',
    { attack: { type: 'magic', dice: ['white'] } },
    'Blue Eye of Isabella: +1 white die to Magic Attacks.',
  ),
  'eye-of-cockatrix': artifact(
    'eye-of-cockatrix',
    'Eye of Cockatrix',
    'artifact',
    { attack: { type: 'melee', dice: ['white'] } },
    'Eye of Cockatrix: +1 white die to Melee Attacks.',
  ),
  'thief-tools': artifact(
    'thief-tools',
    'Thief Tools',
    'hand',
    { move: 1 },
    'Thief Tools (hand): +1 Movement point to every move.',
  ),
  'badass-totem': artifact(
    'badass-totem',
    'Badass Totem',
    'artifact',
    { attack: { dice: ['white'] } },
    'Badass Totem: +1 white die to every Attack.',
  ),
};

/** Relic cards a Hero draws on taking a Quest Objective (assumed: the Quest Book's rewards are not public). */
export const OBJECTIVE_RELICS = 1;

/** The Relic deck: 10 Fragments of Power and one of each Artifact. */
export const RELIC_DECK: readonly string[] = [
  ...Array<string>(10).fill('fragment'),
  ...Object.keys(RELICS).filter((id) => id !== 'fragment'),
];

/** What kind of card an id names. */
export function cardKind(id: string): 'stuff' | 'resource' | 'potion' | 'fragment' | 'artifact' | null {
  if (ITEMS[id]) return 'stuff';
  if (RESOURCE_CARDS[id]) return 'resource';
  if (POTIONS[id]) return 'potion';
  const r = RELICS[id];
  return r ? r.kind : null;
}

/** The name and text of any card, for logs and the board. */
export function cardText(id: string): { name: string; text: string } {
  const c = ITEMS[id] ?? RESOURCE_CARDS[id] ?? POTIONS[id] ?? RELICS[id];
  return c ? { name: c.name, text: c.text } : { name: id, text: '' };
}
