/**
 * playerView: what each seat may see. Resource and Spell hands are hidden (others see the counts); Ordning Points are
 * kept face down until the game ends (ruling G4); the Resource and Event decks show only their sizes.
 * Command hands stay visible: every race holds the same nine cards, so a hand is known from the row.
 */
import { isSpectator } from '@skald/core';
import type { GiantsState, PlayerState } from './state.js';

/** A player as one seat sees them: other players' cards and Ordning Points hidden. */
export interface PlayerView extends Omit<PlayerState, 'resources' | 'spells' | 'op'> {
  /** Own cards, or `null` for another player's hand. */
  resources: string[] | null;
  /** Resource cards in this player's hand (public). */
  resourceCount: number;
  /** Own Spell cards, or `null` for another player's. */
  spells: string[] | null;
  /** Spell cards in this player's hand (public). */
  spellCount: number;
  /** Own Ordning Points (everyone's once the game is over), else `null`. */
  op: number | null;
}

/** G as one seat (or a spectator) sees it: hidden hands, face-down OP, deck sizes only. */
export interface GiantsView
  extends Omit<GiantsState, 'players' | 'resourceDeck' | 'eventDeck' | 'spellDeck'> {
  /** Each seat's player, as this viewer sees them. */
  players: PlayerView[];
  /** Cards left in the Resource deck. */
  resourceDeck: number;
  /** Cards left in the Spell deck. */
  spellDeck: number;
  /** Cards left in the universal Event deck. */
  eventDeck: number;
}

/** What `playerID` may see of `G` (`null`/`undefined`: a spectator, who sees no hand). */
export function viewFor(G: GiantsState, playerID: string | null | undefined): GiantsView {
  const over = G.flow.gameover !== null;
  const me = isSpectator(playerID) ? -1 : Number(playerID);
  const players = G.players.map((p, i): PlayerView => {
    const own = i === me;
    return {
      ...p,
      hand: [...p.hand],
      row: [...p.row],
      events: [...p.events],
      resources: own ? [...p.resources] : null,
      resourceCount: p.resources.length,
      spells: own ? [...p.spells] : null,
      spellCount: p.spells.length,
      op: own || over ? p.op : null,
    };
  });
  return {
    ...G,
    players,
    resourceDeck: G.resourceDeck.length,
    spellDeck: G.spellDeck.length,
    eventDeck: G.eventDeck.length,
  };
}

/** boardgame.io's `playerView`: {@link viewFor} the requesting seat. */
export const playerView = ({ G, playerID }: { G: GiantsState; playerID?: string | null }): GiantsView =>
  viewFor(G, playerID);
