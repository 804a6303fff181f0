import type { WolvesState } from './state.js';
import type { PlayerView, WolvesView } from './view.js';

/** A card nobody at this seat can see. The seat's own legal moves never read one. */
export const HIDDEN_CARD = -1;

/**
 * Rebuild a rules state from a seat's view so `ai.enumerate` can list that seat's moves from what it sees (online, a browser holds only its view): hidden
 * zones (other hands, the three decks) become placeholders of the right size. Everything public is
 * copied as is.
 */
export function stateFromView(view: WolvesView): WolvesState {
  return {
    numPlayers: view.numPlayers,
    deck: new Array<number>(view.deckCount).fill(HIDDEN_CARD),
    discard: view.discard.slice(),
    deityDeck: new Array<string>(view.deityDeckCount).fill('hidden'),
    hall: view.hall.slice(),
    deityDiscard: view.deityDiscard.slice() as WolvesState['deityDiscard'],
    victoryDeck: new Array<string>(view.victoryDeckCount).fill('hidden'),
    offer: view.offer.slice(),
    players: view.players.map(({ handCount, hand, ...rest }: PlayerView) => ({
      ...rest,
      hand: hand ? hand.slice() : new Array<number>(handCount).fill(HIDDEN_CARD),
    })),
    flow: view.flow,
  };
}
