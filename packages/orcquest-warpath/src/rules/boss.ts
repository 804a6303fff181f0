import { type Rng, shuffle } from '@skald/core';
import {
  BOSS_REACTION_DECK,
  BOSSES,
  type BossCard,
  type BossReactionEffect,
  type BossSpec,
} from '../data/bosses.js';
import { ENEMIES } from '../data/enemies.js';
import type { Colour } from '../data/types.js';
import type { BossState, EnemyState, Facing, HeroState, OrcQuestState } from '../state.js';
import { attackHeroWith, canTarget, rankTargets, tryEnemyAttack, usableAttacks } from './attack.js';
import { cockatriceCard } from './boss-cockatrice.js';
import { rollBadass } from './combat.js';
import type { SearchContext } from './context.js';
import { addBadass, raiseAlert } from './damage.js';
import { applyEffect } from './effects.js';
import { lineClear, range } from './geometry.js';
import { massiveFits } from './massive.js';
import { metamorphose } from './metamorphosis.js';
import { moveEnemyToward } from './movement.js';
import { navOf } from './nav.js';
import { teleport } from './teleport.js';
import {
  addEnemy,
  board,
  cellOf,
  enemySheet,
  isMassive,
  log,
  miniaturesLeft,
  nearestFreeSquare,
  occupiedSquares,
  visibleHeroes,
} from './world.js';

export const bossSpec = (b: BossState): BossSpec => BOSSES[b.id];

/** The Boss's miniature while it is on the board. */
export const bossEnemy = (G: OrcQuestState): EnemyState | undefined =>
  G.boss && !G.boss.defeated ? G.enemies.find((e) => e.id === G.boss?.enemy) : undefined;

export const isBoss = (G: OrcQuestState, e: EnemyState): boolean => !!G.boss && G.boss.enemy === e.id;

export const intact = (b: BossState, i: number): boolean =>
  (b.cards[i] ?? 0) < (bossSpec(b).cards[i] as BossCard).hp;
const anyIntact = (b: BossState): boolean => b.cards.some((_, i) => intact(b, i));

/** The parts a Hero may aim at now: intact cards, and the sheet once nothing protects it (line 763). */
export function aimableParts(b: BossState): number[] {
  const cards = b.cards.flatMap((_, i) => (intact(b, i) ? [i] : []));
  return bossSpec(b).protectedHp && cards.length > 0 ? cards : [...cards, -1];
}

/** The Health colour of the part aimed at: a card's own (red while its `redWhile` card survives), or the sheet's. */
export function aimedColour(b: BossState): Colour {
  const spec = bossSpec(b);
  const card = spec.cards[b.aim];
  if (!card) return ENEMIES[spec.enemy].hpColour;
  const guard = spec.cards.findIndex((c) => c.id === card.redWhile);
  return guard >= 0 && intact(b, guard) ? 'red' : card.hpColour;
}

/** Where a Massive Boss can appear: its square if the 2×2 block fits there, else the nearest that does. */
function massiveSpot(G: OrcQuestState, e: EnemyState, square: string): string | undefined {
  const at = cellOf(square);
  const nav = navOf(board(G));
  let best: { key: string; d: number } | undefined;
  for (const k of nav.keys) {
    const d = range(cellOf(k), at);
    if ((!best || d < best.d) && massiveFits(G, e, k)) best = { key: k, d };
  }
  return best?.key;
}

/** The Boss appears (the Quest says how: Quest 2, when its room is explored). */
export function spawnBoss(cx: SearchContext, G: OrcQuestState, rng: Rng): void {
  const q = board(G).quest.boss;
  if (!q || G.boss) return;
  const spec = BOSSES[q.id];
  let square = occupiedSquares(G).has(q.square) ? nearestFreeSquare(G, q.square) : q.square;
  if (!square) return;
  const e = addEnemy(cx, G, spec.enemy, square, q.facing as Facing);
  if (isMassive(e)) {
    square = massiveSpot(G, e, q.square);
    if (!square) {
      G.enemies.pop();
      G.nextEnemyId--;
      return;
    }
    e.pos = square;
  }
  e.alerted = true;
  G.boss = {
    id: spec.id,
    enemy: e.id,
    cards: spec.cards.map(() => 0),
    aim: 0,
    reactions: { deck: shuffle(rng, BOSS_REACTION_DECK(spec.id)), discard: [] },
    defeated: false,
  };
  log(G, `${enemySheet(e).name} appears on ${square}`);
}

/**
 * A Hero's Attack lands on the Boss: the damage goes to the part aimed at. A card at its Health points is
 * destroyed and the excess is lost (line 769); the sheet at its Health points defeats the Boss (line 781).
 * Returns true when the Boss is defeated.
 */
export function damageBoss(G: OrcQuestState, e: EnemyState, amount: number): boolean {
  const b = G.boss;
  if (!b || amount <= 0) return false;
  const spec = bossSpec(b);
  const card = spec.cards[b.aim];
  if (card) {
    const before = b.cards[b.aim] ?? 0;
    b.cards[b.aim] = Math.min(card.hp, before + amount);
    if (b.cards[b.aim] === card.hp) {
      log(G, `${card.name} destroyed`);
      b.aim = aimableParts(b)[0] ?? -1;
      // Its destruction may wound the Boss itself (line 768: the Cockatrice's Wings, 3 damage).
      if (card.sheetDamage) return woundSheet(G, e, card.sheetDamage);
    }
    return false;
  }
  if (spec.protectedHp && anyIntact(b)) return false;
  return woundSheet(G, e, amount);
}

/** Damage on the Boss Sheet; at its Health points the Boss is defeated (line 781). */
function woundSheet(G: OrcQuestState, e: EnemyState, amount: number): boolean {
  const b = G.boss as BossState;
  e.damage = Math.min(enemySheet(e).hp, e.damage + amount);
  const sheet = enemySheet(e);
  if (e.damage < sheet.hp) return false;
  G.enemies = G.enemies.filter((x) => x.id !== e.id);
  b.defeated = true;
  addBadass(G, sheet.badass);
  log(G, `${sheet.name} is defeated`);
  return true;
}

/** The basic move and Attack of the sheet (line 770): toward the priority target, then strike if it can. */
function basicAssault(cx: SearchContext, G: OrcQuestState, e: EnemyState, rng: Rng): void {
  const heroes = visibleHeroes(G);
  const target = rankTargets(G, e, heroes)[0];
  if (!target) return;
  if (usableAttacks(cx, G, e, target).length === 0)
    moveEnemyToward(cx, G, e, cellOf(target.pos as string), enemySheet(e).move, rng);
  const now = G.enemies.includes(e)
    ? rankTargets(G, e, visibleHeroes(G)).find((h) => usableAttacks(cx, G, e, h).length > 0)
    : undefined;
  if (now) tryEnemyAttack(cx, G, e, now, rng, 0);
}

/**
 * The Boss's Activation, after the Enemy groups (its own system, line 760): the Activation die's symbol
 * selects a card; a destroyed card means the basic move and Attack (line 770).
 */
export function activateBoss(cx: SearchContext, G: OrcQuestState, rng: Rng): void {
  const b = G.boss;
  const e = bossEnemy(G);
  if (!b || !e) return;
  const symbol = rollBadass(rng, 'blue');
  const spec = bossSpec(b);
  const i = spec.cards.findIndex((c) => c.symbol === symbol);
  const card = spec.cards[i];
  log(G, `${enemySheet(e).name} activates: ${symbol}`);
  if (!card || !intact(b, i)) {
    basicAssault(cx, G, e, rng);
    return;
  }
  const fx = card.effect;
  if (fx.kind === 'swoop' || fx.kind === 'peck' || fx.kind === 'lash') {
    cockatriceCard(cx, G, e, fx, b.cards.length - b.cards.filter((_, k) => intact(b, k)).length, rng);
    return;
  }
  // Teleport X (line 869): nothing to ignore on an Activation; only the random jump.
  if (fx.kind === 'teleport') teleport(G, e, fx.squares, rng);
  else if (fx.kind === 'bolt') {
    const from = cellOf(e.pos);
    const inReach = visibleHeroes(G).filter((h) =>
      canTarget(cx, G, from, cellOf(h.pos as string), 'ranged', fx.range),
    );
    const target = rankTargets(G, e, inReach)[0];
    if (target) attackHeroWith(cx, G, e, target, { type: 'ranged', dice: fx.dice }, rng);
  } else {
    const from = cellOf(e.pos);
    const b2 = board(G);
    for (const h of visibleHeroes(G))
      if (
        range(from, cellOf(h.pos as string)) <= fx.range &&
        lineClear(cx, b2, G, from, cellOf(h.pos as string), 'fire')
      )
        attackHeroWith(cx, G, e, h, { type: 'ranged', dice: fx.dice }, rng);
  }
}

/**
 * After a Hero's Attack on the Boss, the top Reaction card resolves (line 774); a card tied to a destroyed
 * Activation card is discarded unplayed (line 777); the used deck is reshuffled when empty (line 776).
 * Returns the effect played (a `teleport` makes the caller ignore the Attack's damage, line 869).
 */
export function bossReaction(
  cx: SearchContext,
  G: OrcQuestState,
  hero: HeroState,
  rng: Rng,
): BossReactionEffect | undefined {
  const b = G.boss;
  const e = bossEnemy(G);
  if (!b || !e) return undefined;
  const spec = bossSpec(b);
  for (let guard = 0; guard < 64; guard++) {
    if (b.reactions.deck.length === 0) {
      b.reactions.deck = shuffle(rng, b.reactions.discard);
      b.reactions.discard = [];
    }
    const id = b.reactions.deck.shift();
    if (id === undefined) return undefined;
    b.reactions.discard.push(id);
    const card = spec.reactions.find((r) => r.id === id);
    if (!card) return undefined;
    const tied = card.tiedTo === null ? -1 : spec.cards.findIndex((c) => c.id === card.tiedTo);
    if (tied >= 0 && !intact(b, tied)) {
      log(G, `${card.name} is discarded unplayed`);
      continue;
    }
    log(G, `${enemySheet(e).name} reacts: ${card.name}`);
    if (card.effect === 'heal') {
      if (tied >= 0) b.cards[tied] = Math.max(0, (b.cards[tied] ?? 0) - 1);
    } else if (card.effect === 'alarm') raiseAlert(G, 1);
    else if (card.effect === 'teleport') {
      const fx = spec.cards[tied]?.effect;
      teleport(G, e, fx?.kind === 'teleport' ? fx.squares : 3, rng);
    } else if (card.effect === 'metamorphosis') {
      metamorphose(G, hero);
    } else if (card.effect === 'curse') {
      if (!hero.dead) applyEffect(hero, 'cursed');
    } else if (card.effect === 'counter') {
      if (hero.pos && !hero.dead && usableAttacks(cx, G, e, hero).length > 0)
        tryEnemyAttack(cx, G, e, hero, rng, 0);
    } else {
      for (const type of spec.summons) {
        if (miniaturesLeft(G, type) <= 0) continue;
        const sq = nearestFreeSquare(G, e.pos);
        if (!sq) break;
        const guardE = addEnemy(cx, G, type, sq, e.facing);
        guardE.alerted = true;
      }
    }
    return card.effect;
  }
  return undefined;
}
