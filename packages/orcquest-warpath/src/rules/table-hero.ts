import { isInt } from '@skald/core';
import { BOSSES } from '../data/bosses.js';
import { HEROES } from '../data/heroes.js';
import { shopCard } from '../data/skill-shop.js';
import { type EffectChoice, skillById, specialCardOf } from '../data/skills.js';
import type { Facing, OrcQuestState } from '../state.js';
import { aimableParts, bossEnemy } from './characters/boss-sheet.js';
import { mayAct } from './heroes/activation.js';
import { callIn, canCallIn, canResume, resume } from './heroes/cut-in.js';
import {
  buyAp,
  canAttack,
  canBuyAp,
  canEnter,
  canMoveCard,
  canSpecial,
  canStrike,
  enter,
  specialAttacks,
  strike,
  useCombatCard,
  useMoveCard,
  useSpecial,
} from './heroes/hero.js';
import { dazedActionLost } from './heroes/hero-effects.js';
import {
  canExit,
  canStop,
  canToggleDoor,
  exit,
  planStep,
  step,
  stop,
  toggleDoor,
} from './heroes/hero-move.js';
import { canUseLearned, useLearned } from './heroes/learn.js';
import { stopStuck, stuckPassing } from './heroes/passing.js';
import { canHealWith, healWith } from './heroes/resurrection.js';
import { canBoost, useBoost } from './heroes/skills-boost.js';
import { canHurl, hurl } from './heroes/throw.js';
import { endActivation } from './phases/turn.js';
import { dazed, isEffect, isPaid, type OrcMove } from './table-kit.js';
import { attackWords, effectWords, enemyWords, heroWords, squareName } from './words.js';

/*
 * The Hero Phase's moves (rules/heroes/: hero, activation, hero-move, learn, cut-in): entering, movement,
 * Attacks, the Hero's own cards and learnt ones, the Boss's aim, cut-ins. Arguments are read by index, not
 * destructured: `legal` runs for every candidate of every legal-move list.
 */

const DIRS = ['north', 'east', 'south', 'west', 'north-east', 'south-east', 'south-west', 'north-west'];
export const dirName = (d: unknown): unknown => DIRS[d as number] ?? d;
/** An Enemy for the log, by id: "Goblin #3 on E4" (`at`: with its square). */
export function enemyName(G: OrcQuestState, id: unknown, at = true): string | undefined {
  return G.enemies.some((x) => x.id === id) ? enemyWords(G, id, at) : undefined;
}

/** The Active Hero turns their Attacks to another part of the Boss (line 766): free, Hero Phase only. */
function canAim(G: OrcQuestState, seat: number, part: number): boolean {
  return (
    G.phase === 'hero' &&
    G.active === seat &&
    !!G.boss &&
    !!bossEnemy(G) &&
    part !== G.boss.aim &&
    aimableParts(G.boss).includes(part)
  );
}

const isCardId = (v: unknown): v is string => typeof v === 'string' && v.length < 40 && !!skillById(v);

export const HERO_MOVES = {
  enter: {
    legal: (_cx, G, seat, args) =>
      args.length === 1 && typeof args[0] === 'string' && canEnter(G, seat, args[0]),
    play: (cx, n, seat, args, rng) => enter(cx, n, seat, args[0] as string, rng),
    sharesEnemies: true,
    describe: (_G, _seat, who, args) => `${who} enters the board on ${squareName(String(args[0]))}`,
  },
  move: {
    legal: (_cx, G, seat, args) => args.length === 1 && isEffect(args[0]) && canMoveCard(G, seat, args[0]),
    play: (_cx, n, seat, args, rng) => {
      const effect = args[0] as EffectChoice;
      if (!dazed(n, seat) || !dazedActionLost(n, seat, `${n.heroes[seat]?.hero}-move`, effect, rng))
        useMoveCard(n, seat, effect);
    },
    sharesEnemies: true,
    describe: (_G, _seat, who, args) => `${who} uses the Movement card (${effectWords(args[0])})`,
  },
  attack: {
    legal: (cx, G, seat, args) =>
      args.length === 3 &&
      isEffect(args[0]) &&
      isInt(args[1], 0, 9) &&
      isInt(args[2], 1, 1e6) &&
      canAttack(cx, G, seat, args[0], args[1], args[2]),
    play: (cx, n, seat, args, rng) => {
      const effect = args[0] as EffectChoice;
      if (!dazed(n, seat) || !dazedActionLost(n, seat, `${n.heroes[seat]?.hero}-combat`, effect, rng))
        useCombatCard(cx, n, seat, effect, args[1] as number, args[2] as number, rng);
    },
    describe: (G, seat, who, [a, b, c]) =>
      `${who} attacks ${enemyName(G, c) ?? 'an Enemy'} with the Combat card (${effectWords(a)}): ${attackWords(G, seat ?? -1, b)}`,
  },
  special: {
    legal: (cx, G, seat, args) => args.length === 1 && isEffect(args[0]) && canSpecial(cx, G, seat, args[0]),
    play: (cx, n, seat, args, rng) => {
      const effect = args[0] as EffectChoice;
      if (
        !dazed(n, seat) ||
        !dazedActionLost(n, seat, specialCardOf(n.heroes[seat]?.hero ?? 'mek') ?? '', effect, rng)
      )
        useSpecial(cx, n, seat, effect, rng);
    },
    // A Special card without an Attack zone rarely changes an Enemy.
    sharesEnemies: (G, seat, args) => !specialAttacks(G, seat, args[0] as EffectChoice),
    describe: (_G, _seat, who, [a]) => `${who} uses their own Skill card (${effectWords(a)})`,
  },
  strike: {
    legal: (cx, G, seat, args) =>
      args.length === 2 &&
      isInt(args[0], 0, 9) &&
      isInt(args[1], 1, 1e6) &&
      canStrike(cx, G, seat, args[0], args[1]),
    play: (cx, n, seat, args, rng) => strike(cx, n, seat, args[0] as number, args[1] as number, rng),
    describe: (G, seat, who, [a, b]) =>
      `${who} strikes ${enemyName(G, b) ?? 'an Enemy'}: ${attackWords(G, seat ?? -1, a)}`,
  },
  step: {
    legal: (_cx, G, seat, args) =>
      args.length === 1 && isInt(args[0], 0, 7) && planStep(G, seat, args[0]) !== null,
    play: (cx, n, seat, args, rng) => step(cx, n, seat, args[0] as number, rng),
    sharesEnemies: true,
    describe: (_G, _seat, who, [a]) => `${who} steps ${dirName(a)}`,
  },
  door: {
    legal: (_cx, G, seat, args) =>
      args.length === 1 && isInt(args[0], 0, 3) && canToggleDoor(G, seat, args[0]) !== null,
    play: (cx, n, seat, args, rng) => toggleDoor(cx, n, seat, args[0] as number, rng),
    sharesEnemies: true,
    describe: (_G, _seat, who, [a]) => `${who} opens/closes the door to the ${dirName(a)}`,
  },
  stop: {
    legal: (_cx, G, seat, args) =>
      args.length === 1 && isInt(args[0], 0, 3) && (canStop(G, seat) || stuckPassing(G, seat)),
    play: (cx, n, seat, args, rng) => {
      if (n.passing) stopStuck(cx, n, seat, args[0] as Facing, rng);
      else stop(cx, n, seat, args[0] as Facing, rng);
    },
    sharesEnemies: true,
    describe: (_G, _seat, who, [a]) => `${who} stops, facing ${dirName(a)}`,
  },
  exit: {
    legal: (_cx, G, seat, args) => args.length === 0 && canExit(G, seat),
    play: (_cx, n, seat) => exit(n, seat),
    sharesEnemies: true,
    describe: (_G, _seat, who) => `${who} leaves through the Hero Exit`,
  },
  buyAp: {
    legal: (_cx, G, seat, args) => args.length === 0 && G.phase === 'hero' && canBuyAp(G, seat),
    play: (_cx, n, seat) => buyAp(n, seat),
    sharesEnemies: true,
    describe: (_G, _seat, who) => `${who} buys an extra Action point`,
  },
  end: {
    legal: (_cx, G, seat, args) => args.length === 0 && G.phase === 'hero' && mayAct(G, seat),
    play: (cx, n, seat, _args, rng) => endActivation(cx, n, seat, rng),
    describe: (_G, _seat, who) => `${who} ends the Activation`,
  },
  aim: {
    legal: (_cx, G, seat, args) => args.length === 1 && isInt(args[0], -1, 9) && canAim(G, seat, args[0]),
    play: (_cx, n, _seat, args) => {
      if (n.boss) n.boss.aim = args[0] as number;
    },
    describe: (G, _seat, who, [a]) => {
      const card = G.boss ? BOSSES[G.boss.id].cards[a as number] : undefined;
      return `${who} aims at ${card ? `the Boss's ${card.name}` : 'the Boss Sheet'}`;
    },
  },
  skill: {
    legal: (cx, G, seat, args) =>
      args.length === 4 &&
      typeof args[0] === 'string' &&
      isEffect(args[1]) &&
      isInt(args[2], 0, 9) &&
      isInt(args[3], 1, 1e6) &&
      canUseLearned(cx, G, seat, args[0], args[1], args[2], args[3]),
    play: (cx, n, seat, args, rng) => {
      const id = args[0] as string;
      const effect = args[1] as EffectChoice;
      if (!dazedActionLost(n, seat, id, effect, rng))
        useLearned(cx, n, seat, id, effect, args[2] as number, args[3] as number, rng);
    },
    describe: (G, _seat, who, [a, b, , d]) =>
      `${who} uses ${shopCard(a as string)?.name ?? a} (${b === 'combo' ? 'as a free Combo' : b}) on ${enemyName(G, d, false) ?? 'an enemy'}`,
  },
  heal: {
    legal: (cx, G, seat, args) =>
      args.length === 3 &&
      isCardId(args[0]) &&
      isEffect(args[1]) &&
      isInt(args[2], 0, 3) &&
      canHealWith(cx, G, seat, args[0], args[1], args[2]),
    play: (_cx, n, seat, args, rng) =>
      healWith(n, seat, args[0] as string, args[1] as EffectChoice, args[2] as number, rng),
    describe: (G, _seat, who, [a, b, c]) =>
      `${who} uses ${shopCard(a as string)?.name ?? a} (${b}) on ${heroWords(G, c)}`,
  },
  hurl: {
    legal: (_cx, G, seat, args) =>
      args.length === 6 &&
      isCardId(args[0]) &&
      isEffect(args[1]) &&
      isInt(args[2], 1, 1e6) &&
      isInt(args[3], 0, 7) &&
      isInt(args[4], 1, 9) &&
      isInt(args[5], 0, 3) &&
      canHurl(G, seat, args[0], args[1], args[2], args[3], args[4]),
    play: (cx, n, seat, args, rng) =>
      hurl(
        cx,
        n,
        seat,
        args[0] as string,
        args[1] as EffectChoice,
        args[2] as number,
        args[3] as number,
        args[4] as number,
        args[5] as Facing,
        rng,
      ),
    describe: (G, _seat, who, [a, b, c, dir, far, facing]) =>
      `${who} uses ${shopCard(a as string)?.name ?? a} (${b}): throws ${enemyName(G, c, false) ?? 'an enemy'} ${far} square(s) ${dirName(dir)}, facing ${DIRS[facing as number] ?? ''}`,
  },
  boost: {
    legal: (_cx, G, seat, args) =>
      args.length === 2 && isCardId(args[0]) && isPaid(args[1]) && canBoost(G, seat, args[0], args[1]),
    play: (_cx, n, seat, args) => useBoost(n, seat, args[0] as string, args[1] as 'main' | 'enhanced'),
    describe: (_G, _seat, who, [a, b]) =>
      `${who} boosts the next Attack with ${skillById(a as string)?.name ?? a} (${b})`,
  },
  callIn: {
    legal: (_cx, G, seat, args) => args.length === 1 && isInt(args[0], 0, 3) && canCallIn(G, seat, args[0]),
    play: (_cx, n, seat, args) => callIn(n, seat, args[0] as number),
    describe: (G, _seat, who, [a]) => `${who} lets ${heroWords(G, a)} step in for an extra Action`,
  },
  resume: {
    legal: (_cx, G, seat, args) => args.length === 0 && canResume(G, seat),
    play: (cx, n) => resume(cx, n),
    describe: (G, _seat, who) => {
      const back = G.cutIn ? HEROES[G.heroes[G.cutIn.seat]?.hero ?? 'orrus']?.name : undefined;
      return `${who} hands back${back ? ` to ${back}` : ''}`;
    },
  },
} satisfies Record<string, OrcMove>;
