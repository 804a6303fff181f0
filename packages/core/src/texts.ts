import type { Provenance } from './provenance.js';

/** One player-facing text (a face, a card, a keyword): the name shown, what it does, where that comes from. */
export interface PlayerText {
  /** the name shown */
  readonly name: string;
  /** what it does, in the game's words */
  readonly text: string;
  /** where the text comes from */
  readonly source: Provenance;
}

/** One section of a game's rules summary, for a How-to-play page. */
export interface RulesSection {
  /** the section's heading */
  readonly title: string;
  /** its text, one paragraph per entry */
  readonly paragraphs: readonly string[];
}
