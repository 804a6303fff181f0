/**
 * The move table (`rules/table.ts`, core's `defineRules`): one rule per move name the stages use, every
 * listed move accepted by its rule's check, an apply that leaves its input untouched, and junk refused
 * without a throw.
 */
import { ILLEGAL, pick, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { BATTLE_MOVES, RESPOND_MOVES, TURN_MOVES } from '../src/moves.js';
import { activeSeats, legalMoves } from '../src/rules/engine.js';
import { giantsRules } from '../src/rules/table.js';
import { setupState } from '../src/setup.js';

/** Arguments no move takes (`done`, `accept` and `refuse` take none, so none is not junk). */
const JUNK: unknown[][] = [
  [null],
  [{}],
  ['x'.repeat(1000)],
  [Number.NaN, -1],
  ['__proto__', 'constructor', 'none'],
  [1, 2, 3, 4, 5],
];

describe('assault-of-the-giants move table', () => {
  it('has one rule, with its text, for each move name the stages use, and no other', () => {
    const names = new Set<string>([...TURN_MOVES, ...BATTLE_MOVES, ...RESPOND_MOVES]);
    expect(Object.keys(giantsRules.definition.moves).sort()).to.deep.equal([...names].sort());
    for (const rule of Object.values(giantsRules.definition.moves)) {
      expect(rule.describe).to.be.a('function');
      expect(rule.client).to.equal(false);
    }
  });

  it('accepts every listed move, leaves the input untouched and refuses junk (a seeded 4-player game)', () => {
    const rng = rngFromSeed('table');
    let s = setupState(4, rng);
    for (let step = 0; !s.flow.gameover && step < 400; step++) {
      const seat = activeSeats(s)[0]!;
      const legal = legalMoves(s, seat);
      const before = JSON.stringify(s);
      for (const m of legal.slice(0, 6)) {
        expect(giantsRules.isLegal(s, seat, m), JSON.stringify(m)).to.equal(true);
        expect(giantsRules.applyMove(s, seat, m.move, m.args ?? [], rngFromSeed('probe'))).not.to.equal(null);
      }
      for (const [name, rule] of Object.entries(giantsRules.definition.moves))
        for (const args of JUNK)
          expect(rule.check(s, seat, args), `${name} ${String(args)}`).to.equal(ILLEGAL);
      // Another seat's move is never legal.
      const other = (seat + 1) % s.numPlayers;
      for (const m of legal.slice(0, 3)) expect(giantsRules.isLegal(s, other, m)).to.equal(false);
      expect(JSON.stringify(s), `step ${step}: the input is untouched`).to.equal(before);
      const move = pick(rng, legal);
      s = giantsRules.applyMove(s, seat, move.move, move.args ?? [], rng)!;
    }
  });
});
