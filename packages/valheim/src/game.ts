import { lockEvents, mirrorFlow, type RulesFlow, rngFromRandom, setupValidator } from '@skald/core';
import type { Game } from 'boardgame.io';
import { enumerate } from './ai.js';
import { descriptor } from './descriptor.js';
import { arenaMoves, exploreMoves } from './moves.js';
import { actor } from './rules/apply.js';
import { setupState } from './setup.js';
import type { ValheimState } from './state.js';
import { playerView } from './view.js';

/**
 * The boardgame.io shell, on core's `mirrorFlow` (design §3): G holds the whole flow. `G.stage` is the step
 * (exploring, then the arena), which is the boardgame.io phase of the same name; the seat that must act
 * (the turn's owner, a fight's roller, a seat asked to assist, the next to place in the arena) is
 * boardgame.io's current player, and a turn ends when the rules name another seat. No stages: one seat
 * acts at a time.
 */
const flow: RulesFlow<ValheimState> = {
  step: (G) => G.stage,
  actor: (G) => actor(G) ?? -1,
  gameover: (G) => G.result ?? undefined,
};

/** The boardgame.io game: core's `mirrorFlow` shell around the rules table. */
export const Valheim: Game<ValheimState> = {
  name: descriptor.id,
  minPlayers: descriptor.minPlayers,
  maxPlayers: descriptor.maxPlayers,
  validateSetupData: setupValidator(descriptor),
  // Undo would let a player re-roll dice and re-flip tiles.
  disableUndo: true,
  setup: ({ ctx, random }, setupData) => setupState(ctx.numPlayers, setupData, rngFromRandom(random)),
  playerView: ({ G, playerID }) => playerView(G, playerID),
  // No client may end the game, a phase, a turn or a stage: G drives the whole flow.
  events: lockEvents(),

  ...mirrorFlow(flow, { explore: { moves: exploreMoves }, arena: { moves: arenaMoves } }, 'explore'),
  ai: { enumerate },
};
