import {
  DEITY_TEXTS,
  KEYWORD_TEXTS,
  PEOPLE_TEXTS,
  RULES_SUMMARY,
  VICTORY_TEXTS,
} from '@skald/wolves-of-odin';
import { distinct, entries, type GameHelp } from '../../help/game-help.js';

/** Wolves of Odin's How to play: the rules in short, every People card, Deity and Victory card. */
export const wolvesHelp: GameHelp = {
  rules: RULES_SUMMARY,
  glossary: [
    { title: 'People cards (units and maneuvers)', entries: entries(PEOPLE_TEXTS) },
    { title: 'Deities', entries: entries(DEITY_TEXTS) },
    { title: 'Victory cards', entries: distinct(entries(VICTORY_TEXTS)) },
    { title: 'Words on the board', entries: entries(KEYWORD_TEXTS) },
  ],
  options: {},
};
