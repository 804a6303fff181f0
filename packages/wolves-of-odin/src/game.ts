/**
 * The boardgame.io Game. Thin: G holds the whole flow; each move calls the pure rules, and the phases,
 * turns and stages follow G:
 *   roundSetup → play → scoring → [chooseVictory] → endOfRound → roundSetup … (or game over)
 * Turn order follows `G.flow.current` (the last round's winner starts; a turn ends on the `endTurn` move,
 * or by itself once nothing is left to do; passed players with nothing to do are skipped). During play, decisions and out-of-turn reactions put exactly the deciding seats into the
 * stages `decide` / `react`; between rounds (Vidar, the Victory choice, Valkyrie) the deciding seat
 * simply holds the turn.
 */

import { lockEvents, mirrorFlow, type RulesFlow, rngFromRandom, setupValidator } from '@skald/core';
import type { Game } from 'boardgame.io';
import { enumerate } from './ai.js';
import { descriptor } from './descriptor.js';
import { betweenRoundMoves, decideMoves, reactMoves, turnMoves } from './moves.js';
import { newGame, stageMap } from './rules/engine.js';
import type { WolvesState } from './state.js';
import { playerView } from './view.js';

export { descriptor };

/**
 * Where the rules say the flow stands: the phase is `G.flow.phase`, the turn is `G.flow.current`'s, and
 * during play the seats a decision or reaction window waits for are in `decide` / `react`.
 */
const flow: RulesFlow<WolvesState> = {
  step: (G) => G.flow.phase,
  actor: (G) => G.flow.current,
  stages: stageMap,
  gameover: (G) => G.flow.gameover ?? undefined,
};

const between = { moves: betweenRoundMoves };

/** The boardgame.io game definition of Wolves of Odin (3–5 players). */
export const WolvesOfOdin: Game<WolvesState> = {
  name: descriptor.id,
  minPlayers: descriptor.minPlayers,
  maxPlayers: descriptor.maxPlayers,
  validateSetupData: setupValidator(descriptor),
  // Undo is a cheat in a game of dice and hidden cards: roll or draw, look, take it back.
  disableUndo: true,
  // Players act only through moves (ending a turn is the `endTurn` move, not the event). Every event is off
  // for clients (boardgame.io enables all by default); the turn hooks' server-side setActivePlayers still works.
  events: lockEvents(),
  // The first round is set up at once (the automatic phases run inside setup, as inside every move).
  setup: ({ ctx, random }) => newGame(ctx.numPlayers, rngFromRandom(random)),
  playerView: ({ G, playerID }) => playerView({ G, playerID }),
  ...mirrorFlow(
    flow,
    {
      // A round's set-up (revealing its Victory cards) never rests: the move or setup that starts a round
      // plays it through (`runAutomatic`), so G is never here between actions.
      roundSetup: {},
      // Turns; decisions and reactions of any seat in stages.
      play: {
        moves: turnMoves,
        stages: { decide: { moves: decideMoves }, react: { moves: reactMoves } },
      },
      // Between rounds the deciding seat (Vidar, the Victory choice, the Valkyrie) simply holds the turn.
      scoring: between,
      chooseVictory: between,
      endOfRound: between,
    },
    'play',
  ),
  ai: { enumerate },
};
