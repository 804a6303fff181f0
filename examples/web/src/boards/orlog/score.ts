import type { OrlogView } from '@skald/orlog';
import type { ScoreTable } from '../score.js';

/** Orlog's standings: HP and tokens left, and games won in an expert match. */
export function orlogScore(G: OrlogView): ScoreTable {
  const expert = G.mode === 'expert';
  return {
    columns: expert ? ['HP', 'tokens', 'games won'] : ['HP', 'tokens'],
    rows: G.players.map((p, seat) => ({
      seat: String(seat),
      cells: expert ? [p.hp, p.tokens, G.wins[seat] ?? 0] : [p.hp, p.tokens],
    })),
  };
}
