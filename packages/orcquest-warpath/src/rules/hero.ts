import type { Rng } from '@skald/core';
import {
  combatCardOf,
  type EffectChoice,
  moveCardOf,
  type SkillCard,
  type SkillEffect,
  skillById,
  specialSkillOf,
} from '../data/skills.js';
import type { AttackType } from '../data/types.js';
import type { ChainEntry, EnemyState, HeroState, OrcQuestState } from '../state.js';
import { updateAlerts } from './alerting.js';
import { type AttackMods, type AttackOption, attackOptions, canTarget, heroAttack } from './attack.js';
import type { SearchContext } from './context.js';
import { damageHero } from './damage.js';
import { cursed, entangled, heroMayAttack } from './effects.js';
import { moveBonus } from './gear.js';
import { lineClear, range } from './geometry.js';
import type { Cell } from './grid.js';
import { afterHeroMoved } from './hero-move.js';
import { passChickenPhase } from './metamorphosis.js';
import { board, cellOf, enemyAt, enemyCell, heroAt, heroSheet, log } from './world.js';

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
      log(G, `${heroSheet(h).name} suffers the Poison`);
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
      log(G, `${heroSheet(h).name} skipped the Activation, Petrified`);
    }
  // Metamorphosis (line 856): the lost Activation is over, or the next one is now the one to lose.
  for (const h of G.heroes) if (h.chicken > 0 && !h.dead) passChickenPhase(G, h);
}

/** Enter the board on a free Hero Entrance square: free, not an Action (line 253). */
export function canEnter(G: OrcQuestState, seat: number, square: string): boolean {
  const h = G.heroes[seat];
  return (
    !!h &&
    mayAct(G, seat) &&
    h.pos === null &&
    board(G).quest.heroEntrance.includes(square) &&
    !heroAt(G, square) &&
    !enemyAt(G, square)
  );
}

export function enter(cx: SearchContext, G: OrcQuestState, seat: number, square: string, rng: Rng): void {
  begin(G, seat);
  const h = G.heroes[seat] as HeroState;
  h.pos = square;
  h.facing = 1;
  afterHeroMoved(cx, G, seat, rng);
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

/** Use the Movement card: Movement points to spend step by step (line 253). */
export function canMoveCard(G: OrcQuestState, seat: number, effect: EffectChoice): boolean {
  const h = G.heroes[seat];
  const card = moveCardOf(h?.hero);
  // Entangled (line 804): the Hero cannot move.
  return !!h && h.pos !== null && !entangled(h) && canPay(G, seat, card, effect);
}

export function useMoveCard(G: OrcQuestState, seat: number, effect: EffectChoice): void {
  const h = G.heroes[seat] as HeroState;
  const card = moveCardOf(h.hero) as SkillCard;
  pay(G, seat, card, effect);
  // Stuff and Relics that add Movement points add them to every move (line 277).
  G.mp = ((effect === 'main' ? card.main.move : card.enhanced?.move) ?? 0) + moveBonus(h);
  log(G, `${heroSheet(h).name} moves (${G.mp} MP)`);
}

/** `canMoveCard` for the three effects at once, as bits (see `payableEffects`). */
export function moveCardEffects(G: OrcQuestState, seat: number, acting = mayAct(G, seat)): number {
  const h = G.heroes[seat];
  if (!h || h.pos === null || entangled(h)) return 0;
  return payableEffects(G, seat, moveCardOf(h.hero), acting);
}

/** Use the Combat card against an Enemy with one of the Hero's attack options. */
export const canAttack = (
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  effect: EffectChoice,
  option: number,
  enemyId: number,
): boolean => canAttackWith(cx, G, seat, combatCardOf(G.heroes[seat]?.hero), effect, option, enemyId);

/**
 * Attack an Enemy with a Skill card — the Hero's Combat card or a learnt Attack card (rules/learn.ts) — and
 * one of the Hero's attack options: the card's cost paid, the target attackable and in sight and range.
 */
export function canAttackWith(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  card: SkillCard | undefined,
  effect: EffectChoice,
  option: number,
  enemyId: number,
): boolean {
  const h = G.heroes[seat];
  if (!h || h.pos === null || !card || !canPay(G, seat, card, effect)) return false;
  const opt = attackOptions(cx, h)[option];
  const target = G.enemies.find((e) => e.id === enemyId);
  return (
    !!opt &&
    !!target &&
    heroMayAttack(h, target) &&
    canTarget(cx, G, cellOf(h.pos), enemyCell(target, cellOf(h.pos)), opt.type, boostedRange(G, opt))
  );
}

export function useCombatCard(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  effect: EffectChoice,
  option: number,
  enemyId: number,
  rng: Rng,
): void {
  const card = combatCardOf(G.heroes[seat]?.hero) as SkillCard;
  attackWith(cx, G, seat, card, effect, option, enemyId, rng);
}

/** Carry out `canAttackWith`: pay the card, attack, and the alerts follow. */
export function attackWith(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  card: SkillCard,
  effect: EffectChoice,
  option: number,
  enemyId: number,
  rng: Rng,
): void {
  const h = G.heroes[seat] as HeroState;
  pay(G, seat, card, effect);
  h.invisible = false; // attacking ends Invisible (line 851)
  const opt = attackOptions(cx, h)[option];
  const target = G.enemies.find((e) => e.id === enemyId);
  if (opt && target) heroAttack(cx, G, seat, opt, target, modsOf(G, card, effect), rng);
  G.boost = null;
  updateAlerts(cx, G);
}

/** The effect used: a Combo uses the Main effect only (line 410). */
export const effectOf = (card: SkillCard, effect: EffectChoice): SkillEffect | null =>
  effect === 'enhanced' ? card.enhanced : card.main;

/** What the card (and a Boost bought this Action) adds to the Attack. */
export function modsOf(G: OrcQuestState, card: SkillCard, effect: EffectChoice): AttackMods {
  const a = effectOf(card, effect)?.attack;
  const boost = G.boost ? effectOf(skillById(G.boost.card) as SkillCard, G.boost.effect)?.boost : undefined;
  return {
    brutality: a?.brutality ?? 0,
    precision: a?.precision ?? 0,
    burn: a?.burn ?? 0,
    breakthrough: boost?.breakthrough ? 1 : 0,
  };
}

/** An attack option's Range, with a Point Blank Boost letting a Ranged option reach Range 1 (line 250). */
export function boostedRange(G: OrcQuestState, opt: AttackOption): AttackOption['range'] {
  const boost = G.boost ? effectOf(skillById(G.boost.card) as SkillCard, G.boost.effect)?.boost : undefined;
  if (!boost?.pointBlank || opt.type !== 'ranged' || opt.range === null) return opt.range;
  return [Math.min(1, opt.range[0]), opt.range[1]];
}

/** Enemies a Zone attack reaches: within its Range and a clear line from the Hero (ruling R10: no arc). */
export function zoneTargets(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  zone: { type: AttackType; range: number },
): EnemyState[] {
  const h = G.heroes[seat];
  if (!h?.pos) return [];
  const from = cellOf(h.pos);
  return G.enemies.filter((e) => zoneHits(cx, G, h, from, zone, e));
}

/** Is the Enemy a target of the Hero's zone Attack from `from` (`zoneTargets`' test, one Enemy)? */
function zoneHits(
  cx: SearchContext,
  G: OrcQuestState,
  h: HeroState,
  from: Cell,
  zone: { type: AttackType; range: number },
  e: EnemyState,
): boolean {
  if (!heroMayAttack(h, e)) return false;
  const at = enemyCell(e, from);
  return (
    range(from, at) <= zone.range &&
    lineClear(cx, board(G), G, from, at, zone.type === 'ranged' ? 'fire' : 'sight')
  );
}

/** The Hero's own third starting card (Smash Through, Charging Attack, Wave of Fire). */
export function canSpecial(cx: SearchContext, G: OrcQuestState, seat: number, effect: EffectChoice): boolean {
  const h = G.heroes[seat];
  const card = specialSkillOf(h?.hero ?? 'mek');
  if (!h?.pos || !card || !canPay(G, seat, card, effect)) return false;
  const zone = effectOf(card, effect)?.attack?.zone;
  if (!zone) return true;
  // Some target (`zoneTargets` not empty), found without the list: legal-move lists ask it every time.
  const from = cellOf(h.pos);
  return G.enemies.some((e) => zoneHits(cx, G, h, from, zone, e));
}

/** `canSpecial` for the three effects at once, as bits (see `payableEffects`). */
export function specialEffects(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  acting = mayAct(G, seat),
): number {
  const h = G.heroes[seat];
  const card = specialSkillOf(h?.hero ?? 'mek');
  if (!h?.pos || !card) return 0;
  let bits = payableEffects(G, seat, card, acting);
  if (bits === 0) return 0;
  const from = cellOf(h.pos);
  for (let ei = 0; ei < 3; ei++) {
    if (!(bits & (1 << ei))) continue;
    const zone = effectOf(card, ei === 0 ? 'main' : ei === 1 ? 'enhanced' : 'combo')?.attack?.zone;
    if (zone && !G.enemies.some((e) => zoneHits(cx, G, h, from, zone, e))) bits &= ~(1 << ei);
  }
  return bits;
}

/** Whether this seat's Special card, with this effect, attacks a zone (and so changes Enemies, `useSpecial`). */
export function specialAttacks(G: OrcQuestState, seat: number, effect: EffectChoice): boolean {
  const h = G.heroes[seat];
  const card = h && specialSkillOf(h.hero);
  return !!card && !!effectOf(card, effect)?.attack?.zone;
}

export function useSpecial(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  effect: EffectChoice,
  rng: Rng,
): void {
  const h = G.heroes[seat] as HeroState;
  const card = specialSkillOf(h.hero) as SkillCard;
  pay(G, seat, card, effect);
  const e = effectOf(card, effect);
  const zone = e?.attack?.zone;
  if (zone) {
    h.invisible = false;
    const option: AttackOption = {
      type: zone.type,
      range: [0, zone.range],
      dice: zone.dice.slice(),
      precision: 0,
      pushed: 0,
      sources: [],
      atrocity: 0,
      skewer: false,
      burn: 0,
    };
    for (const target of zoneTargets(cx, G, seat, zone)) {
      if (G.enemies.includes(target) && !h.dead)
        heroAttack(cx, G, seat, option, target, modsOf(G, card, effect), rng);
    }
    G.boost = null;
    updateAlerts(cx, G);
    return;
  }
  G.mp = e?.move ? e.move + moveBonus(h) : 0;
  if (e?.attack) G.pending = { card: card.id, effect, direction: null, moved: 0 };
  log(G, `${heroSheet(h).name} uses ${card.name} (${G.mp} MP)`);
}

/** Whether the Active Hero owes an Attack that can be made now, whatever its target. */
export function canStrikeNow(G: OrcQuestState, seat: number): boolean {
  const p = G.pending;
  if (!G.heroes[seat]?.pos || G.active !== seat || !p) return false;
  const card = skillById(p.card);
  if (!card) return false;
  return !(effectOf(card, p.effect)?.straight && p.moved < 1);
}

/** The Attack a move-then-attack card owes: after at least one square of a straight run (Charge, line 832). */
export function canStrike(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  option: number,
  enemyId: number,
): boolean {
  const h = G.heroes[seat];
  if (!h?.pos || !canStrikeNow(G, seat)) return false;
  const opt = attackOptions(cx, h)[option];
  const target = G.enemies.find((e) => e.id === enemyId);
  return (
    !!opt &&
    !!target &&
    heroMayAttack(h, target) &&
    canTarget(cx, G, cellOf(h.pos), enemyCell(target, cellOf(h.pos)), opt.type, boostedRange(G, opt))
  );
}

export function strike(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  option: number,
  enemyId: number,
  rng: Rng,
): void {
  const h = G.heroes[seat] as HeroState;
  const p = G.pending;
  const card = skillById(p?.card ?? '');
  G.pending = null;
  G.mp = 0;
  h.invisible = false;
  const opt = attackOptions(cx, h)[option];
  const target = G.enemies.find((e) => e.id === enemyId);
  if (p && card && opt && target) heroAttack(cx, G, seat, opt, target, modsOf(G, card, p.effect), rng);
  G.boost = null;
  updateAlerts(cx, G);
}

/** The cost of the next extra Action point (line 513: 1, 2, 3... shared by all Heroes, ruling R37). */
export const extraApCost = (G: OrcQuestState): number => G.extraAp + 1;

export function canBuyAp(G: OrcQuestState, seat: number): boolean {
  return mayAct(G, seat) && G.badass >= extraApCost(G) && !cursed(G.heroes[seat] as HeroState);
}

export function buyAp(G: OrcQuestState, seat: number): void {
  begin(G, seat);
  G.badass -= extraApCost(G);
  G.extraAp += 1;
  G.ap += 1;
}
