import type { OrcQuestState } from '../../state.js';

/** Gain (or spend) Badass points on the Badass Track, kept between 0 and its Limit (lines 488-518). */
export const addBadass = (G: OrcQuestState, n: number): void => {
  G.badass = Math.max(0, Math.min(G.badassLimit, G.badass + n));
};
