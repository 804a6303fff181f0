import type { GameModule } from '@skald/core';
import { Client } from 'boardgame.io/client';
import { Debug } from 'boardgame.io/debug';
import { useEffect, useMemo, useState } from 'react';
import { Link, navigate } from '../app/router.js';
import { BoardHost } from '../boards/BoardHost.js';
import { BotDriver, type BotStatus } from '../session/bot-driver.js';
import { botLevel, botShortName } from '../session/bot-levels.js';
import { continueConfig } from '../session/campaign.js';
import { activeSeats, fullState, type GameClient, useClientState, withSetupData } from '../session/client.js';
import { encodeLocalConfig, type LocalConfig } from '../session/config.js';
import { useDebugPanelSpace } from '../session/debug-space.js';

interface LocalSession {
  client: GameClient;
  bots: BotDriver | null;
}

function createSession(module: GameModule, config: LocalConfig, generation: number): LocalSession {
  const humans = config.seats.flatMap((kind, i) => (kind === 'human' ? [String(i)] : []));
  // A seeded table replays its seed; each rematch of it gets its own, still reproducible, seed.
  const seed =
    config.seed === undefined ? undefined : generation === 0 ? config.seed : `${config.seed}:${generation}`;
  const game = withSetupData(module, config.setupData);
  const client = Client({
    game: seed === undefined ? game : { ...game, seed },
    numPlayers: config.numPlayers,
    // An all-bot table has no seat on screen: boardgame.io reads null as "no seat" (its type omits null).
    playerID: humans[0] ?? (null as unknown as string),
    // Forced into production builds too; collapsed until asked for (`.` or its toggle button).
    debug: { impl: Debug, collapseOnLoad: true },
  });
  const hasBots = humans.length < config.seats.length;
  return {
    client,
    bots: hasBots ? new BotDriver(client, module, config.seats, config.botDelayMs, seed) : null,
  };
}

function useBotStatus(bots: BotDriver | null): BotStatus | null {
  const [status, setStatus] = useState(bots?.status ?? null);
  useEffect(() => {
    if (!bots) return;
    setStatus(bots.status);
    return bots.onChange(() => setStatus(bots.status));
  }, [bots]);
  return status;
}

/** A table on this device: hot-seat for the people, a worker for the bots, the debug panel on demand. */
export function LocalGame({ module, config }: { module: GameModule; config: LocalConfig }) {
  // A rematch is a new session (fresh client, fresh seed, same settings): bump the generation.
  const [generation, setGeneration] = useState(0);
  const session = useMemo(() => createSession(module, config, generation), [module, config, generation]);
  const { client, bots } = session;
  useEffect(() => {
    client.start();
    bots?.start();
    return () => {
      bots?.stop();
      client.stop();
    };
  }, [client, bots]);
  const state = useClientState(client);
  const botStatus = useBotStatus(bots);
  const debugSpace = useDebugPanelSpace();
  const [follow, setFollow] = useState(true);

  const humans = config.seats.flatMap((kind, i) => (kind === 'human' ? [String(i)] : []));
  const botSeats = config.seats.flatMap((kind, i) => (kind === 'human' ? [] : [String(i)]));
  const seatName = (seat: string) => {
    const kind = config.seats[Number(seat)];
    const level = kind && kind !== 'human' ? botLevel(kind) : undefined;
    return level ? `Player ${Number(seat) + 1} (${botShortName(level)})` : `Player ${Number(seat) + 1}`;
  };

  // Hot-seat: when the seat on screen has nothing to do, hand the screen to a person who has.
  const active = state && state.ctx.gameover === undefined ? activeSeats(state.ctx) : [];
  const viewing = client.playerID ?? null;
  useEffect(() => {
    if (!follow || !state || state.ctx.gameover !== undefined) return;
    if (viewing !== null && active.includes(viewing)) return;
    const next = humans.find((seat) => active.includes(seat));
    if (next !== undefined && next !== viewing) client.updatePlayerID(next);
  });

  if (!state) return <main className="page">Loading…</main>;
  return (
    <main
      className="page game"
      data-testid="local-game"
      style={debugSpace > 0 ? { paddingRight: debugSpace + 16 } : undefined}
    >
      <header className="game-header">
        <Link href={`/play/${module.descriptor.id}`}>← {module.descriptor.title}</Link>
        <span className="mode">{botSeats.length > 0 ? 'Against bots' : 'Hot-seat'}</span>
        {humans.length > 0 && (
          <fieldset className="seat-switcher" aria-label="Seat on screen">
            Seat on screen:
            {humans.map((seat) => (
              <button
                type="button"
                key={seat}
                data-testid={`view-seat-${seat}`}
                aria-pressed={viewing === seat}
                className={active.includes(seat) ? 'to-act' : ''}
                onClick={() => {
                  setFollow(false);
                  client.updatePlayerID(seat);
                }}
              >
                {seatName(seat)}
              </button>
            ))}
            <label className="follow">
              <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.target.checked)} /> follow
              the player to act
            </label>
          </fieldset>
        )}
        {botStatus?.thinking != null && (
          <span className="thinking" data-testid="bot-thinking">
            <span className="spinner" /> {seatName(botStatus.thinking)} is thinking…
          </span>
        )}
        {botStatus?.error && (
          <span className="error" data-testid="bot-error">
            {botStatus.error}
          </span>
        )}
      </header>
      <BoardHost
        module={module}
        client={client}
        state={state}
        seatName={seatName}
        botSeats={botSeats}
        online={false}
        fullG={fullState(client)?.G}
        onRematch={() => setGeneration((g) => g + 1)}
        onContinueCampaign={(save) =>
          navigate(`/play/${module.descriptor.id}/local?${encodeLocalConfig(continueConfig(config, save))}`)
        }
      />
    </main>
  );
}
