import { FACE_DOWN, type FaceDown, isSpectator } from '@skald/core';
import type { FavorId } from './data/favors.js';
import { cloneState } from './rules/shape.js';
import type { OrlogState, PlayerState } from './state.js';

/** A player as one seat sees them: the other seat's casual-mode picks face down before the reveal. */
export type PlayerView = Omit<PlayerState, 'picks'> & { picks: (FavorId | FaceDown)[] };
/** What one seat (or a spectator) sees: the same shape as G with the other seat's secrets blanked. */
export type OrlogView = Omit<OrlogState, 'players'> & { players: [PlayerView, PlayerView] };

/**
 * Explicit projection per viewer. Hidden from everyone but the owner: the pending favor choice (others
 * see only `chosen: true`) and casual-mode picks before the reveal (others see face-down stubs, i.e.
 * how many). Spectators (`playerID` null) see neither player's secrets. Everything else is public.
 */
export function playerView(G: OrlogState, playerID: string | null | undefined): OrlogView {
  const view = cloneState(G) as OrlogView;
  for (const [i, p] of view.players.entries()) {
    if (!isSpectator(playerID) && String(i) === playerID) continue;
    p.choice = null;
    p.picks = p.picks.map(() => FACE_DOWN);
  }
  return view;
}
