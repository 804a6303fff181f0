import type { LogLine } from '../session/move-log.js';
import { ScrollLog } from '../ui/ScrollLog.js';

/** Every move of the match in words — the players', the bots', and how it ended — newest at the bottom. */
export function MoveLog({ lines }: { lines: LogLine[] }) {
  return (
    <section className="panel move-log" aria-label="Move log">
      <h3>Moves</h3>
      {lines.length === 0 ? (
        <p className="muted">No moves yet.</p>
      ) : (
        <ScrollLog className="move-log-list" testId="move-log" version={lines.length}>
          {lines.map((line) => (
            <li
              key={line.key}
              className={line.key === 'gameover' ? 'log-end' : line.seat === null ? 'log-note' : ''}
              data-seat={line.seat ?? ''}
            >
              {line.text}
            </li>
          ))}
        </ScrollLog>
      )}
    </section>
  );
}
