/**
 * `decisionOpen` (the settle step's "can this decision be answered?") agrees with its plain reference,
 * `decisionOptions(...).length > 0`, for every kind of decision of every seat, on the states of seeded
 * random playouts: including decisions no playout would leave pending, which is where they lapse.
 */
import { int, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { applyMove, legalMoves, type Move, newGame, type WolvesState } from '../src/index.js';
import { decisionOpen, decisionOptions } from '../src/rules/decisions.js';
import type { Decision } from '../src/state.js';

type FrontDecision = Exclude<Decision, { kind: 'react' }>;

/** Every decision kind for `seat` in `s`, with arguments taken from the state (cards, lines, strengths). */
function decisionsFor(s: WolvesState, seat: number): FrontDecision[] {
  const out: FrontDecision[] = [
    { kind: 'archer', seat },
    { kind: 'valkyrie', seat },
    { kind: 'thrall', seat, strengths: [] },
    { kind: 'outflankDiscard', seat, count: 0 },
    { kind: 'outflankReturn', seat, count: 0 },
    { kind: 'outflankReturn', seat, count: 1 },
    { kind: 'helTake', seat, left: 1, exclude: [] },
    { kind: 'helTake', seat, left: 1, exclude: s.discard.slice(0, 3) },
    { kind: 'helTake', seat, left: 1, exclude: s.discard.slice() },
    { kind: 'discardOne', seat },
    { kind: 'baldrDiscard', seat, left: 2 },
    { kind: 'colour', seat },
    { kind: 'vidar', seat },
    { kind: 'victory', seat },
  ];
  for (const below of [0, 1, 2, 3, 5, 9]) out.push({ kind: 'loki', seat, below });
  for (const card of [s.discard[0] ?? 0, s.deck[0] ?? 1]) out.push({ kind: 'freyja', seat, card });
  for (let line = 0; line < s.numPlayers; line++) {
    const cards = s.players[line]!.line;
    for (const card of [cards[0] ?? 0, cards[cards.length - 1] ?? 0]) {
      out.push({ kind: 'assassin', seat, line, card });
      out.push({ kind: 'raider', seat, line, card });
    }
  }
  return out;
}

describe('wolves-of-odin decisionOpen', () => {
  it('agrees with decisionOptions(...).length > 0 on every decision kind over seeded random playouts', () => {
    let compared = 0;
    let open = 0;
    for (const n of [3, 4, 5]) {
      const rng = rngFromSeed(`decision-open-${n}`);
      let s = newGame(n, rng);
      for (let step = 0; step < 300 && s.flow.gameover === null; step++) {
        for (let seat = 0; seat < n; seat++)
          for (const d of decisionsFor(s, seat)) {
            const listed = decisionOptions(s, d, seat).length > 0;
            expect(decisionOpen(s, d), `${JSON.stringify(d)} at step ${step}`).to.equal(listed);
            compared++;
            if (listed) open++;
          }
        const seats = s.players.map((_, i) => i).filter((i) => legalMoves(s, i).length > 0);
        const seat = seats[int(rng, seats.length)] as number;
        const legal = legalMoves(s, seat);
        const move = legal[int(rng, legal.length)] as Move;
        s = applyMove(s, seat, move.move, move.args ?? [], rng) as WolvesState;
      }
    }
    // Both answers occur often: the comparison is not one-sided.
    expect(open).to.be.greaterThan(compared / 10);
    expect(compared - open).to.be.greaterThan(compared / 10);
  });
});
