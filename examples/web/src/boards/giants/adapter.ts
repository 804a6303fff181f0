import type { GiantsState, GiantsView } from '@skald/assault-of-the-giants';

/** A card this seat cannot see. Its own legal moves never read one. */
export const HIDDEN = 'hidden';

/**
 * A rules state from a seat's view, for `ai.enumerate` online: other hands and the decks become
 * placeholders of the right size, hidden Ordning Points 0 (no move of this seat reads another's score).
 */
export function stateFromView(view: GiantsView): GiantsState {
  return {
    ...view,
    players: view.players.map(({ resourceCount, resources, op, ...rest }) => ({
      ...rest,
      resources: resources ? [...resources] : new Array<string>(resourceCount).fill(HIDDEN),
      op: op ?? 0,
    })),
    resourceDeck: new Array<string>(view.resourceDeck).fill(HIDDEN),
    eventDeck: new Array<string>(view.eventDeck).fill(HIDDEN),
  };
}
