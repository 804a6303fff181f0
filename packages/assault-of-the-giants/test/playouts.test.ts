import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { invariants } from '../src/invariants.js';
import { randomPlayout } from './play.js';

describe('assault-of-the-giants seeded random games on the pure rules', () => {
  for (const n of [3, 4, 5, 6]) {
    it(`${n} players: two games end, every state keeps the invariants, the winner has the most OP`, () => {
      for (const seed of [`p${n}-a`, `p${n}-b`]) {
        const violations: string[] = [];
        const { state, moves } = randomPlayout(n, seed, 20000, rngFromSeed(seed), (s) =>
          violations.push(...invariants(s)),
        );
        expect(violations).to.deep.equal([]);
        expect(moves).to.be.below(20000);
        const over = state.flow.gameover!;
        const best = Math.max(...state.players.map((p) => p.op));
        const winners = 'winner' in over ? [over.winner] : over.winners;
        for (const w of winners) expect(state.players[Number(w)]!.op).to.equal(best);
        expect(state.pools).to.deep.equal([0, 0]);
      }
    });
  }
});

describe('assault-of-the-giants describeMove', () => {
  it('gives every legal move of a seeded game a sentence of its own', async () => {
    const { describeMove } = await import('../src/ai.js');
    const { activeSeats, legalMoves } = await import('../src/rules/engine.js');
    const seen = new Set<string>();
    randomPlayout(4, 'describe', 20000, rngFromSeed('describe'), (s) => {
      const seat = activeSeats(s)[0];
      if (seat === undefined) return;
      for (const m of legalMoves(s, seat)) {
        const text = describeMove(s, m, String(seat));
        expect(text).not.to.match(new RegExp(`: ${m.move}$`));
        expect(text).to.include(s.players[seat]!.race);
        seen.add(m.move);
      }
    });
    expect(seen.size).to.be.at.least(12);
  });
});
