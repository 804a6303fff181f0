import type { BoardComponent, GameUi } from '../types.js';
import { wolvesHelp } from './help.js';
import { narrateWolves } from './narrate.js';
import { wolvesScore } from './score.js';
import { WolvesBoard } from './WolvesBoard.js';

/** Wolves of Odin in the app: board, standings, narration and How to play, in the game's own chunk. */
export const wolvesUi: GameUi = {
  board: WolvesBoard as BoardComponent,
  score: wolvesScore,
  narrate: narrateWolves,
  help: wolvesHelp,
};
