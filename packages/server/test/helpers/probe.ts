import type { State } from 'boardgame.io';
import { Seat } from './seat.js';

/** The server's authoritative state as a spectator sees it (a fresh connection, `playerID: null`). */
export async function readState(base: string, game: string, matchID: string): Promise<State> {
  const spectator = await Seat.connect(base, game, matchID, null);
  try {
    return (await spectator.sync()).state;
  } finally {
    spectator.close();
  }
}

/**
 * After sending an attack, wait until the server has visibly reacted: a rejection on the attacker's socket,
 * a new state on the watcher's, or the time limit (a stock server that silently drops an action answers
 * nothing at all).
 */
export async function settle(attacker: Seat, watcher: Seat, ms = 1500): Promise<void> {
  const rejections = attacker.rejections.length;
  const states = watcher.states.length;
  await watcher
    .waitFor(
      () => attacker.rejections.length > rejections || watcher.states.length > states,
      'a reaction',
      ms,
    )
    .catch(() => undefined);
  // Let the attacker's own socket drain too (the watcher may have been first).
  await new Promise((r) => setTimeout(r, 50));
}
