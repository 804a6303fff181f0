/** The bots' heuristic (`core.evaluate`): well-formed everywhere, and clear leads rank above. */
import { pick, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { core, evaluate, newGame } from '../src/index.js';
import { makeState } from './helpers.js';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('wolves-of-odin evaluate', () => {
  it('gives every seat a chance in [0, 1], summing to 1, at every step of seeded random games', () => {
    for (const n of [3, 4, 5]) {
      const rng = rngFromSeed(`evaluate/${n}`);
      let s = newGame(n, rng);
      for (let step = 0; core.gameover(s) === undefined && step < 3000; step++) {
        const v = evaluate(s);
        expect(v).to.have.length(n);
        for (const x of v) expect(x).to.be.within(0, 1);
        expect(sum(v)).to.be.closeTo(1, 1e-9);
        const seat = pick(rng, core.activePlayers(s));
        s = core.apply(s, seat, pick(rng, core.legalMoves(s, seat)), rng);
      }
      expect(core.gameover(s), `${n} players: the game ends`).to.not.equal(undefined);
      const done = evaluate(s);
      const over = core.gameover(s)!;
      if ('winner' in over) expect(done[Number(over.winner)]).to.equal(1);
    }
  });

  it('ranks a clear Glory lead above the others', () => {
    // Seat 0 holds 3 Glory (Plain victory 1 + Great victory 2), the others none; lines are alike.
    const s = makeState({
      players: [{ victories: ['v1', 'v3'], line: ['bond'] }, { line: ['bond'] }, { line: ['bond'] }],
    });
    const [a, b, c] = evaluate(s) as [number, number, number];
    expect(a).to.be.greaterThan(0.6);
    expect(b).to.be.closeTo(c, 1e-9);
    expect(a).to.be.greaterThan(b);
  });

  it('with equal Glory, ranks the seat whose line wins the round above', () => {
    const s = makeState({
      players: [
        { line: ['berserker', 'huscarl'], passed: true },
        { line: ['bond'], passed: true },
        { line: ['thrall'] },
      ],
      offer: ['v3'],
      flow: { current: 2 },
    });
    const v = evaluate(s);
    expect(v[0]).to.be.greaterThan(v[1] as number);
    expect(v[0]).to.be.greaterThan(v[2] as number);
  });

  it('counts the same Glory lead for more when fewer rounds are left', () => {
    const spec = {
      players: [{ victories: ['v3'] }, {}, {}],
    };
    const early = makeState(spec);
    // The last round: the Ragnarök card has appeared.
    const late = makeState({ ...spec, flow: { ragnarok: true } });
    expect(evaluate(late)[0]).to.be.greaterThan(evaluate(early)[0] as number);
  });
});
