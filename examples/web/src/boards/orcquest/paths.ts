import type { AiMove } from '@skald/core';
import {
  type HeroId,
  type HeroState,
  type OrcQuestView,
  questBoard,
  reactionCardOf,
  SHOP,
  type SkillCard,
  shift,
  skillsOf,
  specialCardOf,
} from '@skald/orcquest-warpath';
import type { PathOf, Pickable, Target } from '../picks.js';

/*
 * OrcQuest's moves as touches on its board (boards/picks.ts). The kinds of target:
 *   hero:<seat>        a Hero (the token on the map, the name on their board)
 *   square:<x,y>       a square of the map
 *   enemy:<id>         an Enemy (on the map, in the Enemy list)
 *   skill:<card id>    one of the Hero's Skill cards
 *   item:<seat>:<ref>  a card a Hero carries (the rules' reference: 0-1 Hands, 2 Body, 3 Artifact, 4+ Inventory)
 *   shop:<card id>     a Skill card the Heroes may learn
 *   aim:<part>         a part of the Boss to aim at (-1 its sheet)
 *   control:<move>     a board control for a move with nothing else to touch (end, pass, nextTurn…)
 * Only the legal list's own moves and arguments are read; squares a move leads to are the rules' `shift`.
 */

export const heroTarget = (seat: number): Target => `hero:${seat}`;
export const squareTarget = (key: string): Target => `square:${key}`;
export const enemyTarget = (id: number): Target => `enemy:${id}`;
export const skillTarget = (card: string): Target => `skill:${card}`;
export const itemTarget = (seat: number, ref: number): Target => `item:${seat}:${ref}`;
export const shopTarget = (card: string): Target => `shop:${card}`;
export const aimTarget = (part: number): Target => `aim:${part}`;
export const controlTarget = (move: string): Target => `control:${move}`;

/** The Skill cards a Hero's board shows (each a `skill:` target): the starting ones, then those learnt. */
export const boardCards = (h: Pick<HeroState, 'hero' | 'learned'>): SkillCard[] => [
  ...skillsOf(h.hero).filter((c) => !c.cost),
  ...SHOP.filter((c) => h.learned.includes(c.id)),
];

/** The moves a board control stands for, in the order the controls show. */
export const CONTROL_MOVES = ['exit', 'stop', 'buyAp', 'resume', 'end', 'pass', 'nextTurn', 'beginQuest'];

/** The Skill card whose Reaction moves the Hero out of a Smoke Bomb's cloud (`vanish`). */
const SMOKE_BOMB = SHOP.find((c) => (c.main.smokeBomb ?? 0) > 0)?.id ?? 'smoke-bomb';

const num = (v: unknown) => Number(v);

/**
 * How the seat's moves read as touches on the OrcQuest board. In the Hero Phase a Hero who is not yet the
 * Active Hero is touched first (the Hero to act with); during their Activation the Hero is already picked,
 * so a step is one touch on the square and an Attack is the card, then the Enemy.
 */
export function orcPathOf(G: OrcQuestView, seat: number): PathOf {
  const h = G.heroes[seat];
  const hero = (h?.hero ?? 'orrus') as HeroId;
  const board = questBoard(G.quest);
  const onBoard = (x: number, y: number) => x >= 0 && y >= 0 && x < board.width && y < board.height;
  const [px, py] = (h?.pos ?? '-1,-1').split(',').map(Number) as [number, number];
  /** The square `dir` leads to from the Hero's square, or null off the map. */
  const next = (dir: unknown): Target | null => {
    if (!h?.pos) return null;
    const to = shift({ x: px, y: py }, num(dir));
    return onBoard(to.x, to.y) ? squareTarget(`${to.x},${to.y}`) : null;
  };
  const lead: Target[] = G.phase === 'hero' && G.active !== seat && !G.passing ? [heroTarget(seat)] : [];
  const acting = (...rest: (Target | null)[]): Target[] =>
    rest.some((t) => t === null) ? [] : [...lead, ...(rest as Target[])];
  return (m: AiMove): Target[] => {
    const a = m.args ?? [];
    switch (m.move) {
      case 'enter':
        return acting(squareTarget(String(a[0])));
      case 'move':
        return acting(skillTarget(`${hero}-move`));
      case 'attack':
        return acting(skillTarget(`${hero}-combat`), enemyTarget(num(a[2])));
      case 'special': {
        const card = specialCardOf(hero);
        return card ? acting(skillTarget(card)) : [];
      }
      case 'strike':
        return acting(enemyTarget(num(a[1])));
      case 'skill':
        return acting(skillTarget(String(a[0])), enemyTarget(num(a[3])));
      case 'heal':
        return acting(skillTarget(String(a[0])), heroTarget(num(a[2])));
      case 'hurl':
        return acting(skillTarget(String(a[0])), enemyTarget(num(a[2])), ...hurlAim(G, a, onBoard));
      case 'boost':
        return acting(skillTarget(String(a[0])));
      case 'step':
      case 'door':
        return acting(next(a[0]));
      case 'react': {
        const card = reactionCardOf(hero);
        if (!card) return [];
        return num(a[0]) < 0 ? [skillTarget(card)] : acting(skillTarget(card), next(a[0]));
      }
      case 'vanish':
        return [skillTarget(SMOKE_BOMB), squareTarget(String(a[0]))];
      case 'equip':
      case 'unequip':
      case 'rekup':
      case 'discard':
      case 'kraft':
      case 'potion':
        return acting(itemTarget(seat, num(a[0])));
      case 'enchant':
        return acting(itemTarget(seat, num(a[1])));
      case 'throwLoot':
      case 'give':
        return acting(itemTarget(seat, num(a[0])), heroTarget(num(a[1])));
      case 'learn':
        return Array.isArray(a[1]) ? a[1].map((id) => shopTarget(String(id))) : [];
      case 'catchUp':
        return [shopTarget(String(a[0]))];
      case 'resurrect':
      case 'callIn':
        return [heroTarget(num(a[0]))];
      case 'singleOut':
        return [enemyTarget(num(a[0]))];
      case 'aim':
        return [aimTarget(num(a[0]))];
      default:
        return CONTROL_MOVES.includes(m.move) ? [controlTarget(m.move)] : [];
    }
  };
}

/**
 * Where a thrown Enemy is aimed: the last square on the map along the throw (the rules decide where it
 * lands); none when the throw leaves the map at once (then the card and the Enemy end the path).
 */
function hurlAim(
  G: OrcQuestView,
  a: readonly unknown[],
  onBoard: (x: number, y: number) => boolean,
): Target[] {
  const e = G.enemies.find((x) => x.id === a[2]);
  if (!e) return [];
  const [ex, ey] = e.pos.split(',').map(Number) as [number, number];
  let at = { x: ex, y: ey };
  let aim: Target | null = null;
  for (let i = 0; i < num(a[4]); i++) {
    at = shift(at, num(a[3]));
    if (!onBoard(at.x, at.y)) break;
    aim = squareTarget(`${at.x},${at.y}`);
  }
  return aim ? [aim] : [];
}

/** The legal moves a touch on `target` goes on with after `picked` (for its label). */
export function movesVia(all: readonly Pickable[], picked: readonly Target[], target: Target): AiMove[] {
  return all
    .filter(
      (p) =>
        p.path.length > picked.length &&
        p.path[picked.length] === target &&
        picked.every((t, i) => p.path[i] === t),
    )
    .map((p) => p.move);
}
