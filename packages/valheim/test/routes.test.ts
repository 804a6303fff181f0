import { nearest, pick, rngFromSeed, shortestPath } from '@skald/core';
import { expect } from 'chai';
import { actor, applyMove, legalMoves } from '../src/rules/apply.js';
import { ADJ, route, walkable } from '../src/rules/map.js';
import { setupState } from '../src/setup.js';
import type { ValheimState } from '../src/state.js';

/** Ruling R26's way as core states it: the nearest target (key order on ties), then core's shortest path. */
function byCore(s: ValheimState, from: string, targets: readonly string[]): readonly string[] | null {
  const opts = { passable: walkable(s) };
  const goal = nearest(ADJ, from, targets, opts)?.ids[0];
  return goal === undefined ? null : (shortestPath(ADJ, from, goal, opts) ?? [from]);
}

describe('valheim creature routes', () => {
  it("equal core's nearest + shortestPath from every space toward the players and toward each space", () => {
    let compared = 0;
    for (let g = 0; g < 12; g++) {
      const rng = rngFromSeed(`routes/${g}`);
      let s = setupState(
        1 + (g % 4),
        { scenario: ['eikthyr-1', 'elder-2', 'bonemass-3', 'moder-4'][g % 4] },
        rng,
      );
      for (let i = 0; i < 300 && !s.result; i++) {
        if (i % 5 === 0) {
          const players = [...new Set(s.players.map((p) => p.space))];
          const spaces = Object.keys(ADJ);
          for (const from of spaces) {
            expect(route(s, from, players), `${from} → ${players}`).to.deep.equal(byCore(s, from, players));
            const to = pick(rng, spaces);
            expect(route(s, from, [to]), `${from} → ${to}`).to.deep.equal(byCore(s, from, [to]));
            compared += 2;
          }
        }
        const seat = actor(s) as number;
        const m = pick(rng, legalMoves(s, seat));
        s = applyMove(s, seat, m.move, m.args ?? [], rng) as ValheimState;
      }
    }
    expect(compared).to.be.greaterThan(5000);
  });
});
