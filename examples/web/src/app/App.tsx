import type { GameModule } from '@skald/core';
import { type ReactNode, useMemo } from 'react';
import { GameUiContext } from '../boards/registry.js';
import { Home } from '../pages/Home.js';
import { HowToPlay } from '../pages/HowToPlay.js';
import { LocalGame } from '../pages/LocalGame.js';
import { OnlineGame } from '../pages/OnlineGame.js';
import { Setup } from '../pages/Setup.js';
import { decodeLocalConfig } from '../session/config.js';
import { Link, matchRoute, useLocation } from './router.js';
import { useLoadedGame } from './useLoadedGame.js';

export function NotFound({ message }: { message: string }) {
  return (
    <main className="page" data-testid="not-found">
      <p className="error">{message}</p>
      <Link href="/">← All games</Link>
    </main>
  );
}

function Loading() {
  return (
    <main className="page" data-testid="loading" aria-busy="true">
      <p className="muted">Loading…</p>
    </main>
  );
}

/**
 * Routes (none under `/games`, which is the Lobby API on the same server):
 * `/` the game list · `/play/:game` setup · `/play/:game/rules` how to play · `/play/:game/local?…` a table on this device ·
 * `/play/:game/match/:matchID` an online match. A game's rules and board load with its first page.
 */
export function App() {
  const { path, search } = useLocation();
  const query = search.toString();
  const local = matchRoute('/play/:game/local', path);
  const online = matchRoute('/play/:game/match/:matchID', path);
  const rules = matchRoute('/play/:game/rules', path);
  const setup = matchRoute('/play/:game', path);
  const gameId = (local ?? online ?? rules ?? setup)?.game ?? null;
  const game = useLoadedGame(path === '/' || path === '' ? null : gameId);
  const module = game?.status === 'ready' ? game.module : undefined;
  // The config object must stay the same while the URL does: the table is rebuilt when it changes.
  const config = useMemo(
    () => (local && module ? decodeLocalConfig(module, new URLSearchParams(query)) : null),
    [local, module, query],
  );
  if (path === '/' || path === '') return <Home />;
  if (!game || gameId === null) return <NotFound message="There is no such page." />;
  if (game.status === 'loading') return <Loading />;
  if (game.status === 'missing') return <NotFound message={`No game called "${gameId}".`} />;
  const page = (m: GameModule): ReactNode => {
    if (local) {
      if (typeof config === 'string' || config === null) return <NotFound message={config ?? 'Bad table'} />;
      return <LocalGame key={query} module={m} config={config} />;
    }
    if (online) return <OnlineGame key={online.matchID} module={m} matchID={online.matchID} />;
    if (rules) return <HowToPlay key={m.descriptor.id} module={m} />;
    return <Setup key={m.descriptor.id} module={m} />;
  };
  return <GameUiContext.Provider value={game.ui}>{page(game.module)}</GameUiContext.Provider>;
}
