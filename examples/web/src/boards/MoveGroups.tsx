import type { AiMove } from '@skald/core';
import type { ReactNode } from 'react';

/** A titled group of move names, in the order a board lists its buttons. */
export interface MoveGroup {
  title: string;
  moves: readonly string[];
}

/**
 * Every legal move as a labelled button, under the board's group titles; a move the board does not group
 * (one the package added later, say) still gets a button, under "Other".
 */
export function MoveGroups(props: {
  legal: readonly AiMove[];
  groups: readonly MoveGroup[];
  className: string;
  testId: string;
  buttonTestId: string;
  describe: (m: AiMove) => string;
  /** A move's tooltip (its rules text). */
  tip: (move: string) => string | undefined;
  onMove: (m: AiMove) => void;
  /** A board's own layout for a group's buttons, instead of one flat row (undefined: the flat row). */
  renderGroup?: (title: string, moves: AiMove[]) => ReactNode | undefined;
}) {
  const { legal, groups, className, testId, buttonTestId, describe, tip, onMove, renderGroup } = props;
  const grouped = new Set(groups.flatMap((g) => g.moves));
  return (
    <section className={className} data-testid={testId}>
      {[...groups, { title: 'Other', moves: [] }].map((g) => {
        const moves = legal.filter((m) =>
          g.title === 'Other' ? !grouped.has(m.move) : g.moves.includes(m.move),
        );
        if (moves.length === 0) return null;
        const own = renderGroup?.(g.title, moves);
        if (own !== undefined)
          return (
            <div key={g.title} className="action-group">
              <h4>{g.title}</h4>
              {own}
            </div>
          );
        return (
          <div key={g.title} className="action-group">
            <h4>{g.title}</h4>
            <div className="action-buttons">
              {moves.map((m) => (
                <button
                  type="button"
                  key={JSON.stringify(m)}
                  data-testid={buttonTestId}
                  data-move={m.move}
                  data-args={JSON.stringify(m.args ?? [])}
                  title={tip(m.move)}
                  onClick={() => onMove(m)}
                >
                  {describe(m)}
                </button>
              ))}
            </div>
          </div>
        );
      })}
    </section>
  );
}
