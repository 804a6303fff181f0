import { int, type Rng } from '@skald/core';
import type { EnemyState, OrcQuestState } from '../../state.js';
import { cellKey } from '../board/grid.js';
import { canStandOn } from '../board/standing.js';
import { board, cellOf, enemySheet, log, logging } from '../world.js';

/**
 * Teleport X (line 869, ruling K7): an X-by-X zone centred on the Character (for an even X the centre is
 * the south-east square of the middle four); a die dropped on it as for an Exploration (a uniformly random
 * square, as `explore` drops its dice) is the destination. Off the board, a square nobody could
 * stand on (occupied, furniture, tree trunk, Bell) or one inside an unexplored room: it fails and the
 * Character stays. Returns whether it moved.
 */
export function teleport(G: OrcQuestState, e: EnemyState, x: number, rng: Rng): boolean {
  if (x < 1) return false;
  const at = cellOf(e.pos);
  const lo = Math.floor(x / 2);
  const n = int(rng, x * x);
  const to = { x: at.x - lo + (n % x), y: at.y - lo + Math.floor(n / x) };
  const b = board(G);
  const key = cellKey(to);
  const zone = b.zoneOf.get(key);
  const unexplored =
    zone !== undefined &&
    b.quest.zones.find((z) => z.id === zone)?.kind === 'room' &&
    !G.explored.includes(zone);
  if ((to.x === at.x && to.y === at.y) || unexplored || !canStandOn(G, to)) {
    if (logging(G)) log(G, `${enemySheet(e).name} fails to teleport (${key})`);
    return false;
  }
  if (logging(G)) log(G, `${enemySheet(e).name} teleports to ${key}`);
  e.pos = key;
  return true;
}

/** What a Boss has taken so far (its Activation cards, the part aimed at, its sheet). */
export interface BossDamage {
  cards: number[];
  aim: number;
  damage: number;
}

export function bossDamage(G: OrcQuestState, e: EnemyState): BossDamage | null {
  const b = G.boss;
  return b ? { cards: b.cards.slice(), aim: b.aim, damage: e.damage } : null;
}

/** Teleport X "ignores the damage" of the Attack it answers: the Boss is as it was before that Attack. */
export function ignoreBossDamage(G: OrcQuestState, e: EnemyState, before: BossDamage): void {
  const b = G.boss;
  if (!b || b.defeated || !G.enemies.includes(e)) return;
  b.cards = before.cards.slice();
  b.aim = before.aim;
  e.damage = before.damage;
  if (logging(G)) log(G, `${enemySheet(e).name} ignores the damage`);
}
