import type { EnemyState, Facing, OrcQuestState } from '../../state.js';
import { adjacent, hasLineOfFire } from '../board/geometry.js';
import type { Cell } from '../board/grid.js';
import type { SearchContext } from '../context.js';
import { board, cellOf, enemySheet } from '../world.js';

/**
 * Support (line 868, ruling K5): the allies adjacent to a shooter with Support (a common edge, line 173)
 * do not block its Ranged Attacks. The Line of Fire is drawn again without them; every other blocker stays.
 */
export function supportedFire(
  cx: SearchContext,
  G: OrcQuestState,
  shooter: EnemyState,
  from: Cell,
  facing: Facing,
  to: Cell,
): boolean {
  if (!enemySheet(shooter).abilities.includes('support')) return false;
  const b = board(G);
  const aside = G.enemies.filter((o) => o !== shooter && adjacent(b, G, from, cellOf(o.pos)));
  if (aside.length === 0) return false;
  const without: OrcQuestState = { ...G, enemies: G.enemies.filter((o) => !aside.includes(o)) };
  return hasLineOfFire(cx, b, without, from, facing, to);
}
