import { expect } from 'chai';
import { checkConformance, gameoverProblem, ReducerMatch } from '../src/index.js';
import { torchRun } from './fixtures/torch-run.js';

const failures = (report: ReturnType<typeof checkConformance>) => JSON.stringify(report.failures, null, 1);

describe('co-op and solo: the conformance suite', () => {
  for (const numPlayers of [1, 2, 3]) {
    it(`passes the co-op fixture with ${numPlayers} player${numPlayers > 1 ? 's' : ''}`, () => {
      const report = checkConformance(torchRun, { numPlayers }, { games: 20 });
      expect(report.failures, failures(report)).to.deep.equal([]);
      expect(report.playouts).to.equal(20);
    });
  }

  it('passes the co-op fixture started from a campaign save', () => {
    const save = { campaign: 'torch-run', version: 2, scenario: 'pass', carry: { torches: 4 } };
    const report = checkConformance(
      torchRun,
      { numPlayers: 2, setupData: { campaign: save } },
      { games: 10 },
    );
    expect(report.failures, failures(report)).to.deep.equal([]);
  });

  it('describes every legal move readably (GameModule.describeMove)', () => {
    const m = new ReducerMatch(torchRun, 'describe', 2, undefined);
    const texts = m.enumerate('0').map((move) => torchRun.describeMove!(m.G, move, '0'));
    expect(texts).to.deep.equal([
      'Seat 0 advances carefully (1 step, burns a torch)',
      'Seat 0 advances boldly (2 steps, d6: 1–2 burns a torch)',
      'Seat 0 rests and lights a torch (danger 1/3)',
    ]);
  });

  it('accepts exactly the two team gameovers for a solo co-op match', () => {
    expect(gameoverProblem({ winners: ['0'], score: 1 }, ['0'], true)).to.equal(null);
    expect(gameoverProblem({ winners: [], score: 0 }, ['0'], true)).to.equal(null);
    expect(gameoverProblem({ winner: '0' }, ['0'], true)).to.not.equal(null);
    expect(gameoverProblem({ winners: ['0'], score: 0 }, ['0'], true)).to.not.equal(null);
  });
});
