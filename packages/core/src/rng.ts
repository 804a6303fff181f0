import seedrandom from 'seedrandom';

/** A source of uniform numbers in [0, 1). Rules take one of these instead of reaching for randomness. */
export type Rng = () => number;

/** The part of boardgame.io's `random` API we need (so rules never import boardgame.io). */
export interface RandomSource {
  /** a uniform number in [0, 1) */
  Number(): number;
}

/** An `Rng` backed by boardgame.io's match PRNG (use inside moves and hooks). */
export function rngFromRandom(random: RandomSource): Rng {
  return () => random.Number();
}

/**
 * A seeded `Rng` for simulations, bots and tests. Uses the Alea algorithm, the same one boardgame.io
 * uses for its match PRNG, so {@link rngFromBgioState} can continue a match's sequence exactly.
 */
export function rngFromSeed(seed: string | number): Rng {
  return seedrandom.alea(String(seed));
}

/** Alea's internal state as boardgame.io stores it in `plugins.random.data.prngstate`. */
export interface AleaState {
  /** Alea's carry */
  c: number;
  /** the oldest of Alea's three lagged values */
  s0: number;
  /** the middle lagged value */
  s1: number;
  /** the newest lagged value */
  s2: number;
}

/**
 * An `Rng` that continues from a boardgame.io PRNG state (`plugins.random.data`). Only for tests that
 * check a pure rules core against the reducer: a fair bot must never read the match PRNG.
 */
export function rngFromBgioState(data: { seed: string | number; prngstate?: AleaState }): Rng {
  // seedrandom's typings only admit `state: true | Alea`; a plain exported state object is what it reads.
  const options = data.prngstate ? { state: data.prngstate as unknown as seedrandom.State.Alea } : undefined;
  const prng = options ? seedrandom.alea(String(data.seed), options) : seedrandom.alea(String(data.seed));
  return () => prng();
}

/** A uniform integer in [0, n). `n` must be a positive integer. */
export function int(rng: Rng, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`int: n must be a positive integer, got ${n}`);
  return Math.floor(rng() * n);
}

/** A uniformly chosen element of a non-empty array. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick: empty array');
  return items[int(rng, items.length)] as T;
}

/** A shuffled copy (Fisher–Yates); the input is left untouched. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = int(rng, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** A fresh seed string drawn from an `Rng` (for deriving per-game or per-iteration seeds). */
export function childSeed(rng: Rng): string {
  return Math.floor(rng() * 2 ** 32).toString(36) + Math.floor(rng() * 2 ** 32).toString(36);
}
