import type { GameModule } from '@skald/core';
import { expect } from 'chai';
import { checkCoreAgreement, ticTacToe } from '../src/index.js';
import { secretBid } from './fixtures/secret-bid.js';
import { teamDice } from './fixtures/team-dice.js';
import { trickDuel } from './fixtures/trick-duel.js';

describe('bots: rules core agrees with the reducer', function () {
  this.timeout(120_000);
  for (const module of [ticTacToe, trickDuel, secretBid, teamDice]) {
    it(`${module.descriptor.id}: 100 seeded games each way`, () => {
      const report = checkCoreAgreement(module, { games: 100 });
      expect(report.failures).to.deep.equal([]);
      expect(report.games).to.equal(100);
      expect(report.coreMoves).to.be.greaterThan(100);
    });
  }

  it('catches a core that draws chance differently from the reducer', () => {
    const drifting: GameModule = {
      ...teamDice,
      core: {
        ...teamDice.core!,
        apply: (s, p, m, rng) => {
          rng(); // one extra draw the reducer does not make
          return teamDice.core!.apply(s, p, m, rng);
        },
      },
    };
    expect(checkCoreAgreement(drifting, { games: 5 }).failures).to.not.deep.equal([]);
  });

  it('catches a core whose legal moves differ from enumerate', () => {
    const narrow: GameModule = {
      ...trickDuel,
      core: { ...trickDuel.core!, legalMoves: (s, p) => trickDuel.core!.legalMoves(s, p).slice(1) },
    };
    const report = checkCoreAgreement(narrow, { games: 3 });
    expect(report.failures.some((f) => f.includes('legal moves'))).to.equal(true);
  });
});
