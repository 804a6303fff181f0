import { isInt } from '@skald/core';
import { HEROES } from '../data/heroes.js';
import { patrolCardById } from '../data/patrols.js';
import { shopCard } from '../data/skill-shop.js';
import { reactionCardOf } from '../data/skills.js';
import type { OrcQuestState } from '../state.js';
import { canSingleOut } from './enemies/patrol-choice.js';
import { canLearn, learn } from './heroes/learn.js';
import { heroNames, waitingFor } from './heroes/together.js';
import { beginQuest, canBeginQuest, canCatchUp, catchUp } from './phases/camp.js';
import { canReactWith } from './phases/enemy-phase.js';
import { dodgeSquare, resolveReaction, singleOut } from './phases/reaction.js';
import { resolveVanish, vanishSquares } from './phases/smoke.js';
import { canResurrect, nextTurn, resurrect } from './phases/turn.js';
import { dirName, enemyName } from './table-hero.js';
import type { OrcMove } from './table-kit.js';

/*
 * The moves outside the Hero Phase: answers in the Enemy Phase (a Reaction card, a Smoke Bomb, singling out a
 * Patrol member), the End of Turn (line 685) and the camp between Quests (rules/phases/camp.ts).
 */

/**
 * The Reaction answer: a Dodge square (`dir` 0-7) Mek can step to, or -1 only when there is none.
 */
function canUseReaction(G: OrcQuestState, seat: number, dir: number): boolean {
  const w = G.reaction;
  const e = w && G.enemies.find((x) => x.id === w.enemy);
  const slip = reactionCardOf(G.heroes[seat]?.hero ?? 'orrus');
  if (G.phase !== 'reaction' || !w || w.seat !== seat || !e || !slip || !canReactWith(G, seat, e, slip))
    return false;
  if (dir >= 0) return dodgeSquare(G, seat, dir) !== null;
  for (let d = 0; d < 8; d++) if (dodgeSquare(G, seat, d) !== null) return false;
  return true;
}

/** A vote that does not end a shared step (rules/heroes/together.ts): who the step still waits for. */
function stillWaiting(G: OrcQuestState, seat: number | null, who: string): string | undefined {
  const left = waitingFor(G).filter((o) => o !== seat);
  return left.length > 0 ? `${who} is done; waiting for ${heroNames(G, left)}` : undefined;
}

export const TURN_MOVES = {
  react: {
    legal: (_cx, G, seat, args) =>
      args.length === 1 && isInt(args[0], -1, 7) && canUseReaction(G, seat, args[0]),
    play: (cx, n, _seat, args, rng) => resolveReaction(cx, n, true, args[0] as number, rng),
    describe: (_G, _seat, who, [a]) =>
      (a as number) >= 0 ? `${who} slips away ${dirName(a)}` : `${who} dodges in place`,
  },
  pass: {
    legal: (_cx, G, _seat, args) => args.length === 0 && G.phase === 'reaction',
    play: (cx, n, _seat, _args, rng) => resolveReaction(cx, n, false, -1, rng),
    describe: (_G, _seat, who) => `${who} takes the hit`,
  },
  resurrect: {
    legal: (_cx, G, _seat, args) =>
      args.length === 1 && isInt(args[0], 0, G.heroes.length - 1) && canResurrect(G, args[0]),
    play: (_cx, n, _seat, args) => resurrect(n, args[0] as number),
    describe: (G, _seat, _who, [a]) =>
      `Badass resurrects ${HEROES[G.heroes[a as number]?.hero ?? 'orrus']?.name ?? a}`,
  },
  nextTurn: {
    legal: (_cx, G, _seat, args) => args.length === 0 && G.phase === 'endOfTurn',
    play: (cx, n, seat, _args, rng) => nextTurn(cx, n, seat, rng),
    describe: (G, seat, who) => stillWaiting(G, seat, who) ?? 'the next turn begins',
  },
  learn: {
    legal: (_cx, G, _seat, args) =>
      args.length === 2 &&
      isInt(args[0], 10, 30) &&
      Array.isArray(args[1]) &&
      args[1].length <= 4 &&
      canLearn(G, args[0], args[1] as unknown[]),
    play: (_cx, n, _seat, args) => learn(n, args[0] as number, args[1] as string[]),
    describe: (_G, _seat, _who, [a, b]) =>
      `the Heroes spend ${a} Badass points to learn ${((b as string[]) ?? []).map((id) => shopCard(id)?.name ?? id).join(', ')}`,
  },
  vanish: {
    legal: (_cx, G, seat, args) =>
      args.length === 1 &&
      typeof args[0] === 'string' &&
      G.phase === 'reaction' &&
      vanishSquares(G, seat).includes(args[0]),
    play: (cx, n, _seat, args, rng) => resolveVanish(cx, n, args[0] as string, rng),
    describe: (_G, _seat, who, [a]) => `${who} throws a Smoke Bomb and vanishes to ${a}`,
  },
  catchUp: {
    legal: (_cx, G, seat, args) =>
      args.length === 1 && typeof args[0] === 'string' && args[0].length < 40 && canCatchUp(G, seat, args[0]),
    play: (_cx, n, seat, args) => catchUp(n, seat, args[0] as string),
    describe: (_G, _seat, who, [a]) =>
      `${who} is brought up to level: learns ${shopCard(a as string)?.name ?? a}`,
  },
  beginQuest: {
    legal: (_cx, G, seat, args) => args.length === 0 && canBeginQuest(G, seat),
    play: (cx, n, seat) => beginQuest(cx, n, seat),
    describe: (G, seat, who) => stillWaiting(G, seat, who) ?? `${who} leaves the camp: the Quest begins`,
  },
  singleOut: {
    legal: (_cx, G, seat, args) =>
      args.length === 1 && isInt(args[0], 1, 1e6) && canSingleOut(G, seat, args[0]),
    play: (cx, n, _seat, args, rng) => singleOut(cx, n, args[0] as number, rng),
    describe: (G, _seat, who, [a]) => {
      const card = patrolCardById(G.patrolChoice?.card ?? '');
      return `${who} singles out ${enemyName(G, a) ?? `enemy #${a}`}${card ? ` (${card.name})` : ''}`;
    },
  },
} satisfies Record<string, OrcMove>;
