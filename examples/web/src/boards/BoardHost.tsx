import type { AiMove, CampaignSave, GameModule } from '@skald/core';
import { useContext, useMemo } from 'react';
import { download, nextSave, saveFile } from '../session/campaign.js';
import { activeSeats, type ClientState, type GameClient } from '../session/client.js';
import { useMoveLog } from '../session/move-log.js';
import { currentScenario, scenarioName } from '../session/scenario-names.js';
import { GameOver, reasonText, winnerText } from './GameOver.js';
import { MoveLog } from './MoveLog.js';
import { GameUiContext, logHelpFor, rulesStateFromView, scoreFor } from './registry.js';

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
    const G = fullG ?? rulesStateFromView(module, state.G);
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
  /** Start a fresh game with the same settings, where the table can. */
  onRematch?: (() => void) | undefined;
  /** Play the campaign's next scenario from this save, where the table can. */
  onContinueCampaign?: ((save: CampaignSave<unknown>) => void) | undefined;
}) {
  const { module, client, state, seatName, botSeats, online, fullG, onRematch, onContinueCampaign } = props;
  const over = state.ctx.gameover !== undefined;
  const reason = over ? reasonText(state.ctx.gameover, seatName) : null;
  const closing = over
    ? `Game over: ${winnerText(state.ctx.gameover, seatName)}${reason ? ` — ${reason}` : ''}`
    : null;
  // An online match's narration is kept on this device, per match and seat, to survive a reload.
  const storageKey = online ? `${module.descriptor.id}:${client.matchID}:${client.playerID ?? ''}` : null;
  const ui = useContext(GameUiContext);
  const lines = useMoveLog(module, state, seatName, closing, logHelpFor(ui), storageKey);
  const playerID = client.playerID ?? null;
  const seats = useMemo(() => (state.ctx.gameover === undefined ? activeSeats(state.ctx) : []), [state.ctx]);
  const legal = useMemo(
    () => legalMoves(module, state, fullG, playerID, seats),
    [module, state, fullG, playerID, seats],
  );
  // A finished campaign scenario on a table that holds the full state: its save, computed by the rules.
  const save = useMemo(
    () => (over && fullG !== undefined ? nextSave(module, fullG, state.ctx) : null),
    [over, module, fullG, state.ctx],
  );
  const campaign = save
    ? {
        scenario: scenarioName(module, ui.scenarios, save.scenario),
        replay: save.scenario === currentScenario(ui.scenarios, fullG),
        onContinue: onContinueCampaign ? () => onContinueCampaign(save) : undefined,
        onDownload: () => {
          const file = saveFile(module, save);
          download(file.name, file.text);
        },
      }
    : undefined;
  const Board = ui.board;
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
      {over && (
        <GameOver
          gameover={state.ctx.gameover}
          seatName={seatName}
          score={scoreFor(ui, state.G)}
          onRematch={onRematch}
          newGameHref={`/play/${module.descriptor.id}`}
          campaign={campaign}
        />
      )}
      <div className="board-and-log">
        <div className="board-main">
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
        <MoveLog lines={lines} />
      </div>
    </div>
  );
}
