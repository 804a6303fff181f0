import { expect } from 'chai';
import { act, canDo, handOf, lineOf, makeState, pendingKind } from './helpers.js';

describe('wolves-of-odin maneuvers', () => {
  it('Plague discards every unit with the named current strength, in every line (the Archer note)', () => {
    const s = makeState({
      players: [
        { hand: ['plague'], line: ['archer', 'bond'] },
        { line: ['raider', 'hirdman', 'hirdman'] },
        { line: ['bond'] },
      ],
    });
    // Bond in line 0 has strength 2 (Archer + itself); Hirdmen side by side are 7, never 3.
    expect(canDo(s, 0, 'plague', 3)).to.equal(false);
    const done = act(s, 0, 'plague', 1);
    expect(lineOf(done, 0)).to.deep.equal(['bond']); // the Bond became 1 only afterwards
    expect(lineOf(done, 1)).to.deep.equal(['hirdman', 'hirdman']);
    expect(lineOf(done, 2)).to.deep.equal([]);
    expect(done.discard).to.have.length(4); // Plague, Archer, Raider, Bond
  });

  it('Shield Wall cancels an effect on its owner’s line out of turn (taken), or not (declined)', () => {
    const s = makeState({
      players: [
        { hand: ['plague'], line: ['archer'] },
        { hand: ['shieldWall'], line: ['archer'] },
        { line: ['archer'] },
      ],
    });
    const played = act(s, 0, 'plague', 1);
    expect(played.flow.pending[0]).to.deep.include({ kind: 'react', waiting: [1] });
    expect(played.flow.current).to.equal(0);
    const taken = act(played, 1, 'react', 'shieldWall');
    expect(lineOf(taken, 1)).to.deep.equal(['archer']);
    expect([lineOf(taken, 0), lineOf(taken, 2)]).to.deep.equal([[], []]);
    expect(handOf(taken, 1)).to.deep.equal([]);
    expect(taken.flow.current).to.equal(1);
    const declined = act(played, 1, 'react', 'decline');
    expect(lineOf(declined, 1)).to.deep.equal([]);
    expect(handOf(declined, 1)).to.deep.equal(['shieldWall']);
  });

  it('a reaction window holds every affected owner who can react, each answering independently', () => {
    const s = makeState({
      players: [
        { hand: ['plague'], line: ['archer'] },
        { hand: ['shieldWall'], line: ['archer'] },
        { hand: ['shieldWall'], line: ['archer'] },
      ],
    });
    const played = act(s, 0, 'plague', 1);
    expect(played.flow.pending[0]).to.deep.include({ waiting: [1, 2] });
    const one = act(played, 2, 'react', 'shieldWall');
    expect(one.flow.pending[0]).to.deep.include({ waiting: [1] });
    const both = act(one, 1, 'react', 'decline');
    expect([lineOf(both, 0), lineOf(both, 1), lineOf(both, 2)]).to.deep.equal([[], [], ['archer']]);
  });

  it('Shield Wall is not played after passing', () => {
    const s = makeState({
      players: [{ hand: ['plague'] }, { hand: ['shieldWall'], line: ['archer'], passed: true }, {}],
    });
    const played = act(s, 0, 'plague', 1);
    expect(played.flow.pending).to.deep.equal([]);
    expect(lineOf(played, 1)).to.deep.equal([]);
  });

  it('Outflank (discard): discard any number of cards, then draw one more than discarded', () => {
    const s = makeState({
      players: [{ hand: ['outflank', 'thrall', 'thrall', 'bond'] }, {}, {}],
      deck: ['konung', 'priest', 'hirdman', 'archer'],
    });
    let t = act(s, 0, 'outflank', 'discard');
    expect(pendingKind(t)).to.equal('outflankDiscard');
    t = act(t, 0, 'pick', 'thrall');
    t = act(t, 0, 'pick', 'thrall');
    t = act(t, 0, 'done');
    expect(handOf(t, 0)).to.deep.equal(['bond', 'hirdman', 'konung', 'priest']);
  });

  it('Outflank (return): one to three units from your line back to your hand', () => {
    const s = makeState({
      players: [{ hand: ['outflank'], line: ['bond', 'archer', 'hirdman', 'konung'] }, {}, {}],
    });
    let t = act(s, 0, 'outflank', 'return');
    expect(canDo(t, 0, 'done')).to.equal(false);
    t = act(t, 0, 'target', 0, 3);
    t = act(t, 0, 'target', 0, 0);
    t = act(t, 0, 'target', 0, 0);
    expect(t.flow.pending).to.deep.equal([]); // three is the limit
    expect(lineOf(t, 0)).to.deep.equal(['hirdman']);
    expect(handOf(t, 0)).to.deep.equal(['archer', 'bond', 'konung']);
    const one = act(act(s, 0, 'outflank', 'return'), 0, 'target', 0, 1);
    expect(lineOf(act(one, 0, 'done'), 0)).to.deep.equal(['bond', 'hirdman', 'konung']);
  });

  it('Freyja’s owner may take a maneuver another player played', () => {
    const s = makeState({ players: [{ hand: ['plague'], line: ['archer'] }, { deities: ['freyja'] }, {}] });
    const played = act(s, 0, 'plague', 1);
    expect(played.flow.pending[0]).to.include({ kind: 'freyja', seat: 1 });
    expect(handOf(act(played, 1, 'accept'), 1)).to.deep.equal(['plague']);
    expect(handOf(act(played, 1, 'decline'), 1)).to.deep.equal([]);
  });
});
