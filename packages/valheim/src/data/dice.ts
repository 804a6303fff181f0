import type { DieSpec } from '@skald/core';
import type { Source } from './source.js';

/** One face of a player or creature die. `hits` counts hit icons (a critical shows 2). */
export interface CombatFace {
  /** what the face shows: a hit, a critical hit, a blank, a block, a critical block or a special */
  readonly kind: 'hit' | 'crit' | 'blank' | 'block' | 'critBlock' | 'special';
  /** attack points (player dice) or damage (damage dice) */
  readonly hits: number;
  /** defense points: a critical block counts 2 (ruling R8) */
  readonly blocks: number;
}

/** One face of the green collect die (line 220). */
export interface CollectFace {
  /** a plain collect, a noisy collect, a noisy critical or a critical */
  readonly kind: 'collect' | 'noisy' | 'noisyCrit' | 'crit';
  /** Hand icons: a critical collect shows two (ruling R4). */
  readonly hands: number;
  /** shows the noise icon: creatures within 2 spaces move 1 toward you (line 221) */
  readonly noisy: boolean;
}

const hit: CombatFace = { kind: 'hit', hits: 1, blocks: 0 };
const crit: CombatFace = { kind: 'crit', hits: 2, blocks: 0 };
const blank: CombatFace = { kind: 'blank', hits: 0, blocks: 0 };
const block: CombatFace = { kind: 'block', hits: 0, blocks: 1 };
// Ruling R8: a critical block is worth 2, as a critical hit is worth 2 hits (line 316).
const critBlock: CombatFace = { kind: 'critBlock', hits: 0, blocks: 2 };
const special: CombatFace = { kind: 'special', hits: 0, blocks: 0 };

/** The five kinds of die in the box (line 75). */
export type DieId = 'yellow' | 'red' | 'defense' | 'damage' | 'collect';

interface DieEntry<F> extends DieSpec<F> {
  readonly id: DieId;
  /** How many of this die the box holds: no roll may use more (line 330). */
  readonly inBox: number;
  readonly source: Source;
  readonly text: string;
}

/** Yellow attack: 3 hits, 1 critical, 2 blanks (line 336). */
export const YELLOW: DieEntry<CombatFace> = {
  id: 'yellow',
  faces: [hit, hit, hit, crit, blank, blank],
  inBox: 2,
  source: 'rulebook',
  text: 'Yellow attack die: three hit faces, one critical (two hits) and two blanks.',
};
/** Red attack: 4 hits, 1 critical, 1 blank (line 336). */
export const RED: DieEntry<CombatFace> = {
  id: 'red',
  faces: [hit, hit, hit, hit, crit, blank],
  inBox: 2,
  source: 'rulebook',
  text: 'Red attack die: four hit faces, one critical (two hits) and one blank.',
};
/** Blue defense: 3 blocks, 1 critical block, 2 blanks (line 341). */
export const DEFENSE: DieEntry<CombatFace> = {
  id: 'defense',
  faces: [block, block, block, critBlock, blank, blank],
  inBox: 2,
  source: 'rulebook',
  text: 'Blue defense die: three block faces, one critical block and two blanks. Each block cancels one damage.',
};
/** Black damage: 2 hits, 1 critical, 1 special, 2 blanks (line 346). */
export const DAMAGE: DieEntry<CombatFace> = {
  id: 'damage',
  faces: [hit, hit, crit, special, blank, blank],
  inBox: 3,
  source: 'rulebook',
  text: 'Black damage die (the enemies’ die): two hits, one critical, one special (see the creature card) and two blanks.',
};
/** Green collect: 3 collect, 1 noisy, 1 noisy critical, 1 critical (line 220). */
export const COLLECT: DieEntry<CollectFace> = {
  id: 'collect',
  faces: [
    { kind: 'collect', hands: 1, noisy: false },
    { kind: 'collect', hands: 1, noisy: false },
    { kind: 'collect', hands: 1, noisy: false },
    { kind: 'noisy', hands: 1, noisy: true },
    { kind: 'noisyCrit', hands: 2, noisy: true },
    { kind: 'crit', hands: 2, noisy: false },
  ],
  inBox: 1,
  source: 'rulebook',
  text: 'Green collect die: three plain collects, one noisy collect, one noisy critical and one critical. A critical shows two hands; a noisy face draws nearby creatures.',
};

/** The four combat dice by id (lines 331–354): the collect die is not one. */
export const COMBAT_DICE = { yellow: YELLOW, red: RED, defense: DEFENSE, damage: DAMAGE } as const;
