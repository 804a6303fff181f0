// A hot-seat React client with boardgame.io's debug panel (switch seats there), for an app built with a
// bundler (Vite, webpack), where `boardgame.io/react` imports as usual. The board gets the seat's view: the
// opponent's secret God Favor choice is filtered out. For online play add `multiplayer: SocketIO({ server })`.

import { Orlog, type OrlogState } from '@skald/orlog';
import type { BoardProps } from 'boardgame.io/react';
import { Client } from 'boardgame.io/react';

export function OrlogBoard({ G, ctx, playerID, moves }: BoardProps<OrlogState>) {
  const legal = Orlog.ai!.enumerate(G, ctx, playerID ?? '0');
  const first = legal[0] && 'move' in legal[0] ? legal[0] : undefined;
  return (
    <section>
      <h2>
        Orlog, round {G.round}: seat {playerID} sees {legal.length} legal moves
      </h2>
      <button
        type="button"
        disabled={!first}
        onClick={() => first && moves[first.move]?.(...(first.args ?? []))}
      >
        {first ? `play ${first.move}` : 'waiting'}
      </button>
    </section>
  );
}

export const OrlogClient = Client({
  game: Orlog,
  board: OrlogBoard,
  numPlayers: 2,
  debug: { collapseOnLoad: true },
});

// In the app: <OrlogClient playerID="0" />
