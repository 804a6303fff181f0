import type { GameModule } from '@skald/core';
import type { LobbyAPI } from 'boardgame.io';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { useEffect, useMemo, useState } from 'react';
import { Link, navigate } from '../app/router.js';
import { BoardHost } from '../boards/BoardHost.js';
import { isServerBot, type SeatInfo, setBotSeats } from '../session/bot-seats.js';
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

type Seats = Match['players'] | NonNullable<GameClient['matchData']>;

/**
 * Before every seat is taken: who is here, who is connected, and the link to send the others. The creator
 * (seat 0) can give each open seat to the server's bot, and take it back, until the game starts.
 */
function WaitingRoom(props: {
  players: Seats;
  link: string;
  onBot?: (playerID: string, bot: boolean) => void;
}) {
  const { players, link, onBot } = props;
  const taken = players.filter((p) => p.name).length;
  return (
    <section className="panel waiting-room" data-testid="waiting-room">
      <h2>
        Waiting for players: {taken} of {players.length} seats taken
      </h2>
      <p>
        Send the invite link above to the other players. The game starts on everyone's screen as soon as every
        seat is taken.{onBot ? " You can also let the server's bot play an open seat." : ''}
      </p>
      <ul className="seats">
        {players.map((p) => (
          <li key={p.id} data-testid={`waiting-seat-${p.id}`}>
            Seat {p.id + 1}:{' '}
            {isServerBot(p) ? (
              <span className="dot on">{p.name} (bot, played by the server)</span>
            ) : p.name ? (
              <span className={`dot ${'isConnected' in p && p.isConnected ? 'on' : 'off'}`}>
                {p.name} {'isConnected' in p && p.isConnected ? '(connected)' : '(not connected)'}
              </span>
            ) : (
              <i>open</i>
            )}{' '}
            {onBot && !p.name && (
              <button
                type="button"
                data-testid={`bot-seat-${p.id}`}
                onClick={() => onBot(String(p.id), true)}
              >
                Bot
              </button>
            )}
            {onBot && isServerBot(p) && (
              <button
                type="button"
                data-testid={`open-seat-${p.id}`}
                onClick={() => onBot(String(p.id), false)}
              >
                Open again
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="muted">Invite: {link}</p>
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
  // The bot route's answer stands until the server broadcasts newer seats (a bot seat put back to open
  // disconnects without a broadcast).
  const [assigned, setAssigned] = useState<{ over: unknown; players: SeatInfo[] } | null>(null);
  const live = client.matchData ?? match.players;
  const players = (assigned && assigned.over === client.matchData ? assigned.players : live) as Seats;
  const botSeats = players.filter(isServerBot).map((p) => String(p.id));
  const [botError, setBotError] = useState<string | null>(null);
  const setBot = async (playerID: string, bot: boolean) => {
    const over = client.matchData;
    try {
      const seats = await setBotSeats(module.descriptor.id, match.matchID, seat.credentials, [
        { playerID, bot },
      ]);
      setAssigned({ over, players: seats });
      setBotError(null);
    } catch (e) {
      setBotError(
        `Could not change seat ${Number(playerID) + 1}: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
  };
  const open = players.filter((p) => !p.name);
  // A match with open seats waits for its players instead of starting against "Seat 2 (open)".
  const waiting = open.length > 0 && state?.ctx.gameover === undefined;
  const [rematchError, setRematchError] = useState<string | null>(null);
  const rematch = async () => {
    // boardgame.io's play-again: the first call creates the next match (same numPlayers and
    // setupData) and records it on this one; every later call returns the same match.
    try {
      const lobby = new LobbyClient({ server: window.location.origin });
      const gameId = module.descriptor.id;
      const { nextMatchID } = await lobby.playAgain(gameId, match.matchID, {
        playerID: seat.playerID,
        credentials: seat.credentials,
      });
      const joined = await lobby.joinMatch(gameId, nextMatchID, {
        playerName: seat.playerName,
        playerID: seat.playerID,
      });
      saveSeat(nextMatchID, {
        playerID: joined.playerID,
        credentials: joined.playerCredentials,
        playerName: seat.playerName,
      });
      navigate(`/play/${gameId}/match/${nextMatchID}`);
    } catch (e) {
      setRematchError(`Could not start the rematch: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const seatName = (id: string) => {
    const p = players.find((x) => String(x.id) === id);
    if (isServerBot(p)) return `${p!.name} (bot)`;
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
              {isServerBot(p) ? `${p.name} (bot)` : (p.name ?? `Seat ${p.id + 1} (open)`)}
            </span>
          ))}
        </span>
        {state && !state.isConnected && <span className="error">Reconnecting…</span>}
        <button type="button" className="link" onClick={onLeave}>
          Forget my seat
        </button>
      </header>
      {rematchError && <p className="error">{rematchError}</p>}
      {botError && <p className="error">{botError}</p>}
      {state && waiting ? (
        <WaitingRoom
          players={players}
          link={link}
          {...(seat.playerID === '0' ? { onBot: (id: string, bot: boolean) => void setBot(id, bot) } : {})}
        />
      ) : state ? (
        <BoardHost
          module={module}
          client={client}
          state={state}
          seatName={seatName}
          botSeats={botSeats}
          online
          onRematch={() => void rematch()}
        />
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
