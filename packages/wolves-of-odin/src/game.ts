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
  PlainStatePlugin,
  plainG,
  type RandomSource,
  rngFromRandom,
  setupValidator,
} from '@skald/core';
import type { Ctx, Game } from 'boardgame.io';
import { enumerate } from './ai.js';
import { descriptor } from './descriptor.js';
import { betweenRoundMoves, decideMoves, reactMoves, turnMoves } from './moves.js';
import { cloneState, shareUnchanged } from './rules/clone.js';
import { stageMap } from './rules/engine.js';
import { beginPhase } from './rules/flow.js';
import { createGame } from './setup.js';
import type { Phase, WolvesState } from './state.js';
import { playerView } from './view.js';

export { descriptor };

/**
 * Put exactly the seats G waits on into their stages (or clear stages when the current player acts).
 * While a stage is open the set is re-issued after every move, even if unchanged: boardgame.io 0.50.2's
 * ProcessMove increments `ctx._activePlayersNumMoves` in place, on an object shared with the previous
 * state, so a fresh object per state keeps replays and tried-out moves from leaking into each other.
 */
function syncStages(context: {
  G: WolvesState;
  ctx: Ctx;
  events: { setActivePlayers: (arg: object) => void };
}) {
  const { ctx, events } = context;
  const want = stageMap(plainG(context));
  if (want === null && ctx.activePlayers === null) return;
  events.setActivePlayers(want ? { value: want } : []);
}

/** A phase's start runs on a plain copy of G, which becomes the new G. */
const startPhase = (context: { G: WolvesState; random: RandomSource }) => {
  const base = plainG(context);
  const next = cloneState(base);
  beginPhase(next, rngFromRandom(context.random));
  return shareUnchanged(next, base);
};

/** A phase ends as soon as G's flow has moved on; the next phase is the one G names. */
const leave = (phase: Phase) => (context: { G: WolvesState }) => {
  const now = plainG(context).flow.phase;
  return now !== phase && now !== 'gameover' ? { next: now } : undefined;
};

const phase = (name: Phase, extra: Record<string, unknown> = {}) => ({
  onBegin: startPhase,
  endIf: leave(name),
  moves: {},
  ...extra,
});

// Hooks read the plain G (`plainG`): reading through the Immer draft costs a proxy per object touched.
const seatPos = (context: { G: WolvesState; ctx: Ctx }) =>
  context.ctx.playOrder.indexOf(String(plainG(context).flow.current));

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
  plugins: [PlainStatePlugin],
  setup: ({ ctx, random }) => createGame(ctx.numPlayers, rngFromRandom(random)),
  playerView: ({ G, playerID }) => playerView({ G, playerID }),
  turn: {
    order: { first: seatPos, next: seatPos },
    endIf: (context) => String(plainG(context).flow.current) !== context.ctx.currentPlayer,
    onBegin: syncStages,
    onMove: syncStages,
    stages: {
      decide: { moves: decideMoves },
      react: { moves: reactMoves },
    },
  },
  phases: {
    roundSetup: phase('roundSetup', { start: true }),
    play: phase('play', { moves: turnMoves }),
    scoring: phase('scoring', { moves: betweenRoundMoves }),
    chooseVictory: phase('chooseVictory', { moves: betweenRoundMoves }),
    endOfRound: phase('endOfRound', { moves: betweenRoundMoves }),
  },
  endIf: (context) => plainG(context).flow.gameover ?? undefined,
  ai: { enumerate },
};
