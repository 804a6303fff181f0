import { lockEvents, mirrorFlow, type RulesFlow, rngFromRandom, setupValidator } from '@skald/core';
import type { Game } from 'boardgame.io';
import { enumerate } from './ai.js';
import { descriptor } from './descriptor.js';
import { moves } from './moves.js';
import { activeSeats } from './rules/acting.js';
import { seatsView } from './rules/thaw.js';
import { setupState } from './setup.js';
import type { OrcQuestState } from './state.js';
import { playerView } from './view.js';

/**
 * The boardgame.io shell, on core's `mirrorFlow`. G holds the whole flow: `G.phase` is the boardgame.io
 * phase of the same name (`camp` between Quests, `hero`, `reaction`, `endOfTurn`); `currentPlayer` is the Active Hero (or, between
 * Activations, the first Hero still to act); exactly the seats the rules wait on are in the stage `act`.
 * The Enemy Phase runs inside the move that ends the last Activation; when it waits for a Hero's Reaction
 * card it sits in `reaction`, where only that Hero acts (the out-of-turn window of the design, section 3);
 * when a Patrol card leaves the Players to single out a member (line 554) it sits in `patrolChoice`, where
 * only the Hero who speaks for them (ruling PC1) acts.
 */
const flow: RulesFlow<OrcQuestState> = {
  step: (G) => G.phase,
  actor: (G) => G.active ?? G.reaction?.seat ?? G.patrolChoice?.seat ?? activeSeats(seatsView(G))[0] ?? 0,
  stages: (G) => Object.fromEntries(activeSeats(seatsView(G)).map((s) => [String(s), 'act'])),
  gameover: (G) => G.result ?? undefined,
};

const step = { moves, stages: { act: { moves } } };

/** The boardgame.io game definition of OrcQuest WarPath. */
export const OrcQuest: Game<OrcQuestState> = {
  name: descriptor.id,
  minPlayers: descriptor.minPlayers,
  maxPlayers: descriptor.maxPlayers,
  validateSetupData: setupValidator(descriptor),
  // Undo would take back dice rolls and Event draws.
  disableUndo: true,
  setup: ({ ctx, random }, setupData) => setupState(ctx.numPlayers, rngFromRandom(random), setupData),
  playerView: ({ G, playerID }) => playerView(G, playerID) as unknown as OrcQuestState,
  // No client action needs an event: every one is refused from clients.
  events: lockEvents(),
  ...mirrorFlow(
    flow,
    { camp: step, hero: step, reaction: step, patrolChoice: step, endOfTurn: step },
    'hero',
  ),
  ai: { enumerate },
};
