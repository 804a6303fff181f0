/** Game setup (rulebook "Game Setup" steps 1–7). */
import { type Rng, shuffle } from '@skald/core';
import { RULES } from './data/constants.js';
import { DEITIES, RAGNAROK } from './data/deities.js';
import { PEOPLE_DECK_SIZE } from './data/people.js';
import { VICTORY_CARDS } from './data/victory.js';
import { refillHall } from './rules/zones.js';
import type { PlayerState, WolvesState } from './state.js';

export const emptyPlayer = (): PlayerState => ({
  hand: [],
  known: [],
  line: [],
  sacrifices: [],
  deities: [],
  victories: [],
  passed: false,
});

/**
 * Shuffle the three decks, bury the Ragnarök card among the last three Deity cards and at the bottom of
 * the Victory deck, lay out the Hall, deal 9 cards each. The first round starts in phase `roundSetup`.
 */
export function createGame(numPlayers: number, rng: Rng): WolvesState {
  const deck = shuffle(
    rng,
    Array.from({ length: PEOPLE_DECK_SIZE }, (_, i) => i),
  );
  const deities: string[] = shuffle(
    rng,
    DEITIES.map((d) => d.id),
  );
  const bottom = shuffle(rng, [...deities.slice(-(RULES.ragnarokDepth - 1)), RAGNAROK]);
  const deityDeck = [...deities.slice(0, deities.length - (RULES.ragnarokDepth - 1)), ...bottom];
  const victoryDeck = [
    ...shuffle(
      rng,
      VICTORY_CARDS.map((v) => v.id),
    ),
    RAGNAROK,
  ];
  const players = Array.from({ length: numPlayers }, emptyPlayer);
  for (const p of players) p.hand = deck.splice(0, RULES.startingHand);
  const s: WolvesState = {
    numPlayers,
    deck,
    discard: [],
    deityDeck,
    hall: [],
    deityDiscard: [],
    victoryDeck,
    offer: [],
    players,
    flow: {
      phase: 'roundSetup',
      round: 0,
      current: 0,
      passOrder: [],
      acted: false,
      jormungandrDue: false,
      jormungandrEnded: false,
      used: [],
      pending: [],
      ragnarok: false,
      ranking: [],
      lastWinner: null,
      glory: [],
      gameover: null,
    },
  };
  refillHall(s);
  return s;
}
