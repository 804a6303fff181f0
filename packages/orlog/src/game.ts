import { lockEvents, PlainStatePlugin, plainG, rngFromRandom, setupValidator } from '@skald/core';
import type { Ctx, Game, PhaseConfig } from 'boardgame.io';
import { enumerate } from './ai.js';
import { descriptor } from './descriptor.js';
import { draftMoves, favorMoves, pickMoves, rollMoves } from './moves.js';
import { resolveAndContinue } from './rules/apply.js';
import { cloneState } from './rules/clone.js';
import { setupState } from './setup.js';
import type { OrlogState, Step } from './state.js';
import { playerView } from './view.js';

/**
 * The boardgame.io shell. G holds the whole flow (`G.step`, `G.actor`); each step is a phase of the same
 * name, and every phase ends as soon as G has moved on, so the phases mirror the pure rules exactly.
 */

const phaseFor = (step: Step): string | undefined => (step === 'over' ? undefined : step);

/** The seat G is waiting for (draft, roll): the custom turn order just follows it. */
const followActor = {
  first: ({ G, ctx }: { G: OrlogState; ctx: Ctx }) => Math.max(0, ctx.playOrder.indexOf(String(G.actor))),
  next: ({ G, ctx }: { G: OrlogState; ctx: Ctx }) => Math.max(0, ctx.playOrder.indexOf(String(G.actor))),
};

function mirror(step: Step): Pick<PhaseConfig<OrlogState>, 'endIf' | 'next'> {
  return {
    endIf: ({ G }) => G.step !== step,
    next: ({ G }) => phaseFor(G.step),
  };
}

export const Orlog: Game<OrlogState> = {
  name: descriptor.id,
  minPlayers: 2,
  maxPlayers: 2,
  validateSetupData: setupValidator(descriptor),
  // Undo is a cheat in a game of dice and hidden cards: roll or draw, look, take it back.
  disableUndo: true,
  // Players act only through moves. Every event is off for clients (boardgame.io enables all by default,
  // so a seat could send endGame({ winner: me })); pickFavor's server-side endStage still works.
  events: lockEvents(),
  plugins: [PlainStatePlugin],
  setup: ({ random }, setupData) => setupState(setupData, rngFromRandom(random)),
  playerView: ({ G, playerID }) => playerView(G, playerID),
  endIf: ({ G }) => G.result ?? undefined,
  phases: {
    // The match starts here; casual and expert matches leave at once for `pick` / `draft`.
    roll: {
      start: true,
      moves: rollMoves,
      turn: { order: followActor, maxMoves: 1 },
      ...mirror('roll'),
    },
    // Casual: both players secretly pick three favors, one move per pick (redacted).
    pick: {
      moves: pickMoves,
      turn: {
        activePlayers: { all: 'pick' },
        stages: { pick: { moves: pickMoves } },
      },
      ...mirror('pick'),
    },
    // Expert: bans and alternating picks from the shared pool.
    draft: {
      moves: draftMoves,
      turn: { order: followActor, maxMoves: 1 },
      ...mirror('draft'),
    },
    // Both players choose at once and in secret (design §3 recipe).
    favor: {
      moves: favorMoves,
      turn: {
        activePlayers: { all: 'choose', minMoves: 1, maxMoves: 1 },
        stages: { choose: { moves: favorMoves } },
      },
      ...mirror('favor'),
    },
    // Entered when both choices are in: reveal and resolve run here, then the next round (or game) begins.
    resolution: {
      moves: {},
      // Resolved on a plain private copy (not through the Immer draft), which becomes the new G.
      onBegin: (context) => {
        const next = cloneState(plainG(context));
        resolveAndContinue(next, rngFromRandom(context.random));
        return next;
      },
      ...mirror('resolution'),
    },
  },
  ai: { enumerate },
};
