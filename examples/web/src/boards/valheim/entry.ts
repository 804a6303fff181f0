import { SCENARIOS, type ScenarioId } from '@skald/valheim';
import type { BoardComponent, GameUi } from '../types.js';
import { valheimHelp } from './help.js';
import { narrateValheim } from './narrate.js';
import { valheimScore } from './score.js';
import { ValheimBoard } from './ValheimBoard.js';

/**
 * Valheim in the app: board, standings, narration, How to play and scenario names, in the game's own
 * chunk. Co-op with no private hands: the view has the state's shape wherever a seat's own moves look.
 */
export const valheimUi: GameUi = {
  board: ValheimBoard as BoardComponent,
  score: valheimScore,
  narrate: narrateValheim,
  help: valheimHelp,
  scenarios: {
    name: (id) => SCENARIOS[id as ScenarioId]?.name,
    current: (G) => G.scenario,
    startsCampaign: (setupData) => setupData.mode === 'campaign',
  },
};
