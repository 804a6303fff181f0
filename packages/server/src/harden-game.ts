// biome-ignore-all lint/suspicious/noExplicitAny: boardgame.io's Game/move/plugin shapes are wrapped generically here (every move and hook of every game)
import { randomBytes } from 'node:crypto';
import type { Game, Move } from 'boardgame.io';
import { INVALID_MOVE } from './bgio.js';
import { errorMessage, type Logger } from './log.js';

/** A 128-bit seed from the OS CSPRNG, as 32 hex digits. */
export function secureSeed(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Hole 2 (reference §4.4 d). boardgame.io seeds its PRNG with `Date.now()` in base 36, which anyone can
 * guess from the public `createdAt`. A later plugin named `random` overrides only the plugin's `data`
 * (setup runs for every plugin in order and the last one wins); the built-in keeps its API, flush and
 * playerView. A fixed `game.seed` stays possible (tests, replays).
 */
export const secureSeedPlugin = {
  name: 'random',
  setup: ({ game }: { game: Game }) => ({ seed: game.seed ?? secureSeed() }),
};

type MoveFn = (context: any, ...args: any[]) => any;
type MoveMap = Record<string, Move<any>>;

function guardMove(game: string, name: string, fn: MoveFn, logger: Logger): MoveFn {
  return (context, ...args) => {
    try {
      return fn(context, ...args);
    } catch (error) {
      // Never log args: they may be a secret choice.
      logger.error('move_threw', {
        game,
        move: name,
        playerID: context?.playerID,
        error: errorMessage(error),
      });
      return INVALID_MOVE;
    }
  };
}

function guardMoveMap(game: string, moves: MoveMap | undefined, logger: Logger): MoveMap | undefined {
  if (!moves) return moves;
  const out: MoveMap = {};
  for (const [name, move] of Object.entries(moves)) {
    out[name] =
      typeof move === 'function'
        ? (guardMove(game, name, move as MoveFn, logger) as Move<any>)
        : ({ ...move, move: guardMove(game, name, move.move as MoveFn, logger) } as Move<any>);
  }
  return out;
}

function guardStages(game: string, turn: Game['turn'], logger: Logger): Game['turn'] {
  if (!turn?.stages) return turn;
  const stages: Record<string, any> = {};
  for (const [name, stage] of Object.entries(turn.stages)) {
    stages[name] = stage.moves
      ? { ...stage, moves: guardMoveMap(game, stage.moves as MoveMap, logger) }
      : stage;
  }
  return { ...turn, stages };
}

/**
 * The server's copy of a game: every move (global, phase, stage) answers INVALID_MOVE instead of throwing
 * (hole 6, on top of @skald/core's guardMoves which well-behaved games already use), and every match gets a
 * CSPRNG seed (hole 2). The input is not modified. Fields boardgame.io's ProcessGameConfig adds are dropped
 * so that a game object already processed elsewhere in the process is processed again with our changes.
 */
export function hardenGame<G>(game: Game<G>, logger: Logger): Game<G> {
  const name = game.name ?? 'default';
  const {
    flow: _f,
    moveNames: _m,
    pluginNames: _p,
    processMove: _pm,
    ...raw
  } = game as Game<G> & {
    flow?: unknown;
    moveNames?: unknown;
    pluginNames?: unknown;
    processMove?: unknown;
  };
  let phases: Game<G>['phases'] = raw.phases;
  if (phases) {
    phases = {};
    for (const [phaseName, phase] of Object.entries(raw.phases ?? {})) {
      const guarded = { ...phase };
      if (phase.moves)
        guarded.moves = guardMoveMap(name, phase.moves as MoveMap, logger) as typeof phase.moves;
      if (phase.turn) guarded.turn = guardStages(name, phase.turn, logger);
      phases[phaseName] = guarded;
    }
  }
  const hardened: Game<G> = { ...raw, plugins: [...(raw.plugins ?? []), secureSeedPlugin as any] };
  if (raw.moves) hardened.moves = guardMoveMap(name, raw.moves as MoveMap, logger) as Game<G>['moves'];
  if (raw.turn) hardened.turn = guardStages(name, raw.turn, logger);
  if (phases) hardened.phases = phases;
  return hardened;
}
