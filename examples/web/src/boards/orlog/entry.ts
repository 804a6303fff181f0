import type { BoardComponent, GameUi } from '../types.js';
import { orlogHelp } from './help.js';
import { narrateOrlog } from './narrate.js';
import { OrlogBoard } from './OrlogBoard.js';
import { orlogScore } from './score.js';

/** Orlog in the app: board, standings, narration and How to play, loaded with the game in its own chunk. */
export const orlogUi: GameUi = {
  board: OrlogBoard as BoardComponent,
  score: orlogScore,
  narrate: narrateOrlog,
  help: orlogHelp,
};
