import { type Rng, shuffle } from '@skald/core';
import { BOSS_REACTION_DECK, BOSSES, type BossCard, type BossSpec } from '../../data/bosses.js';
import { ENEMIES } from '../../data/enemies.js';
import type { Colour } from '../../data/types.js';
import type { BossState, EnemyState, Facing, OrcQuestState } from '../../state.js';
import { range } from '../board/geometry.js';
import { navOf } from '../board/nav.js';
import type { SearchContext } from '../context.js';
import {
  addEnemy,
  board,
  cellOf,
  enemySheet,
  isMassive,
  log,
  logging,
  nearestFreeSquare,
  occupiedSquares,
} from '../world.js';
import { addBadass } from './badass-track.js';
import { massiveFits } from './massive.js';

export const bossSpec = (b: BossState): BossSpec => BOSSES[b.id];

/** The Boss's miniature while it is on the board. */
export const bossEnemy = (G: OrcQuestState): EnemyState | undefined =>
  G.boss && !G.boss.defeated ? G.enemies.find((e) => e.id === G.boss?.enemy) : undefined;

export const isBoss = (G: OrcQuestState, e: EnemyState): boolean => !!G.boss && G.boss.enemy === e.id;

export const intact = (b: BossState, i: number): boolean =>
  (b.cards[i] ?? 0) < (bossSpec(b).cards[i] as BossCard).hp;
const anyIntact = (b: BossState): boolean => b.cards.some((_, i) => intact(b, i));

/** The parts a Hero may aim at now: intact cards, and the sheet once nothing protects it (line 763). */
export function aimableParts(b: BossState): number[] {
  const cards = b.cards.flatMap((_, i) => (intact(b, i) ? [i] : []));
  return bossSpec(b).protectedHp && cards.length > 0 ? cards : [...cards, -1];
}

/** The Health colour of the part aimed at: a card's own (red while its `redWhile` card survives), or the sheet's. */
export function aimedColour(b: BossState): Colour {
  const spec = bossSpec(b);
  const card = spec.cards[b.aim];
  if (!card) return ENEMIES[spec.enemy].hpColour;
  const guard = spec.cards.findIndex((c) => c.id === card.redWhile);
  return guard >= 0 && intact(b, guard) ? 'red' : card.hpColour;
}

/** Where a Massive Boss can appear: its square if the 2×2 block fits there, else the nearest that does. */
function massiveSpot(G: OrcQuestState, e: EnemyState, square: string): string | undefined {
  const at = cellOf(square);
  const nav = navOf(board(G));
  let best: { key: string; d: number } | undefined;
  for (const k of nav.keys) {
    const d = range(cellOf(k), at);
    if ((!best || d < best.d) && massiveFits(G, e, k)) best = { key: k, d };
  }
  return best?.key;
}

/** The Boss appears (the Quest says how: Quest 2, when its room is explored). */
export function spawnBoss(cx: SearchContext, G: OrcQuestState, rng: Rng): void {
  const q = board(G).quest.boss;
  if (!q || G.boss) return;
  const spec = BOSSES[q.id];
  let square = occupiedSquares(G).has(q.square) ? nearestFreeSquare(G, q.square) : q.square;
  if (!square) return;
  const e = addEnemy(cx, G, spec.enemy, square, q.facing as Facing);
  if (isMassive(e)) {
    square = massiveSpot(G, e, q.square);
    if (!square) {
      G.enemies.pop();
      G.nextEnemyId--;
      return;
    }
    e.pos = square;
  }
  e.alerted = true;
  G.boss = {
    id: spec.id,
    enemy: e.id,
    cards: spec.cards.map(() => 0),
    aim: 0,
    reactions: { deck: shuffle(rng, BOSS_REACTION_DECK(spec.id)), discard: [] },
    defeated: false,
  };
  if (logging(G)) log(G, `${enemySheet(e).name} appears on ${square}`);
}

/**
 * A Hero's Attack lands on the Boss: the damage goes to the part aimed at. A card at its Health points is
 * destroyed and the excess is lost (line 769); the sheet at its Health points defeats the Boss (line 781).
 * Returns true when the Boss is defeated.
 */
export function damageBoss(G: OrcQuestState, e: EnemyState, amount: number): boolean {
  const b = G.boss;
  if (!b || amount <= 0) return false;
  const spec = bossSpec(b);
  const card = spec.cards[b.aim];
  if (card) {
    const before = b.cards[b.aim] ?? 0;
    b.cards[b.aim] = Math.min(card.hp, before + amount);
    if (b.cards[b.aim] === card.hp) {
      if (logging(G)) log(G, `${card.name} destroyed`);
      b.aim = aimableParts(b)[0] ?? -1;
      // Its destruction may wound the Boss itself (line 768: the Cockatrice's Wings, 3 damage).
      if (card.sheetDamage) return woundSheet(G, e, card.sheetDamage);
    }
    return false;
  }
  if (spec.protectedHp && anyIntact(b)) return false;
  return woundSheet(G, e, amount);
}

/** Damage on the Boss Sheet; at its Health points the Boss is defeated (line 781). */
function woundSheet(G: OrcQuestState, e: EnemyState, amount: number): boolean {
  const b = G.boss as BossState;
  e.damage = Math.min(enemySheet(e).hp, e.damage + amount);
  const sheet = enemySheet(e);
  if (e.damage < sheet.hp) return false;
  G.enemies = G.enemies.filter((x) => x.id !== e.id);
  b.defeated = true;
  addBadass(G, sheet.badass);
  if (logging(G)) log(G, `${sheet.name} is defeated`);
  return true;
}
