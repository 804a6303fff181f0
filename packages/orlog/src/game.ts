import { lockEvents, mirrorFlow, type RulesFlow, rngFromRandom, setupValidator } from '@skald/core';
import type { Game } from 'boardgame.io';
import { enumerate } from './ai.js';
import { descriptor } from './descriptor.js';
import { draftMoves, favorMoves, pickMoves, rollMoves } from './moves.js';
import { activeSeats } from './rules/apply.js';
import { setupState } from './setup.js';
import type { OrlogState } from './state.js';
import { playerView } from './view.js';

/**
 * The boardgame.io shell. G holds the whole flow (`G.step`, `G.actor`, who still has to pick or choose);
 * core's `mirrorFlow` makes each step a player acts in the phase of the same name, gives the turn to
 * `G.actor`, and puts exactly the seats the rules wait for in the `pick` / `choose` stages, so the phases
 * mirror the rules.
 */
const flow: RulesFlow<OrlogState> = {
  step: (G) => G.step,
  actor: (G) => G.actor,
  stages: (G) => {
    if (G.step !== 'pick' && G.step !== 'favor') return null;
    const stage = G.step === 'pick' ? 'pick' : 'choose';
    return Object.fromEntries(activeSeats(G).map((seat) => [String(seat), stage]));
  },
  gameover: (G) => G.result ?? undefined,
};

/** The boardgame.io game definition of Orlog (two players). */
export const Orlog: Game<OrlogState> = {
  name: descriptor.id,
  minPlayers: 2,
  maxPlayers: 2,
  validateSetupData: setupValidator(descriptor),
  // Undo is a cheat in a game of dice and hidden cards: roll or draw, look, take it back.
  disableUndo: true,
  // Players act only through moves. Every event is off for clients (boardgame.io enables all by default,
  // so a seat could send endGame({ winner: me })); mirrorFlow's server-side setActivePlayers still works.
  events: lockEvents(),
  setup: ({ random }, setupData) => setupState(setupData, rngFromRandom(random)),
  playerView: ({ G, playerID }) => playerView(G, playerID),
  ...mirrorFlow(
    flow,
    {
      // The match starts here; casual and expert matches leave at once for `pick` / `draft`.
      roll: { moves: rollMoves },
      // Casual: both players secretly pick three favors, one move per pick (redacted). Both start in the
      // stage (mirrorFlow's hint: boardgame.io sets it without an event; G still decides who stays).
      pick: { stages: { pick: { moves: pickMoves } }, activePlayers: { all: 'pick' } },
      // Expert: bans and alternating picks from the shared pool.
      draft: { moves: draftMoves },
      // Both players choose at once and in secret (design §3 recipe), once each: the hint lets boardgame.io
      // open and close the stage by itself, as G's `chosen` flags do (mirrorFlow checks it after each move).
      // The second choice resolves the round inside the move (`applyMove`, as in the rules core), so G goes
      // straight on to the next round's `roll` (or the next game); `resolution` is never a resting step.
      favor: { stages: { choose: { moves: favorMoves } }, activePlayers: { all: 'choose', maxMoves: 1 } },
    },
    'roll',
  ),
  ai: { enumerate },
};
