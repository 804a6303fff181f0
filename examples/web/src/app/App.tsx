import { findGame } from '@skald/games';
import { useMemo } from 'react';
import { Home } from '../pages/Home.js';
import { HowToPlay } from '../pages/HowToPlay.js';
import { LocalGame } from '../pages/LocalGame.js';
import { OnlineGame } from '../pages/OnlineGame.js';
import { Setup } from '../pages/Setup.js';
import { decodeLocalConfig } from '../session/config.js';
import { Link, matchRoute, useLocation } from './router.js';

export function NotFound({ message }: { message: string }) {
  return (
    <main className="page" data-testid="not-found">
      <p className="error">{message}</p>
      <Link href="/">← All games</Link>
    </main>
  );
}

/**
 * Routes (none under `/games`, which is the Lobby API on the same server):
 * `/` the game list · `/play/:game` setup · `/play/:game/rules` how to play · `/play/:game/local?…` a table on this device ·
 * `/play/:game/match/:matchID` an online match.
 */
export function App() {
  const { path, search } = useLocation();
  const query = search.toString();
  const local = matchRoute('/play/:game/local', path);
  const module = local ? findGame(local.game) : undefined;
  // The config object must stay the same while the URL does: the table is rebuilt when it changes.
  const config = useMemo(
    () => (module ? decodeLocalConfig(module, new URLSearchParams(query)) : null),
    [module, query],
  );
  if (path === '/' || path === '') return <Home />;
  if (local) {
    if (!module) return <NotFound message={`No game called "${local.game}".`} />;
    if (typeof config === 'string' || config === null) return <NotFound message={config ?? 'Bad table'} />;
    return <LocalGame key={query} module={module} config={config} />;
  }
  const online = matchRoute('/play/:game/match/:matchID', path);
  if (online) {
    const m = findGame(online.game);
    if (!m) return <NotFound message={`No game called "${online.game}".`} />;
    return <OnlineGame key={online.matchID} module={m} matchID={online.matchID} />;
  }
  const rules = matchRoute('/play/:game/rules', path);
  if (rules) {
    const m = findGame(rules.game);
    if (!m) return <NotFound message={`No game called "${rules.game}".`} />;
    return <HowToPlay key={m.descriptor.id} module={m} />;
  }
  const setup = matchRoute('/play/:game', path);
  if (setup) {
    const m = findGame(setup.game);
    if (!m) return <NotFound message={`No game called "${setup.game}".`} />;
    return <Setup key={m.descriptor.id} module={m} />;
  }
  return <NotFound message="There is no such page." />;
}
