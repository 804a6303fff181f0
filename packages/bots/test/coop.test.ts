import { expect } from 'chai';
import { torchRun } from '../../testing/test/fixtures/torch-run.js';
import { parseSeat, runTournament } from '../src/index.js';

/** A team is one bot per seat, all of the same kind; each maximises the team's result. */
const team = (seat: string, numPlayers: number, games: number) =>
  runTournament({
    module: torchRun,
    entries: Array.from({ length: numPlayers }, () => parseSeat(seat)),
    games,
    seed: `torch-run-team/${numPlayers}`,
    clock: () => 0,
  });

describe('bots: co-op and solo (torch-run fixture)', () => {
  for (const numPlayers of [1, 3]) {
    it(`a team of ${numPlayers} fair bot${numPlayers > 1 ? 's' : ''} plays for the team result`, async () => {
      const fair = await team('fair:200it', numPlayers, 40);
      const random = await team('random', numPlayers, 40);
      // Every seat scores the team's result.
      for (const e of fair.entries) expect(e.score).to.equal(fair.entries[0]!.score);
      // Random play burns torches on careful steps and rests into danger; the team learns to go bold
      // and rest only when the light is about to go out.
      expect(fair.entries[0]!.winRate, 'fair').to.be.above(random.entries[0]!.winRate + 0.2);
    });
  }
});
