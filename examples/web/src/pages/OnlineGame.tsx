import type { GameModule } from '@skald/core';
import type { LobbyAPI } from 'boardgame.io';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { useEffect, useMemo, useState } from 'react';
import { Link } from '../app/router.js';
import { BoardHost } from '../boards/BoardHost.js';
import { type GameClient, useClientState } from '../session/client.js';
import {
  forgetSeat,
  loadSeat,
  rememberedName,
  rememberName,
  type SeatCredentials,
  saveSeat,
} from '../session/credentials.js';

type Match = LobbyAPI.Match;

function useMatch(gameId: string, matchID: string) {
  const [match, setMatch] = useState<Match | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    new LobbyClient({ server: window.location.origin })
      .getMatch(gameId, matchID)
      .then((m) => live && setMatch(m))
      .catch(
        () => live && setError('This match does not exist on this server (or the server is unreachable).'),
      );
    return () => {
      live = false;
    };
  }, [gameId, matchID]);
  return { match, error };
}

function JoinForm(props: { module: GameModule; match: Match; onJoined: (seat: SeatCredentials) => void }) {
  const { module, match, onJoined } = props;
  const [name, setName] = useState(() => rememberedName());
  const [error, setError] = useState<string | null>(null);
  const join = async (playerID: string) => {
    const playerName = name.trim() || `Player ${Number(playerID) + 1}`;
    rememberName(playerName);
    try {
      const lobby = new LobbyClient({ server: window.location.origin });
      const joined = await lobby.joinMatch(module.descriptor.id, match.matchID, { playerName, playerID });
      const seat = { playerID: joined.playerID, credentials: joined.playerCredentials, playerName };
      saveSeat(match.matchID, seat);
      onJoined(seat);
    } catch (e) {
      setError(`Could not join: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  return (
    <section className="panel join" data-testid="join-form">
      <h2>Join this {module.descriptor.title} match</h2>
      <div className="field">
        <label htmlFor="join-name">Your name</label>
        <input id="join-name" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
      </div>
      <ul className="seats">
        {match.players.map((p) => (
          <li key={p.id}>
            Seat {p.id + 1}: {p.name ?? <i>open</i>}{' '}
            {p.name === undefined && (
              <button type="button" data-testid={`join-seat-${p.id}`} onClick={() => void join(String(p.id))}>
                Take this seat
              </button>
            )}
          </li>
        ))}
      </ul>
      {error && <p className="error">{error}</p>}
    </section>
  );
}

function OnlineTable(props: {
  module: GameModule;
  match: Match;
  seat: SeatCredentials;
  onLeave: () => void;
}) {
  const { module, match, seat, onLeave } = props;
  const client: GameClient = useMemo(
    () =>
      Client({
        game: module.game,
        numPlayers: match.players.length,
        matchID: match.matchID,
        playerID: seat.playerID,
        credentials: seat.credentials,
        // WebSocket only: no long-polling round trips, and one socket per seat.
        multiplayer: SocketIO({ server: window.location.origin, socketOpts: { transports: ['websocket'] } }),
        debug: false,
      }),
    [module, match.matchID, match.players.length, seat.playerID, seat.credentials],
  );
  useEffect(() => {
    client.start();
    return () => client.stop();
  }, [client]);
  const state = useClientState(client);
  const players = client.matchData ?? match.players;
  const seatName = (id: string) => {
    const p = players.find((x) => String(x.id) === id);
    return p?.name ?? `Seat ${Number(id) + 1} (open)`;
  };
  const link = `${window.location.origin}/play/${module.descriptor.id}/match/${match.matchID}`;
  return (
    <main className="page game" data-testid="online-game">
      <header className="game-header">
        <Link href={`/play/${module.descriptor.id}`}>← {module.descriptor.title}</Link>
        <span className="mode">Online</span>
        <span className="share">
          Invite:{' '}
          <input
            readOnly
            data-testid="share-link"
            value={link}
            onFocus={(e) => e.target.select()}
            size={48}
          />
          <button type="button" onClick={() => void navigator.clipboard?.writeText(link)}>
            Copy
          </button>
        </span>
        <span className="presence">
          {players.map((p) => (
            <span key={p.id} className={`dot ${'isConnected' in p && p.isConnected ? 'on' : 'off'}`}>
              {p.name ?? `Seat ${p.id + 1} (open)`}
            </span>
          ))}
        </span>
        {state && !state.isConnected && <span className="error">Reconnecting…</span>}
        <button type="button" className="link" onClick={onLeave}>
          Forget my seat
        </button>
      </header>
      {state ? (
        <BoardHost module={module} client={client} state={state} seatName={seatName} botSeats={[]} online />
      ) : (
        <p className="panel">Connecting…</p>
      )}
    </main>
  );
}

/** An online match: join a seat (or resume the one stored for this match), then play over the socket. */
export function OnlineGame({ module, matchID }: { module: GameModule; matchID: string }) {
  const [seat, setSeat] = useState(() => loadSeat(matchID));
  const { match, error } = useMatch(module.descriptor.id, matchID);
  if (error)
    return (
      <main className="page" data-testid="not-found">
        <p className="error">{error}</p>
        <p>
          <Link href={`/play/${module.descriptor.id}`}>← Set up a new {module.descriptor.title} game</Link> ·{' '}
          <Link href="/">All games</Link>
        </p>
      </main>
    );
  if (!match) return <main className="page">Loading the match…</main>;
  if (!seat)
    return (
      <main className="page">
        <p>
          <Link href={`/play/${module.descriptor.id}`}>← {module.descriptor.title}</Link>
        </p>
        <JoinForm module={module} match={match} onJoined={setSeat} />
      </main>
    );
  return (
    <OnlineTable
      module={module}
      match={match}
      seat={seat}
      onLeave={() => {
        forgetSeat(matchID);
        setSeat(null);
      }}
    />
  );
}
