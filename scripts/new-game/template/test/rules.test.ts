import type { Rng } from '@skald/core';
import { expect } from 'chai';
import { applyMove, legalMoves, setupState, type TemplateGameState } from '../src/index.js';

/** An Rng that makes the die show `pips` (faces are listed 1..6 and picked by floor(rng × 6)). */
const showing =
  (pips: number): Rng =>
  () =>
    (pips - 0.5) / 6;

const start = (numPlayers = 2): TemplateGameState => setupState(numPlayers, { target: 10 });

/** Apply a sequence of (move, pips) steps for whoever is current, failing loudly on an illegal step. */
function play(state: TemplateGameState, steps: Array<['roll', number] | ['hold']>): TemplateGameState {
  let s = state;
  for (const [move, pips] of steps) {
    const next = applyMove(s, s.current, move, [], showing(pips ?? 1));
    if (next === null) throw new Error(`illegal ${move} in ${JSON.stringify(s)}`);
    s = next;
  }
  return s;
}

describe('template-game: rules', () => {
  it('a roll adds its pips to the turn total', () => {
    const s = play(start(), [
      ['roll', 4],
      ['roll', 3],
    ]);
    expect(s.turnTotal).to.equal(7);
    expect(s.current).to.equal(0);
  });

  it('a 1 loses the turn total and passes the die', () => {
    const s = play(start(), [
      ['roll', 5],
      ['roll', 1],
    ]);
    expect(s.turnTotal).to.equal(0);
    expect(s.scores).to.deep.equal([0, 0]);
    expect(s.current).to.equal(1);
  });

  it('hold banks the turn total and passes the die', () => {
    const s = play(start(3), [['roll', 6], ['hold']]);
    expect(s.scores).to.deep.equal([6, 0, 0]);
    expect(s.current).to.equal(1);
  });

  it('hold is not legal before the first roll of a turn', () => {
    expect(legalMoves(start(), 0).map((m) => m.move)).to.deep.equal(['roll']);
    expect(applyMove(start(), 0, 'hold', [], showing(2))).to.equal(null);
  });

  it('only the current seat may act', () => {
    expect(legalMoves(start(), 1)).to.deep.equal([]);
    expect(applyMove(start(), 1, 'roll', [], showing(2))).to.equal(null);
  });

  it('banking the target wins at once', () => {
    const s = play(start(), [['roll', 6], ['roll', 4], ['hold']]);
    expect(s.result).to.deep.equal({ winner: '0', reason: 'reached 10' });
    expect(legalMoves(s, 0)).to.deep.equal([]);
  });
});
