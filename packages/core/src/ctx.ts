import type { Ctx } from 'boardgame.io';
import type { AiMove } from './module.js';

/**
 * boardgame.io context helpers that bots, the conformance suite and the web app all need. Type-only
 * dependence on boardgame.io: nothing here imports it at run time.
 */

/** Seats boardgame.io lets act now: the stage holders, else the current player; none once it is over. */
export function activeSeats(ctx: Pick<Ctx, 'gameover' | 'activePlayers' | 'currentPlayer'>): string[] {
  if (ctx.gameover !== undefined) return [];
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}

/**
 * A ctx whose move-counter maps are private copies. boardgame.io 0.50.2 increments
 * `ctx._activePlayersNumMoves[playerID]` in place (src/core/flow.ts:730) and `setStage` writes into
 * `activePlayers` and the min/max maps in place, so reducing twice from one ctx (a probe then the real
 * move, or a bot's search from the live match) would corrupt the state it came from.
 */
export function detachCtx<C extends Ctx>(ctx: C): C {
  const copy = <T>(o: T): T => (o && typeof o === 'object' ? { ...o } : o);
  return {
    ...ctx,
    activePlayers: copy(ctx.activePlayers),
    _activePlayersNumMoves: copy(ctx._activePlayersNumMoves),
    _activePlayersMinMoves: copy(ctx._activePlayersMinMoves),
    _activePlayersMaxMoves: copy(ctx._activePlayersMaxMoves),
  };
}

/** A boardgame.io `MAKE_MOVE` action, as clients and bots dispatch it. */
export function makeMoveAction(playerID: string, move: AiMove) {
  return {
    type: 'MAKE_MOVE' as const,
    payload: { type: move.move, args: move.args ?? [], playerID },
  };
}
