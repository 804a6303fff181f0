import { rngFromSeed } from '@skald/core';
import type { State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { expect } from 'chai';
import {
  checkedEvaluation,
  DEFAULT_PLAYOUT_DEPTH,
  FairBot,
  iterate,
  newNode,
  type SearchModel,
  type SearchSettings,
} from '../src/index.js';
import { GOOD_OPENING, leadRace, leadRaceUnevaluated } from './fixtures/lead-race.js';
import { teamDice } from './fixtures/team-dice.js';

const counter = () => {
  let t = 0;
  return () => t++;
};

const opening = (): State => InitializeGame({ game: { ...leadRace.game }, numPlayers: 2 });

/** A game that never ends: the state is the number of moves made; every seat-0 turn has two moves. */
function endlessModel(evaluated: number[] | null, value: number[] = [0.3, 0.7]): SearchModel<number> {
  const model: SearchModel<number> = {
    kind: 'core',
    forSearch: () => model,
    sample: () => 0,
    active: () => ['0'],
    legal: () => [{ move: 'a' }, { move: 'b' }],
    apply: (s) => s + 1,
    gameover: () => undefined,
    ...(evaluated
      ? {
          evaluate: (s: number) => {
            evaluated.push(s);
            return value;
          },
        }
      : {}),
  };
  return model;
}

const settings = (playoutDepth: number, maxDepth = 1000): SearchSettings => ({
  seats: ['0', '1'],
  cooperative: false,
  exploration: 0.7,
  maxDepth,
  playoutDepth,
});

describe('bots: playout cut-off scored by evaluate', () => {
  it('finds the one good opening that uniform playouts at the same budget miss', async () => {
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f'];
    let withEvaluate = 0;
    let without = 0;
    for (const seed of seeds) {
      const common = { seed, iterations: 120, clock: counter() };
      const a = await new FairBot({ module: leadRace, ...common }).play(opening(), '0');
      const b = await new FairBot({ module: leadRaceUnevaluated, ...common }).play(opening(), '0');
      if (a.action.payload.args?.[0] === GOOD_OPENING) withEvaluate++;
      if (b.action.payload.args?.[0] === GOOD_OPENING) without++;
      expect(a.metadata.playoutDepth).to.equal(leadRace.descriptor.playoutDepth);
      expect(b.metadata.playoutDepth).to.equal(null);
    }
    expect(withEvaluate, 'with evaluate').to.equal(seeds.length);
    expect(without, 'uniform playouts to the end').to.be.at.most(2);
  });

  it('evaluates through the reducer forward model too', async () => {
    const bot = new FairBot({
      module: leadRace,
      seed: 'r',
      iterations: 120,
      forwardModel: 'reducer',
      clock: counter(),
    });
    const { action, metadata } = await bot.play(opening(), '0');
    expect(metadata.forwardModel).to.equal('reducer');
    expect(action.payload.args).to.deep.equal([GOOD_OPENING]);
  });

  it('stops every playout exactly playoutDepth moves past the tree leaf', () => {
    for (const k of [0, 3, 7]) {
      const evaluated: number[] = [];
      const root = newNode(null, null);
      const rng = rngFromSeed(`cut-${k}`);
      const state = opening();
      for (let i = 0; i < 30; i++) {
        const depth = iterate(endlessModel(evaluated), root, state, '0', rng, settings(k));
        // The evaluated state is where the iteration stopped, k moves past a leaf at tree depth ≥ 1.
        expect(evaluated[i]).to.equal(depth);
        expect(depth - k).to.be.within(1, i + 1);
      }
      // The first iteration expands one root child and plays exactly k more moves.
      expect(evaluated[0]).to.equal(1 + k);
    }
  });

  it('without evaluate plays out to maxDepth, as before', () => {
    const root = newNode(null, null);
    const depth = iterate(
      endlessModel(null),
      root,
      opening(),
      '0',
      rngFromSeed('m'),
      settings(Number.POSITIVE_INFINITY, 40),
    );
    expect(depth).to.equal(40);
    // An unscored cut-off counts as a draw.
    expect(root.children.size).to.equal(1);
    expect([...root.children.values()][0]!.value).to.equal(0.5);
  });

  it('backs up the evaluation on the reward scale, per seat', () => {
    const root = newNode(null, null);
    const rng = rngFromSeed('scale');
    for (let i = 0; i < 10; i++)
      iterate(endlessModel([], [0.3, 0.7]), root, opening(), '0', rng, settings(2));
    for (const child of root.children.values()) expect(child.value / child.visits).to.be.closeTo(0.3, 1e-9);
  });

  it('scores a playout that ends before the cut-off by its result, not by evaluate', async () => {
    // Two moves before the end, a cut-off of 20 never bites: evaluate must not be called.
    let calls = 0;
    const module = {
      ...leadRace,
      core: {
        ...leadRace.core!,
        evaluate: (s: unknown) => {
          calls++;
          return leadRace.core!.evaluate!(s);
        },
      },
    };
    const state = opening();
    const late: State = {
      ...state,
      G: { lead: 0, step: 59 },
      ctx: { ...state.ctx, currentPlayer: '1', playOrderPos: 1 },
    };
    const bot = new FairBot({ module, seed: 1, iterations: 50, playoutDepth: 20, clock: counter() });
    const { action } = await bot.play(late, '1');
    expect(calls).to.equal(0);
    expect(action.payload.args).to.deep.equal([-1]);
  });

  it('uses the descriptor playoutDepth, the option over it, and the default without either', () => {
    expect(new FairBot({ module: leadRace }).playoutDepth).to.equal(0);
    expect(new FairBot({ module: leadRace, playoutDepth: 9 }).playoutDepth).to.equal(9);
    const { playoutDepth: _d, ...plain } = leadRace.descriptor;
    expect(new FairBot({ module: { ...leadRace, descriptor: plain } }).playoutDepth).to.equal(
      DEFAULT_PLAYOUT_DEPTH,
    );
    // No evaluate: no cut-off at all.
    expect(new FairBot({ module: leadRaceUnevaluated, playoutDepth: 9 }).playoutDepth).to.equal(
      Number.POSITIVE_INFINITY,
    );
    expect(() => new FairBot({ module: leadRace, playoutDepth: -1 })).to.throw(
      /non-negative integer or Infinity/,
    );
  });
});

describe('bots: checkedEvaluation', () => {
  it('passes a valid evaluation through', () => {
    expect(checkedEvaluation([0.25, 0.75], 2, false, 'g', true)).to.deep.equal([0.25, 0.75]);
  });

  it('throws outside production on a wrong length, a value outside [0, 1] or NaN', () => {
    expect(() => checkedEvaluation([1], 2, false, 'g', true)).to.throw(
      /g: core.evaluate must return 2 numbers/,
    );
    expect(() => checkedEvaluation([1.2, -0.2], 2, false, 'g', true)).to.throw(/\[1.2,-0.2\]/);
    expect(() => checkedEvaluation([Number.NaN, 0.5], 2, false, 'g', true)).to.throw(/evaluate/);
  });

  it('clamps in production, neutral shares for what is missing or not a number', () => {
    expect(checkedEvaluation([1.2, -0.2], 2, false, 'g', false)).to.deep.equal([1, 0]);
    expect(checkedEvaluation([Number.NaN, 0.5, 0.1], 3, false, 'g', false)).to.deep.equal([1 / 3, 0.5, 0.1]);
    expect(checkedEvaluation([0.9], 2, true, 'g', false)).to.deep.equal([0.9, 0]);
  });

  it('a search on a game whose evaluate is broken fails loudly in tests', async () => {
    const broken = {
      ...teamDice,
      core: { ...teamDice.core!, evaluate: () => [2] },
      descriptor: { ...teamDice.descriptor, playoutDepth: 0 },
    };
    const state = InitializeGame({ game: { ...teamDice.game }, numPlayers: 2 });
    const bot = new FairBot({ module: broken, seed: 1, iterations: 20, clock: counter() });
    let error: unknown;
    try {
      await bot.play(state, '0');
    } catch (e) {
      error = e;
    }
    expect(String(error)).to.match(/team-dice: core.evaluate must return 2 numbers in \[0, 1\], got \[2\]/);
  });
});
