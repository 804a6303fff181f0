import type { Rng } from '@skald/core';
import { SHOP, shopCard } from '../../data/skill-shop.js';
import type { EffectChoice } from '../../data/skills.js';
import type { HeroState, OrcQuestState } from '../../state.js';
import type { SearchContext } from '../context.js';
import { heroSheet, log, logging } from '../world.js';
import { effectOf } from './activation.js';
import { attackWith, canAttackWith } from './hero.js';
import { organising } from './together.js';

/**
 * Learning new Skills (lines 679-684): at the End of Turn (or between Quests, line 740), with every Hero alive, the group spends Badass
 * points once for a value (10, 20 or 30) and each Hero takes one of their own cards of that value not yet
 * learnt. Bought Action cards are then used like the starting ones.
 */

export const LEARN_COSTS = [10, 20, 30] as const;

/** The cards of this value a Hero may still learn. */
export const learnable = (h: HeroState, cost: number): string[] =>
  SHOP.filter((c) => c.hero === h.hero && c.cost === cost && !h.learned.includes(c.id)).map((c) => c.id);

/**
 * `picks` names one card for each Hero who has one left at that value, in seat order (ruling S1: a Hero
 * with none left gets nothing; a value no Hero can use cannot be bought). "All Heroes alive" is checked
 * when buying, after any resurrection of the same End of Turn (ruling R54).
 */
export function canLearn(G: OrcQuestState, cost: number, picks: readonly unknown[]): boolean {
  if (!organising(G) || G.result || !LEARN_COSTS.includes(cost as 10) || G.badass < cost) return false;
  if (G.heroes.some((h) => h.dead)) return false;
  const choosers = G.heroes.filter((h) => learnable(h, cost).length > 0);
  if (choosers.length === 0 || picks.length !== choosers.length) return false;
  return choosers.every(
    (h, i) => typeof picks[i] === 'string' && learnable(h, cost).includes(picks[i] as string),
  );
}

export function learn(G: OrcQuestState, cost: number, picks: readonly string[]): void {
  G.badass -= cost;
  const choosers = G.heroes.filter((h) => learnable(h, cost).length > 0);
  choosers.forEach((h, i) => {
    const id = picks[i] as string;
    h.learned = [...h.learned, id];
    if (logging(G)) log(G, `${heroSheet(h).name} learns ${shopCard(id)?.name ?? id}`);
  });
}

/** Every choice of cards for one value (for the move list). */
export function learnChoices(G: OrcQuestState, cost: number): string[][] {
  const choosers = G.heroes.filter((h) => learnable(h, cost).length > 0);
  let out: string[][] = [[]];
  for (const h of choosers) out = out.flatMap((p) => learnable(h, cost).map((id) => [...p, id]));
  return choosers.length ? out : [];
}

/** Use a learnt Attack card (its cost paid like any Skill card, lines 230-237), as the Combat card is used. */
export function canUseLearned(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  id: string,
  effect: EffectChoice,
  option: number,
  enemyId: number,
): boolean {
  const card = shopCard(id);
  if (!card || !G.heroes[seat]?.learned.includes(id) || !effectOf(card, effect)?.attack) return false;
  return canAttackWith(cx, G, seat, card, effect, option, enemyId);
}

export function useLearned(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  id: string,
  effect: EffectChoice,
  option: number,
  enemyId: number,
  rng: Rng,
): void {
  const card = shopCard(id);
  if (card) attackWith(cx, G, seat, card, effect, option, enemyId, rng);
}
