import { seatOf as coreSeatOf, defineRules, type Gameover } from '@skald/core';
import { evaluate } from '../evaluate.js';
import { playoutMove } from '../playout.js';
import type { OrcQuestState } from '../state.js';
import { activeSeats } from './acting.js';
import { newContext, type SearchContext } from './context.js';
import { legalMoves } from './legal-moves.js';
import { MOVE_NAMES } from './move-names.js';
import { moveRule } from './table-kit.js';
import { ORC_MOVES } from './table-moves.js';
import { shareFrozen, thawState } from './thaw.js';
import { cloneSharingCharacters, QUIET_LOG } from './world.js';

/**
 * The core state of a match's G (`fromMatch`) with a quiet log, so a bot's search formats no log text (rules/world.ts
 * `logging`); same play otherwise, and G is not changed. A frozen G is thawed into the rules' own classes; a plain
 * one is copied at the top level and its Heroes, sharing its Enemies and Patrols, which the core never changes in
 * place. (A bot's search asks this once an iteration: with a whole copy here the fair bot ran 20–25% fewer
 * iterations a second in `pnpm bench`, cause not isolated.)
 */
function quiet(G: OrcQuestState): OrcQuestState {
  const s = Object.isFrozen(G) ? thawState(G) : cloneSharingCharacters(G);
  s.log = QUIET_LOG;
  return s;
}

/**
 * OrcQuest's rules, declared once (core's `defineRules`): the boardgame.io moves (src/moves.ts), `ai.enumerate`,
 * the legality check and the bots' rules core all come from this one table (rules/table-*.ts). G is the core
 * state (with a quiet log: `quiet`): it holds the whole flow. boardgame.io's side reads a plain copy of its
 * deep-frozen G (`thaw`, rules/thaw.ts) and hands back G's own frozen parts wherever a move kept them
 * (`shareWithBase`).
 */
export const orcQuestRules = defineRules<OrcQuestState, SearchContext>({
  id: 'orcquest-warpath',
  moves: Object.fromEntries(MOVE_NAMES.map((name) => [name, moveRule(name, ORC_MOVES[name])])),
  seatOf: (G, playerID) => coreSeatOf(playerID, G.heroes.length),
  activeSeats,
  legalMoves,
  gameover: (G) => (G.result === null ? undefined : (G.result as Gameover)),
  fromMatch: quiet,
  context: newContext,
  thaw: thawState,
  shareWithBase: shareFrozen,
  evaluate,
  playoutMove,
});

/** Check and apply one move by name: the new state (the input untouched), or null when it is not legal now. */
export const applyMove = orcQuestRules.applyMove;
