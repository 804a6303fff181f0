import type { GameModule } from '@skald/core';
import type { Game, State } from 'boardgame.io';
import type { Client } from 'boardgame.io/client';
import { useEffect, useState } from 'react';

export type GameClient = ReturnType<typeof Client>;
/** What `client.getState()` gives: the seat's view of the match plus client fields. */
export type ClientState = NonNullable<ReturnType<GameClient['getState']>>;

/**
 * The registry's Game with `setupData` baked into `setup`: boardgame.io's client initialises local
 * matches without setupData, so the options chosen on the setup screen would otherwise be lost.
 */
export function withSetupData(module: GameModule, setupData: unknown): Game {
  const raw = module.game;
  const setup = raw.setup;
  return { ...raw, setup: setup ? (context, _ignored) => setup(context, setupData) : undefined };
}

/** The client's state, re-rendered on every update (moves, sync, seat switch, connection changes). */
export function useClientState(client: GameClient): ClientState | null {
  const [state, setState] = useState<ClientState | null>(() => client.getState());
  useEffect(() => {
    setState(client.getState());
    return client.subscribe((next) => setState(next));
  }, [client]);
  return state;
}

/** The full, unfiltered state of a local (single-player mode) client: what bots search on. */
export function fullState(client: GameClient): State | null {
  return client.store.getState() as State | null;
}

/** Seats boardgame.io lets act now (none once the game is over): core's one copy. */
export { activeSeats } from '@skald/core';
