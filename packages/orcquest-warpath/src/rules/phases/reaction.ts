import type { Rng } from '@skald/core';
import { reactionCardOf, skillById } from '../../data/skills.js';
import type { OrcQuestState } from '../../state.js';
import type { SearchContext } from '../context.js';
import { updateAlerts } from '../enemies/alerting.js';
import { tryEnemyAttack } from '../enemies/enemy-attack.js';
import { endEnemyActivation } from '../enemies/enemy-effects.js';
import { resolveSingleOut } from '../enemies/patrol-choice.js';
import { freeStep, updateInvisibility } from '../heroes/hero-move.js';
import { log, logging } from '../world.js';
import { continueEnemyPhase } from './turn.js';

/**
 * The Heroes' answers that resume a paused Enemy Phase: a Reaction card (lines 652-656) and singling out a
 * Patrol member (line 554). They read after the turn (rules/phases/turn.ts), which carries a finished Enemy
 * Phase on to the End of Turn.
 */

/**
 * The Hero answers (or lets pass) the Attack the Enemy Phase paused on, then the Phase goes on. Dodge
 * (line 841): the Attack is rolled but its damage ignored, then the Hero moves 1 square (`dir`, or -1 when
 * no square is free) without Danger Zone damage.
 */
export function resolveReaction(
  cx: SearchContext,
  G: OrcQuestState,
  use: boolean,
  dir: number,
  rng: Rng,
): void {
  const w = G.reaction;
  G.reaction = null;
  if (!w) return;
  const h = G.heroes[w.seat];
  const e = G.enemies.find((x) => x.id === w.enemy);
  const card = skillById(reactionCardOf(h?.hero ?? 'orrus') ?? '');
  let settled = false;
  if (h && e) {
    if (use && card) {
      G.badass -= card.main.badass;
      h.used = [...h.used, card.id]; // replaced, never changed in place (SHARED_HERO_FIELDS)
      if (logging(G)) log(G, `${h.hero} reacts: ${card.name}`);
    }
    tryEnemyAttack(cx, G, e, h, rng, w.brutality, undefined, w.badassDie, use);
    // The paused Attack was the end of the Enemy's Activation.
    if (w.from !== undefined) endEnemyActivation(G, e, w.from);
    if (use && dir >= 0 && h.pos && !h.dead) {
      const to = dodgeSquare(G, w.seat, dir);
      if (to) h.pos = to;
      updateInvisibility(cx, G, h);
    }
    settled = updateAlerts(cx, G);
  }
  continueEnemyPhase(cx, G, rng, settled);
}

/** The Players single out a Patrol member (line 554): its fate applies, then the Enemy Phase goes on. */
export function singleOut(cx: SearchContext, G: OrcQuestState, enemyId: number, rng: Rng): void {
  resolveSingleOut(G, enemyId);
  continueEnemyPhase(cx, G, rng);
}

/** Where a 1-square Dodge in `dir` lands, or null: a free square Mek could step onto, no door crossed. */
export function dodgeSquare(G: OrcQuestState, seat: number, dir: number): string | null {
  return freeStep(G, seat, dir);
}
