import { gloryScores, stateFromView, type WolvesView } from '@skald/wolves-of-odin';
import type { ScoreTable } from '../score.js';
import { deityName, victoryName } from './labels.js';

/** Wolves of Odin's standings: Glory, the Victory cards behind it, and the Deities held. */
export function wolvesScore(G: WolvesView): ScoreTable {
  // Glory reads only public things (Deities, line, hand size, sacrifices): the view is enough. The game's
  // own count: at the end, the one that ended it (taken before the lines were discarded).
  const glory = gloryScores(stateFromView(G));
  return {
    columns: ['Glory', 'Victory cards', 'Deities'],
    rows: G.players.map((p, seat) => ({
      seat: String(seat),
      cells: [
        glory[seat] ?? 0,
        p.victories.map(victoryName).join(', ') || '—',
        p.deities.map(deityName).join(', ') || '—',
      ],
    })),
    note: G.flow.ragnarok
      ? 'Ragnarök came, so that round was the last; the most Glory wins (a tie goes to the last round’s winner).'
      : 'A player reached 5 Glory; the most Glory wins (a tie goes to the last round’s winner).',
  };
}
