/** Where a data entry comes from: the rulebook text, a cited public source (README), or our own proposal. */
export type Source = 'rulebook' | 'public' | 'assumed';

/** Every data entry carries its provenance and a player-facing text in our own words. */
export interface Sourced {
  readonly source: Source;
  readonly text: string;
}
