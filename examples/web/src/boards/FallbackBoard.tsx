import { useState } from 'react';
import type { SkaldBoardProps } from './types.js';

const MAX_BUTTONS = 80;

function label(move: string, args: unknown[] | undefined): string {
  return args && args.length > 0 ? `${move}(${args.map((a) => JSON.stringify(a)).join(', ')})` : `${move}()`;
}

/**
 * A board for games whose own board is not written yet: every legal move of this seat as a button, and
 * the seat's view of the state as JSON. Keeps every registered game playable.
 */
export function FallbackBoard({ G, ctx, playerID, legal, act, activeSeats, seatName }: SkaldBoardProps) {
  const [filter, setFilter] = useState('');
  const shown = legal.filter((m) => label(m.move, m.args).includes(filter));
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
            const text = label(m.move, m.args);
            return (
              <button
                type="button"
                key={text}
                data-testid="legal-move"
                data-move={m.move}
                onClick={() => act(m.move, ...(m.args ?? []))}
              >
                {text}
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
