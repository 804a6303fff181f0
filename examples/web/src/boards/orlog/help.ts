import { FACE_TEXTS, FAVOR_TEXTS, KEYWORD_TEXTS, OPTION_TEXTS, RULES_SUMMARY } from '@skald/orlog';
import { entries, type GameHelp } from '../../help/game-help.js';

/** Orlog's How to play: the rules in short, every die face and God Favor, the board's words. */
export const orlogHelp: GameHelp = {
  rules: RULES_SUMMARY,
  glossary: [
    { title: 'Die faces', entries: entries(FACE_TEXTS) },
    { title: 'God Favors', entries: entries(FAVOR_TEXTS) },
    { title: 'Words on the board', entries: entries(KEYWORD_TEXTS) },
  ],
  options: OPTION_TEXTS,
};
