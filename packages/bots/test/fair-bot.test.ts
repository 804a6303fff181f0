import { rngFromSeed } from '@skald/core';
import type { Game, State } from 'boardgame.io';
import { RandomBot, Simulate, Step } from 'boardgame.io/ai';
import { Client } from 'boardgame.io/client';
import { InitializeGame } from 'boardgame.io/internal';
import { Local } from 'boardgame.io/multiplayer';
import { expect } from 'chai';
import { FairBot, fairBot, parseSeat, runTournament, ticTacToe } from '../src/index.js';
import { secretBid } from './fixtures/secret-bid.js';
import { teamDice } from './fixtures/team-dice.js';

/** A tic-tac-toe state with the given cells, seat `current` to move. */
function tttState(cells: string, current: string): State {
  const state = InitializeGame({ game: { ...ticTacToe.game }, numPlayers: 2 });
  const G = { cells: [...cells].map((c) => (c === '.' ? null : c)) };
  return { ...state, G, ctx: { ...state.ctx, currentPlayer: current, playOrderPos: Number(current) } };
}

const counter = () => {
  let t = 0;
  return () => t++;
};

describe('bots: FairBot', () => {
  it('takes an immediate win and blocks an immediate loss (core and reducer forward models)', async () => {
    for (const forwardModel of ['core', 'reducer'] as const) {
      const bot = new FairBot({
        module: ticTacToe,
        seed: 1,
        iterations: 400,
        forwardModel,
        clock: counter(),
      });
      // 0 0 .      seat 0 wins at 2
      // 1 1 .
      const win = await bot.play(tttState('00.11....', '0'), '0');
      expect(win.action.payload.args, forwardModel).to.deep.equal([2]);
      // 0 0 .      seat 1 must block at 2
      // . 1 .
      const block = await bot.play(tttState('00..1....', '1'), '1');
      expect(block.action.payload.args, forwardModel).to.deep.equal([2]);
      expect(block.metadata.forwardModel).to.equal(forwardModel);
    }
  });

  it('is deterministic for a given seed and view', async () => {
    const state = tttState('.........', '0');
    const a = await new FairBot({ module: ticTacToe, seed: 'x', iterations: 300, clock: counter() }).play(
      state,
      '0',
    );
    const b = await new FairBot({ module: ticTacToe, seed: 'x', iterations: 300, clock: counter() }).play(
      state,
      '0',
    );
    expect(a.action).to.deep.equal(b.action);
    expect(a.metadata.moves).to.deep.equal(b.metadata.moves);
  });

  it('respects iteration and time budgets (injected clock)', async () => {
    const state = tttState('.........', '0');
    const byIterations = await new FairBot({ module: ticTacToe, iterations: 37, clock: counter() }).play(
      state,
      '0',
    );
    expect(byIterations.metadata.iterations).to.equal(37);
    // The counter clock advances 1 "ms" per reading; the loop reads it twice per iteration.
    const byTime = await new FairBot({ module: ticTacToe, timeMs: 40, clock: counter() }).play(state, '0');
    expect(byTime.metadata.iterations).to.be.within(15, 21);
    const both = await new FairBot({ module: ticTacToe, iterations: 5, timeMs: 1000, clock: counter() }).play(
      state,
      '0',
    );
    expect(both.metadata.iterations).to.equal(5);
  });

  it('starts no iteration that would run past the time cap', async () => {
    const state = tttState('.........', '0');
    // Each clock reading advances 7 "ms" (no yields in between), so each iteration "takes" 7: iterations
    // end at 14 and 28; a third would start at 35 and end at 42, past the 40 ms cap, so the bot stops at two.
    let t = -7;
    const slow = () => {
      t += 7;
      return t;
    };
    const bot = new FairBot({ module: ticTacToe, timeMs: 40, clock: slow, yieldEveryMs: 1000 });
    const { metadata } = await bot.play(state, '0');
    expect(metadata.iterations).to.equal(2);
  });

  it('answers a forced move without searching', async () => {
    const state = tttState('01010110.', '0');
    const { action, metadata } = await new FairBot({ module: ticTacToe, clock: counter() }).play(state, '0');
    expect(action.payload.args).to.deep.equal([8]);
    expect(metadata.iterations).to.equal(0);
  });

  it('yields to the event loop while it searches', async () => {
    const bot = new FairBot({ module: ticTacToe, iterations: 200, yieldEveryMs: 10, clock: counter() });
    let ticks = 0;
    let searching = true;
    const tick = () => {
      ticks++;
      if (searching) setImmediate(tick);
    };
    setImmediate(tick);
    await bot.play(tttState('.........', '0'), '0');
    searching = false;
    expect(ticks).to.be.greaterThan(10);
  });

  it('never reads or changes the match state it is given', async () => {
    const state = InitializeGame({ game: { ...secretBid.game, seed: 'm' }, numPlayers: 2 });
    const before = JSON.stringify(state);
    await new FairBot({ module: secretBid, iterations: 100, forwardModel: 'reducer', clock: counter() }).play(
      state,
      '1',
    );
    await new FairBot({ module: secretBid, iterations: 100, clock: counter() }).play(state, '0');
    expect(JSON.stringify(state)).to.equal(before);
  });

  it('works with Simulate, and plays either seat of a simultaneous stage', async () => {
    const game = { ...secretBid.game, seed: 'sim' } as Game;
    const bots = {
      '0': new FairBot({ module: secretBid, seed: 0, iterations: 50 }),
      '1': new RandomBot({ enumerate: game.ai!.enumerate, seed: 1 }),
    };
    const { state } = await Simulate({ game, bots, state: InitializeGame({ game, numPlayers: 2 }) });
    expect(state.ctx.gameover).to.not.equal(undefined);
    const start = InitializeGame({ game, numPlayers: 2 });
    expect(Object.keys(start.ctx.activePlayers ?? {})).to.deep.equal(['0', '1']);
    const bot = new FairBot({ module: secretBid, iterations: 50 });
    for (const seat of ['0', '1']) {
      const { action } = await bot.play(start, seat);
      expect(action.payload.playerID).to.equal(seat);
      expect(action.payload.type).to.equal('bid');
    }
  });

  it('works with Step on a plain client', async () => {
    const client = Client({ game: { ...ticTacToe.game, seed: 'step' }, numPlayers: 2 });
    client.start();
    const bot = new FairBot({ module: ticTacToe, seed: 's', iterations: 100 });
    for (let i = 0; i < 9 && client.getState()!.ctx.gameover === undefined; i++)
      await Step(client as any, bot);
    expect(client.getState()!.ctx.gameover).to.not.equal(undefined);
    client.stop();
  });

  it('plugs into Local({ bots }) through fairBot(module, options)', async function () {
    this.timeout(20_000);
    const game = { ...ticTacToe.game };
    const client = Client({
      game,
      numPlayers: 2,
      playerID: '0',
      matchID: 'local-fair-bot',
      multiplayer: Local({ bots: { '1': fairBot(ticTacToe, { iterations: 200, seed: 'local' }) } }),
    });
    client.start();
    const policy = rngFromSeed('local-human');
    // Seat 0 plays random cells whenever it is its turn; Local's bot answers for seat 1 (100 ms after each
    // update). Poll rather than sleep a fixed time, so a loaded machine cannot make the test flaky.
    for (let polls = 0; polls < 1000 && client.getState()?.ctx.gameover === undefined; polls++) {
      const state = client.getState()!;
      if (state.ctx.currentPlayer === '0') {
        const free = state.G.cells.flatMap((c: string | null, i: number) => (c === null ? [i] : []));
        client.moves.clickCell!(free[Math.floor(policy() * free.length)]);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { G, ctx } = client.getState()!;
    expect(G.cells.filter((c: string | null) => c === '1').length).to.be.greaterThan(0);
    expect(ctx.gameover).to.not.equal(undefined);
    client.stop();
  });

  it('plays co-operative games for the team', async () => {
    const run = (seat: string) =>
      runTournament({
        module: teamDice,
        entries: [parseSeat(seat), parseSeat(seat)],
        games: 60,
        seed: 'team',
        clock: () => 0,
      });
    const fair = await run('fair:300it');
    const random = await run('random');
    // A team win counts for both seats alike.
    expect(fair.entries[0]!.score).to.equal(fair.entries[1]!.score);
    // Random play stops or busts early; the team bot learns to push on to 16 and then stop.
    expect(random.entries[0]!.winRate).to.be.below(0.2);
    expect(fair.entries[0]!.winRate).to.be.above(0.5);
  });
});
