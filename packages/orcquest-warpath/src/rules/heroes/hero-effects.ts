import type { Rng } from '@skald/core';
import { shopCard } from '../../data/skill-shop.js';
import { type EffectChoice, skillById } from '../../data/skills.js';
import type { HeroState, OrcQuestState } from '../../state.js';
import { removeEffect } from '../characters/effects.js';
import { rollBadass } from '../combat/dice.js';
import type { SearchContext } from '../context.js';
import { bleed } from '../enemies/enemy-effects.js';
import { heroSheet, log, logging } from '../world.js';
import { pay } from './activation.js';

/**
 * Effect tokens acting on a Hero's own Actions: Dazed (line 802) and Hemorrhage (line 798). No card in
 * play puts either on a Hero yet; the rules are the same as for Enemies (rules/enemies/enemy-effects.ts).
 */

/**
 * Dazed: before the Hero's next Action (a Skill card paid for) the green Badass die is rolled; on a Skull
 * the card is paid and turned face down, and nothing else happens (the Action is lost). The token goes
 * either way. Returns whether the Action is lost.
 */
export function dazedActionLost(
  G: OrcQuestState,
  seat: number,
  cardId: string,
  effect: EffectChoice,
  rng: Rng,
): boolean {
  const h = G.heroes[seat] as HeroState;
  if (!h.effects.dazed) return false;
  removeEffect(h, 'dazed');
  if (rollBadass(rng, 'green') !== 'skull') return false;
  const card = skillById(cardId) ?? shopCard(cardId);
  if (card) pay(G, seat, card, effect);
  if (logging(G)) log(G, `${heroSheet(h).name} is Dazed: the Action is lost`);
  return true;
}

/**
 * Hemorrhage on a moving Hero: 1 automatic damage on the first square of each move (ruling X2: per move,
 * not per square). A step outside any Action (a Potion's free move) counts with the last Action.
 */
export function heroStepped(cx: SearchContext, G: OrcQuestState, h: HeroState): void {
  // Only a bleeding Hero's moves are marked (the chain of other Activations stays as it was).
  if (!h.effects.hemorrhage) return;
  const action = G.chain[G.chain.length - 1];
  if (action?.moved) return;
  // Replaced, never changed in place (copies of the state share the chain: SHARED_FIELDS).
  if (action) G.chain = [...G.chain.slice(0, -1), { ...action, moved: true }];
  bleed(cx, G, h);
}

/** The end of the Hero's Activation: Hemorrhage goes if no Action of it moved (line 798). */
export function endHeroHemorrhage(G: OrcQuestState, h: HeroState): void {
  if (h.effects.hemorrhage && !G.chain.some((a) => a.moved)) removeEffect(h, 'hemorrhage');
}
