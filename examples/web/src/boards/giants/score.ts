import { type GiantsView, RACES } from '@skald/assault-of-the-giants';
import type { ScoreTable } from '../score.js';

/** The final standings: Ordning Points (face up once the game is over), then the tie-breaks. */
export function giantsScore(G: GiantsView): ScoreTable {
  return {
    columns: ['Race', 'Ordning Points', 'Resource cards', 'Regions held'],
    rows: G.players.map((p, seat) => ({
      seat: String(seat),
      cells: [
        RACES[p.race].name,
        p.op ?? 'hidden',
        p.resourceCount,
        new Set(G.units.filter((u) => u.race === p.race).map((u) => u.region)).size,
      ],
    })),
    note: 'Most Ordning Points wins; ties go to the most Resource cards, then the most regions held.',
  };
}
