import type { EffectChoice, SkillCard, SkillEffect } from '../../data/skills.js';
import type { ChainEntry, HeroState, OrcQuestState } from '../../state.js';
import { cursed } from '../characters/effects.js';
import { passChickenPhase } from '../characters/metamorphosis.js';
import { damageHero } from '../combat/damage.js';
import { heroSheet, log, logging } from '../world.js';

/**
 * The Hero Activation (lines 213-237): who may act, the start of an Activation, and paying for Skill cards
 * (Action points, Badass points, Combos). Every Hero Action builds on these.
 */

export const ACTION_POINTS = 2; // line 218

export const hasKeyword = (h: HeroState, k: 'smashing' | 'agile') => heroSheet(h).keywords.includes(k);

/** A Hero who may still take an Activation this Hero Phase. */
export const canActivate = (h: HeroState): boolean =>
  !h.dead && !h.exited && !h.activated && h.petrified === 0 && h.chicken !== 1;

/** The seat may act now in the Hero Phase (it is the Active Hero, or nobody is active and it may start). */
export function mayAct(G: OrcQuestState, seat: number): boolean {
  if (G.phase !== 'hero' || G.result) return false;
  const h = G.heroes[seat];
  if (!h) return false;
  // A Hero called in for an extra Action (line 510) acts whether or not their own Activation is over.
  if (G.cutIn) return G.active === seat && !h.dead && h.pos !== null;
  if (!canActivate(h)) return false;
  return G.active === null || G.active === seat;
}

/** Start the seat's Activation if nobody is active (2 Action points). */
export function begin(G: OrcQuestState, seat: number): void {
  if (G.active === null) {
    G.active = seat;
    G.ap = ACTION_POINTS;
    G.mp = 0;
    G.chain = [];
    G.boost = null;
    // Poison: 1 automatic damage on Activation (line 799).
    const h = G.heroes[seat];
    if (h?.poisoned) {
      if (logging(G)) log(G, `${heroSheet(h).name} suffers the Poison`);
      damageHero(G, h, 1);
    }
  }
}

/**
 * The Hero Phase is over: a Petrified Hero has skipped this Activation, so the token steps down (line 809).
 */
export function skipPetrified(G: OrcQuestState): void {
  for (const h of G.heroes)
    if (h.petrified > 0 && !h.dead) {
      h.petrified -= 1;
      if (logging(G)) log(G, `${heroSheet(h).name} skipped the Activation, Petrified`);
    }
  // Metamorphosis (line 856): the lost Activation is over, or the next one is now the one to lose.
  for (const h of G.heroes) if (h.chicken > 0 && !h.dead) passChickenPhase(G, h);
}

/**
 * The Combo the Active Hero may use for free now (lines 413-415, ruling R31): 1 after two consecutive paid
 * Actions that each inflicted damage, 2 after a Combo 1 that did; 0 otherwise (also while a card's owed
 * Attack is still to come: that Action is not over).
 */
export function comboLevel(G: OrcQuestState): number {
  // Combos are the Active Hero's alone (line 409), not a called-in Hero's.
  if (G.pending || G.cutIn) return 0;
  // Lengths checked first: a read past the end of a short chain is a slow load (legal-move lists ask often).
  const chain = G.chain;
  const n = chain.length;
  if (n === 0) return 0;
  const last = chain[n - 1] as ChainEntry;
  if (!last.dealt) return 0;
  if (last.combo === 1) return 2;
  if (n < 2 || last.combo !== 0) return 0;
  const prev = chain[n - 2] as ChainEntry;
  return prev.combo === 0 && prev.dealt ? 1 : 0;
}

/** Does the Hero have this card in play (a starting card, or one they have learnt)? */
export const hasCard = (h: HeroState, card: SkillCard): boolean =>
  card.hero === h.hero && (!card.cost || h.learned.includes(card.id));

/** Which of a Skill card's effects the Hero can pay for now (lines 230-237); a Combo costs nothing (409). */
export function canPay(
  G: OrcQuestState,
  seat: number,
  card: SkillCard | undefined,
  effect: EffectChoice,
): boolean {
  const h = G.heroes[seat];
  if (!h || !card || !hasCard(h, card) || h.used.includes(card.id) || !mayAct(G, seat)) return false;
  if (effect === 'combo') return !!card.combo && G.active === seat && comboLevel(G) > 0;
  const e = effect === 'main' ? card.main : card.enhanced;
  if (!e) return false;
  const ap = G.active === seat ? G.ap : ACTION_POINTS;
  // Cursed (line 807): no Badass points spent in the Hero Phase.
  return ap >= e.ap && (e.badass === 0 || (G.badass >= e.badass && !cursed(h)));
}

/**
 * `canPay(G, seat, card, e)` for the three effects at once, as bits (1 Main, 2 Enhanced, 4 Combo: the
 * order of the grammar's effects): legal-move lists ask all three of each card, and what they share (the
 * card is the Hero's, unused, the seat may act) is read once. `acting`: `mayAct(G, seat)`, when the caller
 * has it at hand.
 */
export function payableEffects(
  G: OrcQuestState,
  seat: number,
  card: SkillCard | undefined,
  acting = mayAct(G, seat),
): number {
  const h = G.heroes[seat];
  if (!acting || !h || !card || !hasCard(h, card) || h.used.includes(card.id)) return 0;
  const ap = G.active === seat ? G.ap : ACTION_POINTS;
  let bits = 0;
  const main = card.main;
  if (main && ap >= main.ap && (main.badass === 0 || (G.badass >= main.badass && !cursed(h)))) bits |= 1;
  const enhanced = card.enhanced;
  if (enhanced && ap >= enhanced.ap && (enhanced.badass === 0 || (G.badass >= enhanced.badass && !cursed(h))))
    bits |= 2;
  if (card.combo && G.active === seat && comboLevel(G) > 0) bits |= 4;
  return bits;
}

export function pay(G: OrcQuestState, seat: number, card: SkillCard, effect: EffectChoice): void {
  begin(G, seat);
  const combo = effect === 'combo' ? comboLevel(G) : 0;
  const e = effectOf(card, effect);
  if (!e) return;
  if (!combo) {
    G.ap -= e.ap;
    G.badass -= e.badass;
  } else log(G, `Combo ${combo}: ${card.name}`);
  G.mp = 0; // a new Skill card ends any movement (and owed Attack) left over from the previous one
  G.pending = null;
  // The chain is replaced, never changed in place: copies of the state share it (SHARED_FIELDS).
  G.chain = [...G.chain, { dealt: false, combo }];
  const h = G.heroes[seat] as HeroState;
  h.used = [...h.used, card.id]; // replaced, never changed in place (SHARED_HERO_FIELDS)
}

/** The effect used: a Combo uses the Main effect only (line 410). */
export const effectOf = (card: SkillCard, effect: EffectChoice): SkillEffect | null =>
  effect === 'enhanced' ? card.enhanced : card.main;
