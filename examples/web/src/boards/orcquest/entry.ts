import { QUESTS } from '@skald/orcquest-warpath';
import type { BoardComponent, GameUi } from '../types.js';
import { HeroLineup } from './HeroLineup.js';
import { orcQuestHelp } from './help.js';
import { OrcQuestBoard } from './OrcQuestBoard.js';

/**
 * OrcQuest in the app: board, How to play, Quest names and the Heroes' line-up at setup, in the game's own chunk. A co-op view hides
 * only face-down deck orders, which no Hero's own moves read: it enumerates as is.
 */
export const orcQuestUi: GameUi = {
  board: OrcQuestBoard as BoardComponent,
  help: orcQuestHelp,
  setupExtra: HeroLineup,
  scenarios: { name: (id) => QUESTS[id]?.name, current: (G) => G.quest },
};
