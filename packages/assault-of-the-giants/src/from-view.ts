import type { GiantsState } from './state.js';
import type { GiantsView } from './view.js';

/** A card this seat cannot see. Its own legal moves never read one. */
export const HIDDEN = 'hidden';

const hiddenCards = (n: number) => new Array<string>(n).fill(HIDDEN);

/**
 * A rules state from a seat's view, for `ai.enumerate` where only the view is at hand (a browser online). The view hides by one pattern, which this
 * follows whatever the hidden zones are called: a hand the seat may not see is `null` beside its count
 * (`resources`/`resourceCount`, `spells`/`spellCount`) and becomes that many placeholders; a deck is its
 * size (`resourceDeck`, `eventDeck`…) and becomes placeholders too; hidden Ordning Points are 0 (no move of
 * this seat reads another's score).
 */
export function stateFromView(view: GiantsView): GiantsState {
  const players = view.players.map((p) => {
    const out: Record<string, unknown> = { ...p };
    for (const [key, count] of Object.entries(p)) {
      if (!key.endsWith('Count') || typeof count !== 'number') continue;
      const hand = `${key.slice(0, -'Count'.length)}s`;
      const cards = out[hand];
      out[hand] = Array.isArray(cards) ? [...cards] : hiddenCards(count);
      delete out[key];
    }
    if (out.op === null) out.op = 0;
    return out;
  });
  const state: Record<string, unknown> = { ...view, players };
  for (const [key, size] of Object.entries(view))
    if (key.endsWith('Deck') && typeof size === 'number') state[key] = hiddenCards(size);
  return state as unknown as GiantsState;
}
