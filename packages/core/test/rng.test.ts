import type { Game } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { expect } from 'chai';
import { childSeed, int, pick, rngFromBgioState, rngFromRandom, rngFromSeed, shuffle } from '../src/index.js';

describe('rng', () => {
  it('is reproducible from a seed and differs across seeds', () => {
    const a = rngFromSeed('s1');
    const b = rngFromSeed('s1');
    const c = rngFromSeed('s2');
    const xs = [a(), a(), a()];
    expect([b(), b(), b()]).to.deep.equal(xs);
    expect(c()).to.not.equal(xs[0]);
    for (const x of xs) expect(x).to.be.within(0, 1 - Number.EPSILON);
  });

  it('int covers [0, n) uniformly enough and rejects bad n', () => {
    const rng = rngFromSeed('int');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[int(rng, 6)]!++;
    for (const c of counts) expect(c).to.be.within(850, 1150);
    expect(() => int(rng, 0)).to.throw(RangeError);
    expect(() => int(rng, 2.5)).to.throw(RangeError);
  });

  it('pick and shuffle use the rng and never mutate their input', () => {
    const rng = rngFromSeed('shuffle');
    const items = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8]);
    const out = shuffle(rng, items);
    expect(out.slice().sort()).to.deep.equal([...items]);
    expect(out).to.not.deep.equal([...items]);
    expect(items).to.contain(pick(rng, items));
    expect(() => pick(rng, [])).to.throw(RangeError);
    expect(childSeed(rngFromSeed('x'))).to.equal(childSeed(rngFromSeed('x')));
  });

  it('continues exactly the sequence boardgame.io draws from its match PRNG', () => {
    const draws: number[] = [];
    const game: Game<{ n: number }> = {
      seed: 'match-seed',
      setup: ({ random }) => ({ n: random.Number() }),
      moves: {
        draw: ({ G, random }) => {
          draws.push(random.Number(), random.Number());
          G.n++;
        },
      },
    };
    const reducer = CreateGameReducer({ game });
    let state = InitializeGame({ game });
    const before = (state.plugins as any).random.data;
    const predicted = rngFromBgioState(before);
    state = reducer(state, { type: 'MAKE_MOVE', payload: { type: 'draw', args: [], playerID: '0' } } as any);
    expect(draws).to.have.length(2);
    expect([predicted(), predicted()]).to.deep.equal(draws);
    // From the seed alone (no draws yet) the sequence is the one boardgame.io starts with.
    const fresh = rngFromBgioState({ seed: 'match-seed' });
    expect(fresh()).to.equal(InitializeGame({ game: { ...game, seed: 'match-seed' } }).G.n);
  });

  it('adapts boardgame.io random.Number', () => {
    let calls = 0;
    const rng = rngFromRandom({
      Number: () => {
        calls++;
        return 0.25;
      },
    });
    expect(rng()).to.equal(0.25);
    expect(calls).to.equal(1);
  });
});
