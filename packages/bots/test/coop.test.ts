import { MCTSBot, Step } from 'boardgame.io/ai';
import { Client } from 'boardgame.io/client';
import { expect } from 'chai';
import { torchRun } from '../../testing/test/fixtures/torch-run.js';
import { checkCoreAgreement, parseSeat, runTournament } from '../src/index.js';

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

  it('the rules core agrees with the reducer in solo and 3-seat matches', () => {
    for (const numPlayers of [1, 3]) {
      const report = checkCoreAgreement(torchRun, { games: 30, numPlayers });
      expect(report.failures).to.deep.equal([]);
      expect(report.games).to.equal(30);
    }
  });

  it('the stock MCTSBot (debug panel, Step) plays a solo co-op match to the end', async () => {
    const client = Client({ game: { ...torchRun.game, seed: 'solo-step' }, numPlayers: 1 });
    client.start();
    const { enumerate } = torchRun.game.ai!;
    for (let i = 0; i < torchRun.descriptor.maxMoves && client.getState()!.ctx.gameover === undefined; i++)
      await Step(client, new MCTSBot({ game: torchRun.game, enumerate, iterations: 50, seed: `solo-${i}` }));
    expect(client.getState()!.ctx.gameover).to.have.property('score');
    client.stop();
  });
});
