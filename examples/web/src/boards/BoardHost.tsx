import type { AiMove, GameModule } from '@skald/core';
import { useMemo } from 'react';
import { activeSeats, type ClientState, type GameClient } from '../session/client.js';
import { boardFor, rulesStateFromView } from './registry.js';

function gameoverText(gameover: any, seatName: (seat: string) => string): string {
  if (gameover === null || typeof gameover !== 'object') return 'Game over';
  // Reasons name seats the way rules logs do (`P0`); show the players' names instead.
  const reason =
    typeof gameover.reason === 'string'
      ? ` — ${gameover.reason.replace(/\bP(\d+)\b/g, (_: string, s: string) => seatName(s))}`
      : '';
  if (typeof gameover.winner === 'string') return `${seatName(gameover.winner)} wins${reason}`;
  if (gameover.draw === true) return `Draw${reason}`;
  if (Array.isArray(gameover.winners))
    return gameover.winners.length === 0
      ? `Everyone loses${reason}`
      : `${gameover.winners.map(seatName).join(' & ')} win${reason}`;
  return 'Game over';
}

/**
 * The seat's legal moves, from the game's own `ai.enumerate`: on the full state when this device holds
 * it (hot-seat, bots), else on the seat's view, turned into a rules state by the board's adapter.
 */
function legalMoves(
  module: GameModule,
  state: ClientState,
  fullG: unknown,
  playerID: string | null,
  seats: string[],
): AiMove[] {
  if (playerID === null || state.ctx.gameover !== undefined || !seats.includes(playerID)) return [];
  try {
    const G = fullG ?? rulesStateFromView(module.descriptor.id, state.G);
    return (module.game.ai?.enumerate(G, state.ctx, playerID) as AiMove[] | undefined) ?? [];
  } catch (error) {
    console.warn(`${module.descriptor.id}: enumerate failed for this seat`, error);
    return [];
  }
}

/**
 * Renders the game's board for the client's seat: computes the legal moves, wires moves to the client
 * and shows the result when the game ends. The wrapper owns keyboard focus for the board (see
 * session/keyboard.ts).
 */
export function BoardHost(props: {
  module: GameModule;
  client: GameClient;
  state: ClientState;
  seatName: (seat: string) => string;
  botSeats: string[];
  online: boolean;
  /** The full G when this device has it (local tables). */
  fullG?: unknown;
}) {
  const { module, client, state, seatName, botSeats, online, fullG } = props;
  const playerID = client.playerID ?? null;
  const seats = useMemo(() => (state.ctx.gameover === undefined ? activeSeats(state.ctx) : []), [state.ctx]);
  const legal = useMemo(
    () => legalMoves(module, state, fullG, playerID, seats),
    [module, state, fullG, playerID, seats],
  );
  const Board = boardFor(module.descriptor.id);
  const act = (move: string, ...args: unknown[]) => {
    const dispatch = client.moves[move];
    if (dispatch) dispatch(...args);
    else console.warn(`no move named ${move}`);
  };
  return (
    <div
      className="board-host"
      data-keyboard-owner="board"
      data-testid="board-host"
      data-player={playerID ?? ''}
      data-state-id={state._stateID}
    >
      {state.ctx.gameover !== undefined && (
        <div className="gameover" data-testid="gameover">
          {gameoverText(state.ctx.gameover, seatName)}
        </div>
      )}
      <Board
        G={state.G}
        ctx={state.ctx}
        playerID={playerID}
        module={module}
        activeSeats={seats}
        legal={legal}
        act={act}
        seatName={seatName}
        botSeats={botSeats}
        online={online}
      />
    </div>
  );
}
