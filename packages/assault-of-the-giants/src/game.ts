/**
 * The boardgame.io Game. G holds the whole flow; the shell mirrors it:
 *  - phases `ordning` → `finalOrdning` → `endgame` follow `G.flow.era` (first pool empty, second pool empty);
 *  - the turn belongs to `G.flow.current` (turn order by Giant Race Token: the player on the left is next);
 *  - during a battle the deciding seat (a side modifying its dice, or choosing casualties: the attacker, the
 *    defender, or for NPCs the player on the active player's right) is put alone into the stage `battle`; a player offered a friendly trade, into
 *    `respond`.
 * No client event is enabled: the game ends, changes phase and passes turns only by the rules.
 */
import { rngFromRandom, setupValidator } from '@skald/core';
import type { Ctx, Game } from 'boardgame.io';
import { enumerate } from './ai.js';
import { descriptor } from './descriptor.js';
import { BasePlugin, battleMoves, respondMoves, turnMoves } from './moves.js';
import { activeSeats } from './rules/engine.js';
import { setupState } from './setup.js';
import type { Era, GiantsState } from './state.js';
import { playerView } from './view.js';

/** The stage map G wants now: the casualty decider alone in `battle`, the offered player in `respond`, or none. */
function wantedStages(G: GiantsState): Record<string, string> | null {
  if (G.flow.gameover) return null;
  const step = G.flow.step;
  const stage = step === 'casualty' || step === 'modify' ? 'battle' : step === 'offer' ? 'respond' : null;
  return stage ? { [String(activeSeats(G)[0])]: stage } : null;
}

/**
 * Re-issue the stage map after every move while a battle is open (a fresh object per state: boardgame.io
 * 0.50.2 counts stage moves in place on a shared object), and clear it when the battle ends.
 */
function syncStages({ G, ctx, events }: { G: GiantsState; ctx: Ctx; events: any }) {
  const want = wantedStages(G);
  if (want === null && ctx.activePlayers === null) return;
  events.setActivePlayers(want ? { value: want } : []);
}

const leave =
  (era: Era) =>
  ({ G }: { G: GiantsState }) =>
    G.flow.era !== era && !G.flow.gameover ? { next: G.flow.era } : undefined;

const seatPos = ({ G, ctx }: { G: GiantsState; ctx: Ctx }) => ctx.playOrder.indexOf(String(G.flow.current));

export const AssaultOfTheGiants: Game<GiantsState> = {
  name: descriptor.id,
  minPlayers: descriptor.minPlayers,
  maxPlayers: descriptor.maxPlayers,
  validateSetupData: setupValidator(descriptor),
  // Undo would let a player roll or draw, look, and take it back.
  disableUndo: true,
  setup: ({ ctx, random }) => setupState(ctx.numPlayers, rngFromRandom(random)),
  playerView: playerView as any,
  plugins: [BasePlugin],
  moves: turnMoves,
  turn: {
    order: { first: seatPos, next: seatPos },
    endIf: ({ G, ctx }) => String(G.flow.current) !== ctx.currentPlayer,
    onBegin: syncStages as any,
    onMove: syncStages as any,
    stages: { battle: { moves: battleMoves }, respond: { moves: respondMoves } },
  },
  phases: {
    ordning: { start: true, endIf: leave('ordning'), next: 'finalOrdning' },
    finalOrdning: { endIf: leave('finalOrdning'), next: 'endgame' },
    endgame: {},
  },
  endIf: ({ G }) => G.flow.gameover ?? undefined,
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
  ai: { enumerate: enumerate as any },
};
