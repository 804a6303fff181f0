import { type SkillCard, skillById } from '../../data/skills.js';
import type { HeroState, OrcQuestState } from '../../state.js';
import { heroSheet, log, logging } from '../world.js';
import { begin, canPay, effectOf } from './activation.js';

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
  const h = G.heroes[seat] as HeroState;
  h.used = [...h.used, card.id]; // replaced, never changed in place (SHARED_HERO_FIELDS)
  G.boost = { card: card.id, effect };
  if (logging(G)) log(G, `${heroSheet(G.heroes[seat] as HeroState).name} boosts: ${card.name}`);
}
