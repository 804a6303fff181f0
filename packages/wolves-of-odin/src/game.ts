/**
 * The boardgame.io Game. Thin: G holds the whole flow; each move calls the pure rules, and the phases,
 * turns and stages follow G:
 *   roundSetup → play → scoring → [chooseVictory] → endOfRound → roundSetup … (or game over)
 * Turn order follows `G.flow.current` (the last round's winner starts; passed players who cannot draw are
 * skipped). During play, decisions and out-of-turn reactions put exactly the deciding seats into the
 * stages `decide` / `react`; between rounds (Vidar, the Victory choice, Valkyrie) the deciding seat
 * simply holds the turn.
 */

import {
  type GameDescriptor,
  guardMoves,
  INVALID_MOVE,
  lockEvents,
  type RandomSource,
  rngFromRandom,
  seatOf as seatFromID,
  setupValidator,
} from '@skald/core';
import type { Move as BgioMove, Ctx, Game } from 'boardgame.io';
import { enumerate } from './ai.js';
import { RULES } from './data/constants.js';
import { DECIDE_MOVES, moveInPhase, stageMap } from './rules/engine.js';
import { beginPhase } from './rules/flow.js';
import { createGame } from './rules/setup.js';
import { TURN_MOVES } from './rules/turn.js';
import type { Phase, WolvesState } from './rules/types.js';
import { playerView } from './view.js';

export const descriptor: GameDescriptor = {
  id: 'wolves-of-odin',
  title: 'Wolves of Odin',
  description:
    'Norse card game for 3–5: build your line of warriors, sabotage your rivals’ lines, sacrifice to summon Deities, and win Glory before Ragnarök.',
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  cooperative: false,
  chance: true,
  hiddenInformation: true,
  simultaneous: true,
  setupOptions: {},
  maxMoves: 20000,
};

interface MoveContext {
  G: WolvesState;
  ctx: Ctx;
  playerID?: string;
  random: RandomSource;
}

function seatOf(G: WolvesState, playerID: unknown): number | null {
  return seatFromID(playerID, G.numPlayers);
}

/** One long-form move: validated against the legal-move list, run on a copy, secrets read server-side. */
function makeMove(name: string, simultaneous: boolean): BgioMove<WolvesState> {
  return {
    move: ({ G, playerID, random }: MoveContext, ...args: unknown[]) => {
      const seat = seatOf(G, playerID);
      if (seat === null) return INVALID_MOVE;
      // The rules mutate the Immer draft in place; validation happens before any change.
      return moveInPhase(G, seat, { move: name, args }, rngFromRandom(random)) ? undefined : INVALID_MOVE;
    },
    client: false,
    // Reactors answer concurrently, so a reply built on a slightly older state must still be accepted.
    ignoreStaleStateID: simultaneous,
  } as BgioMove<WolvesState>;
}

const moveMap = (names: readonly string[], simultaneous = false) =>
  guardMoves(descriptor.id, Object.fromEntries(names.map((n) => [n, makeMove(n, simultaneous)])));

const turnMoves = moveMap(TURN_MOVES);
const decideMoves = moveMap(DECIDE_MOVES);
const reactMoves = moveMap(['react'], true);
const betweenRoundMoves = { ...decideMoves, ...reactMoves };

/**
 * Put exactly the seats G waits on into their stages (or clear stages when the current player acts).
 * While a stage is open the set is re-issued after every move, even if unchanged: boardgame.io 0.50.2's
 * ProcessMove increments `ctx._activePlayersNumMoves` in place, on an object shared with the previous
 * state, so a fresh object per state keeps replays and tried-out moves from leaking into each other.
 */
function syncStages({ G, ctx, events }: { G: WolvesState; ctx: Ctx; events: any }) {
  const want = stageMap(G);
  if (want === null && ctx.activePlayers === null) return;
  events.setActivePlayers(want ? { value: want } : []);
}

const startPhase = ({ G, random }: { G: WolvesState; random: RandomSource }) => {
  beginPhase(G, rngFromRandom(random));
};

/** A phase ends as soon as G's flow has moved on; the next phase is the one G names. */
const leave =
  (phase: Phase) =>
  ({ G }: { G: WolvesState }) =>
    G.flow.phase !== phase && G.flow.phase !== 'gameover' ? { next: G.flow.phase } : undefined;

const phase = (name: Phase, extra: Record<string, unknown> = {}) => ({
  onBegin: startPhase,
  endIf: leave(name),
  moves: {},
  ...extra,
});

const seatPos = ({ G, ctx }: { G: WolvesState; ctx: Ctx }) => ctx.playOrder.indexOf(String(G.flow.current));

export const WolvesOfOdin: Game<WolvesState> = {
  name: descriptor.id,
  minPlayers: descriptor.minPlayers,
  maxPlayers: descriptor.maxPlayers,
  validateSetupData: setupValidator(descriptor),
  // Undo is a cheat in a game of dice and hidden cards: roll or draw, look, take it back.
  disableUndo: true,
  // Players act only through moves. Every event is off for clients (boardgame.io enables all by default);
  // the turn hooks' server-side setActivePlayers still works.
  events: lockEvents(),
  setup: ({ ctx, random }) => createGame(ctx.numPlayers, rngFromRandom(random)),
  playerView: playerView as any,
  turn: {
    order: { first: seatPos, next: seatPos },
    endIf: ({ G, ctx }) => String(G.flow.current) !== ctx.currentPlayer,
    onBegin: syncStages as any,
    onMove: syncStages as any,
    stages: {
      decide: { moves: decideMoves },
      react: { moves: reactMoves },
    },
  },
  phases: {
    roundSetup: phase('roundSetup', { start: true }),
    play: phase('play', { moves: turnMoves }),
    scoring: phase('scoring', { moves: betweenRoundMoves }),
    chooseVictory: phase('chooseVictory', { moves: betweenRoundMoves }),
    endOfRound: phase('endOfRound', { moves: betweenRoundMoves }),
  },
  endIf: ({ G }) => G.flow.gameover ?? undefined,
  ai: { enumerate: enumerate as any },
};
