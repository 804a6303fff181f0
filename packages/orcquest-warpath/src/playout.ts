import { type AiMove, pick, type Rng } from '@skald/core';
import { HEROES } from './data/heroes.js';
import { POTIONS } from './data/loot.js';
import { moveCardOf, skillById, specialCardOf } from './data/skills.js';
import { stepsFrom } from './evaluate.js';
import { itemAt } from './rules/characters/gear.js';
import { newContext, type SearchContext } from './rules/context.js';
import { board } from './rules/world.js';
import type { HeroState, OrcQuestState } from './state.js';
import {
  dangerOf,
  enemyHpLeft,
  enemySquares,
  hpLeft,
  indexOfPos,
  navOfState,
  stepsAround,
  targetOf,
} from './tactics.js';

/** Share of playout moves chosen uniformly at random (the rest follow the greedy rules below). */
const RANDOM_SHARE = 0.05;

/** Health a Hero keeps after leaving Danger Zones (2 damage per Enemy, line 270) for the step to be worth it. */
const SAFE_AFTER_LEAVING = 3;

/** Squares from the Exit within which a carrier runs for it through Danger Zones (a Movement card's worth). */
const EXIT_DASH = 5;

/** Health at or below which a Hero drinks a healing Potion. */
const DRINK_AT = 2;

/**
 * `RulesCore.playoutMove`: a cheap greedy playout policy for the fair bot and its tree prior. Mostly it
 * leaves with the Objective, fights what is in reach (the Enemy whose Danger Zone the Hero stands in
 * first, then the weakest), walks the route round the Enemies without leaving a Danger Zone it cannot
 * afford, and uses what it holds: the free Combo, the Special card's move when the Movement card is
 * spent, an extra Action point for an unspent Movement card, a healing Potion when nearly dead, a
 * Reaction card against an Attack. 1 move in 5, or when none of that applies, it plays a random legal
 * move. It reads only the state and draws only from `rng`.
 */
export function playoutMove(
  G: OrcQuestState,
  playerID: string,
  legal: readonly AiMove[],
  rng: Rng,
  cx: SearchContext = newContext(),
): AiMove {
  const fallback = () => randomMove(legal, rng);
  if (legal.length <= 1 || rng() < RANDOM_SHARE) return fallback();
  // End of Turn: bring the dead back, else go on (organising, Kraft and Enchant are left to the search).
  if (G.phase === 'endOfTurn')
    return (
      legal.find((m) => m.move === 'resurrect') ?? legal.find((m) => m.move === 'nextTurn') ?? fallback()
    );
  // Between Quests: the camp's exchanges are left to the search; playouts go on to the Quest.
  if (G.phase === 'camp') return legal.find((m) => m.move === 'beginQuest') ?? fallback();
  // An Enemy Attack: a Reaction card (a dodge, a Smoke Bomb) beats taking the hit.
  if (G.phase === 'reaction')
    return legal.find((m) => m.move === 'react') ?? legal.find((m) => m.move === 'vanish') ?? fallback();
  if (G.phase !== 'hero') return fallback();
  const h = G.heroes[Number(playerID)];
  if (!h) return fallback();
  const of = (name: string) => legal.filter((m) => m.move === name);
  // A Hero called in for an extra Action (line 510): hit what is in reach, else hand back.
  if (G.cutIn) return of('attack')[0] ?? of('strike')[0] ?? of('resume')[0] ?? fallback();
  if (h.carriesObjective && of('exit').length > 0) return of('exit')[0] as AiMove;
  if (h.pos === null) return of('enter')[0] ?? fallback();
  return heroMove(cx, G, h, legal) ?? fallback();
}

/**
 * Card moves a random pick leaves alone: throwing away, tilting or unequipping a card (a Hero who
 * discarded the Sword in a playout had nothing left to fight with). The search may still choose them;
 * outside playouts nothing forbids them.
 */
const WASTEFUL: ReadonlySet<string> = new Set(['discard', 'rekup', 'unequip']);

/**
 * A uniformly random legal move, other than a wasteful card move, or a stop that throws away the
 * Movement points while a step is open, when there is another.
 */
function randomMove(legal: readonly AiMove[], rng: Rng): AiMove {
  const stepping = legal.some((m) => m.move === 'step');
  const kept = legal.filter((m) => !WASTEFUL.has(m.move) && !(stepping && m.move === 'stop'));
  return pick(rng, kept.length > 0 ? kept : (legal as AiMove[]));
}

/** The Active Hero's move on the board, or undefined when no rule applies. */
function heroMove(
  cx: SearchContext,
  G: OrcQuestState,
  h: HeroState,
  legal: readonly AiMove[],
): AiMove | undefined {
  // The legal moves by name, sorted once.
  const byName = new Map<string, AiMove[]>();
  for (const m of legal) {
    const list = byName.get(m.move);
    if (list) list.push(m);
    else byName.set(m.move, [m]);
  }
  const of = (name: string): readonly AiMove[] => byName.get(name) ?? [];
  const nav = navOfState(G);
  const here = indexOfPos(nav, h.pos);
  const danger = dangerOf(G, nav, here);
  const hp = hpLeft(h);
  if (hp <= DRINK_AT) {
    const potion = of('potion').find(
      (m) => POTIONS[itemAt(h, m.args?.[0] as number)?.card ?? '']?.effect.heal,
    );
    if (potion) return potion;
  }
  const goal = h.carriesObjective ? board(G).quest.heroExit : G.objectives.slice(0, 1);
  // The way round Enemies (a search per call) matters only to a Hero with steps to take; otherwise the
  // printed board's field, remembered per goal, gives the distance.
  const field =
    goal.length === 0 ? undefined : G.mp > 0 ? routeField(cx, G, goal, here) : stepsFrom(cx, nav, goal);
  const step = field && G.mp > 0 ? bestStep(nav, field, danger.count, here, of('step')) : undefined;
  const leaving = 2 * danger.here.length;
  // Carrying the Objective within a Movement card of the Exit, any Health left after the zones will do.
  const nearExit =
    h.carriesObjective && field !== undefined && here !== undefined && (field[here] as number) <= EXIT_DASH;
  const mayLeave = leaving === 0 || hp - leaving >= (nearExit ? 1 : SAFE_AFTER_LEAVING);
  // Carrying the Objective out of every Danger Zone: keep walking, fighting only slows the way out.
  if (h.carriesObjective && leaving === 0 && step) return step;
  // The goal within this move's reach, or the unspent Movement card's: go for it before fighting (a lone
  // Orc who stopped at the farmhouse door to fight the yard's Peasants never took the Objective).
  const reach = field && here !== undefined ? (field[here] as number) : -1;
  const moveCard = moveCardOf(h.hero);
  const cardMp = G.mp === 0 && moveCard && !h.used.includes(moveCard.id) ? (moveCard.main.move ?? 0) : 0;
  if (reach > 0 && reach <= Math.max(G.mp, cardMp) && mayLeave) {
    const go =
      G.mp > 0
        ? (step ?? doorInTheWay(G, nav, here, of('door')))
        : of('move').find((m) => m.args?.[0] === 'main');
    if (go) return go;
  }
  const hit = bestHit(G, danger.here, [...of('attack'), ...of('strike'), ...of('skill')]);
  if (hit) return hit;
  // A free Combo with the Special card (a move and an Attack, or a Zone Attack).
  const combo = of('special').find((m) => m.args?.[0] === 'combo');
  if (combo) return combo;
  // Held in a Danger Zone it cannot afford to leave (or with no step to take) and the Combat card spent:
  // a melee Hero's Special card is a second Attack (Smash Through: its move may be none, then the strike).
  const special = skillById(specialCardOf(h.hero) ?? '');
  if (
    danger.here.length > 0 &&
    (!mayLeave || !step) &&
    special?.main.attack &&
    HEROES[h.hero].attackTypes.includes('melee')
  ) {
    const second = of('special').find((m) => m.args?.[0] === 'main');
    if (second) return second;
  }
  // A Hero who only shoots (Thalla's Bow: Range 2-6) cannot hit an Enemy beside her: she steps off to a
  // square beside none, toward the goal if she can, when that costs no Danger Zone damage.
  if (leaving === 0 && G.mp > 0 && field && !HEROES[h.hero].attackTypes.includes('melee')) {
    const away = stepAway(G, nav, field, here, of('step'));
    if (away) return away;
  }
  if (step && mayLeave) return step;
  if (G.mp > 0) return doorInTheWay(G, nav, here, of('door')) ?? of('stop')[0];
  if (reach > 0 && mayLeave) {
    const move = of('move').find((m) => m.args?.[0] === 'main') ?? of('move')[0];
    if (move) return move;
    // The Movement card spent: the Special card's own move (Smash Through, Charging Attack).
    const run = special?.main.move ? of('special').find((m) => m.args?.[0] === 'main') : undefined;
    if (run) return run;
    // No Action point left but the Movement card unspent: buy one with Badass points (line 509).
    if (G.ap === 0 && moveCard && !h.used.includes(moveCard.id) && of('buyAp').length > 0)
      return of('buyAp')[0];
  }
  return of('end')[0];
}

/** A closed door on the Hero's side of the square: open it (the route runs through doors). */
function doorInTheWay(
  G: OrcQuestState,
  nav: ReturnType<typeof navOfState>,
  here: number | undefined,
  doors: readonly AiMove[],
): AiMove | undefined {
  if (here === undefined) return undefined;
  return doors.find((m) => {
    const id = nav.doorId[here * 4 + (m.args?.[0] as number)];
    return id !== undefined && G.doors[id] === 'closed';
  });
}

/**
 * Steps to the goal round the Enemies standing in the way; the static route field (Enemies ignored) when
 * they wall the Hero off.
 */
function routeField(
  cx: SearchContext,
  G: OrcQuestState,
  goal: readonly string[],
  here: number | undefined,
): Int16Array {
  const nav = navOfState(G);
  const around = stepsAround(G, nav, goal, enemySquares(G, nav));
  if (here !== undefined && (around[here] as number) >= 0) return around;
  return stepsFrom(cx, nav, goal);
}

/** The step that brings the Hero closest to the goal, into the fewest Danger Zones; none that gets no closer. */
function bestStep(
  nav: ReturnType<typeof navOfState>,
  field: Int16Array,
  danger: Uint8Array,
  here: number | undefined,
  steps: readonly AiMove[],
): AiMove | undefined {
  if (here === undefined) return undefined;
  const dist = (i: number) => (i < 0 || field[i] === -1 ? 999 : (field[i] as number));
  const now = dist(here);
  let best: AiMove | undefined;
  let bestScore = now * 16;
  for (const m of steps) {
    const to = nav.neighbour[here * 8 + (m.args?.[0] as number)] ?? -1;
    if (dist(to) >= now) continue;
    const score = dist(to) * 16 + (danger[to] as number);
    if (score < bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best;
}

/** For a Hero with an Enemy beside her: the step to a square with no Enemy beside it, nearest the goal. */
function stepAway(
  G: OrcQuestState,
  nav: ReturnType<typeof navOfState>,
  field: Int16Array,
  here: number | undefined,
  steps: readonly AiMove[],
): AiMove | undefined {
  if (here === undefined) return undefined;
  const enemies = enemySquares(G, nav);
  const besideEnemy = (i: number) => {
    for (let d = 0; d < 8; d++) {
      const j = nav.neighbour[i * 8 + d] ?? -1;
      if (j >= 0 && enemies[j]) return true;
    }
    return false;
  };
  if (!besideEnemy(here)) return undefined;
  let best: AiMove | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const m of steps) {
    const to = nav.neighbour[here * 8 + (m.args?.[0] as number)] ?? -1;
    if (to < 0 || besideEnemy(to)) continue;
    const d = field[to] === -1 ? 999 : (field[to] as number);
    if (d < bestD) {
      best = m;
      bestD = d;
    }
  }
  return best;
}

/** Effects by cost: the free Combo, then the Main effect, then the Enhanced one. */
const EFFECT_RANK: Record<string, number> = { combo: 0, main: 1, enhanced: 2 };

/**
 * The attack to make: on a Bell-ringer first, then an Enemy whose Danger Zone the Hero stands in (leaving
 * it costs 2 damage), then the one with the fewest Health points left; the cheapest effect.
 */
function bestHit(G: OrcQuestState, threats: readonly number[], hits: readonly AiMove[]): AiMove | undefined {
  let best: AiMove | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const m of hits) {
    const id = targetOf(m);
    const e = G.enemies.find((x) => x.id === id);
    if (!e) continue;
    const effect = m.move === 'attack' ? m.args?.[0] : m.move === 'skill' ? m.args?.[1] : 'combo';
    // A Bell-ringer first: its Bell sends the Alert to the next colour and brings new Patrols (line 595).
    const score =
      (e.bellRinger ? 0 : 2000) +
      (threats.includes(e.id) ? 0 : 1000) +
      enemyHpLeft(G, e) * 10 +
      (EFFECT_RANK[effect as string] ?? 3);
    if (score < bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best;
}
