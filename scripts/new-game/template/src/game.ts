import { guardMoves, setupValidator } from '@skald/core';
import type { Ctx, Game } from 'boardgame.io';
import { enumerate } from './ai.js';
import { descriptor } from './descriptor.js';
import { moves } from './moves.js';
import { setupState } from './setup.js';
import type { TemplateGameState } from './state.js';
import { playerView } from './view.js';

/** boardgame.io's turn follows the seat G names, so the rules alone decide whose turn it is. */
const followCurrent = {
  first: ({ G }: { G: TemplateGameState; ctx: Ctx }) => G.current,
  next: ({ G }: { G: TemplateGameState; ctx: Ctx }) => G.current,
};

export const TemplateGame: Game<TemplateGameState> = {
  name: descriptor.id,
  minPlayers: descriptor.minPlayers,
  maxPlayers: descriptor.maxPlayers,
  validateSetupData: setupValidator(descriptor),
  // Undo after a roll would let a player re-roll a bust.
  disableUndo: true,
  // No client may end the game, the turn or a phase by an event: the rules decide all of these.
  events: {
    endGame: false,
    endPhase: false,
    setPhase: false,
    endTurn: false,
    endStage: false,
    setStage: false,
    setActivePlayers: false,
    pass: false,
  },
  setup: ({ ctx }, setupData) => setupState(ctx.numPlayers, setupData),
  playerView: ({ G, playerID }) => playerView(G, playerID),
  moves: guardMoves(descriptor.id, moves),
  turn: {
    order: followCurrent,
    endIf: ({ G, ctx }) => G.result === null && String(G.current) !== ctx.currentPlayer,
  },
  endIf: ({ G }) => G.result ?? undefined,
  ai: { enumerate },
};
