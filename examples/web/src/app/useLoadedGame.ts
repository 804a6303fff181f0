import { useEffect, useState } from 'react';
import { type LoadedGame, loadGame } from '../boards/registry.js';

/** The game a route names: loading, missing (no such id, or its chunk failed to load), or loaded. */
export type GameLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | ({ status: 'ready'; id: string } & LoadedGame);

/** Load the game `id` (its rules and board, one chunk each) when the route names one. */
export function useLoadedGame(id: string | null): GameLoad | null {
  const [load, setLoad] = useState<(GameLoad & { for: string }) | null>(null);
  useEffect(() => {
    if (id === null) return;
    let current = true;
    setLoad({ status: 'loading', for: id });
    loadGame(id).then(
      (game) =>
        current && setLoad(game ? { status: 'ready', id, ...game, for: id } : { status: 'missing', for: id }),
      (error) => {
        console.warn(`could not load ${id}`, error);
        if (current) setLoad({ status: 'missing', for: id });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);
  if (id === null) return null;
  return load && load.for === id ? load : { status: 'loading' };
}
