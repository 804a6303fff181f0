import type { Rng } from '@skald/core';
import {
  combatCardOf,
  type EffectChoice,
  moveCardOf,
  type SkillCard,
  skillById,
  specialSkillOf,
} from '../../data/skills.js';
import type { AttackType } from '../../data/types.js';
import type { EnemyState, HeroState, OrcQuestState } from '../../state.js';
import { lineClear, range } from '../board/geometry.js';
import type { Cell } from '../board/grid.js';
import { cursed, entangled, heroMayAttack } from '../characters/effects.js';
import { moveBonus } from '../characters/gear.js';
import { type AttackOption, attackOptions } from '../combat/attack-options.js';
import { canTarget } from '../combat/targeting.js';
import type { SearchContext } from '../context.js';
import { updateAlerts } from '../enemies/alerting.js';
import { board, cellOf, enemyAt, enemyCell, heroAt, heroSheet, log, logging } from '../world.js';
import { begin, canPay, effectOf, mayAct, pay, payableEffects } from './activation.js';
import { type AttackMods, heroAttack } from './hero-attack.js';
import { afterHeroMoved } from './hero-move.js';

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
  if (logging(G)) log(G, `${heroSheet(h).name} moves (${G.mp} MP)`);
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
 * Attack an Enemy with a Skill card — the Hero's Combat card or a learnt Attack card (heroes/learn.ts) —
 * and one of the Hero's attack options: the card's cost paid, the target attackable and in sight and range.
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
  if (logging(G)) log(G, `${heroSheet(h).name} uses ${card.name} (${G.mp} MP)`);
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
