import { int, type Rng } from './rng.js';

/**
 * A die as data: an ordered list of faces, each face any attribute record
 * (Orlog: `{ symbol: 'axe', gold: false }`; OrcQuest: `{ colour: 'red', hits: 2 }`).
 * Every face is equally likely.
 */
export interface DieSpec<Face> {
  readonly id: string;
  readonly faces: readonly Face[];
}

/** Roll one die: the index of the face that came up. Store indices in G, look faces up in data. */
export function rollIndex<Face>(rng: Rng, die: DieSpec<Face>): number {
  return int(rng, die.faces.length);
}

/** Roll one die and return the face itself. */
export function roll<Face>(rng: Rng, die: DieSpec<Face>): Face {
  return die.faces[rollIndex(rng, die)] as Face;
}

/** The exact probability that one roll of `die` shows a face matching `predicate`. */
export function faceProbability<Face>(die: DieSpec<Face>, predicate: (face: Face) => boolean): number {
  return die.faces.filter(predicate).length / die.faces.length;
}

/**
 * The exact distribution of a face attribute: key → probability, e.g.
 * `faceDistribution(die, (f) => f.symbol)` → `{ axe: 1/3, arrow: 1/6, ... }`.
 */
export function faceDistribution<Face>(
  die: DieSpec<Face>,
  key: (face: Face) => string,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const face of die.faces) {
    const k = key(face);
    out[k] = (out[k] ?? 0) + 1 / die.faces.length;
  }
  return out;
}

/**
 * The exact distribution of how many of `dice` (rolled once each) match `predicate`:
 * element k is P(exactly k matches). Convolution of independent Bernoulli trials.
 */
export function matchCountDistribution<Face>(
  dice: readonly DieSpec<Face>[],
  predicate: (face: Face) => boolean,
): number[] {
  let dist = [1];
  for (const die of dice) {
    const p = faceProbability(die, predicate);
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k] = (next[k] ?? 0) + q * (1 - p);
      next[k + 1] = (next[k + 1] ?? 0) + q * p;
    });
    dist = next;
  }
  return dist;
}
