import type { AiMove, GameModule } from '@skald/core';
import { useState } from 'react';
import type { SkaldBoardProps } from './types.js';

const MAX_BUTTONS = 80;

function label(move: string, args: unknown[] | undefined): string {
  return args && args.length > 0 ? `${move}(${args.map((a) => JSON.stringify(a)).join(', ')})` : `${move}()`;
}

/** The game's own words for a move (`describeMove` on this seat's view), else the raw call. */
function describe(module: GameModule, G: unknown, move: AiMove, playerID: string | null): string {
  const raw = label(move.move, move.args);
  if (!module.describeMove || playerID === null) return raw;
  try {
    return module.describeMove(G, move, playerID);
  } catch {
    return raw; // a describer that needs hidden state cannot read a view: the call itself still works
  }
}

/**
 * A board for games whose own board is not written yet: every legal move of this seat as a button, and
 * the seat's view of the state as JSON. Keeps every registered game playable.
 */
export function FallbackBoard({
  G,
  ctx,
  playerID,
  legal,
  act,
  activeSeats,
  seatName,
  module,
}: SkaldBoardProps) {
  const [filter, setFilter] = useState('');
  const texts = new Map(legal.map((m) => [label(m.move, m.args), describe(module, G, m, playerID)]));
  const shown = legal.filter((m) =>
    (texts.get(label(m.move, m.args)) ?? '').toLowerCase().includes(filter.toLowerCase()),
  );
  return (
    <div className="fallback-board" data-testid="fallback-board">
      <section className="panel">
        <h3>Legal moves {playerID !== null ? `for ${seatName(playerID)}` : ''}</h3>
        <p className="muted">
          Phase <b>{ctx.phase ?? '—'}</b>, turn {ctx.turn}
          {activeSeats.length > 0 ? `; waiting for ${activeSeats.map(seatName).join(', ')}.` : '.'}
        </p>
        {legal.length > 12 && (
          <input
            className="filter"
            placeholder="Filter moves"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        )}
        <div className="move-buttons">
          {shown.slice(0, MAX_BUTTONS).map((m) => {
            const key = label(m.move, m.args);
            return (
              <button
                type="button"
                key={key}
                title={key}
                data-testid="legal-move"
                data-move={m.move}
                onClick={() => act(m.move, ...(m.args ?? []))}
              >
                {texts.get(key)}
              </button>
            );
          })}
          {shown.length > MAX_BUTTONS && (
            <span className="muted">…and {shown.length - MAX_BUTTONS} more</span>
          )}
          {legal.length === 0 && <span className="muted">Nothing to do right now.</span>}
        </div>
      </section>
      <section className="panel">
        <h3>State (this seat's view)</h3>
        <pre className="json">{JSON.stringify(G, null, 2)}</pre>
      </section>
    </div>
  );
}
