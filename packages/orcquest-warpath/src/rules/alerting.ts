import type { EnemyState, OrcQuestState } from '../state.js';
import { hasLineOfSight } from './geometry.js';
import type { Cell } from './grid.js';
import { syncPatrols } from './patrols.js';
import { applyScent } from './scent.js';
import { board, cellOf, enemyCell, isMassive, ownEnemies } from './world.js';

/** Scratch lists for `updateAlerts` (one call at a time; overwritten by the next). */
const cells: Cell[] = [];
const massive: boolean[] = [];
const heroes: Cell[] = [];
/** The call that filled `cells[i]` / `massive[i]`: each Enemy's square is read once per call, and only if asked. */
const stamps: number[] = [];
let call = 0;

/** Enemy i's square (`cells[i]`, its Massiveness in `massive[i]`), read on first use in this call. */
function cellAt(i: number, e: EnemyState): Cell {
  if (stamps[i] !== call) {
    cells[i] = cellOf(e.pos);
    massive[i] = isMassive(e);
    stamps[i] = call;
  }
  return cells[i] as Cell;
}

/**
 * Scent first (lines 844, 851: an Invisible Hero within it is Invisible no more). Line 191: an Enemy with Line of Sight on a Hero or on an alerted Enemy becomes alerted (to a fixpoint);
 * any Enemy seeing a Hero also learns where the Heroes are (for the group Activation roll, line 622).
 * Returns whether it settled: no Patrol was alerted at the end (whose members, alerted now, others may
 * see), so a second call before anything changes would change nothing.
 */
export function updateAlerts(G: OrcQuestState): boolean {
  applyScent(G);
  let enemies = G.enemies;
  const n = enemies.length;
  // Every Enemy alerted and knowing where the Heroes are: nothing left to learn (no square read).
  let open = false;
  for (let i = 0; i < n && !open; i++) {
    const e = enemies[i] as EnemyState;
    if (!e.alerted || !e.sawHero) open = true;
  }
  if (!open) return !syncPatrols(G);
  const b = board(G);
  // The visible Heroes' squares (as `visibleHeroes`), written out: this runs after nearly every action.
  // Written over, never shortened (a length change costs more than the loop).
  let seen = 0;
  for (const h of G.heroes) if (h.pos !== null && !h.dead && !h.invisible) heroes[seen++] = cellOf(h.pos);
  // Nothing moves while alerts spread: squares are read lazily, at most once per call (most Enemies, alerted
  // and knowing where the Heroes are, need no square unless an Enemy that does not see a Hero looks at them).
  if (++call > 0x3fffffff) {
    call = 1;
    stamps.fill(0);
  }
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < n; i++) {
      let e = enemies[i] as EnemyState;
      // Alerted and already knowing where the Heroes are: nothing left to learn this pass.
      if (e.alerted && e.sawHero) continue;
      const at = cellAt(i, e);
      const big = massive[i] === true;
      let hero: Cell | undefined;
      for (let k = 0; k < seen; k++) {
        const h = heroes[k] as Cell;
        if (hasLineOfSight(b, G, big ? enemyCell(e, h) : at, e.facing, h)) {
          hero = h;
          break;
        }
      }
      if (hero && !e.sawHero) {
        // The Enemies may still be the input state's (copy-on-write, world.ts): own them before a change.
        if (ownEnemies(G) !== enemies) {
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
          const oc = cellAt(j, o);
          const to = massive[j] ? enemyCell(o, at) : oc;
          if (hasLineOfSight(b, G, big ? enemyCell(e, to) : at, e.facing, to)) {
            other = o;
            break;
          }
        }
      if (hero || other) {
        if (ownEnemies(G) !== enemies) {
          enemies = G.enemies;
          e = enemies[i] as EnemyState;
        }
        e.alerted = true;
        e.alertedBy = hero ? `${hero.x},${hero.y}` : (other?.pos ?? null);
        changed = true;
      }
    }
  }
  return !syncPatrols(G);
}
