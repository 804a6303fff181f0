import type { Rng } from '@skald/core';
import { type EffectChoice, LEARNABLE, type SkillCard, skillById } from '../data/skills.js';
import type { HeroState, OrcQuestState } from '../state.js';
import { updateAlerts } from './alerting.js';
import { attackOptions, canTarget, heroAttack } from './attack.js';
import { begin, boostedRange, canPay, effectOf, modsOf, payCard } from './hero.js';
import { cellOf, enemyCell, heroSheet, log } from './world.js';

/**
 * Boost cards (line 249): bought with Badass points during the Hero's Activation, for the next Attack of the
 * Action (Point Blank: a Ranged Attack at Range 1; Enhanced, Breakthrough as well). The card turns face down.
 */
export function canBoost(
  G: OrcQuestState,
  seat: number,
  cardId: string,
  effect: 'main' | 'enhanced',
): boolean {
  const card = skillById(cardId);
  return !!card && card.type === 'boost' && !G.boost && canPay(G, seat, card, effect);
}

export function useBoost(G: OrcQuestState, seat: number, cardId: string, effect: 'main' | 'enhanced'): void {
  const card = skillById(cardId) as SkillCard;
  const e = effectOf(card, effect);
  begin(G, seat);
  G.badass -= e?.badass ?? 0;
  G.ap -= e?.ap ?? 0;
  (G.heroes[seat] as HeroState).used.push(card.id);
  G.boost = { card: card.id, effect };
  log(G, `${heroSheet(G.heroes[seat] as HeroState).name} boosts: ${card.name}`);
}

/** A learnt Action card that is an Attack (Lightning Attack, Mighty Attack, Backstab), paid or as a Combo. */
export function canUseCard(
  G: OrcQuestState,
  seat: number,
  cardId: string,
  effect: EffectChoice,
  option: number,
  enemyId: number,
): boolean {
  const h = G.heroes[seat];
  const card = skillById(cardId);
  if (!h?.pos || !card?.cost || card.type !== 'action' || !effectOf(card, effect)?.attack) return false;
  if (!canPay(G, seat, card, effect)) return false;
  const opt = attackOptions(h)[option];
  const target = G.enemies.find((e) => e.id === enemyId);
  if (!opt || !target) return false;
  return canTarget(G, cellOf(h.pos), enemyCell(target, cellOf(h.pos)), opt.type, boostedRange(G, opt));
}

export function useCard(
  G: OrcQuestState,
  seat: number,
  cardId: string,
  effect: EffectChoice,
  option: number,
  enemyId: number,
  rng: Rng,
): void {
  const h = G.heroes[seat] as HeroState;
  const card = skillById(cardId) as SkillCard;
  payCard(G, seat, card, effect);
  h.invisible = false;
  const opt = attackOptions(h)[option];
  const target = G.enemies.find((e) => e.id === enemyId);
  if (opt && target) heroAttack(G, seat, opt, target, modsOf(G, card, effect), rng);
  G.boost = null;
  updateAlerts(G);
}

/** The Badass-point values a group can spend on learning now (lines 679-684). */
const COSTS = [10, 20, 30] as const;

/** Cards of this cost the Hero has yet to learn, in the order of data/skills.ts. */
const unlearnt = (h: HeroState, cost: number): SkillCard[] =>
  LEARNABLE.filter((c) => c.hero === h.hero && c.cost === cost && !h.learned.includes(c.id));

/**
 * Learning (lines 679-684): in the End of Turn Phase, only if every Hero is alive, the group spends `cost`
 * Badass points (10, 20 or 30, no more than it has) and each Hero takes a card of that cost they have yet
 * to learn (ruling R-LEARN: the first in the table; the stand-in set has at most one per Hero and cost).
 */
export function canLearn(G: OrcQuestState, cost: number): boolean {
  return (
    G.phase === 'endOfTurn' &&
    (COSTS as readonly number[]).includes(cost) &&
    G.badass >= cost &&
    G.heroes.every((h) => !h.dead) &&
    G.heroes.some((h) => unlearnt(h, cost).length > 0)
  );
}

/** May the group learn anything at this End of Turn? */
export const mayLearn = (G: OrcQuestState): boolean =>
  COSTS.some(
    (c) => G.badass >= c && G.heroes.every((h) => !h.dead) && G.heroes.some((h) => unlearnt(h, c).length > 0),
  );

export function learn(G: OrcQuestState, cost: number): void {
  G.badass -= cost;
  for (const h of G.heroes) {
    const card = unlearnt(h, cost)[0];
    if (!card) continue;
    h.learned = [...h.learned, card.id]; // shared with the input state: replaced, never changed in place
    log(G, `${heroSheet(h).name} learns ${card.name}`);
  }
}
