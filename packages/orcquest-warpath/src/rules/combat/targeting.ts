import type { AttackType } from '../../data/types.js';
import type { EnemyState, OrcQuestState } from '../../state.js';
import { adjacent, facingToward, hasLineOfFire, hasLineOfSight, range } from '../board/geometry.js';
import type { Cell } from '../board/grid.js';
import type { SearchContext } from '../context.js';
import { board } from '../world.js';
import { supportedFire } from './support.js';

/**
 * Can a Character on `from` hit `to` with this attack? No range: an adjacent target (line 205); otherwise
 * Range min-max inclusive (line 208). Melee and Magic need Line of Sight, Ranged needs Line of Fire; the
 * attacker may turn to face the target first (line 347).
 */
export function canTarget(
  cx: SearchContext,
  G: OrcQuestState,
  from: Cell,
  to: Cell,
  type: AttackType,
  r: readonly [number, number] | null,
  /** The Enemy attacking, whose Support (line 868) lets its Ranged Attacks past adjacent allies. */
  shooter?: EnemyState,
): boolean {
  const b = board(G);
  if (r === null) {
    if (!adjacent(b, G, from, to)) return false;
  } else {
    const d = range(from, to);
    if (d < r[0] || d > r[1]) return false;
  }
  const facing = facingToward(from, to);
  if (type !== 'ranged') return hasLineOfSight(cx, b, G, from, facing, to);
  return (
    hasLineOfFire(cx, b, G, from, facing, to) ||
    (!!shooter && supportedFire(cx, G, shooter, from, facing, to))
  );
}
