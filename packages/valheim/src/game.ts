import { lockEvents, PlainStatePlugin, rngFromRandom, setupValidator } from '@skald/core';
import type { Ctx, Game } from 'boardgame.io';
import { enumerate } from './ai.js';
import { descriptor } from './descriptor.js';
import { arenaMoves, exploreMoves } from './moves.js';
import { actor } from './rules/apply.js';
import { setupState } from './setup.js';
import type { Stage, ValheimState } from './state.js';
import { playerView } from './view.js';

/**
 * The boardgame.io shell. G holds the whole flow: `G.stage` is the phase (exploring, then the arena), and
 * the seat that must act (the turn's owner, a fight's roller, the next to place in the arena) is
 * boardgame.io's current player: the custom turn order follows it and a turn ends when it changes.
 */
const followActor = {
  first: ({ G, ctx }: { G: ValheimState; ctx: Ctx }) =>
    Math.max(0, ctx.playOrder.indexOf(String(actor(G) ?? 0))),
  next: ({ G, ctx }: { G: ValheimState; ctx: Ctx }) =>
    Math.max(0, ctx.playOrder.indexOf(String(actor(G) ?? 0))),
};

const turn = {
  order: followActor,
  endIf: ({ G, ctx }: { G: ValheimState; ctx: Ctx }) =>
    actor(G) !== null && String(actor(G)) !== ctx.currentPlayer,
};

const mirror = (stage: Stage) => ({
  endIf: ({ G }: { G: ValheimState }) => G.stage !== stage,
  next: ({ G }: { G: ValheimState }) => (G.stage === 'over' ? undefined : G.stage),
});

export const Valheim: Game<ValheimState> = {
  name: descriptor.id,
  minPlayers: descriptor.minPlayers,
  maxPlayers: descriptor.maxPlayers,
  validateSetupData: setupValidator(descriptor),
  // Undo would let a player re-roll dice and re-flip tiles.
  disableUndo: true,
  plugins: [PlainStatePlugin],
  setup: ({ ctx, random }, setupData) => setupState(ctx.numPlayers, setupData, rngFromRandom(random)),
  playerView: ({ G, playerID }) => playerView(G, playerID),
  endIf: ({ G }) => G.result ?? undefined,
  // No client may end the game, a phase, a turn or a stage: G drives the whole flow.
  events: lockEvents(),

  phases: {
    explore: { start: true, moves: exploreMoves, turn, ...mirror('explore') },
    arena: { moves: arenaMoves, turn, ...mirror('arena') },
  },
  ai: { enumerate },
};
