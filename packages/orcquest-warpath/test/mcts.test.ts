import type { State } from 'boardgame.io';
import { MCTSBot, Simulate, Step } from 'boardgame.io/ai';
import { Client } from 'boardgame.io/client';
import { InitializeGame } from 'boardgame.io/internal';
import { expect } from 'chai';
import { enumerate } from '../src/ai.js';
import { descriptor } from '../src/descriptor.js';
import { OrcQuest } from '../src/game.js';

/** The co-op gameover of a finished Quest: every seat wins with score 1, or nobody with score 0. */
function expectCoopEnd(state: State, numPlayers: number): void {
  const seats = Array.from({ length: numPlayers }, (_, i) => String(i));
  expect(state.ctx.gameover, 'the Quest ended').to.satisfy(
    (g: { winners: string[]; score: number; reason: string }) =>
      typeof g?.reason === 'string' &&
      ((g.score === 1 && g.winners.join() === seats.join()) || (g.score === 0 && g.winners.length === 0)),
  );
  // The gameover is the rules' own result (`endIf` reads G.result): the Quest ended by its rules.
  expect(state.ctx.gameover).to.deep.equal(state.G.result);
}

/**
 * boardgame.io's stock bot, as users run it (issue 15: "the stock MCTSBot finishes games"). It searches with
 * the reducer and reads only `ai.enumerate` and the gameover; a move it picks that the game refuses would leave
 * the state unchanged and the Quest unfinished.
 */
describe("orcquest-warpath with boardgame.io's stock MCTSBot", () => {
  for (const numPlayers of [1, 2]) {
    it(`plays a whole ${numPlayers}-Hero Quest through Simulate and the reducer to the co-op gameover`, async function () {
      this.timeout(240000);
      const game = { ...OrcQuest, seed: `mcts-orcquest-${numPlayers}` };
      const bots: Record<string, MCTSBot> = {};
      for (let p = 0; p < numPlayers; p++)
        bots[p] = new MCTSBot({
          game,
          enumerate: enumerate as any,
          seed: `m${p}`,
          iterations: 4,
          playoutDepth: 8,
        });
      const start = InitializeGame({ game, numPlayers });
      const { state: end } = await Simulate({ game, bots, state: start, depth: descriptor.maxMoves });
      expectCoopEnd(end, numPlayers);
      // Past the first Enemy Phase and End of Turn (boardgame.io's ctx.turn stays 1 while a lone Hero plays on).
      expect(end.G.turn, 'Quest turns').to.be.greaterThan(1);
    });
  }

  it("plays a solo Quest to the end through a Client and Step (the debug panel's AI tab)", async function () {
    this.timeout(240000);
    const game = { ...OrcQuest, seed: 'mcts-orcquest-step' };
    const client = Client({ game, numPlayers: 1 });
    client.start();
    const bot = new MCTSBot({ game, enumerate: enumerate as any, seed: 's', iterations: 4, playoutDepth: 8 });
    let moves = 0;
    while (client.getState()!.ctx.gameover === undefined && moves < descriptor.maxMoves) {
      const before = client.getState()!._stateID;
      await Step(client, bot);
      // Every step the bot takes is a move the game accepts.
      expect(client.getState()!._stateID, `move ${moves}`).to.be.greaterThan(before);
      moves++;
    }
    expectCoopEnd(client.getState()!, 1);
    client.stop();
  });
});
