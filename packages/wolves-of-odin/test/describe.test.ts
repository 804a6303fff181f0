import { int, rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { applyMove, describeMove, gameModule, legalMoves, newGame } from '../src/index.js';
import { act, makeState } from './helpers.js';

describe('wolves-of-odin describeMove', () => {
  it('reads a move aloud with the table’s names', () => {
    const s = makeState({
      players: [{ sacrifices: ['huscarl', 'priest'] }, { line: ['archer', 'konung'] }, {}],
      hall: ['odin', 'tyr', 'hel'],
    });
    expect(describeMove(s, { move: 'summon', args: ['odin', ['huscarl', 'priest']] }, '0')).to.equal(
      'P0 summons Odin, sacrificing Huscarl + Priest',
    );
    expect(describeMove(s, { move: 'target', args: [1, 1] }, '2')).to.equal(
      "P2 targets the Konung in P1's line",
    );
    expect(gameModule.describeMove).to.equal(describeMove);
  });

  it('given the state after, tells what chance showed everyone', () => {
    const s = makeState({ players: [{ deities: ['heimdall'] }, {}, {}], deck: ['hirdman', 'bond'] });
    const heimdall = { move: 'heimdall', args: [] };
    expect(describeMove(s, heimdall, '0', act(s, 0, 'heimdall'))).to.equal(
      'P0 uses Heimdall: Hirdman joins the line',
    );
    const pass = { move: 'pass', args: [] };
    expect(describeMove(s, pass, '0', act(s, 0, 'pass'))).to.equal('P0 passes and draws 4');
  });

  it('has a sentence of its own for every move met in seeded random games', () => {
    const rng = rngFromSeed('describe');
    const seen = new Set<string>();
    for (const n of [3, 5]) {
      let s = newGame(n, rng);
      while (s.flow.gameover === null) {
        const seats = s.players.map((_, i) => i).filter((i) => legalMoves(s, i).length > 0);
        const seat = seats[int(rng, seats.length)] as number;
        for (const m of legalMoves(s, seat)) {
          const text = describeMove(s, m, String(seat));
          expect(text, m.move).to.match(new RegExp(`^P${seat} [a-z(]`));
          expect(text, m.move).not.to.include(`: ${m.move}(`); // not the fallback
          seen.add(m.move);
        }
        const legal = legalMoves(s, seat);
        const move = legal[int(rng, legal.length)]!;
        s = applyMove(s, seat, move.move, move.args ?? [], rng) ?? s;
      }
    }
    expect(seen.size).to.be.greaterThan(12);
  });
});
