import type { Rng } from '@skald/core';
import type { EnemyState, HeroState, OrcQuestState } from '../../state.js';
import { adjacent, edgeOpen, facingToward, hasLineOfSight, range, shift } from '../board/geometry.js';
import { type Cell, cellKey } from '../board/grid.js';
import { canStandOn } from '../board/standing.js';
import { entangled } from '../characters/effects.js';
import type { SearchContext } from '../context.js';
import { squareName } from '../words.js';
import { board, cellOf, enemyAt, enemySheet, isMassive, log, logging, visibleHeroes } from '../world.js';
import { canAttackHero, rankTargets } from './enemy-attack.js';
import { walkEnemy } from './movement.js';

/**
 * Enemy sheet abilities of the glossary that change how an Enemy moves in its Activation: Charge X (line
 * 832), Leap X (line 830) and Me First (line 857). Rulings K1-K3 (README); Cowardice (line 852, K4), which
 * the Skull of its Attack's Badass die sets off, is Enemy Combat's (enemy-attack.ts).
 */

const has = (e: EnemyState, a: 'charge' | 'leap' | 'me-first') => enemySheet(e).abilities.includes(a);

/** A square the Enemy could jump to and the Heroes it could then attack, best target first. */
interface Landing {
  path: string[];
  target: HeroState;
}

/** The longest Range of the Enemy's Attacks (a melee Attack reaches 1: adjacent squares only). */
export const longestReach = (e: EnemyState): number => {
  let n = 1;
  for (const a of enemySheet(e).attacks) if (a.range !== null && a.range[1] > n) n = a.range[1];
  return n;
};

/** Is the square x,y within Range `r` of any of `cells`? */
function withinRange(cells: readonly Cell[], x: number, y: number, r: number): boolean {
  for (const c of cells) if (Math.max(Math.abs(c.x - x), Math.abs(c.y - y)) <= r) return true;
  return false;
}

/** The Heroes the Enemy could attack if it stood on `key` (it turns to attack, line 347). */
function targetsFrom(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  key: string,
  heroes: HeroState[],
  melee: boolean,
) {
  const home = e.pos;
  e.pos = key;
  const at = cellOf(key);
  const out = heroes.filter(
    (h) => canAttackHero(cx, G, e, h) && (!melee || adjacent(board(G), G, at, cellOf(h.pos as string))),
  );
  e.pos = home;
  return out;
}

/** Of every landing, the one that reaches the priority target (lines 644-648), shortest jump first. */
function bestLanding(G: OrcQuestState, e: EnemyState, landings: Landing[]): Landing | undefined {
  const ranked = rankTargets(
    G,
    e,
    [...new Set(landings.map((l) => l.target))].filter((h) => G.heroes.includes(h)),
  );
  const target = ranked[0];
  return target ? landings.find((l) => l.target === target) : undefined;
}

/**
 * Charge X (line 832, ruling K1): an Enemy that walked without reaching an Attack charges up to X squares
 * in a straight line (orthogonal, the one straight line a non-Agile miniature runs), over squares it could
 * walk and stand on, no wall or closed door crossed; if it moved at least 1 square and ends next to a
 * Hero, it turns and attacks. Returns the Hero it will attack, after moving, or undefined (no move).
 */
export function chargeTarget(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  rng: Rng,
): HeroState | undefined {
  const x = enemySheet(e).charge ?? 0;
  if (!has(e, 'charge') || x < 1 || entangled(e) || isMassive(e)) return undefined;
  const heroes = visibleHeroes(G);
  if (heroes.length === 0) return undefined;
  const b = board(G);
  const landings: Landing[] = [];
  for (let dir = 0; dir < 4; dir++) {
    const path = [e.pos];
    let at: Cell = cellOf(e.pos);
    for (let s = 1; s <= x; s++) {
      const to = shift(at, dir);
      if (!edgeOpen(b, G, cellKey(at), cellKey(to)) || !canStandOn(G, to)) break;
      path.push(cellKey(to));
      at = to;
      for (const h of targetsFrom(cx, G, e, cellKey(to), heroes, true))
        landings.push({ path: path.slice(), target: h });
    }
  }
  // No landing: nothing to rank (the common case: the Heroes are out of its straight lines).
  if (landings.length === 0) return undefined;
  landings.sort((a, c) => a.path.length - c.path.length);
  const best = bestLanding(G, e, landings);
  if (!best) return undefined;
  if (logging(G)) log(G, `${enemySheet(e).name} #${e.id} charges`);
  walkEnemy(cx, G, e, best.path, rng);
  return G.enemies.includes(e) ? best.target : undefined;
}

/**
 * Leap X (line 830, ruling K2): an Enemy that walked without reaching an Attack leaps to a square within
 * Range X in its Line of Sight (it turns first), over furniture, Characters and terrain; walls and closed
 * doors stop it (they block the sight line); it must be able to stand there and attack a Hero from it.
 */
export function leapTarget(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  rng: Rng,
): HeroState | undefined {
  const x = enemySheet(e).leap ?? 0;
  if (!has(e, 'leap') || x < 1 || entangled(e) || isMassive(e)) return undefined;
  const heroes = visibleHeroes(G);
  if (heroes.length === 0) return undefined;
  const b = board(G);
  const from = cellOf(e.pos);
  // No Attack of the sheet reaches past `longest` (melee: adjacent), so a landing farther from every
  // visible Hero attacks none: skipped before its sight line and standing are worked out.
  const longest = longestReach(e);
  // Only the part of the leap's square that some Hero's Range box touches can hold a landing.
  let x0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const h of heroes) {
    const c = cellOf(h.pos as string);
    x0 = Math.min(x0, c.x - longest);
    x1 = Math.max(x1, c.x + longest);
    y0 = Math.min(y0, c.y - longest);
    y1 = Math.max(y1, c.y + longest);
  }
  const top = Math.max(from.y - x, y0);
  const bottom = Math.min(from.y + x, y1);
  const left = Math.max(from.x - x, x0);
  const right = Math.min(from.x + x, x1);
  // No Hero within its longest Range of the leap's square (the common case): no landing.
  if (top > bottom || left > right) return undefined;
  const at = heroes.map((h) => cellOf(h.pos as string));
  const landings: Landing[] = [];
  for (let y = top; y <= bottom; y++)
    for (let xx = left; xx <= right; xx++) {
      if ((xx === from.x && y === from.y) || (at.length > 1 && !withinRange(at, xx, y, longest))) continue;
      const to = { x: xx, y };
      if (!canStandOn(G, to)) continue;
      if (!hasLineOfSight(cx, b, G, from, facingToward(from, to), to)) continue;
      const key = cellKey(to);
      for (const h of targetsFrom(cx, G, e, key, heroes, false))
        landings.push({ path: [e.pos, key], target: h });
    }
  // No landing: nothing to rank (the common case: the Heroes are out of its reach).
  if (landings.length === 0) return undefined;
  // Shortest jump first, then reading order (the loops' order).
  landings.sort(
    (a, c) => range(from, cellOf(a.path[1] as string)) - range(from, cellOf(c.path[1] as string)),
  );
  const best = bestLanding(G, e, landings);
  if (!best) return undefined;
  if (logging(G)) log(G, `${enemySheet(e).name} #${e.id} leaps to ${squareName(best.path[1])}`);
  walkEnemy(cx, G, e, best.path, rng);
  return G.enemies.includes(e) ? best.target : undefined;
}

/** Charge, else Leap: the Attack an Enemy's extra move buys when its walk fell short (Assault). */
export function boundTarget(
  cx: SearchContext,
  G: OrcQuestState,
  e: EnemyState,
  rng: Rng,
): HeroState | undefined {
  return chargeTarget(cx, G, e, rng) ?? leapTarget(cx, G, e, rng);
}

/**
 * Me First (line 857, ruling K3): the ally an Enemy with Me First may displace by ending its move on
 * `key` (another Enemy, neither Boss nor Massive, with a free square to step aside to), or undefined.
 */
export function meFirstAlly(G: OrcQuestState, e: EnemyState, key: string): EnemyState | undefined {
  if (!has(e, 'me-first')) return undefined;
  const ally = enemyAt(G, key);
  if (!ally || ally === e || isMassive(ally) || (G.boss && G.boss.enemy === ally.id)) return undefined;
  return asideSquare(G, ally, e.pos) ? ally : undefined;
}

/** Where a displaced ally steps: the first free adjacent square (N, E, S, W; `vacated` counts as free). */
function asideSquare(G: OrcQuestState, ally: EnemyState, vacated: string): string | undefined {
  const b = board(G);
  const at = cellOf(ally.pos);
  for (let dir = 0; dir < 4; dir++) {
    const to = shift(at, dir);
    const key = cellKey(to);
    if (!edgeOpen(b, G, ally.pos, key)) continue;
    if (key === vacated || canStandOn(G, to)) return key;
  }
  return undefined;
}

/** The Enemy with Me First has ended its move on the ally's square: the ally steps aside (no Danger Zone damage). */
export function stepAside(G: OrcQuestState, e: EnemyState, ally: EnemyState): void {
  // The mover has left its old square, so the room `meFirstAlly` found is still there.
  const to = asideSquare(G, ally, '');
  if (!to) return;
  if (logging(G))
    log(G, `${enemySheet(e).name} #${e.id} takes the place of ${enemySheet(ally).name} #${ally.id}`);
  ally.pos = to;
}
