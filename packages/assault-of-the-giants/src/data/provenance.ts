import type { Provenance } from '@skald/core';

/**
 * Where a value comes from. `rulebook`: page 20 (the seed text). `public`: a public source, cited in the
 * README (REF-x keys). `assumed`: our own design where nothing public exists; every assumed value is
 * listed in the README's single table of assumed values.
 */
export type Source = Provenance;

/** A table entry with its provenance: where the value comes from and the citation or reason. */
export interface Sourced {
  /** Rulebook, public source or our assumption. */
  readonly source: Source;
  /** The citation key for `rulebook`/`public` entries (see the README), or why we chose an assumed value. */
  readonly note: string;
}

/** One sourced value. */
export type Val<T> = Sourced & { readonly value: T };

/** Tags `value` as our own design (`assumed`); `note` says why we chose it. */
export const assumed = <T>(value: T, note: string): Val<T> => ({ source: 'assumed', note, value });
/** Tags `value` as taken from a public source; `note` is its citation key (REF-x). */
export const fromPublic = <T>(value: T, note: string): Val<T> => ({ source: 'public', note, value });
/** Tags `value` as taken from the rulebook seed (page 20); `note` cites the lines. */
export const fromRulebook = <T>(value: T, note: string): Val<T> => ({ source: 'rulebook', note, value });
