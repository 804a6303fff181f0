import { KEYWORDS, RULES_SUMMARY } from '@skald/orcquest-warpath';
import { type GameHelp, keywordEntries, reconstructed, sections } from '../../help/game-help.js';

/** OrcQuest's How to play: what is reconstructed first, the rules in short, the keywords. */
export const orcQuestHelp: GameHelp = {
  rules: [
    reconstructed('The quest maps, the dice faces, most Enemy sheets, the Skill and Event card texts'),
    ...sections(RULES_SUMMARY),
  ],
  glossary: [
    {
      title: 'Keywords',
      entries: keywordEntries(KEYWORDS, () => 'rulebook'),
    },
  ],
  options: {},
};
