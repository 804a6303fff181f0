import type { BadassSymbol } from './dice.js';
import type { Colour, DieColour, Provenance } from './types.js';

/**
 * What a triggered Enchant does (glossary, lines 824-870). Attack side: applied to the Hero's Attack with
 * the enchanted Stuff. Defense side: applied when the Hero defends with it.
 */
export type EnchantEffect =
  | { readonly kind: 'brutality' }
  | { readonly kind: 'ferocity' }
  | { readonly kind: 'cruelty'; readonly x: number }
  | { readonly kind: 'atrocity'; readonly x: number }
  | { readonly kind: 'breakthrough' }
  | { readonly kind: 'lightning'; readonly x: number }
  | { readonly kind: 'poison' }
  | { readonly kind: 'explosion' }
  | { readonly kind: 'massacre'; readonly colour: Colour }
  | { readonly kind: 'burn'; readonly x: number }
  | { readonly kind: 'hemorrhage' }
  | { readonly kind: 'precision'; readonly x: number }
  | { readonly kind: 'toughness' }
  | { readonly kind: 'resistance'; readonly colour: Colour }
  | { readonly kind: 'indestructible'; readonly x: number }
  | { readonly kind: 'riposte'; readonly die: DieColour }
  | { readonly kind: 'tenacity'; readonly x: number }
  | { readonly kind: 'lifeDrain' }
  | { readonly kind: 'threat' }
  | { readonly kind: 'terrified' }
  | { readonly kind: 'crush' }
  | { readonly kind: 'dazed' };

/** The effects this implementation applies; an Enchant whose effect is not among them is not offered. */
export const IMPLEMENTED_EFFECTS: ReadonlySet<EnchantEffect['kind']> = new Set([
  'brutality',
  'ferocity',
  'cruelty',
  'atrocity',
  'breakthrough',
  'lightning',
  'explosion',
  'massacre',
  'burn',
  'precision',
  'toughness',
  'resistance',
  'indestructible',
  'riposte',
  'tenacity',
  'lifeDrain',
  'threat',
  'crush',
  'poison',
  'hemorrhage',
  'terrified',
  'dazed',
]);

/** Effects that act on the defender's side of a roll (the Hero taking an Attack). */
export const DEFENSIVE_EFFECTS: ReadonlySet<EnchantEffect['kind']> = new Set([
  'toughness',
  'resistance',
  'indestructible',
  'riposte',
  'tenacity',
  'threat',
]);

/**
 * What a Hero must achieve with the enchanted Stuff to enhance the Enchant (line 718); every one is counted
 * (rules/combat/enchant-combat.ts `progress`, rules/enemies/enemy-effects.ts `credit`; how: README ruling
 * E5).
 */
export type ObjectiveKind =
  | 'red-attack'
  | 'damage'
  | 'kills'
  | 'blank-defense-rerolls'
  | 'unblocked'
  | 'lightning-spread'
  | 'kills-poison'
  | 'kills-one-attack'
  | 'kills-activation'
  | 'kills-burn'
  | 'kills-hemorrhage'
  | 'red-rerolls'
  | 'block-all'
  | 'targeted-enemy-phase'
  | 'red-blocked'
  | 'kills-riposte'
  | 'red-defense-rerolls'
  | 'heal-drain'
  | 'threat-removed'
  | 'terrify'
  | 'crush-zero'
  | 'cancel-actions';

/**
 * One Enchant card (lines 713-729): a Badass-symbol trigger and effect, an objective, and an enhanced side.
 */
export interface EnchantCard {
  /** Card id. */
  readonly id: string;
  /** Name of its simple side. */
  readonly name: string;
  /** The green Badass die symbol that triggers the simple side's effect. */
  readonly trigger: BadassSymbol;
  /** What the simple side does when triggered. */
  readonly effect: EnchantEffect;
  /** The enhanced side (name, trigger, effect) it turns to once its objective is met. */
  readonly enhanced: {
    readonly name: string;
    readonly trigger: BadassSymbol;
    readonly effect: EnchantEffect;
  };
  /** What the Hero must do with the enchanted Stuff to enhance it (line 718): kind, count `n`, and text. */
  readonly objective: { readonly kind: ObjectiveKind; readonly n: number; readonly text: string };
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

const E: BadassSymbol = 'explosion';
const L: BadassSymbol = 'lightning';
const S: BadassSymbol = 'skull';
const SYMBOL = { explosion: 'Explosion', lightning: 'Lightning', skull: 'Skull' } as const;

function enchant(
  id: string,
  name: string,
  trigger: BadassSymbol,
  effect: EnchantEffect,
  enhancedName: string,
  enhancedTrigger: BadassSymbol,
  enhancedEffect: EnchantEffect,
  objective: [ObjectiveKind, number, string],
  effectText: string,
  enhancedText?: string,
): EnchantCard {
  return {
    id,
    name,
    trigger,
    effect,
    enhanced: { name: enhancedName, trigger: enhancedTrigger, effect: enhancedEffect },
    objective: { kind: objective[0], n: objective[1], text: objective[2] },
    source: 'public',
    text: `${name}: on a ${SYMBOL[trigger]}, ${effectText}. Enhanced (${objective[2]}): "${enhancedName}", on a ${SYMBOL[enhancedTrigger]}, ${enhancedText ?? effectText}.`,
  };
}

/** The Enchant deck, WP189-210 (reference A.4, TRK): simple side, enhanced side, objective. */
export const ENCHANTS: readonly EnchantCard[] = [
  enchant(
    'brutal',
    'Brutal',
    E,
    { kind: 'brutality' },
    'of Violence',
    L,
    { kind: 'brutality' },
    ['red-attack', 10, 'get 10 red Attack results'],
    'Brutality (one Attack result up a colour)',
  ),
  enchant(
    'ferocious',
    'Ferocious',
    L,
    { kind: 'ferocity' },
    'of Savagery',
    S,
    { kind: 'ferocity' },
    ['damage', 22, 'inflict 22 damage'],
    'Ferocity (one Attack die’s result counts twice)',
  ),
  enchant(
    'cruel',
    'Cruel',
    E,
    { kind: 'cruelty', x: 1 },
    'of Villainy',
    E,
    { kind: 'cruelty', x: 2 },
    ['kills', 8, 'kill 8 Enemies'],
    'Cruelty 1 (add a red Attack result)',
    'Cruelty 2',
  ),
  enchant(
    'atrocious',
    'Atrocious',
    S,
    { kind: 'atrocity', x: 1 },
    'of Abomination',
    S,
    { kind: 'atrocity', x: 2 },
    ['blank-defense-rerolls', 5, 'get 5 blank Defense results by rerolls'],
    'Atrocity 1 (reroll an Enemy Defense die)',
    'Atrocity 2',
  ),
  enchant(
    'piercing',
    'Piercing',
    E,
    { kind: 'breakthrough' },
    'of Impalement',
    L,
    { kind: 'breakthrough' },
    ['unblocked', 6, 'stop an Attack being blocked, 6 times'],
    'Breakthrough (one Defense result down a colour)',
  ),
  enchant(
    'sparking',
    'Sparking',
    L,
    { kind: 'lightning', x: 1 },
    'of Thunder',
    L,
    { kind: 'lightning', x: 2 },
    ['lightning-spread', 3, 'spread Lightning to 3 Enemies in one Attack'],
    'Lightning 1 (the damage also hits 1 Enemy within 2 squares)',
    'Lightning 2',
  ),
  enchant(
    'putrid',
    'Putrid',
    L,
    { kind: 'poison' },
    'of Venom',
    S,
    { kind: 'poison' },
    ['kills-poison', 6, 'kill 6 Enemies by Poison'],
    'Poison',
  ),
  enchant(
    'shattering',
    'Shattering',
    E,
    { kind: 'explosion' },
    'of Destruction',
    L,
    { kind: 'explosion' },
    ['kills-one-attack', 3, 'kill 3 Enemies in one Attack'],
    'Explosion (the strongest result hits every other Enemy at Range 1 of the target)',
  ),
  enchant(
    'slaughtering',
    'Slaughtering',
    L,
    { kind: 'massacre', colour: 'orange' },
    'of Tyranny',
    L,
    { kind: 'massacre', colour: 'red' },
    ['kills-activation', 4, 'kill 4 Enemies in one Activation'],
    'Massacre (add an orange Attack result)',
    'Massacre red (add a red Attack result)',
  ),
  enchant(
    'burning',
    'Burning',
    L,
    { kind: 'burn', x: 1 },
    'of Blazing',
    L,
    { kind: 'burn', x: 2 },
    ['kills-burn', 6, 'kill 6 Enemies by Burn'],
    'Burn 1 on the target',
    'Burn 2 on the target',
  ),
  enchant(
    'bloody',
    'Bloody',
    L,
    { kind: 'hemorrhage' },
    'of Tearing',
    S,
    { kind: 'hemorrhage' },
    ['kills-hemorrhage', 4, 'kill 4 Enemies by Hemorrhage'],
    'Hemorrhage',
  ),
  enchant(
    'accurate',
    'Accurate',
    L,
    { kind: 'precision', x: 1 },
    'of Precision',
    L,
    { kind: 'precision', x: 2 },
    ['red-rerolls', 5, 'get 5 red results by rerolls'],
    'Precision 1 (reroll an Attack die)',
    'Precision 2',
  ),
  enchant(
    'tough',
    'Tough',
    L,
    { kind: 'toughness' },
    'of Fortification',
    S,
    { kind: 'toughness' },
    ['block-all', 8, 'block all the damage of an Attack, 8 times'],
    'Toughness (one Defense result up a colour)',
  ),
  enchant(
    'resistant',
    'Resistant',
    L,
    { kind: 'resistance', colour: 'orange' },
    'of Invincibility',
    S,
    { kind: 'resistance', colour: 'red' },
    ['targeted-enemy-phase', 4, 'be targeted by 4 Attacks in one Enemy Phase'],
    'Resistance (add an orange Defense result)',
    'Resistance red (add a red Defense result)',
  ),
  enchant(
    'indestructible',
    'Indestructible',
    L,
    { kind: 'indestructible', x: 1 },
    'of Immortality',
    L,
    { kind: 'indestructible', x: 2 },
    ['red-blocked', 4, 'block 4 red Attack results'],
    'Indestructible 1 (add a red Defense result)',
    'Indestructible 2',
  ),
  enchant(
    'spiteful',
    'Spiteful',
    L,
    { kind: 'riposte', die: 'grey' },
    'of Rancor',
    L,
    { kind: 'riposte', die: 'black' },
    ['kills-riposte', 4, 'kill 4 Enemies by Riposte'],
    'Riposte grey (the attacker takes a grey die, no Defense)',
    'Riposte black',
  ),
  enchant(
    'tenacious',
    'Tenacious',
    L,
    { kind: 'tenacity', x: 1 },
    'of Will',
    L,
    { kind: 'tenacity', x: 2 },
    ['red-defense-rerolls', 3, 'get 3 red Defense results by rerolls'],
    'Tenacity 1 (reroll a Defense die)',
    'Tenacity 2',
  ),
  enchant(
    'leeching',
    'Leeching',
    E,
    { kind: 'lifeDrain' },
    'of Vampirism',
    L,
    { kind: 'lifeDrain' },
    ['heal-drain', 8, 'heal 8 damage by Life Drain'],
    'Life Drain (1 automatic damage to the target, heal 1)',
  ),
  enchant(
    'threatening',
    'Threatening',
    E,
    { kind: 'threat' },
    'of Intimidation',
    L,
    { kind: 'threat' },
    ['threat-removed', 6, 'remove 6 Enemy Attack results'],
    'Threat (remove the smallest Attack result)',
  ),
  enchant(
    'terrifying',
    'Terrifying',
    L,
    { kind: 'terrified' },
    'of Horror',
    S,
    { kind: 'terrified' },
    ['terrify', 6, 'terrify 6 Enemies'],
    'Terrified',
  ),
  enchant(
    'crushing',
    'Crushing',
    L,
    { kind: 'crush' },
    'of Domination',
    S,
    { kind: 'crush' },
    ['crush-zero', 4, 'reduce a Defense to nothing, 4 times'],
    'Crush (remove the smallest Defense result)',
  ),
  enchant(
    'astonishing',
    'Astonishing',
    E,
    { kind: 'dazed' },
    'of Stupor',
    L,
    { kind: 'dazed' },
    ['cancel-actions', 6, 'cancel 6 Enemy Actions'],
    'Dazed',
  ),
];

/** The Enchant card with this id, or undefined. */
export const enchantById = (id: string): EnchantCard | undefined => ENCHANTS.find((e) => e.id === id);

/** An Enchant this implementation can apply (its effect is implemented). */
export const enchantOffered = (e: EnchantCard): boolean => IMPLEMENTED_EFFECTS.has(e.effect.kind);
