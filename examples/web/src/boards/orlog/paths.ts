import type { AiMove } from '@skald/core';
import type { PathOf, Target } from '../picks.js';

/** The control that ends a roll: keep the dice picked (none: re-roll every free die). */
export const KEEP: Target = 'keep';
/** The control that chooses no God Favor this round. */
export const NO_FAVOR: Target = 'favor:none';
/** One of the roller's six dice, by its position (its die type). */
export const dieTarget = (die: number): Target => `die:${die}`;
/** One of the player's own God Favors in the secret choice… */
export const favorTarget = (id: string): Target => `favor:${id}`;
/** …and one of its three levels. */
export const levelTarget = (id: string, level: number): Target => `favor:${id}:${level}`;
/** A favor in the casual pick or the expert draft's pool. */
export const poolTarget = (id: string): Target => `pool:${id}`;

const DICE = [0, 1, 2, 3, 4, 5];

/**
 * Orlog's moves as touches: `keep(mask)` is the dice of the mask in any order, then Keep; `chooseFavor`
 * is the favor, then its level (a favor with a parameter — Loki's bans, Frigg's re-rolls, Freyr's face,
 * Týr's and Odin's sacrifice — ends in the chooser listing the game's options); a pick, ban or draft is
 * the favor in the pool.
 */
export const orlogPathOf: PathOf = (m: AiMove) => {
  const a = m.args ?? [];
  switch (m.move) {
    case 'keep': {
      const mask = Number(a[0]);
      const dice = DICE.filter((d) => (mask & (1 << d)) !== 0).map(dieTarget);
      return { targets: [...dice, KEEP], anyOrder: dice.length };
    }
    case 'chooseFavor': {
      const choice = a[0] as { favor: string; level: number } | null | undefined;
      return choice ? [favorTarget(choice.favor), levelTarget(choice.favor, choice.level)] : [NO_FAVOR];
    }
    case 'pickFavor':
    case 'banFavor':
    case 'draftFavor':
      return [poolTarget(String(a[0]))];
    default:
      return [];
  }
};
