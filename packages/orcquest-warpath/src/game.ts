import { lockEvents, rngFromRandom, setupValidator } from '@skald/core';
import type { Ctx, Game } from 'boardgame.io';
import { enumerate } from './ai.js';
import { descriptor } from './descriptor.js';
import { BasePlugin, moves } from './moves.js';
import { activeSeats } from './rules/apply.js';
import { setupState } from './setup.js';
import type { OrcQuestState, Phase } from './state.js';
import { playerView } from './view.js';

/**
 * The boardgame.io shell. G holds the whole flow (`G.phase`, `G.active`): each rules phase is a phase of
 * the same name, ending as soon as G has moved on; inside it, exactly the seats the rules wait on are in
 * the stage `act` (re-issued after every move). The Enemy Phase runs inside the move that ends the last
 * Activation; when it waits for a Hero's Reaction card it sits in the phase `reaction`, where only that
 * Hero acts (the out-of-turn reaction window of the design, section 3).
 */
function syncStages({ G, events }: { G: OrcQuestState; ctx: Ctx; events: any }) {
  const seats = activeSeats(G);
  events.setActivePlayers({ value: Object.fromEntries(seats.map((s) => [String(s), 'act'])) });
}

const mirror = (phase: Phase) => ({
  moves,
  endIf: ({ G }: { G: OrcQuestState }) => G.phase !== phase,
  next: ({ G }: { G: OrcQuestState }) => (G.phase === 'over' ? undefined : G.phase),
  turn: {
    onBegin: syncStages as any,
    onMove: syncStages as any,
    stages: { act: { moves } },
  },
});

export const OrcQuest: Game<OrcQuestState> = {
  name: descriptor.id,
  minPlayers: descriptor.minPlayers,
  maxPlayers: descriptor.maxPlayers,
  validateSetupData: setupValidator(descriptor),
  // Undo would take back dice rolls and Event draws.
  disableUndo: true,
  plugins: [BasePlugin],
  setup: ({ ctx, random }, setupData) => setupState(ctx.numPlayers, rngFromRandom(random), setupData),
  playerView: ({ G, playerID }) => playerView(G, playerID) as unknown as OrcQuestState,
  endIf: ({ G }) => G.result ?? undefined,
  // No client action needs an event: every one is refused from clients.
  events: lockEvents(),
  phases: {
    hero: { start: true, ...mirror('hero') },
    reaction: mirror('reaction'),
    endOfTurn: mirror('endOfTurn'),
  },
  ai: { enumerate: enumerate as any },
};
