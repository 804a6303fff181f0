import { type AiMove, pick, type Rng } from '@skald/core';
import { stepsFrom } from './evaluate.js';
import { DELTAS } from './rules/geometry.js';
import { navOf } from './rules/nav.js';
import { board } from './rules/world.js';
import type { OrcQuestState } from './state.js';

/** Share of playout moves chosen uniformly at random (the rest follow the route greedily). */
const RANDOM_SHARE = 0.2;

/**
 * `RulesCore.playoutMove`: a cheap greedy playout policy for the fair bot — mostly it leaves with the
 * Objective, attacks an Enemy in reach, else walks the route (to the Objective, then to the Hero Exit);
 * 1 move in 5, or when the route offers nothing, it plays a random legal move. It reads only the state
 * and draws only from `rng`.
 */
export function playoutMove(G: OrcQuestState, playerID: string, legal: readonly AiMove[], rng: Rng): AiMove {
  const fallback = () => pick(rng, legal as AiMove[]);
  if (legal.length <= 1 || rng() < RANDOM_SHARE) return fallback();
  // End of Turn: bring the dead back, else go on (organising, Kraft and Enchant are left to the search).
  if (G.phase === 'endOfTurn')
    return (
      legal.find((m) => m.move === 'resurrect') ?? legal.find((m) => m.move === 'nextTurn') ?? fallback()
    );
  // Between Quests: the camp's exchanges are left to the search; playouts go on to the Quest.
  if (G.phase === 'camp') return legal.find((m) => m.move === 'beginQuest') ?? fallback();
  if (G.phase !== 'hero') return fallback();
  const h = G.heroes[Number(playerID)];
  if (!h) return fallback();
  const of = (name: string) => legal.filter((m) => m.move === name);
  // A Hero called in for an extra Action (line 510): hit what is in reach, else hand back.
  if (G.cutIn) return of('attack')[0] ?? of('strike')[0] ?? of('resume')[0] ?? fallback();
  if (h.carriesObjective && of('exit').length > 0) return of('exit')[0] as AiMove;
  if (h.pos === null) return of('enter')[0] ?? fallback();
  // An Enemy in reach: fight it. Walking on past War Dogs and the Patrol is how lone Heroes died (the
  // route-only policy won 6 of 100 four-Hero Quests, this one 24; README "Bots and speed").
  const hit = of('attack')[0] ?? of('strike')[0];
  if (hit) return hit;
  const b = board(G);
  const nav = navOf(b);
  const goal = h.carriesObjective ? b.quest.heroExit : G.objectives.slice(0, 1);
  if (goal.length === 0) return fallback();
  const field = stepsFrom(nav, goal);
  const here = nav.indexOf.get(h.pos);
  const distance = (i: number | undefined) =>
    i === undefined || field[i] === -1 ? 999 : (field[i] as number);
  const now = distance(here);
  let best: AiMove | undefined;
  let bestD = now;
  if (here !== undefined) {
    const x = here % nav.width;
    const y = (here - x) / nav.width;
    for (const m of of('step')) {
      const d = DELTAS[m.args?.[0] as number];
      if (!d) continue;
      const to = nav.indexOf.get(`${x + d.x},${y + d.y}`);
      if (distance(to) < bestD) {
        best = m;
        bestD = distance(to);
      }
    }
  }
  if (best) return best;
  // A closed door in the way: open it (the route runs through doors).
  const opener = of('door').find((m) => {
    const id = here === undefined ? undefined : nav.doorId[here * 4 + (m.args?.[0] as number)];
    return id !== undefined && G.doors[id] === 'closed';
  });
  if (opener) return opener;
  // No step closer: get Movement points if there are none, else end the move or the Activation.
  if (G.mp === 0) return of('move')[0] ?? of('end')[0] ?? fallback();
  return of('stop')[0] ?? fallback();
}
