import { activeSeats, type GameModule, makeMoveAction, rngFromSeed } from '@skald/core';
import type { Game, State } from 'boardgame.io';
import { MCTSBot } from 'boardgame.io/ai';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { expect } from 'chai';
import { FairBot } from '../src/index.js';
import { secretBid } from './fixtures/secret-bid.js';
import { trickDuel } from './fixtures/trick-duel.js';

/** Positions from seeded random games through the reducer: every state where the mover has a real choice. */
function positions(module: GameModule, games: number): { state: State; seat: string }[] {
  const out: { state: State; seat: string }[] = [];
  for (let g = 0; g < games; g++) {
    const game = ProcessGameConfig({ ...(module.game as Game), seed: `fair/${g}` });
    const reducer = CreateGameReducer({ game, isClient: false });
    const policy = rngFromSeed(`fair/${g}/policy`);
    let state = InitializeGame({ game, numPlayers: 2 });
    while (state.ctx.gameover === undefined) {
      const seats = activeSeats(state.ctx);
      const seat = seats[Math.floor(policy() * seats.length)]!;
      const legal = game.ai!.enumerate(state.G, state.ctx, seat) as { move: string; args?: unknown[] }[];
      if (legal.length > 1) out.push({ state, seat });
      state = reducer(state, makeMoveAction(seat, legal[Math.floor(policy() * legal.length)]!));
    }
  }
  return out;
}

/** The same position with everything the seat cannot see re-dealt. */
const redealt = (
  module: GameModule,
  { state, seat }: { state: State; seat: string },
  seed: string,
): State => ({
  ...state,
  G: module.determinize(state.G, seat, rngFromSeed(seed)),
});

const clock = () => {
  let t = 0;
  return () => t++;
};

async function decide(module: GameModule, state: State, seat: string, forwardModel: 'core' | 'reducer') {
  const bot = new FairBot({ module, seed: 'same', iterations: 150, forwardModel, clock: clock() });
  const { action, metadata } = await bot.play(state, seat);
  return { action, moves: metadata.moves };
}

describe('bots: fairness', function () {
  this.timeout(120_000);
  for (const module of [trickDuel, secretBid]) {
    const id = module.descriptor.id;
    const cases = positions(module, 6).filter((_, i) => i % 2 === 0);

    it(`${id}: has hidden state in the positions tested`, () => {
      const hidden = cases.filter(
        (c) => JSON.stringify(redealt(module, c, 'probe').G) !== JSON.stringify(c.state.G),
      ).length;
      // secret-bid hides the first bid of a round from the second bidder only.
      expect(hidden).to.be.at.least(Math.ceil(cases.length / 4));
    });

    for (const forwardModel of ['core', 'reducer'] as const) {
      it(`${id} (${forwardModel}): same bot seed → same move and same search on G, on determinize(G, me, other seed), and with another PRNG state`, async () => {
        // The reducer path is ~10× slower (and NODE_ENV is not production under mocha): a third of the cases.
        for (const [i, c] of cases.entries()) {
          if (forwardModel === 'reducer' && i % 3 !== 0) continue;
          const real = await decide(module, c.state, c.seat, forwardModel);
          const sampled = await decide(module, redealt(module, c, `other/${i}`), c.seat, forwardModel);
          const prng = {
            ...c.state,
            plugins: {
              ...c.state.plugins,
              random: { data: { seed: `elsewhere/${i}`, prngstate: { c: 1, s0: 0.25, s1: 0.5, s2: 0.75 } } },
            },
          } as State;
          const reseededRun = await decide(module, prng, c.seat, forwardModel);
          expect(sampled, `position ${i}: determinized`).to.deep.equal(real);
          expect(reseededRun, `position ${i}: PRNG`).to.deep.equal(real);
        }
      });
    }
  }

  it('the check has teeth: a bot that peeks at hidden cards fails it', async () => {
    // The same FairBot, but "determinizing" by keeping the real hidden cards.
    const peeking: GameModule = { ...trickDuel, determinize: (G) => G };
    const cases = positions(trickDuel, 6);
    let differs = 0;
    for (const [i, c] of cases.entries()) {
      const real = await decide(peeking, c.state, c.seat, 'core');
      const sampled = await decide(peeking, redealt(trickDuel, c, `other/${i}`), c.seat, 'core');
      if (JSON.stringify(real.action) !== JSON.stringify(sampled.action)) differs++;
    }
    expect(differs).to.be.greaterThan(0);
  });

  it('the check has teeth: the stock MCTSBot, which reads the PRNG, fails it', async () => {
    const cases = positions(secretBid, 6);
    let differs = 0;
    for (const [i, c] of cases.entries()) {
      const play = async (state: State) =>
        (
          await new MCTSBot({
            game: { ...secretBid.game },
            enumerate: secretBid.game.ai!.enumerate,
            seed: 's',
            iterations: 150,
          }).play(state, c.seat)
        ).action;
      const a = await play(c.state);
      const b = await play({
        ...c.state,
        plugins: { ...c.state.plugins, random: { data: { seed: `elsewhere/${i}` } } },
      } as State);
      if (JSON.stringify(a) !== JSON.stringify(b)) differs++;
    }
    expect(differs).to.be.greaterThan(0);
  });
});
