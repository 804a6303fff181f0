import type { OrcQuestState } from './state.js';

/** What a seat or spectator sees: everything but the order of the face-down decks, which become counts. */
export type OrcQuestView = Omit<
  OrcQuestState,
  'events' | 'pools' | 'patrolDeck' | 'boss' | 'loot' | 'relics'
> & {
  boss:
    | (Omit<NonNullable<OrcQuestState['boss']>, 'reactions'> & {
        reactions: { deck: number; discard: string[] };
      })
    | null;
  events: { deck: number; discard: string[] };
  loot: { deck: number; discard: string[] };
  relics: { deck: number; discard: string[] };
  patrolDeck: { deck: number; discard: string[] };
  pools: { main: number; mainDiscard: OrcQuestState['pools']['mainDiscard']; secondary: number };
};

/**
 * Explicit projection. Co-op: every seat and spectators (playerID null) see the same thing. Hidden from all:
 * the Event, Patrol, Boss Reaction, Loot and Relic decks and the Presence Pools (face down, lines 151-157,
 * 438, 466, 772); their discards are public.
 */
export function playerView(G: OrcQuestState, _playerID: string | null | undefined): OrcQuestView {
  return {
    ...G,
    events: { deck: G.events.deck.length, discard: G.events.discard.slice() },
    loot: { deck: G.loot.deck.length, discard: G.loot.discard.slice() },
    relics: { deck: G.relics.deck.length, discard: G.relics.discard.slice() },
    patrolDeck: { deck: G.patrolDeck.deck.length, discard: G.patrolDeck.discard.slice() },
    boss: G.boss && {
      ...G.boss,
      cards: G.boss.cards.slice(),
      reactions: { deck: G.boss.reactions.deck.length, discard: G.boss.reactions.discard.slice() },
    },
    pools: {
      main: G.pools.main.length,
      mainDiscard: G.pools.mainDiscard.slice(),
      secondary: G.pools.secondary.length,
    },
  };
}
