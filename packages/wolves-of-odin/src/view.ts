/**
 * What each seat may see. Hands are private (others see the count and the cards that entered the hand
 * face up); the People deck, the Deity deck and the Victory deck show only their sizes. Lines,
 * sacrifices, Deities, the Hall, both discard piles and pending decisions are public.
 */
import { isSpectator } from '@skald/core';
import { cloneFlow, clonePlayer } from './rules/shape.js';
import type { Flow, PlayerState, WolvesState } from './state.js';

/** A player as one seat sees them: another player's hand is only a count. */
export interface PlayerView extends Omit<PlayerState, 'hand'> {
  /** The viewer's own hand; null for everyone else's. */
  hand: number[] | null;
  /** Cards in this player's hand (public). */
  handCount: number;
}

/** G as one seat (or a spectator) sees it: private hands, deck sizes only. */
export interface WolvesView {
  /** Players in the match (3–5). */
  numPlayers: number;
  /** Cards left in the People deck. */
  deckCount: number;
  /** People discard pile, top last. */
  discard: number[];
  /** Cards left in the Deity deck. */
  deityDeckCount: number;
  /** The Hall: face-up Deities (and possibly the Ragnarök card). */
  hall: string[];
  /** Discarded Deities. */
  deityDiscard: string[];
  /** Cards left in the Victory deck. */
  victoryDeckCount: number;
  /** Victory cards revealed this round and not yet taken. */
  offer: string[];
  /** Each seat's cards, as this viewer sees them. */
  players: PlayerView[];
  /** Phase, round, turn and pending decisions (all public). */
  flow: Flow;
}

/** What `playerID` may see of `G` (`null`/`undefined`: a spectator, who sees no hand). */
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

/** boardgame.io's `playerView`: {@link viewFor} the requesting seat. */
export const playerView = ({ G, playerID }: { G: WolvesState; playerID?: string | null }) =>
  viewFor(G, playerID);
