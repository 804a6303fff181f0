import type { Provenance } from './provenance.js';

/** One player-facing text (a face, a card, a keyword): the name shown, what it does, where that comes from. */
export interface PlayerText {
  readonly name: string;
  readonly text: string;
  readonly source: Provenance;
}

/** One section of a game's rules summary, for a How-to-play page. */
export interface RulesSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}
