import type { TemplateGameState } from './state.js';

/**
 * Nothing in the placeholder rules is secret, so every seat and spectators (playerID null) see all of G.
 * A game with hands or face-down tokens projects them here (see ARCHITECTURE.md §3).
 */
export function playerView(G: TemplateGameState, _playerID: string | null): TemplateGameState {
  return G;
}
