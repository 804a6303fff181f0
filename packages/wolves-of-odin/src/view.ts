/**
 * What each seat may see. Hands are private (others see the count and the cards that entered the hand
 * face up); the People deck, the Deity deck and the Victory deck show only their sizes. Lines,
 * sacrifices, Deities, the Hall, both discard piles and pending decisions are public.
 */
import { isSpectator } from '@skald/core';
import { cloneFlow, clonePlayer } from './rules/shape.js';
import type { Flow, PlayerState, WolvesState } from './state.js';

export interface PlayerView extends Omit<PlayerState, 'hand'> {
  /** The viewer's own hand; null for everyone else's. */
  hand: number[] | null;
  handCount: number;
}

export interface WolvesView {
  numPlayers: number;
  deckCount: number;
  discard: number[];
  deityDeckCount: number;
  hall: string[];
  deityDiscard: string[];
  victoryDeckCount: number;
  offer: string[];
  players: PlayerView[];
  flow: Flow;
}

export function viewFor(G: WolvesState, playerID: string | null | undefined): WolvesView {
  const viewer = isSpectator(playerID) ? -1 : Number(playerID);
  return {
    numPlayers: G.numPlayers,
    deckCount: G.deck.length,
    discard: G.discard.slice(),
    deityDeckCount: G.deityDeck.length,
    hall: G.hall.slice(),
    deityDiscard: G.deityDiscard.slice(),
    victoryDeckCount: G.victoryDeck.length,
    offer: G.offer.slice(),
    players: G.players.map((p, i) => ({
      ...clonePlayer(p),
      hand: i === viewer ? p.hand.slice() : null,
      handCount: p.hand.length,
    })),
    flow: cloneFlow(G.flow),
  };
}

export const playerView = ({ G, playerID }: { G: WolvesState; playerID?: string | null }) =>
  viewFor(G, playerID);
