/**
 * The boardgame.io Game. Thin: G holds the whole flow; each move calls the pure rules, and the phases,
 * turns and stages follow G:
 *   roundSetup → play → scoring → [chooseVictory] → endOfRound → roundSetup … (or game over)
 * Turn order follows `G.flow.current` (the last round's winner starts; a turn ends on the `endTurn` move,
 * or by itself once nothing is left to do; passed players with nothing to do are skipped). During play, decisions and out-of-turn reactions put exactly the deciding seats into the
 * stages `decide` / `react`; between rounds (Vidar, the Victory choice, Valkyrie) the deciding seat
 * simply holds the turn.
 */

import {
  lockEvents,
  mirrorFlow,
  plainG,
  type RandomSource,
  type RulesFlow,
  rngFromRandom,
  setupValidator,
} from '@skald/core';
import type { Game } from 'boardgame.io';
import { enumerate } from './ai.js';
import { descriptor } from './descriptor.js';
import { betweenRoundMoves, decideMoves, reactMoves, turnMoves } from './moves.js';
import { cloneState, shareUnchanged } from './rules/clone.js';
import { stageMap } from './rules/engine.js';
import { beginPhase } from './rules/flow.js';
import { createGame } from './setup.js';
import type { WolvesState } from './state.js';
import { playerView } from './view.js';

export { descriptor };

/** A phase's start runs on a plain copy of G, which becomes the new G. */
const startPhase = (context: { G: WolvesState; random: RandomSource }) => {
  const base = plainG(context);
  const next = cloneState(base);
  beginPhase(next, rngFromRandom(context.random));
  return shareUnchanged(next, base);
};

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

const between = { moves: betweenRoundMoves, onBegin: startPhase };

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
  setup: ({ ctx, random }) => createGame(ctx.numPlayers, rngFromRandom(random)),
  playerView: ({ G, playerID }) => playerView({ G, playerID }),
  ...mirrorFlow(
    flow,
    {
      // Reveals the round's Victory cards, then play begins at once.
      roundSetup: { onBegin: startPhase },
      // Turns; decisions and reactions of any seat in stages.
      play: {
        moves: turnMoves,
        onBegin: startPhase,
        stages: { decide: { moves: decideMoves }, react: { moves: reactMoves } },
      },
      // Between rounds the deciding seat (Vidar, the Victory choice, the Valkyrie) simply holds the turn.
      scoring: between,
      chooseVictory: between,
      endOfRound: between,
    },
    'roundSetup',
  ),
  ai: { enumerate },
};
