import type { DieSpec, Provenance } from '@skald/core';

export interface DieFace {
  pips: number;
  source: Provenance;
}

/**
 * The one die of the placeholder rules: an ordinary six-sided die. Replace this table (and the rules) with
 * your game's own data; every entry keeps a `source` tag.
 */
export const DIE: DieSpec<DieFace> = {
  id: 'd6',
  faces: [1, 2, 3, 4, 5, 6].map((pips) => ({ pips, source: 'assumed' as const })),
};

/** Rolling this face loses the points gathered this turn. */
export const BUST_PIPS = 1;
