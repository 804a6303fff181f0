/** Where a data entry comes from: the rulebook text, a cited public source (README), or our own proposal. */
export type Source = 'rulebook' | 'public' | 'assumed';

/** Every data entry carries its provenance and a player-facing text in our own words. */
export interface Sourced {
  /** where the entry's values come from */
  readonly source: Source;
  /** what the entry is or does, for players */
  readonly text: string;
}
