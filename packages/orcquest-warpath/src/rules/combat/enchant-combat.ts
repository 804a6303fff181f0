import { type Rng, roll } from '@skald/core';
import { type BadassSymbol, DEFENSE_DICE } from '../../data/dice.js';
import {
  DEFENSIVE_EFFECTS,
  type EnchantEffect,
  enchantById,
  type ObjectiveKind,
} from '../../data/enchants.js';
import type { DieColour } from '../../data/types.js';
import type { EnchantOn, HeroState, Item } from '../../state.js';
import { equippedStuff, itemAt } from '../characters/gear.js';
import { brutality, rollBadass } from './dice.js';

/**
 * Enchants in combat (lines 716-725): each Enchant card on the Stuff used adds a green Badass die (at most
 * two in a roll, line 725); a die whose symbol matches an Enchant's (its enhanced side once enhanced)
 * triggers that Enchant's effect, one die per Enchant. Attacking, the Stuff used is the weapons of the
 * attack option; defending, every equipped piece of Stuff (line 431, ruling E1).
 */

export interface Triggered {
  item: Item;
  on: EnchantOn;
  effect: EnchantEffect;
}

const sideOf = (on: EnchantOn) => {
  const card = enchantById(on.id);
  if (!card) return null;
  return on.enhanced ? card.enhanced : { trigger: card.trigger, effect: card.effect };
};

/** The Enchants on these items, with their item. */
function enchantsOf(items: readonly Item[]): { item: Item; on: EnchantOn }[] {
  return items.flatMap((item) => item.enchants.map((on) => ({ item, on })));
}

/**
 * Roll the green dice and match them (ruling E2: the program gives each die to the first Enchant with its
 * symbol not yet triggered, which is what a player would do: no effect is worse than none).
 */
export function rollEnchants(rng: Rng, items: readonly Item[], side: 'attack' | 'defense'): Triggered[] {
  // No Enchant, no green die (most Attacks): nothing to list.
  if (!items.some((i) => i.enchants.length > 0)) return [];
  const all = enchantsOf(items);
  const n = Math.min(2, all.length);
  const out: Triggered[] = [];
  const used = new Set<EnchantOn>();
  for (let i = 0; i < n; i++) {
    const symbol = rollBadass(rng, 'green');
    const hit = all.find(({ on }) => !used.has(on) && sideOf(on)?.trigger === symbol);
    const s = hit && sideOf(hit.on);
    if (!hit || !s) continue;
    used.add(hit.on);
    if (DEFENSIVE_EFFECTS.has(s.effect.kind) === (side === 'defense'))
      out.push({ item: hit.item, on: hit.on, effect: s.effect });
  }
  return out;
}

export const attackItems = (h: HeroState, refs: readonly number[]): Item[] =>
  refs.flatMap((r) => {
    const i = itemAt(h, r);
    return i ? [i] : [];
  });

export const defenseItems = (h: HeroState): Item[] => equippedStuff(h).map((e) => e.item);

/** The sum of one kind of effect among triggered Enchants (`x` or 1 each). */
export function total(t: readonly Triggered[], kind: EnchantEffect['kind']): number {
  return t.reduce((s, { effect }) => s + (effect.kind === kind ? ('x' in effect ? effect.x : 1) : 0), 0);
}

/** The symbol that triggered an Enchant (Lightning X's new targets may roll it again: line 845, ruling R66). */
export const triggerOf = (t: Triggered): BadassSymbol | undefined => sideOf(t.on)?.trigger;

/**
 * Extra results: Ferocity doubles a die's result (line 843, ruling R65): one more result of its colour, from
 * the strongest die no effect has touched yet (line 825: one effect per die, so neither a die doubled nor one
 * Brutality raised: `rolled` is the roll before Brutality), never from a result added without a die; Cruelty
 * adds reds, Massacre an orange or red.
 */
export function addResults(attack: readonly number[], t: readonly Triggered[], rolled = attack): number[] {
  const out = attack.slice();
  const dice = attack.filter((r, i) => r === rolled[i]).sort((a, b) => b - a);
  let doubled = 0;
  for (const { effect } of t) {
    if (effect.kind === 'ferocity' && doubled < dice.length) out.push(dice[doubled++] as number);
    else if (effect.kind === 'cruelty') for (let i = 0; i < effect.x; i++) out.push(3);
    else if (effect.kind === 'massacre') out.push(effect.colour === 'red' ? 3 : 2);
  }
  return out;
}

/**
 * Reroll up to `x` Defense dice (Atrocity by the attacker: the strongest; Tenacity by the defender: the weakest).
 * Only results of dice rolled (the first `dice.length`): a result added without a die, as a Passive card's
 * Resistance, has no die to reroll (ruling E6).
 */
export function rerollDefense(
  rng: Rng,
  dice: readonly DieColour[],
  results: readonly number[],
  x: number,
  pick: 'strongest' | 'weakest',
  /** Collects the indexes rerolled (for the Enchant objectives counting results got by rerolls). */
  rerolled?: number[],
): number[] {
  const out = results.slice();
  const order = out
    .map((r, i) => ({ r, i }))
    .filter((o) => o.i < dice.length && (pick === 'strongest' ? o.r > 0 : o.r < 3))
    .sort((a, b) => (pick === 'strongest' ? b.r - a.r : a.r - b.r) || a.i - b.i)
    .slice(0, x);
  for (const { i } of order) {
    out[i] = roll(rng, DEFENSE_DICE[dice[i] as DieColour]);
    rerolled?.push(i);
  }
  return out;
}

/** How many of the rerolled results show `level` (0 blank … 3 red). */
export const rerolledAt = (results: readonly number[], rerolled: readonly number[], level: number): number =>
  rerolled.filter((i) => results[i] === level).length;

/** Breakthrough lowers the strongest Orange or Red Defense result a colour (line 858); Crush removes the smallest. */
export function weakenDefense(def: readonly number[], breakthrough: number, crush: number): number[] {
  const out = def.slice();
  for (let n = 0; n < breakthrough; n++) {
    const i = out.indexOf(Math.max(...out));
    if (i >= 0 && (out[i] as number) >= 2) out[i] = (out[i] as number) - 1;
  }
  for (let n = 0; n < crush; n++) {
    const present = out.filter((r) => r > 0);
    if (present.length === 0) break;
    out.splice(out.indexOf(Math.min(...present)), 1);
  }
  return out;
}

/** Toughness raises the strongest Defense result below Red (line 868); Resistance and Indestructible add results. */
export function strengthenDefense(
  def: readonly number[],
  toughness: number,
  t: readonly Triggered[],
): number[] {
  // Toughness raises as Brutality does: the strongest result below Red, each die once.
  const out = brutality(def, toughness);
  for (const { effect } of t) {
    if (effect.kind === 'resistance') out.push(effect.colour === 'red' ? 3 : 2);
    if (effect.kind === 'indestructible') for (let i = 0; i < effect.x; i++) out.push(3);
  }
  return out;
}

/** Threat removes the smallest Attack result (line 865), once per trigger. */
export function threaten(attack: readonly number[], n: number): { attack: number[]; removed: number } {
  const out = attack.slice();
  let removed = 0;
  for (let k = 0; k < n; k++) {
    const present = out.filter((r) => r > 0);
    if (present.length === 0) break;
    out.splice(out.indexOf(Math.min(...present)), 1);
    removed += 1;
  }
  return { attack: out, removed };
}

/** Riposte dice an attacked Hero inflicts back: equipped Stuff's keyword plus triggered Enchants. */
export function riposteDice(keywordDice: readonly DieColour[], t: readonly Triggered[]): DieColour[] {
  return [...keywordDice, ...t.flatMap(({ effect }) => (effect.kind === 'riposte' ? [effect.die] : []))];
}

/**
 * Progress toward an Enchant's objective (line 718): only the first Enchant of a piece can be enhanced
 * (line 723); reaching the objective turns it to its enhanced side for good.
 */
export function progress(items: readonly Item[], kind: ObjectiveKind, amount: number, best = false): void {
  if (amount <= 0) return;
  for (const item of items) {
    const on = item.enchants[0];
    const card = on && !on.enhanced ? enchantById(on.id) : undefined;
    if (!on || !card || card.objective.kind !== kind) continue;
    on.progress = best ? Math.max(on.progress, amount) : on.progress + amount;
    if (on.progress >= card.objective.n) on.enhanced = true;
  }
}

/**
 * Progress toward an objective met within one turn (4 kills in one Activation, 4 Attacks in one Enemy
 * Phase): the count starts again each turn, and the best turn's count is the progress.
 */
export function progressInTurn(
  items: readonly Item[],
  kind: ObjectiveKind,
  amount: number,
  turn: number,
): void {
  if (amount <= 0) return;
  for (const item of items) {
    const on = item.enchants[0];
    const card = on && !on.enhanced ? enchantById(on.id) : undefined;
    if (!on || !card || card.objective.kind !== kind) continue;
    on.run = on.runTurn === turn ? (on.run ?? 0) + amount : amount;
    on.runTurn = turn;
    on.progress = Math.max(on.progress, on.run);
    if (on.progress >= card.objective.n) on.enhanced = true;
  }
}
