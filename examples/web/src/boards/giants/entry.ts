import type { BoardComponent, GameUi } from '../types.js';
import { GiantsBoard } from './GiantsBoard.js';
import { giantsHelp } from './help.js';
import { giantsScore } from './score.js';

/** Assault of the Giants in the app: board, standings and How to play, in the game's own chunk. */
export const giantsUi: GameUi = {
  board: GiantsBoard as BoardComponent,
  score: giantsScore,
  help: giantsHelp,
};
