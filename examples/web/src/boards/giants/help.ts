import { KEYWORDS, RULES_SUMMARY } from '@skald/assault-of-the-giants';
import { type GameHelp, keywordEntries, reconstructed } from '../../help/game-help.js';

/** Assault of the Giants' How to play: what is reconstructed (most of it), the rules in short, keywords. */
export const giantsHelp: GameHelp = {
  rules: [
    reconstructed(
      'Only page 20 of the 24-page rulebook is public. The board, unit stats, dice faces, command texts, events, Ordning pools, story goals, rune waivers, permanent event effects, the Spell cards and the battle effects of Resource cards',
    ),
    { title: 'The rules in short', paragraphs: RULES_SUMMARY },
  ],
  glossary: [
    {
      title: 'Keywords',
      // The story, waiver and permanent-effect keywords describe our design (the real cards are not public).
      entries: keywordEntries(KEYWORDS, (name) =>
        ['Story token', 'Story goal', 'Rune waiver', 'Permanent effect'].includes(name)
          ? 'assumed'
          : 'public',
      ),
    },
  ],
  options: {},
};
