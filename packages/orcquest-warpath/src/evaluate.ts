import { HEROES } from './data/heroes.js';
import { type Nav, navOf } from './rules/board/nav.js';
import { boardTables, newContext, type SearchContext } from './rules/context.js';
import { board } from './rules/world.js';
import type { OrcQuestState } from './state.js';
import { healthAfterThreat } from './threat.js';

/** Squares a Hero covers in a turn, roughly: one Movement card (5-8 MP, data/skills.ts) and some change. */
const PACE = 6;

/**
 * Steps from the given squares to every square for a Hero on the printed board: walls stop it, doors do
 * not (a Hero opens or smashes them), furniture and tree trunks do (going round is the usual way).
 * Static, so remembered per board and start in the context.
 */
export function stepsFrom(cx: SearchContext, nav: Nav, starts: readonly string[]): Int16Array {
  const key = starts.join(' ');
  const memo = boardTables(cx, nav).fields;
  const hit = memo.get(key);
  if (hit) return hit;
  const { width, height } = nav;
  const dist = new Int16Array(width * height).fill(-1);
  let frontier: number[] = [];
  for (const k of starts) {
    const i = nav.indexOf.get(k);
    if (i !== undefined && dist[i] === -1) {
      dist[i] = 0;
      frontier.push(i);
    }
  }
  for (let s = 1; frontier.length > 0; s++) {
    const next: number[] = [];
    for (const i of frontier) {
      const x = i % width;
      const y = (i - x) / width;
      const around = [
        y > 0 ? i - width : -1,
        x < width - 1 ? i + 1 : -1,
        y < height - 1 ? i + width : -1,
        x > 0 ? i - 1 : -1,
      ];
      around.forEach((j, d) => {
        if (j < 0 || dist[j] !== -1 || nav.edge[i * 4 + d] === 1 || nav.furniture[j]) return;
        dist[j] = s;
        next.push(j);
      });
    }
    frontier = next;
  }
  if (memo.size >= 64) memo.clear();
  memo.set(key, dist);
  return dist;
}

const clamp01 = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0);

/**
 * The team's chance to win from here, a heuristic for bots that cut playouts short (co-op: the same value
 * for every seat). It multiplies how much of the Quest's route is done (enter → the Objective → the Hero
 * Exit), the Health the living Heroes have left, the room left on the Alert track, and whether the turns
 * left still cover the distance. A finished Quest is worth its result: 1 won, 0 lost.
 */
export function evaluate(G: OrcQuestState, cx: SearchContext = newContext()): number[] {
  const value = G.result ? ('score' in G.result && G.result.score === 1 ? 1 : 0) : estimate(cx, G);
  return G.heroes.map(() => value);
}

function estimate(cx: SearchContext, G: OrcQuestState): number {
  const b = board(G);
  const nav = navOf(b);
  const q = b.quest;
  const toExit = stepsFrom(cx, nav, q.heroExit);
  const at = (field: Int16Array, k: string) => {
    const i = nav.indexOf.get(k);
    const d = i === undefined ? -1 : (field[i] as number);
    return d < 0 ? 50 : d;
  };
  const living = G.heroes.filter((h) => !h.dead && !h.exited);
  if (living.length === 0) return 0;
  const fromEntrance = (field: Int16Array) => Math.min(...q.heroEntrance.map((k) => at(field, k)));
  const start = q.objectives[0];
  const full = start === undefined ? 1 : fromEntrance(stepsFrom(cx, nav, [start])) + at(toExit, start);
  let remaining = full;
  const carrier = living.find((h) => h.carriesObjective && h.pos !== null);
  if (carrier) remaining = at(toExit, carrier.pos as string);
  else if (G.objectives[0] !== undefined) {
    const obj = G.objectives[0];
    const toObj = stepsFrom(cx, nav, [obj]);
    const reach = Math.min(...living.map((h) => (h.pos === null ? fromEntrance(toObj) : at(toObj, h.pos))));
    remaining = reach + at(toExit, obj);
  }
  const progress = clamp01(1 - remaining / Math.max(1, full));
  const hpTotal = G.heroes.reduce((sum, h) => sum + HEROES[h.hero].hp, 0);
  // Health left after what the Enemies around may do before the Heroes act again (src/threat.ts).
  const hpLeft = living.reduce((sum, h) => sum + healthAfterThreat(G, nav, h), 0);
  const health = clamp01(hpLeft / Math.max(1, hpTotal));
  const alert = 1 - clamp01((G.alert - 1) / 15) ** 2;
  const turnsLeft = q.turnLimit - G.turn + 1;
  const slack = turnsLeft * PACE - remaining;
  // Short of turns the chance is small but not flat: the route still ranks the moves.
  const time = 0.1 + 0.9 * clamp01(slack / (2 * PACE));
  return clamp01((0.1 + 0.9 * progress) * (0.3 + 0.7 * health) * alert * time);
}
