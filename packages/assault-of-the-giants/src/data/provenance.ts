import type { Provenance } from '@skald/core';

/**
 * Where a value comes from. `rulebook`: page 20 (the seed text). `public`: a public source, cited in the
 * README (REF-x keys). `assumed`: our own design where nothing public exists; every assumed value is
 * listed in the README's single table of assumed values.
 */
export type Source = Provenance;

export interface Sourced {
  readonly source: Source;
  /** The citation key for `rulebook`/`public` entries (see the README), or why we chose an assumed value. */
  readonly note: string;
}

/** One sourced value. */
export type Val<T> = Sourced & { readonly value: T };

export const assumed = <T>(value: T, note: string): Val<T> => ({ source: 'assumed', note, value });
export const fromPublic = <T>(value: T, note: string): Val<T> => ({ source: 'public', note, value });
export const fromRulebook = <T>(value: T, note: string): Val<T> => ({ source: 'rulebook', note, value });
