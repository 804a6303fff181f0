import type { Rng } from '@skald/core';
import { shopCard } from '../../data/skill-shop.js';
import type { EffectChoice } from '../../data/skills.js';
import type { EnemyState, Facing, HeroState, OrcQuestState } from '../../state.js';
import { adjacent, edgeOpen, facingToward, shift, terrainNow } from '../board/geometry.js';
import { type Cell, cellKey, inGrid } from '../board/grid.js';
import { damageEnemy, damageHero } from '../combat/damage.js';
import type { SearchContext } from '../context.js';
import { bleed } from '../enemies/enemy-effects.js';
import { board, cellOf, enemyAt, enemySheet, heroAt, isBell, isMassive, log, logging } from '../world.js';
import { canPay, effectOf, pay } from './activation.js';
import { dazedActionLost } from './hero-effects.js';

/**
 * Throw X (line 863, ruling K9) with a learnt card: the Hero throws an Enemy beside them (not a Boss, not
 * Massive) up to its X squares in a straight line (one of the 8 directions), then chooses its final
 * Orientation. Met on the way: an obstacle (wall, closed door, furniture, tree trunk, Bell, the board's
 * edge, a Chicken or Objective) and it stops with 1 automatic damage; a Character and both take 1.
 */
export function throwOf(id: string, effect: EffectChoice): number {
  const card = shopCard(id);
  return card && effect !== 'combo' ? (effectOf(card, effect)?.throw ?? 0) : 0;
}

/** A learnt card with a Throw effect (the `hurl` move's cards). */
export const throwingCard = (id: string): boolean => throwOf(id, 'main') > 0 || throwOf(id, 'enhanced') > 0;

export function canHurl(
  G: OrcQuestState,
  seat: number,
  id: string,
  effect: EffectChoice,
  enemyId: number,
  dir: number,
  squares: number,
): boolean {
  const h = G.heroes[seat];
  const card = shopCard(id);
  const x = throwOf(id, effect);
  if (!h?.pos || h.dead || !card || !h.learned.includes(id) || x < 1 || squares < 1 || squares > x)
    return false;
  if (dir < 0 || dir > 7 || !canPay(G, seat, card, effect)) return false;
  const e = G.enemies.find((o) => o.id === enemyId);
  if (!e || isMassive(e) || (G.boss && G.boss.enemy === e.id)) return false;
  // Thrown from beside the Hero (a common edge, no wall or closed door between: the card's reach).
  return adjacent(board(G), G, cellOf(h.pos), cellOf(e.pos));
}

/** Can a thrown Character go from `a` one square in `dir`? Diagonals pass if one of the two corners is open. */
function passable(G: OrcQuestState, a: Cell, dir: number): boolean {
  const b = board(G);
  const to = shift(a, dir);
  if (!inGrid(b, to)) return false;
  if (dir < 4) return edgeOpen(b, G, cellKey(a), cellKey(to));
  const side1 = { x: to.x, y: a.y };
  const side2 = { x: a.x, y: to.y };
  const open = (s: Cell) => edgeOpen(b, G, cellKey(a), cellKey(s)) && edgeOpen(b, G, cellKey(s), cellKey(to));
  return open(side1) || open(side2);
}

const obstacle = (G: OrcQuestState, c: Cell): boolean => {
  const t = terrainNow(board(G), G, c);
  const key = cellKey(c);
  return (
    t === 'l' ||
    t === 'h' ||
    t === 'T' ||
    isBell(G, key) ||
    G.chickens.includes(key) ||
    G.objectives.includes(key)
  );
};

export function hurl(
  cx: SearchContext,
  G: OrcQuestState,
  seat: number,
  id: string,
  effect: EffectChoice,
  enemyId: number,
  dir: number,
  squares: number,
  facing: Facing,
  rng: Rng,
): void {
  const h = G.heroes[seat];
  const card = shopCard(id);
  const e = G.enemies.find((o) => o.id === enemyId);
  if (!h?.pos || !card || !e) return;
  if (dazedActionLost(G, seat, id, effect, rng)) return;
  pay(G, seat, card, effect);
  h.facing = facingToward(cellOf(h.pos), cellOf(e.pos));
  e.alerted = true;
  e.alertedBy = h.pos;
  const start = e.pos;
  if (logging(G)) log(G, `${card.name}: ${enemySheet(e).name} #${e.id} is thrown`);
  flight(cx, G, e, dir, squares, h);
  if (!G.enemies.includes(e)) return;
  e.facing = facing;
  // Landing in water puts out Burn (line 797, ruling R60).
  if (terrainNow(board(G), G, cellOf(e.pos)) === '~') e.burn = 0;
  // Hemorrhage (line 798): it was moved.
  if (e.pos !== start) bleed(cx, G, e);
}

/** Square by square; the first thing met stops it (1 automatic damage, and 1 to a Character met). */
function flight(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  dir: number,
  squares: number,
  by: HeroState,
): void {
  for (let i = 0; i < squares; i++) {
    const at = cellOf(e.pos);
    const to = shift(at, dir);
    const key = cellKey(to);
    if (!passable(G, at, dir) || obstacle(G, to)) {
      damageEnemy(cx, G, e, 1, false, by);
      return;
    }
    const other = enemyAt(G, key) ?? heroAt(G, key);
    if (other && !('hero' in other && other.dead)) {
      damageEnemy(cx, G, e, 1, false, by);
      if ('hero' in other) damageHero(G, other, 1);
      else damageEnemy(cx, G, other, 1, false, by);
      return;
    }
    e.pos = key;
  }
}
