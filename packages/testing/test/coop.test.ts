import { expect } from 'chai';
import { checkConformance, gameoverProblem } from '../src/index.js';
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

  it('accepts exactly the two team gameovers for a solo co-op match', () => {
    expect(gameoverProblem({ winners: ['0'], score: 1 }, ['0'], true)).to.equal(null);
    expect(gameoverProblem({ winners: [], score: 0 }, ['0'], true)).to.equal(null);
    expect(gameoverProblem({ winner: '0' }, ['0'], true)).to.not.equal(null);
    expect(gameoverProblem({ winners: ['0'], score: 0 }, ['0'], true)).to.not.equal(null);
  });
});
