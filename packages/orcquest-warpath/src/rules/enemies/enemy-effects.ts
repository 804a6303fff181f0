import type { Rng } from '@skald/core';
import type { ObjectiveKind } from '../../data/enchants.js';
import type { EnemyState, HeroState, Item, OrcQuestState } from '../../state.js';
import { applyEffect, type Character, endActivationEffects, removeEffect } from '../characters/effects.js';
import { ownEnchantedCards } from '../characters/gear.js';
import { damageEnemy, damageHero } from '../combat/damage.js';
import { rollBadass } from '../combat/dice.js';
import { progress, type Triggered } from '../combat/enchant-combat.js';
import type { SearchContext } from '../context.js';
import { enemySheet, heroSheet, log, logging } from '../world.js';

/**
 * Effects on Enemies in play (lines 795-814): what Heroes' Enchants put on them (Poison, Hemorrhage,
 * Dazed, Terrified, Burn) and what those tokens do at the Enemy's Activation and when it moves; each
 * Enchant's objective counts what its own tokens did (ruling E5).
 */

/** Every Stuff card the Hero carries: the Enchant whose token did it may sit on any of them. */
const carried = (h: HeroState): Item[] => [
  ...h.gear.hands,
  ...(h.gear.body ? [h.gear.body] : []),
  ...h.inventory,
];

/** Count toward the objective of the Enchants of the Hero in `seat` (−1: nobody's Enchant did it). */
export function credit(cx: SearchContext, G: OrcQuestState, seat: number, kind: ObjectiveKind, n = 1): void {
  const h = seat >= 0 ? G.heroes[seat] : undefined;
  if (!h) return;
  ownEnchantedCards(cx, h); // copy-on-write: `progress` changes the cards' Enchants
  progress(carried(h), kind, n);
}

/**
 * The tokens a Hero's triggered Enchants put on the Enemy they attacked (lines 716-719, 798-814): Poison,
 * Hemorrhage, Dazed, Terrified; each marked with the Hero's seat. Terrifying counts the Enemies it terrifies.
 */
export function applyEnchantTokens(
  target: EnemyState,
  fx: readonly Triggered[],
  seat: number,
  used: Item[],
): void {
  for (const { effect } of fx) {
    if (effect.kind === 'poison') applyEffect(target, 'poison', 1, seat);
    else if (effect.kind === 'hemorrhage') applyEffect(target, 'hemorrhage', 1, seat);
    else if (effect.kind === 'dazed') applyEffect(target, 'dazed', 1, seat);
    else if (effect.kind === 'terrified' && applyEffect(target, 'terrified', 1, seat))
      progress(used, 'terrify', 1);
  }
}

/**
 * Dazed (line 802): before its next Action the Character rolls a Badass die (an Enemy its blue one); on a
 * Skull the Action is lost. The token goes either way. Returns whether the Action is lost.
 */
export function dazedLoses(cx: SearchContext, G: OrcQuestState, e: EnemyState, rng: Rng): boolean {
  const t = e.effects.dazed;
  if (!t) return false;
  removeEffect(e, 'dazed');
  if (rollBadass(rng, 'blue') !== 'skull') return false;
  if (logging(G)) log(G, `${enemySheet(e).name} #${e.id} is Dazed: its Action is lost`);
  credit(cx, G, t.by, 'cancel-actions');
  return true;
}

/**
 * The start of an Enemy's Activation, after Burn: Poison deals 1 automatic damage (line 799), then a Dazed
 * Enemy may lose its Activation (line 802). Returns whether the Enemy goes on with its Activation.
 */
export function startEnemyActivation(cx: SearchContext, G: OrcQuestState, e: EnemyState, rng: Rng): boolean {
  const poison = e.effects.poison;
  if (poison) {
    if (logging(G)) log(G, `${enemySheet(e).name} #${e.id} suffers the Poison`);
    if (damageEnemy(cx, G, e, 1, false)) {
      credit(cx, G, poison.by, 'kills-poison');
      return false;
    }
  }
  return !dazedLoses(cx, G, e, rng);
}

/**
 * The end of an Enemy's Activation (lines 798, 804-814): Hemorrhage goes if it did not move, Entangled
 * and Stunned step down, Terrified goes.
 */
export function endEnemyActivation(G: OrcQuestState, e: EnemyState, from: string): void {
  if (!G.enemies.includes(e)) return;
  if (e.pos === from) removeEffect(e, 'hemorrhage');
  endActivationEffects(e);
}

/**
 * Hemorrhage (line 798): a Character that moved, or was moved by a Skill's effect, takes 1 automatic damage
 * (once per move, ruling X2). Returns whether it died.
 */
export function bleed(cx: SearchContext, G: OrcQuestState, c: Character): boolean {
  const t = c.effects.hemorrhage;
  if (!t) return false;
  if ('hero' in c) {
    if (logging(G)) log(G, `${heroSheet(c).name} bleeds`);
    damageHero(G, c, 1);
    return c.dead;
  }
  if (logging(G)) log(G, `${enemySheet(c).name} #${c.id} bleeds`);
  const died = damageEnemy(cx, G, c, 1, false);
  if (died) credit(cx, G, t.by, 'kills-hemorrhage');
  return died;
}
