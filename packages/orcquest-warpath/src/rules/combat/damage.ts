import { teamLoss } from '@skald/core';
import type { EnemyState, HeroState, OrcQuestState } from '../../state.js';
import { hasLineOfSight } from '../board/geometry.js';
import { addBadass } from '../characters/badass-track.js';
import { damageBoss } from '../characters/boss-sheet.js';
import { drawLoot } from '../characters/draw.js';
import { hasEffect, removeEffect } from '../characters/effects.js';
import type { SearchContext } from '../context.js';
import {
  board,
  cellOf,
  enemySheet,
  heroSheet,
  log,
  logging,
  NO_EFFECTS,
  nearestFreeSquare,
} from '../world.js';

/**
 * Damage an Enemy (lines 434-437, 500). At its Health points it dies: the Heroes gain its Badass points,
 * plus 1 if it was unhurt and fell to a single Attack, and the Hero `by` whose Attack killed it its Loot
 * cards; every Enemy that sees it die is alerted (line 191).
 */
export function damageEnemy(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  amount: number,
  singleAttack: boolean,
  by?: HeroState,
): boolean {
  if (amount <= 0) return false;
  // A Boss takes damage on the part the Heroes aim at (its own Health points may be protected).
  if (G.boss && G.boss.enemy === e.id) return damageBoss(G, e, amount);
  const unhurt = e.damage === 0;
  e.damage += amount;
  const sheet = enemySheet(e);
  if (e.damage < sheet.hp) return false;
  G.enemies = G.enemies.filter((x) => x.id !== e.id);
  // Blessed (line 816): 2 more for the single-Attack kill, on top of its 1 (ruling X5); then it goes.
  const blessed = unhurt && singleAttack && !!by && hasEffect(by, 'blessed');
  if (blessed && by) removeEffect(by, 'blessed');
  addBadass(G, sheet.badass + (unhurt && singleAttack ? 1 : 0) + (blessed ? 2 : 0));
  if (logging(G)) log(G, `${sheet.name} #${e.id} dies`);
  // The Hero who took its last Health point wins its Loot cards (line 436); ruling L1 for other deaths.
  if (by && !by.dead) drawLoot(cx, G, by, sheet.loot);
  // A Named Enemy's special reward, for the Hero who dealt the finishing blow (line 607).
  if (sheet.named) {
    addBadass(G, sheet.named.badass);
    if (by && !by.dead) heal(by, sheet.named.heal);
    if (logging(G)) log(G, `reward: ${sheet.named.text}`);
  }
  const b = board(G);
  const at = cellOf(e.pos);
  for (const w of G.enemies) {
    if (!w.alerted && hasLineOfSight(cx, b, G, cellOf(w.pos), w.facing, at)) {
      w.alerted = true;
      w.alertedBy = e.pos;
    }
  }
  return true;
}

/** Damage a Hero; at their Health points they die (line 658) and leave a dead-Hero token on the square. */
export function damageHero(G: OrcQuestState, h: HeroState, amount: number): void {
  // Petrified: no damage until the skipped Activation (line 809).
  if (amount <= 0 || h.dead || h.petrified > 0) return;
  const hp = heroSheet(h).hp;
  h.damage = Math.min(hp, h.damage + amount);
  if (h.damage < hp) return;
  h.dead = true;
  h.carriesObjective = false;
  if (logging(G)) log(G, `${heroSheet(h).name} dies`);
  const seat = G.heroes.indexOf(h);
  if (G.active === seat) G.mp = 0;
  // The Objective a dead Hero carried drops on their square (our reading: it is not lost).
  if (h.pos && G.heroes.every((x) => !x.carriesObjective) && !G.objectives.length && !G.result)
    G.objectives = [...G.objectives, h.pos];
  checkDefeat(G);
}

/** Healing; it also cures Poison (line 800). */
export const heal = (h: HeroState, n: number): void => {
  h.damage = Math.max(0, h.damage - n);
  h.poisoned = false;
};

/** Defeat (line 97): every Hero dead, or no Hero left who can still carry the Objective out. */
export function checkDefeat(G: OrcQuestState): void {
  if (G.result) return;
  if (G.heroes.every((h) => h.dead)) {
    G.result = teamLoss('every Hero is dead');
    G.phase = 'over';
  } else if (G.heroes.every((h) => h.dead || h.exited)) {
    G.result = teamLoss('the Heroes left without the Objective');
    G.phase = 'over';
  }
}

/** Raise the Alert Level; past 15 the Quest is lost (line 530, ruling R1). */
export function raiseAlert(G: OrcQuestState, n: number): void {
  G.alert = Math.max(1, G.alert + n);
  if (G.alert > 15 && !G.result) {
    G.result = teamLoss('the Alert Level exceeded 15');
    G.phase = 'over';
  }
}

/** A dead Hero back with all their Health points (the End of Turn's resurrection, and Resurrection, line 865). */
export function bringBack(G: OrcQuestState, h: HeroState): void {
  h.dead = false;
  h.damage = 0;
  // Back with all their Health points: no token of the dead Hero stays (our reading of line 674).
  h.poisoned = false;
  h.petrified = 0;
  h.chicken = 0;
  h.effects = NO_EFFECTS;
  // A Hero passing through died on a comrade's square: the miniature goes to the nearest free square
  // (our reading; the rulebook only swaps the token for the miniature, line 675).
  if (h.pos && G.heroes.some((o) => o !== h && o.pos === h.pos)) h.pos = nearestFreeSquare(G, h.pos) ?? h.pos;
  if (logging(G)) log(G, `${heroSheet(h).name} is resurrected`);
}
