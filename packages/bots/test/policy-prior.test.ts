import { type AiMove, type GameModule, int, type Rng } from '@skald/core';
import { InitializeGame } from 'boardgame.io/internal';
import { expect } from 'chai';
import {
  FairBot,
  type FairBotOptions,
  PolicyBot,
  parseSeat,
  runTournament,
  seatLabel,
} from '../src/index.js';
import { GOOD_OPENING, type LeadRaceState, leadRaceUnevaluated } from './fixtures/lead-race.js';

const counter = () => {
  let t = 0;
  return () => t++;
};

/**
 * A policy that knows the opening and nothing else: it opens well, then pushes at random. Its playouts
 * are long random walks, so the opening's worth hardly shows in their results (~0.55 against 0.5).
 */
const knowsTheOpening = (_s: LeadRaceState, _p: string, legal: readonly AiMove[], rng: Rng): AiMove =>
  legal.find((m) => m.move === 'open' && m.args?.[0] === GOOD_OPENING) ?? legal[int(rng, legal.length)]!;

/** A policy with the wrong opening (the first) that then pushes its own way: exact playouts. */
const wrongOpening = (_s: LeadRaceState, p: string, legal: readonly AiMove[]): AiMove =>
  legal.find((m) => m.move === 'push' && m.args?.[0] === (p === '0' ? 1 : -1)) ?? legal[0]!;

const withPolicy = (policy: NonNullable<GameModule<LeadRaceState>['core']>['playoutMove']) =>
  ({
    ...leadRaceUnevaluated,
    core: { ...leadRaceUnevaluated.core!, playoutMove: policy },
  }) as GameModule<LeadRaceState>;

const opening = () => InitializeGame({ game: { ...leadRaceUnevaluated.game }, numPlayers: 2 });
const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

async function openings(module: GameModule<LeadRaceState>, options: Partial<FairBotOptions>) {
  const picks: unknown[] = [];
  for (const seed of seeds) {
    const bot = new FairBot({ module, seed, clock: counter(), ...options });
    const { action, metadata } = await bot.play(opening(), '0');
    picks.push(action.payload.args?.[0]);
    expect(metadata.iterations).to.equal(options.iterations);
  }
  return picks;
}

describe('bots: the playout policy as a prior in the tree (PUCT)', () => {
  it('spends the visits on the policy’s move where noisy playouts cannot tell the moves apart', async () => {
    const module = withPolicy(knowsTheOpening);
    const prior = await openings(module, { iterations: 40 });
    const ucb = await openings(module, { iterations: 40, prior: false });
    expect(prior.filter((x) => x === GOOD_OPENING).length, 'with the prior').to.equal(seeds.length);
    expect(ucb.filter((x) => x === GOOD_OPENING).length, 'UCB1, same playouts').to.be.at.most(4);
  });

  it('still turns away from a wrong prior when the playouts show a better move', async () => {
    const picks = await openings(withPolicy(wrongOpening), { iterations: 120 });
    expect(picks.filter((x) => x === GOOD_OPENING).length).to.equal(seeds.length);
  });

  it('is on only with a policy and the core forward model, and off with weight 0', () => {
    const module = withPolicy(knowsTheOpening);
    expect(new FairBot({ module }).prior).to.deep.include({ weight: 1 });
    expect(new FairBot({ module, prior: { weight: 0 } }).prior).to.equal(null);
    expect(new FairBot({ module, forwardModel: 'reducer' }).prior).to.equal(null);
    expect(new FairBot({ module: leadRaceUnevaluated }).prior).to.equal(null);
    expect(() => new FairBot({ module, prior: { samples: 0 } })).to.throw(/prior/);
  });

  it('seats: :wX sets the weight, policy is the policy alone', () => {
    expect(parseSeat('fair:100it:w0.5')).to.deep.include({ priorWeight: 0.5 });
    expect(parseSeat('fair:100it:p8:w0')).to.deep.include({ priorWeight: 0, playoutDepth: 8 });
    expect(seatLabel(parseSeat('fair:100it:p8:w0'))).to.equal('fair:100it:p8:w0');
    expect(parseSeat('policy')).to.deep.equal({ kind: 'policy' });
    expect(() => parseSeat('policy:3')).to.throw(/unknown seat/);
  });

  it('the policy seat plays the game’s policy alone: a greedy baseline that beats random play', async () => {
    const module = withPolicy(wrongOpening);
    const report = await runTournament({
      module,
      entries: [parseSeat('policy'), parseSeat('random')],
      games: 10,
      seed: 'policy-seat',
      clock: () => 0,
    });
    // Pushing its own way every move against a random walk, it wins (nearly) every game.
    expect(report.entries[0]!.winRate).to.be.at.least(0.9);
    expect(report.entries[1]!.wins).to.equal(0);
    expect(() => new PolicyBot({ module: leadRaceUnevaluated })).to.throw(/playoutMove/);
  });
});
