/**
 * The boardgame.io Game. G holds the whole flow; the shell mirrors it:
 *  - phases `ordning` → `finalOrdning` → `endgame` follow `G.flow.era` (first pool empty, second pool empty);
 *  - the turn belongs to `G.flow.current` (turn order by Giant Race Token: the player on the left is next);
 *  - during a battle the deciding seat (a side modifying its dice, or choosing casualties: the attacker, the
 *    defender, or for NPCs the player on the active player's right) is alone in the stage `battle`; a
 *    player offered a friendly trade is alone in `respond`.
 * core's mirrorFlow keeps boardgame.io's phases, turns and stages equal to what G says.
 * No client event is enabled: the game ends, changes phase and passes turns only by the rules.
 */
import { lockEvents, mirrorFlow, type RulesFlow, rngFromRandom, setupValidator } from '@skald/core';
import type { Game } from 'boardgame.io';
import { enumerate } from './ai.js';
import { descriptor } from './descriptor.js';
import { battleMoves, respondMoves, turnMoves } from './moves.js';
import { activeSeats } from './rules/engine.js';
import { setupState } from './setup.js';
import type { GiantsState } from './state.js';
import { playerView } from './view.js';

/** The stage map G wants now: the battle decider alone in `battle`, the offered player in `respond`, or none. */
function wantedStages(G: GiantsState): Record<string, string> | null {
  if (G.flow.gameover) return null;
  const step = G.flow.step;
  const stage = step === 'casualty' || step === 'modify' ? 'battle' : step === 'offer' ? 'respond' : null;
  return stage ? { [String(activeSeats(G)[0])]: stage } : null;
}

/** Where the rules say the flow stands: the era is the phase, `flow.current` holds the turn. */
const flow: RulesFlow<GiantsState> = {
  step: (G) => G.flow.era,
  actor: (G) => G.flow.current,
  stages: wantedStages,
  gameover: (G) => G.flow.gameover ?? undefined,
};

const era = {
  moves: turnMoves,
  stages: { battle: { moves: battleMoves }, respond: { moves: respondMoves } },
};

/** The boardgame.io game definition of D&D Assault of the Giants (3–6 players). */
export const AssaultOfTheGiants: Game<GiantsState> = {
  name: descriptor.id,
  minPlayers: descriptor.minPlayers,
  maxPlayers: descriptor.maxPlayers,
  validateSetupData: setupValidator(descriptor),
  // Undo would let a player roll or draw, look, and take it back.
  disableUndo: true,
  // No client may end the game, a turn or a phase, or set stages: the rules decide all of these.
  events: lockEvents(),
  setup: ({ ctx, random }) => setupState(ctx.numPlayers, rngFromRandom(random)),
  playerView: ({ G, playerID }) => playerView({ G, playerID }),
  // boardgame.io's phases, turns and stages follow G (core's mirrorFlow).
  ...mirrorFlow(flow, { ordning: era, finalOrdning: era, endgame: era }, 'ordning'),
  ai: { enumerate },
};
