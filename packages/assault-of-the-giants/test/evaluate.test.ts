import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { core, determinize } from '../src/ai.js';
import { award } from '../src/rules/ordning.js';
import { setupState } from '../src/setup.js';
import { randomPlayout } from './play.js';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('assault-of-the-giants evaluate (bots’ cut-off playouts)', () => {
  it('gives every seat a chance in [0, 1], summing to 1, through whole random games (3–6 players)', () => {
    for (let n = 3; n <= 6; n++)
      randomPlayout(n, `eval-${n}`, 20000, rngFromSeed(`eval-${n}`), (s) => {
        const v = core.evaluate!(s);
        expect(v).to.have.length(n);
        for (const x of v) expect(x).to.be.within(0, 1);
        expect(sum(v)).to.be.closeTo(1, 1e-9);
      });
  });

  it('is even at set-up among equal seats and favours the seat that scored', () => {
    const s = setupState(4, rngFromSeed('eval-setup'));
    const fresh = core.evaluate!(s);
    award(s, 2, 6);
    const after = core.evaluate!(s);
    expect(after[2]).to.be.greaterThan(fresh[2]!);
    expect(after[2]).to.equal(Math.max(...after));
    for (const i of [0, 1, 3]) expect(after[i]).to.be.lessThan(fresh[i]!);
  });

  it('values story tokens on an open goal, and a completed goal only by the points it paid', () => {
    const s = setupState(4, rngFromSeed('eval-story'));
    const fresh = core.evaluate!(s);
    s.players[1]!.story = 2;
    const tokens = core.evaluate!(s);
    expect(tokens[1]).to.be.greaterThan(fresh[1]!);
    s.players[1]!.story = 3; // completed: the goal's 5 OP are in the score, the tokens no longer count
    expect(core.evaluate!(s)[1]).to.be.closeTo(fresh[1]!, 1e-12);
  });

  it('values a permanent effect: a claimed event that gives one counts, one that does not is only its points', () => {
    const s = setupState(4, rngFromSeed('eval-effect'));
    const fresh = core.evaluate!(s);
    s.players[1]!.events = ['tribute']; // Tribute of the Dales: +1 Plunder card for the rest of the game
    expect(core.evaluate!(s)[1]).to.be.greaterThan(fresh[1]!);
    s.players[1]!.events = ['great-feast']; // no permanent effect
    expect(core.evaluate!(s)[1]).to.be.closeTo(fresh[1]!, 1e-12);
  });

  it('grows surer of the same lead as the pools empty', () => {
    const early = setupState(3, rngFromSeed('eval-late'));
    award(early, 0, 5);
    const late = setupState(3, rngFromSeed('eval-late'));
    award(late, 1, 30);
    award(late, 2, 30);
    award(late, 0, 35); // the pools are now empty, seat 0 five points ahead
    expect(late.pools).to.deep.equal([0, 0]);
    expect(core.evaluate!(late)[0]).to.be.greaterThan(core.evaluate!(early)[0]!);
  });

  it('a finished game scores its winner 1 (shared wins split)', () => {
    const { state } = randomPlayout(3, 'eval-end');
    const v = core.evaluate!(state);
    const over = state.flow.gameover!;
    const winners = 'winner' in over ? [over.winner] : over.winners;
    for (let i = 0; i < 3; i++) expect(v[i]).to.equal(winners.includes(String(i)) ? 1 / winners.length : 0);
  });

  it('reads only what a seat may know: a determinized state keeps the seat’s own value', () => {
    const { state } = randomPlayout(4, 'eval-hidden', 300);
    const seen = determinize(state, '1', rngFromSeed('d'));
    // Other hands are re-dealt (same sizes), so every value that reads only public counts is unchanged.
    expect(core.evaluate!(seen)).to.deep.equal(core.evaluate!(state));
  });
});
