import { OPTION_TEXTS, RULES_SUMMARY } from '@skald/valheim';
import { type GameHelp, reconstructed, sections } from '../../help/game-help.js';

/** Valheim's How to play: what is reconstructed first, then the rules in short. */
export const valheimHelp: GameHelp = {
  rules: [
    reconstructed(
      'Most card data (equipment, food, skills, creature numbers, event and arena cards) and the scenario maps',
    ),
    ...sections(RULES_SUMMARY),
  ],
  glossary: [],
  options: OPTION_TEXTS,
};
