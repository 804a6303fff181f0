import { type Rng, shuffle } from '@skald/core';
import type { BossReactionEffect } from '../../data/bosses.js';
import type { HeroState, OrcQuestState } from '../../state.js';
import { bossEnemy, bossSpec, intact } from '../characters/boss-sheet.js';
import { applyEffect } from '../characters/effects.js';
import { metamorphose } from '../characters/metamorphosis.js';
import { raiseAlert } from '../combat/damage.js';
import type { SearchContext } from '../context.js';
import { addEnemy, enemySheet, log, logging, miniaturesLeft, nearestFreeSquare } from '../world.js';
import { tryEnemyAttack, usableAttacks } from './enemy-attack.js';
import { teleport } from './teleport.js';

/**
 * The Boss's answer to a Hero's Attack: its Reaction deck (lines 771-777). Split from the Boss's sheet
 * (rules/characters/boss-sheet.ts) because it attacks back, so it reads after Enemy Combat.
 */

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
      if (logging(G)) log(G, `${card.name} is discarded unplayed`);
      continue;
    }
    if (logging(G)) log(G, `${enemySheet(e).name} reacts: ${card.name}`);
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
