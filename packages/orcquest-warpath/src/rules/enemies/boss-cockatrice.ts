import type { Rng } from '@skald/core';
import type { BossCardEffect } from '../../data/bosses.js';
import type { EnemyState, HeroState, OrcQuestState } from '../../state.js';
import { adjacent, lineClear, range } from '../board/geometry.js';
import { isImmune } from '../characters/effects.js';
import { hasFlight, moveMassiveToward } from '../characters/massive.js';
import type { SearchContext } from '../context.js';
import { board, cellOf, enemyCell, enemySheet, heroSheet, log, logging, visibleHeroes } from '../world.js';
import { attackHeroWith, rankTargets } from './enemy-attack.js';
import { push } from './movement.js';

type CockatriceEffect = Extract<BossCardEffect, { kind: 'swoop' | 'peck' | 'lash' }>;

/** Heroes within `r` of the nearest square the Boss covers, with a clear line to it (a Zone Attack, line 211). */
function inZone(cx: SearchContext, G: OrcQuestState, e: EnemyState, r: number): HeroState[] {
  const b = board(G);
  return visibleHeroes(G).filter((h) => {
    const at = cellOf(h.pos as string);
    const from = enemyCell(e, at);
    return range(from, at) <= r && lineClear(cx, b, G, from, at, 'sight');
  });
}

/**
 * Petrified 1 or Poison on a Hero (lines 788-822): applied even without damage (line 790), never twice
 * (line 791, ruling R59).
 */
export function afflict(G: OrcQuestState, h: HeroState, effect: 'petrified' | 'poison'): void {
  if (h.dead) return;
  if (isImmune(h, effect)) return;
  if (effect === 'petrified' && h.petrified === 0) {
    h.petrified = 1;
    if (logging(G)) log(G, `${heroSheet(h).name} is Petrified`);
  } else if (effect === 'poison' && !h.poisoned) {
    h.poisoned = true;
    if (logging(G)) log(G, `${heroSheet(h).name} is Poisoned`);
  }
}

/** Move toward the priority target (Flight while its Wings survive). */
function closeIn(G: OrcQuestState, e: EnemyState, squares: number): void {
  const target = rankTargets(G, e, visibleHeroes(G))[0];
  if (target) moveMassiveToward(G, e, cellOf(target.pos as string), squares, hasFlight(G, e));
}

/**
 * The Cockatrice's Activation cards. Skull, its Wings (line 758): up to 6 squares, then a Zone Attack with
 * its wings, angrier with every destroyed card — Pushed with one, Pushed and Brutality with two (ruling
 * R57). Lightning and Explosion, Beak and Tail: assumed (reference A.6).
 */
export function cockatriceCard(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  fx: CockatriceEffect,
  destroyed: number,
  rng: Rng,
): void {
  if (fx.kind === 'swoop') {
    closeIn(G, e, fx.move);
    const bonus = destroyed > 0 ? fx.angry[Math.min(destroyed, fx.angry.length) - 1] : undefined;
    for (const h of inZone(cx, G, e, fx.range)) {
      attackHeroWith(cx, G, e, h, { type: 'melee', dice: fx.dice }, rng, bonus?.brutality ?? 0);
      if (bonus?.pushed && !h.dead && h.pos)
        push(cx, G, { kind: 'hero', seat: G.heroes.indexOf(h) }, enemyCell(e, cellOf(h.pos)), bonus.pushed);
    }
    return;
  }
  if (fx.kind === 'peck') {
    closeIn(G, e, enemySheet(e).move);
    const b = board(G);
    const target = inZone(cx, G, e, 1).filter((h) => {
      const at = cellOf(h.pos as string);
      return adjacent(b, G, enemyCell(e, at), at);
    });
    const h = rankTargets(G, e, target)[0];
    if (!h) return;
    attackHeroWith(cx, G, e, h, { type: 'melee', dice: fx.dice }, rng);
    afflict(G, h, fx.effect);
    return;
  }
  for (const h of inZone(cx, G, e, fx.range)) {
    attackHeroWith(cx, G, e, h, { type: 'melee', dice: fx.dice }, rng);
    afflict(G, h, fx.effect);
  }
}
