import type { EnemyState, OrcQuestState } from '../../state.js';
import { hasLineOfSight } from '../board/geometry.js';
import { type Cell, cellKey } from '../board/grid.js';
import type { SearchContext } from '../context.js';
import { board, cellOf, enemyCell, isMassive, ownEnemies } from '../world.js';
import { syncPatrols } from './patrols.js';
import { applyScent } from './scent.js';

/**
 * Enemy i's square (the context's `alertCells[i]`, its Massiveness in `alertMassive[i]`), as read from the square
 * key `alertKeys[i]` and type `alertTypes[i]`: scratch lists of `updateAlerts` kept from call to call. Most Enemies
 * stand where they stood at the last call (the key is then the same string), so their square is parsed and their
 * sheet looked up again only when the key or the type differs.
 */
function cellAt(cx: SearchContext, i: number, e: EnemyState): Cell {
  const cells = cx.alertCells;
  const keys = cx.alertKeys;
  const types = cx.alertTypes;
  if (keys[i] !== e.pos || types[i] !== e.type) {
    cells[i] = cellOf(e.pos);
    cx.alertMassive[i] = isMassive(e);
    keys[i] = e.pos;
    types[i] = e.type;
  }
  return cells[i] as Cell;
}

/**
 * Scent first (lines 844, 851: an Invisible Hero within it is Invisible no more). Line 191: an Enemy with Line of Sight on a Hero or on an alerted Enemy becomes alerted (to a fixpoint);
 * any Enemy seeing a Hero also learns where the Heroes are (for the group Activation roll, line 622).
 * Returns whether it settled: no Patrol was alerted at the end (whose members, alerted now, others may
 * see), so a second call before anything changes would change nothing.
 */
export function updateAlerts(cx: SearchContext, G: OrcQuestState): boolean {
  applyScent(G);
  let enemies = G.enemies;
  const n = enemies.length;
  // Every Enemy alerted and knowing where the Heroes are: nothing left to learn (no square read).
  let open = false;
  for (let i = 0; i < n && !open; i++) {
    const e = enemies[i] as EnemyState;
    if (!e.alerted || !e.sawHero) open = true;
  }
  if (!open) return !syncPatrols(cx, G);
  const b = board(G);
  // The visible Heroes' squares (as `visibleHeroes`), written out: this runs after nearly every action.
  // Written over, never shortened (a length change costs more than the loop), kept from call to call.
  const heroes = cx.alertHeroes;
  const heroKeys = cx.alertHeroKeys;
  const massive = cx.alertMassive;
  let seen = 0;
  for (const h of G.heroes)
    if (h.pos !== null && !h.dead && !h.invisible) {
      if (heroKeys[seen] !== h.pos) {
        heroes[seen] = cellOf(h.pos);
        heroKeys[seen] = h.pos;
      }
      seen++;
    }
  // Squares are read lazily (most Enemies, alerted and knowing where the Heroes are, need no square unless
  // an Enemy that does not see a Hero looks at them).
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < n; i++) {
      let e = enemies[i] as EnemyState;
      // Alerted and already knowing where the Heroes are: nothing left to learn this pass.
      if (e.alerted && e.sawHero) continue;
      const at = cellAt(cx, i, e);
      const big = massive[i] === true;
      let hero: Cell | undefined;
      for (let k = 0; k < seen; k++) {
        const h = heroes[k] as Cell;
        if (hasLineOfSight(cx, b, G, big ? enemyCell(e, h) : at, e.facing, h)) {
          hero = h;
          break;
        }
      }
      if (hero && !e.sawHero) {
        // The Enemies may still be the input state's (copy-on-write, world.ts): own them before a change.
        if (ownEnemies(cx, G) !== enemies) {
          enemies = G.enemies;
          e = enemies[i] as EnemyState;
        }
        e.sawHero = true;
      }
      if (e.alerted) continue;
      // Seeing a Hero settles it: the alerted Enemies it may see only matter otherwise.
      let other: EnemyState | undefined;
      if (!hero)
        for (let j = 0; j < n; j++) {
          const o = enemies[j] as EnemyState;
          if (!o.alerted || o.id === e.id) continue;
          // A Massive one is seen on its square nearest the viewer, from the viewer's square nearest it.
          const oc = cellAt(cx, j, o);
          const to = massive[j] ? enemyCell(o, at) : oc;
          if (hasLineOfSight(cx, b, G, big ? enemyCell(e, to) : at, e.facing, to)) {
            other = o;
            break;
          }
        }
      if (hero || other) {
        if (ownEnemies(cx, G) !== enemies) {
          enemies = G.enemies;
          e = enemies[i] as EnemyState;
        }
        e.alerted = true;
        e.alertedBy = hero ? cellKey(hero) : (other?.pos ?? null);
        changed = true;
      }
    }
  }
  return !syncPatrols(cx, G);
}
