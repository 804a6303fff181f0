import type { Rng } from '@skald/core';
import type { EnemyState, OrcQuestState } from '../../state.js';
import { lineClear, range } from '../board/geometry.js';
import { bossEnemy, bossSpec, intact } from '../characters/boss-sheet.js';
import { rollBadass } from '../combat/dice.js';
import { canTarget } from '../combat/targeting.js';
import type { SearchContext } from '../context.js';
import { board, cellOf, enemySheet, log, logging, visibleHeroes } from '../world.js';
import { cockatriceCard } from './boss-cockatrice.js';
import { attackHeroWith, rankTargets, tryEnemyAttack, usableAttacks } from './enemy-attack.js';
import { moveEnemyToward } from './movement.js';
import { teleport } from './teleport.js';

/**
 * The Boss's own Activation in the Enemy Phase (lines 760-770), after the groups: the Activation card its die
 * selects, or the sheet's basic move and Attack.
 */

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
  if (logging(G)) log(G, `${enemySheet(e).name} activates: ${symbol}`);
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
