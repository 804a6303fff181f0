import type { AiMove, GameModule } from '@skald/core';
import { InitializeGame } from 'boardgame.io/internal';
import { expect } from 'chai';
import { FairBot } from '../src/index.js';
import { GOOD_OPENING, type LeadRaceState, leadRaceUnevaluated } from './fixtures/lead-race.js';

const counter = () => {
  let t = 0;
  return () => t++;
};

/** Each seat pushes the lead its own way: the playouts of a seat playing well. */
const pushOwnWay = (_s: LeadRaceState, playerID: string, legal: readonly AiMove[]): AiMove =>
  legal.find((m) => m.move === 'push' && m.args?.[0] === (playerID === '0' ? 1 : -1)) ?? legal[0]!;

/** Lead Race without evaluate, playouts to the end, with the policy above. */
function withPolicy(calls: { n: number }): GameModule<LeadRaceState> {
  const core = leadRaceUnevaluated.core!;
  return {
    ...leadRaceUnevaluated,
    core: {
      ...core,
      playoutMove: (s: LeadRaceState, p: string, legal: readonly AiMove[]) => {
        calls.n++;
        return pushOwnWay(s, p, legal);
      },
    },
  };
}

describe('bots: the game’s playout policy', () => {
  it('plays the policy in playouts, which finds the good opening uniform playouts miss', async () => {
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f'];
    const calls = { n: 0 };
    let policy = 0;
    let uniform = 0;
    for (const seed of seeds) {
      const common = { seed, iterations: 120, clock: counter() };
      const opening = () => InitializeGame({ game: { ...leadRaceUnevaluated.game }, numPlayers: 2 });
      const a = await new FairBot({ module: withPolicy(calls), ...common }).play(opening(), '0');
      const b = await new FairBot({ module: leadRaceUnevaluated, ...common }).play(opening(), '0');
      if (a.action.payload.args?.[0] === GOOD_OPENING) policy++;
      if (b.action.payload.args?.[0] === GOOD_OPENING) uniform++;
    }
    expect(calls.n, 'the policy chose the playout moves').to.be.above(0);
    expect(policy, 'with the policy').to.equal(seeds.length);
    expect(uniform, 'uniform playouts').to.be.at.most(2);
  });
});
