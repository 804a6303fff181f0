import { InitializeGame } from 'boardgame.io/internal';
import { expect } from 'chai';
import {
  formatReport,
  parseRunnerArgs,
  parseSeat,
  percentile,
  progressLine,
  runTournament,
  searchIterations,
  seatingFor,
  seatLabel,
  seatScores,
  TimedMCTSBot,
  ticTacToe,
  wilson,
} from '../src/index.js';
import { secretBid } from './fixtures/secret-bid.js';

describe('bots: arena', () => {
  it('computes the Wilson interval', () => {
    const [lo, hi] = wilson(90, 100);
    expect(lo).to.be.closeTo(0.8256, 1e-3);
    expect(hi).to.be.closeTo(0.9448, 1e-3);
    expect(wilson(0, 10)[0]).to.equal(0);
    expect(wilson(10, 10)[1]).to.equal(1);
  });

  it('takes nearest-rank percentiles', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.95)).to.equal(5);
    expect(percentile([5, 1, 4, 2, 3], 0.5)).to.equal(3);
    expect(percentile([], 0.95)).to.equal(0);
  });

  it('parses seats and budgets', () => {
    expect(parseSeat('random')).to.deep.equal({ kind: 'random' });
    expect(parseSeat('mcts')).to.deep.equal({ kind: 'mcts', iterations: 1000, playoutDepth: 50 });
    expect(parseSeat('mcts:200:d100')).to.deep.equal({ kind: 'mcts', iterations: 200, playoutDepth: 100 });
    expect(parseSeat('fair:200ms')).to.deep.equal({
      kind: 'fair',
      budget: { timeMs: 200 },
      forwardModel: 'core',
    });
    expect(parseSeat('fair:2000it+1s')).to.deep.equal({
      kind: 'fair',
      budget: { iterations: 2000, timeMs: 1000 },
      forwardModel: 'core',
    });
    expect(parseSeat('fair-reducer:50it')).to.deep.include({ forwardModel: 'reducer' });
    expect(seatLabel(parseSeat('fair:2000it+1s'))).to.equal('fair:2000it+1000ms');
    for (const bad of [
      'randm',
      'mcts:0',
      'fair:fast',
      'fair:10',
      'mcts:1:2:3',
      'mcts:0ms',
      'fair:40ms:p1:p2',
      'fair:pfast',
    ])
      expect(() => parseSeat(bad), bad).to.throw();
  });

  it('parses equal-time stock seats and fair playout cut-offs', () => {
    expect(parseSeat('mcts:40ms')).to.deep.equal({
      kind: 'mcts',
      iterations: 1000,
      playoutDepth: 50,
      timeMs: 40,
    });
    expect(parseSeat('mcts:2s:d30')).to.deep.include({ timeMs: 2000, playoutDepth: 30 });
    expect(parseSeat('fair:40ms:p12')).to.deep.equal({
      kind: 'fair',
      budget: { timeMs: 40 },
      forwardModel: 'core',
      playoutDepth: 12,
    });
    expect(parseSeat('fair:p0')).to.deep.include({
      playoutDepth: 0,
      budget: { iterations: 500, timeMs: 1000 },
    });
    expect(parseSeat('fair:pend')).to.deep.include({ playoutDepth: Number.POSITIVE_INFINITY });
    for (const label of ['mcts:40ms', 'mcts:2000ms:d30', 'fair:40ms:p12', 'fair:500it:pend'])
      expect(seatLabel(parseSeat(label))).to.equal(label);
  });

  it('a timed stock MCTSBot stops when its time is up (injected clock) and plays a legal move', async () => {
    let t = 0;
    const bot = new TimedMCTSBot({
      game: { ...ticTacToe.game },
      enumerate: ticTacToe.game.ai!.enumerate,
      seed: 's',
      timeMs: 7,
      clock: () => t++,
    });
    const state = InitializeGame({ game: { ...ticTacToe.game }, numPlayers: 2 });
    const { action } = await bot.play(state, '0');
    // One clock read sets the deadline (t=0 → 7), one per playout after it: playouts end at t = 1..7.
    expect(bot.lastIterations).to.equal(7);
    expect(action?.payload.type).to.equal('clickCell');
    const again = await bot.play(state, '0');
    expect(bot.lastIterations, 'the budget restarts every move').to.equal(7);
    expect(again.action).to.not.equal(undefined);
  });

  it('plays a tournament with an equal-time stock seat', async () => {
    const report = await runTournament({
      module: ticTacToe,
      entries: [parseSeat('mcts:5ms'), parseSeat('fair:5ms')],
      games: 2,
      seed: 'eq',
      clock: () => performance.now(),
    });
    expect(report.seats).to.deep.equal(['mcts:5ms', 'fair:5ms']);
    expect(report.unfinished).to.equal(0);
    for (const e of report.entries) expect(e.medianIterations, e.label).to.be.a('number').and.above(0);
    expect(formatReport(report)).to.match(/it\/move/);
  });

  it('reads search iterations from what a bot returns', () => {
    expect(searchIterations({ bot: 'fair', iterations: 46, moves: [] })).to.equal(46);
    expect(searchIterations({ visits: 2, children: [] })).to.equal(2); // the stock bot's root node
    expect(searchIterations(undefined)).to.equal(undefined); // RandomBot
  });

  it('reports no iteration count for a bot that does not search', async () => {
    const report = await runTournament({
      module: ticTacToe,
      entries: [parseSeat('random'), parseSeat('fair:20it')],
      games: 2,
      seed: 'r',
      clock: () => 0,
    });
    expect(report.entries.map((e) => e.medianIterations)).to.deep.equal([null, 20]);
  });

  it('parses the runner command line', () => {
    const args = parseRunnerArgs([
      '--',
      '--game',
      'orlog',
      '--seats=fair,random',
      '--games',
      '20',
      '--json',
      'o.json',
    ]);
    expect(args.game).to.equal('orlog');
    expect(args.seats.map(seatLabel)).to.deep.equal(['fair:500it+1000ms', 'random']);
    expect(args.games).to.equal(20);
    expect(args.seed).to.equal('1');
    expect(args.json).to.equal('o.json');
    expect(() => parseRunnerArgs(['--game', 'x'])).to.throw(/seats/);
    expect(() => parseRunnerArgs(['--game', 'x', '--seats', 'random', '--games', '0'])).to.throw(/games/);
    expect(() => parseRunnerArgs(['--game', 'x', '--seats', 'random', '--colour', 'red'])).to.throw(
      /unknown/,
    );
  });

  it('rotates seats so every entry sits in every seat equally often', () => {
    expect([0, 1, 2].map((i) => seatingFor(i, 3))).to.deep.equal([
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
    ]);
  });

  it('scores sole, shared, drawn and co-operative results', () => {
    expect(seatScores({ winner: '1' }, 2, false).map((s) => s.score)).to.deep.equal([0, 1]);
    expect(seatScores({ draw: true }, 2, false).map((s) => s.draw)).to.deep.equal([true, true]);
    const shared = seatScores({ winners: ['0', '2'] }, 3, false);
    expect(shared.map((s) => s.score)).to.deep.equal([0.5, 0, 0.5]);
    expect(shared.map((s) => s.shared)).to.deep.equal([true, false, true]);
    expect(seatScores({ winners: ['0', '1'], score: 1 }, 2, true).map((s) => s.score)).to.deep.equal([1, 1]);
  });

  it('runs a reproducible tournament and reports it', async () => {
    let tick = 0;
    const clock = () => tick++;
    const options = {
      module: ticTacToe,
      entries: [parseSeat('fair:100it'), parseSeat('random')],
      games: 6,
      seed: 't',
      clock,
    };
    const progress: number[] = [];
    const a = await runTournament({ ...options, onGame: (done) => progress.push(done) });
    const b = await runTournament(options);
    expect(progress).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(a.results.map((r) => r.gameover)).to.deep.equal(b.results.map((r) => r.gameover));
    expect(a.results.map((r) => r.seating[0])).to.deep.equal([0, 1, 0, 1, 0, 1]);
    expect(a.entries[0]!.score + a.entries[1]!.score + a.draws).to.equal(6);
    expect(a.entries[0]!.winRate).to.be.greaterThan(a.entries[1]!.winRate);
    expect(a.entries[0]!.decisions).to.be.greaterThan(0);
    expect(formatReport(a))
      .to.match(/#1 fair:100it/)
      .and.match(/95% CI/);
    expect(progressLine(3, 6, 3000, a)).to.match(/^\[#{12}\.{12}\] 3\/6 games {2}3s left/);
  });

  it('plays simultaneous stages through the real reducer (stock MCTS, fair and random bots)', async () => {
    const report = await runTournament({
      module: secretBid,
      entries: [parseSeat('mcts:30'), parseSeat('fair:50it')],
      games: 4,
      seed: 's',
      clock: () => 0,
    });
    expect(report.unfinished).to.equal(0);
    expect(report.meanLength).to.equal(6);
  });
});
