import { int, type Rng } from './rng.js';

/**
 * A die as data: an ordered list of faces, each face any attribute record
 * (Orlog: `{ symbol: 'axe', gold: false }`; OrcQuest: `{ colour: 'red', hits: 2 }`).
 * Every face is equally likely.
 */
export interface DieSpec<Face> {
  /** the die's id in the game's data */
  readonly id: string;
  /** every face, in the order a rolled index names them */
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
