import { expect } from 'chai';
import { lineStrength, rankLines, unitStrength } from '../src/index.js';
import { canDo, makeState } from './helpers.js';

describe('wolves-of-odin unit and line strength', () => {
  it('Bond: number of Eiwaz units in its line, itself included (rulebook: 2 Bonds + Archer + Assassin = 9)', () => {
    const s = makeState({ players: [{ line: ['bond', 'archer', 'bond', 'assassin'] }, {}, {}] });
    expect(s.players[0]!.line.map((_, i) => unitStrength(s.players[0]!.line, i))).to.deep.equal([4, 1, 4, 0]);
    expect(lineStrength(s, 0)).to.equal(9);
  });

  it('Hirdman: 3 alone, 7 next to another Hirdman', () => {
    const s = makeState({ players: [{ line: ['hirdman', 'hirdman', 'thrall', 'hirdman'] }, {}, {}] });
    expect(s.players[0]!.line.map((_, i) => unitStrength(s.players[0]!.line, i))).to.deep.equal([7, 7, 0, 3]);
  });

  it('Hövding: 2 × Teiwaz units in its line (Hövding, Hirdman, Berserker → 6)', () => {
    const s = makeState({ players: [{ line: ['hovding', 'hirdman', 'berserker', 'bond'] }, {}, {}] });
    expect(unitStrength(s.players[0]!.line, 0)).to.equal(6);
  });

  it('Konung: 10 minus the other units in its line', () => {
    const alone = makeState({ players: [{ line: ['konung'] }, {}, {}] });
    expect(lineStrength(alone, 0)).to.equal(10);
    const four = makeState({ players: [{ line: ['huscarl', 'konung', 'hirdman', 'hirdman'] }, {}, {}] });
    expect(unitStrength(four.players[0]!.line, 1)).to.equal(7);
  });

  it('Konung, Priest and Hövding are unique in a line; Priest refuses lines with a Teiwaz unit of strength ≤ 8', () => {
    const s = makeState({
      players: [
        { hand: ['konung', 'priest', 'hovding'], line: ['konung', 'hovding'] },
        { line: ['huscarl'] },
        { line: ['konung'] },
      ],
    });
    expect(canDo(s, 0, 'place', 'konung', 0, 'right')).to.equal(false);
    expect(canDo(s, 0, 'place', 'hovding', 0, 'left')).to.equal(false);
    expect(canDo(s, 0, 'place', 'konung', 1, 'right')).to.equal(true);
    // Hövding (strength 4) is a Teiwaz unit of strength ≤ 8 in line 0; Huscarl (2) in line 1.
    expect(canDo(s, 0, 'place', 'priest', 0, 'right')).to.equal(false);
    expect(canDo(s, 0, 'place', 'priest', 1, 'right')).to.equal(false);
    // Konung alone has strength 10 > 8: a Priest may join it.
    expect(canDo(s, 0, 'place', 'priest', 2, 'right')).to.equal(true);
  });

  it("reproduces the rulebook's end-of-round example: A 23, B 18, V 15 (printed 12); A wins", () => {
    const s = makeState({
      players: [
        { line: ['huscarl', 'konung', 'hirdman', 'hirdman'], deities: ['odin'], passed: true },
        { line: ['priest', 'assassin', 'thrall', 'bond', 'bond', 'bond'], passed: true },
        { line: ['berserker', 'bond', 'hirdman', 'hovding'], deities: ['fenrir'], passed: true },
      ],
    });
    expect(s.players[0]!.line.map((_, i) => unitStrength(s.players[0]!.line, i))).to.deep.equal([2, 7, 7, 7]);
    expect(s.players[1]!.line.map((_, i) => unitStrength(s.players[1]!.line, i))).to.deep.equal([
      8, 0, 0, 5, 5, 5,
    ]);
    expect(s.players[2]!.line.map((_, i) => unitStrength(s.players[2]!.line, i))).to.deep.equal([5, 1, 3, 6]);
    expect([lineStrength(s, 0), lineStrength(s, 1), lineStrength(s, 2)]).to.deep.equal([23, 18, 15]);
    expect(rankLines(s)[0]).to.equal(0);
  });

  it('Thor adds 5 to its owner; Fenrir takes 5 from every other line except Odin’s owner', () => {
    const s = makeState({
      players: [
        { line: ['archer'], deities: ['thor'] },
        { line: ['archer'], deities: ['fenrir'] },
        { line: ['archer'] },
      ],
    });
    expect([lineStrength(s, 0), lineStrength(s, 1), lineStrength(s, 2)]).to.deep.equal([1, 1, -4]);
  });
});
