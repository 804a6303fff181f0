import type { Rng } from '@skald/core';
import { skillById } from '../../data/skills.js';
import type { OrcQuestState } from '../../state.js';
import { dangerZones } from '../board/geometry.js';
import { cellKey } from '../board/grid.js';
import type { SearchContext } from '../context.js';
import { updateAlerts } from '../enemies/alerting.js';
import { tryEnemyAttack } from '../enemies/enemy-attack.js';
import { endEnemyActivation } from '../enemies/enemy-effects.js';
import { stepFrom } from '../heroes/hero-move.js';
import { board, heroSheet, log, logging } from '../world.js';
import { canReactWith } from './enemy-phase.js';
import { continueEnemyPhase } from './turn.js';

export const SMOKE_BOMB = 'mek-smoke-bomb';

/**
 * Where a Smoke Bomb's Move can take the Hero (line 848): every square up to `squares` steps away by the
 * Hero's own steps, ending on a square of their own, Danger Zones costing nothing.
 */
export function vanishSquares(G: OrcQuestState, seat: number): string[] {
  const h = G.heroes[seat];
  const w = G.reaction;
  const e = w && G.enemies.find((x) => x.id === w.enemy);
  const card = skillById(SMOKE_BOMB);
  if (!h?.pos || !w || w.seat !== seat || !e || !card || !canReactWith(G, seat, e, SMOKE_BOMB)) return [];
  const squares = card.main.smokeBomb ?? 0;
  const start = h.pos;
  const others = new Set(G.heroes.flatMap((o) => (o !== h && o.pos ? [o.pos] : [])));
  const seen = new Set([start]);
  let frontier = [start];
  for (let s = 0; s < squares; s++) {
    const next: string[] = [];
    for (const at of frontier)
      for (let dir = 0; dir < 8; dir++) {
        const plan = stepFrom(G, seat, at, dir, Number.POSITIVE_INFINITY, null, true);
        const k = plan && !plan.smashDoor ? cellKey(plan.to) : null;
        if (!k || seen.has(k) || others.has(k)) continue;
        seen.add(k);
        next.push(k);
      }
    frontier = next;
  }
  return [...seen].filter((k) => k !== start);
}

/**
 * Smoke Bomb (line 848): before the Attack lands, a Smoke token on the Hero's square, Invisible (so the
 * Attack finds no target: Untargetable, line 850), then the Move; ending in a Danger Zone loses Invisible
 * (line 851). The Attack is then made only if the Enemy still can: given away (Scent, a Danger Zone) within
 * its Range and sight; else it is lost (line 655, ruling R34). The Enemy Phase goes on.
 */
export function resolveVanish(cx: SearchContext, G: OrcQuestState, square: string, rng: Rng): void {
  const w = G.reaction;
  const h = w ? G.heroes[w.seat] : undefined;
  const card = skillById(SMOKE_BOMB);
  G.reaction = null;
  if (h?.pos && card) {
    G.badass -= card.main.badass;
    // Replaced, never changed in place: copies of the state share them (SHARED_HERO_FIELDS, SHARED_FIELDS).
    h.used = [...h.used, card.id];
    if (!G.smoke.includes(h.pos)) G.smoke = [...G.smoke, h.pos];
    h.pos = square;
    h.invisible = !dangerZones(board(G), G).has(square);
    if (logging(G)) log(G, `${heroSheet(h).name} vanishes in smoke to ${square}`);
    updateAlerts(cx, G);
  }
  // The Attack, from where the Enemy stands (no new move, no other target); the Activation is over.
  const e = w && G.enemies.find((x) => x.id === w.enemy);
  if (e && h && w) tryEnemyAttack(cx, G, e, h, rng, w.brutality, undefined, w.badassDie);
  if (e && w?.from !== undefined) endEnemyActivation(G, e, w.from);
  continueEnemyPhase(cx, G, rng);
}
