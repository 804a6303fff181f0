import { lockEvents, mirrorFlow, type RulesFlow, setupValidator } from '@skald/core';
import type { Game } from 'boardgame.io';
import { enumerate } from './ai.js';
import { descriptor } from './descriptor.js';
import { moves } from './moves.js';
import { setupState } from './setup.js';
import type { TemplateGameState } from './state.js';
import { playerView } from './view.js';

/** Where the rules say the flow stands: one step, the current seat's turn, no out-of-turn stages yet. */
const flow: RulesFlow<TemplateGameState> = {
  step: () => 'play',
  actor: (G) => G.current,
  stages: () => null,
  gameover: (G) => G.result ?? undefined,
};

export const TemplateGame: Game<TemplateGameState> = {
  name: descriptor.id,
  minPlayers: descriptor.minPlayers,
  maxPlayers: descriptor.maxPlayers,
  validateSetupData: setupValidator(descriptor),
  // Undo after a roll would let a player re-roll a bust.
  disableUndo: true,
  // No client may end the game, the turn or a phase by an event: the rules decide all of these. Hidden
  // here from the client's API; mirrorFlow's flow guard refuses any event a client sends anyway.
  events: lockEvents(),
  setup: ({ ctx }, setupData) => setupState(ctx.numPlayers, setupData),
  playerView: ({ G, playerID }) => playerView(G, playerID),
  // boardgame.io's phases, turns, stages and gameover follow G (core's mirrorFlow, which also installs the
  // plain-state plugin and the flow guard): the rules alone decide the flow.
  ...mirrorFlow(flow, { play: { moves } }, 'play'),
  ai: { enumerate },
};
