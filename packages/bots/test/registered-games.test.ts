import { activeSeats, type GameModule, makeMoveAction, rngFromSeed } from '@skald/core';
import { games } from '@skald/games';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { expect } from 'chai';
import { checkCoreAgreement, FairBot, parseSeat, runTournament } from '../src/index.js';

/**
 * Every game in the registry: the bots' search path agrees with the reducer, and FairBot plays it through.
 * Orlog also gets a CI-sized strength check and the exact same-seed fairness check (its determinize is
 * canonical). The full-size runs (200/100 games, 1,000 agreement games) are runner and bench invocations
 * documented in the README.
 */
const counter = () => {
  let t = 0;
  return () => t++;
};

function positions(module: GameModule, numPlayers: number, count: number): { state: State; seat: string }[] {
  const out: { state: State; seat: string }[] = [];
  for (let g = 0; out.length < count; g++) {
    const game = ProcessGameConfig({ ...(module.game as Game), seed: `registry/${g}` });
    const reducer = CreateGameReducer({ game, isClient: false });
    const policy = rngFromSeed(`registry/${g}/policy`);
    let state = InitializeGame({ game, numPlayers });
    for (let i = 0; state.ctx.gameover === undefined && out.length < count; i++) {
      const seats = activeSeats(state.ctx);
      const seat = seats[Math.floor(policy() * seats.length)]!;
      const legal = game.ai!.enumerate(state.G, state.ctx, seat) as { move: string; args?: unknown[] }[];
      if (legal.length > 1 && i % 4 === 0) out.push({ state, seat });
      state = reducer(state, makeMoveAction(seat, legal[Math.floor(policy() * legal.length)]!));
    }
  }
  return out;
}

describe('bots: registered games', function () {
  this.timeout(300_000);
  for (const module of games) {
    const id = module.descriptor.id;
    const numPlayers = module.descriptor.minPlayers;
    if (module.core) {
      // CI-sized; `pnpm bench --agreement 1000` runs the full 1,000 games.
      const agreementGames = id === 'orlog' ? 50 : 5;
      it(`${id}: the rules core agrees with the reducer on ${agreementGames} seeded games each way`, () => {
        const report = checkCoreAgreement(module, { games: agreementGames, numPlayers });
        expect(report.failures).to.deep.equal([]);
      });
    }
    it(`${id}: FairBot plays a whole game against RandomBots`, async () => {
      const entries = [
        parseSeat('fair:2it'),
        ...Array.from({ length: numPlayers - 1 }, () => parseSeat('random')),
      ];
      const report = await runTournament({ module, entries, games: 1, seed: 'registry', clock: counter() });
      expect(report.unfinished).to.equal(0);
      expect(report.entries[0]!.decisions).to.be.greaterThan(0);
    });
  }

  const orlog = games.find((m) => m.descriptor.id === 'orlog');
  if (orlog) {
    it('orlog: FairBot beats RandomBot (16 seeded games, 100 iterations; 95% lower bound above 60%)', async () => {
      const report = await runTournament({
        module: orlog,
        entries: [parseSeat('fair:100it'), parseSeat('random')],
        games: 16,
        seed: 'ci',
        clock: counter(),
      });
      expect(report.entries[0]!.ci95[0]).to.be.greaterThan(0.6);
    });

    // Both games' determinize depends only on what the seat may know, so the decision must be identical.
    for (const [id, numPlayers, count, iterations] of [
      ['orlog', 2, 12, 60],
      ['wolves-of-odin', 3, 4, 20],
    ] as const) {
      const module = games.find((m) => m.descriptor.id === id)!;
      it(`${id}: same bot seed → same move and search on G, on determinize(G, me, other seed), and with another PRNG state`, async () => {
        for (const [i, { state, seat }] of positions(module, numPlayers, count).entries()) {
          const decide = async (s: State) => {
            const bot = new FairBot({ module, seed: 'same', iterations, clock: counter() });
            const { action, metadata } = await bot.play(s, seat);
            return { action, moves: metadata.moves };
          };
          const real = await decide(state);
          const redealt = await decide({
            ...state,
            G: module.determinize(state.G, seat, rngFromSeed(`other/${i}`)),
          });
          const reseeded = await decide({
            ...state,
            plugins: { ...state.plugins, random: { data: { seed: `elsewhere/${i}` } } },
          } as State);
          expect(redealt, `position ${i}`).to.deep.equal(real);
          expect(reseeded, `position ${i}`).to.deep.equal(real);
        }
      });
    }
  }
});
