import { runConformance } from '@skald/testing';
import { ticTacToe } from '../src/index.js';
import { secretBid } from './fixtures/secret-bid.js';
import { teamDice } from './fixtures/team-dice.js';
import { trickDuel } from './fixtures/trick-duel.js';

// The fixtures (and the tic-tac-toe baseline) must be honest games before bots are tested on them. They are
// plain boardgame.io games, not built on core's mirrorFlow, so a client's forged event would move them: the
// suite's forged-event check is for Skald games.
for (const module of [ticTacToe, trickDuel, secretBid, teamDice]) {
  runConformance(module, { games: 30, deepGames: 3, forgedEvents: false });
}
