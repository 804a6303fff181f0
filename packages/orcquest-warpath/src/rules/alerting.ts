import type { OrcQuestState } from '../state.js';
import { hasLineOfSight } from './geometry.js';
import { syncPatrols } from './patrols.js';
import { board, cellOf, enemyCell, visibleHeroes } from './world.js';

/**
 * Line 191: an Enemy with Line of Sight on a Hero or on an alerted Enemy becomes alerted (to a fixpoint);
 * any Enemy seeing a Hero also learns where the Heroes are (for the group Activation roll, line 622).
 */
export function updateAlerts(G: OrcQuestState): void {
  const b = board(G);
  const heroes = visibleHeroes(G).map((h) => cellOf(h.pos as string));
  let changed = true;
  while (changed) {
    changed = false;
    for (const e of G.enemies) {
      // Alerted and already knowing where the Heroes are: nothing left to learn this pass.
      if (e.alerted && e.sawHero) continue;
      const hero = heroes.find((h) => hasLineOfSight(b, G, enemyCell(e, h), e.facing, h));
      if (hero) e.sawHero = true;
      if (e.alerted) continue;
      const other = G.enemies.find((o) => {
        if (!o.alerted || o.id === e.id) return false;
        const to = enemyCell(o, cellOf(e.pos));
        return hasLineOfSight(b, G, enemyCell(e, to), e.facing, to);
      });
      if (hero || other) {
        e.alerted = true;
        e.alertedBy = hero ? `${hero.x},${hero.y}` : (other?.pos ?? null);
        changed = true;
      }
    }
  }
  syncPatrols(G);
}
