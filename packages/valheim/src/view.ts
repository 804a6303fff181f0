import { FACE_DOWN, type FaceDown } from '@skald/core';
import { EVENTS_BY_ID } from './data/events.js';
import type { ValheimState } from './state.js';

/** What a seat (or a spectator) sees: G with face-down tiles, chest backs and deck orders hidden. */
export type ValheimView = Omit<
  ValheimState,
  'tiles' | 'chests' | 'chestPool' | 'honeyPool' | 'foodDeck' | 'events' | 'arena' | 'haldor'
> & {
  /** Haldor's deck: face down but for the cards put back at the bottom after a trade (seen by all). */
  haldor: (string | FaceDown)[];
  tiles: Record<string, string | FaceDown>;
  chests: Record<string, FaceDown>;
  chestPool: FaceDown[];
  honeyPool: FaceDown[];
  foodDeck: FaceDown[];
  /** Card backs show the phase (line 123): phase 1 or 2 per card, not which card. */
  events: (1 | 2)[];
  arena: (Omit<NonNullable<ValheimState['arena']>, 'deck'> & { deck: FaceDown[] }) | null;
};

/**
 * The game is co-operative with no private hands, so every seat and spectators see the same thing: all
 * public state, and for the hidden parts only their size (line 115: tiles misty side up; chests and decks
 * face down).
 */
export function playerView(G: ValheimState, _playerID: string | null | undefined): ValheimView {
  const down = (xs: readonly unknown[]) => xs.map(() => FACE_DOWN);
  const s = JSON.parse(JSON.stringify(G)) as ValheimState;
  return {
    ...s,
    tiles: Object.fromEntries(
      Object.entries(s.tiles).map(([slot, id]) => [slot, s.revealed.includes(slot) ? id : FACE_DOWN]),
    ),
    chests: Object.fromEntries(Object.keys(s.chests).map((space) => [space, FACE_DOWN])),
    chestPool: down(s.chestPool),
    honeyPool: down(s.honeyPool),
    foodDeck: down(s.foodDeck),
    events: s.events.map((id) => EVENTS_BY_ID[id]?.phase ?? 1),
    arena: s.arena ? { ...s.arena, deck: down(s.arena.deck) } : null,
    haldor: s.haldor.map((id, i) => (i < s.haldor.length - s.haldorSeen ? FACE_DOWN : id)),
  };
}
