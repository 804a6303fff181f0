import { Link } from '../app/router.js';
import type { ScoreTable } from './score.js';

/** `ctx.gameover` as the app reads it: any of its shapes, each field checked before use. */
type GameoverFields = { winner?: unknown; draw?: unknown; winners?: unknown; reason?: unknown };

/** "Player 1 wins", "Draw", "Player 1 & Player 3 win": the headline of a finished game. */
export function winnerText(raw: unknown, seatName: (seat: string) => string): string {
  if (raw === null || typeof raw !== 'object') return 'Game over';
  const gameover = raw as GameoverFields;
  if (typeof gameover.winner === 'string') return `${seatName(gameover.winner)} wins`;
  if (gameover.draw === true) return 'Draw';
  if (Array.isArray(gameover.winners))
    return gameover.winners.length === 0
      ? 'Everyone loses'
      : `${gameover.winners.map(seatName).join(' & ')} win${gameover.winners.length === 1 ? 's' : ''}`;
  return 'Game over';
}

/** The reason the game gives (`ctx.gameover.reason`), with the players' names for `P0`-style seats. */
export function reasonText(raw: unknown, seatName: (seat: string) => string): string | null {
  const reason = raw !== null && typeof raw === 'object' ? (raw as GameoverFields).reason : undefined;
  if (typeof reason !== 'string') return null;
  return reason.replace(/\bP(\d+)\b/g, (_: string, s: string) => seatName(s));
}

/**
 * The end of a game: who won, why, the final standings, and what next — a rematch with the same settings
 * (when the table offers one) or a new game from the setup screen.
 */
export function GameOver(props: {
  gameover: unknown;
  seatName: (seat: string) => string;
  score: ScoreTable | null;
  onRematch?: (() => void) | undefined;
  newGameHref: string;
  /**
   * A campaign game's next scenario (by name; `replay` when it is the one just lost): play it here at once,
   * or keep the save for later (Setup reads it).
   */
  campaign?:
    | { scenario: string; replay: boolean; onContinue?: (() => void) | undefined; onDownload: () => void }
    | undefined;
}) {
  const { gameover, seatName, score, onRematch, newGameHref, campaign } = props;
  const reason = reasonText(gameover, seatName) ?? score?.note ?? null;
  return (
    <section className="gameover" data-testid="gameover" aria-live="polite">
      <h2 data-testid="gameover-winner">{winnerText(gameover, seatName)}</h2>
      {reason && (
        <p className="gameover-reason" data-testid="gameover-reason">
          {reason}
        </p>
      )}
      {score && (
        <div className="score-wrap">
          <table className="score" data-testid="score">
            <thead>
              <tr>
                <th>Player</th>
                {score.columns.map((c) => (
                  <th key={c}>{c}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {score.rows.map((row) => (
                <tr key={row.seat} data-testid={`score-${row.seat}`}>
                  <th>{seatName(row.seat)}</th>
                  {row.cells.map((cell, i) => (
                    <td key={score.columns[i]}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {campaign && (
        <p className="gameover-campaign" data-testid="campaign-next">
          {campaign.replay ? (
            <>
              The campaign goes on: play <b>{campaign.scenario}</b> again, starting as it did this time.
            </>
          ) : (
            <>
              The campaign goes on: next, <b>{campaign.scenario}</b>.
            </>
          )}
        </p>
      )}
      <div className="gameover-actions">
        {campaign?.onContinue && (
          <button
            type="button"
            className="primary"
            data-testid="continue-campaign"
            onClick={campaign.onContinue}
          >
            Continue campaign
          </button>
        )}
        {campaign && (
          <button type="button" data-testid="download-save" onClick={campaign.onDownload}>
            Download save
          </button>
        )}
        {onRematch && (
          <button type="button" className="primary" data-testid="rematch" onClick={onRematch}>
            Rematch (same settings)
          </button>
        )}
        <Link className="button" href={newGameHref} data-testid="new-game">
          New game
        </Link>
      </div>
    </section>
  );
}
