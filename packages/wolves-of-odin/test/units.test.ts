import { expect } from 'chai';
import { lineStrength } from '../src/index.js';
import { act, canDo, handOf, lineOf, makeState, pendingKind } from './helpers.js';

describe('wolves-of-odin People units', () => {
  it('a unit goes to either end of any line, never between; the turn then passes clockwise', () => {
    const s = makeState({ players: [{ hand: ['thrall', 'bond'] }, { line: ['archer', 'hirdman'] }, {}] });
    expect(canDo(s, 0, 'place', 'thrall', 1, 'left')).to.equal(true);
    const left = act(s, 0, 'place', 'thrall', 1, 'left');
    expect(lineOf(left, 1)).to.deep.equal(['thrall', 'archer', 'hirdman']);
    expect(left.flow.current).to.equal(1);
    const right = act(s, 0, 'place', 'bond', 1, 'right');
    expect(lineOf(right, 1)).to.deep.equal(['archer', 'hirdman', 'bond']);
    // An empty line offers one position.
    expect(canDo(s, 0, 'place', 'thrall', 2, 'left')).to.equal(false);
    expect(canDo(s, 0, 'place', 'thrall', 2, 'right')).to.equal(true);
  });

  it('Archer next to another Archer: the line owner destroys any unit in any line', () => {
    const s = makeState({
      players: [{ hand: ['archer'] }, { line: ['archer', 'bond'] }, { line: ['konung', 'priest'] }],
    });
    const placed = act(s, 0, 'place', 'archer', 1, 'left');
    expect(pendingKind(placed)).to.equal('archer');
    expect(placed.flow.pending[0]).to.include({ seat: 1 }); // the line's owner chooses, not the player
    expect(canDo(placed, 0, 'target', 2, 0)).to.equal(false);
    const done = act(placed, 1, 'target', 2, 0);
    expect(lineOf(done, 2)).to.deep.equal(['priest']);
    expect(done.flow.current).to.equal(1);
  });

  it('Archer not touching another Archer, or placed at the far end, does nothing', () => {
    const s = makeState({ players: [{ hand: ['archer'] }, { line: ['archer', 'bond'] }, {}] });
    const placed = act(s, 0, 'place', 'archer', 1, 'right');
    expect(placed.flow.pending).to.deep.equal([]);
    expect(lineStrength(placed, 1)).to.equal(1 + 3 + 1);
  });

  it('Assassin destroys a unit in that line; a victim of strength ≤ 4 draws its player a card', () => {
    const s = makeState({
      players: [{ hand: ['assassin'] }, { line: ['hirdman', 'priest'] }, {}],
      deck: ['plague'],
    });
    const placed = act(s, 0, 'place', 'assassin', 1, 'right');
    expect(placed.flow.pending[0]).to.include({ kind: 'assassin', seat: 0 });
    const weak = act(placed, 0, 'target', 1, 0);
    expect(lineOf(weak, 1)).to.deep.equal(['priest', 'assassin']);
    expect(handOf(weak, 0)).to.deep.equal(['plague']);
    const strong = act(placed, 0, 'target', 1, 1);
    expect(lineOf(strong, 1)).to.deep.equal(['hirdman', 'assassin']);
    expect(handOf(strong, 0)).to.deep.equal([]);
  });

  it('Raider takes any other unit of that line into its player’s hand (known to all)', () => {
    const s = makeState({ players: [{ hand: ['raider'] }, { line: ['konung', 'bond'] }, {}] });
    const placed = act(s, 0, 'place', 'raider', 1, 'left');
    const raider = placed.players[1]!.line[0]!;
    expect(canDo(placed, 0, 'target', 1, 0)).to.equal(false); // not the Raider itself
    const done = act(placed, 0, 'target', 1, 1);
    expect(lineOf(done, 1)).to.deep.equal(['raider', 'bond']);
    expect(handOf(done, 0)).to.deep.equal(['konung']);
    expect(done.players[0]!.known).to.have.length(1);
    expect(done.players[1]!.line[0]).to.equal(raider);
  });

  it('Traitor moves the weakest Teiwaz unit of that line into its player’s line', () => {
    const s = makeState({
      players: [{ hand: ['traitor'], line: ['bond'] }, { line: ['priest', 'berserker', 'hirdman'] }, {}],
    });
    const done = act(s, 0, 'place', 'traitor', 1, 'right');
    expect(lineOf(done, 1)).to.deep.equal(['priest', 'berserker', 'traitor']);
    expect(lineOf(done, 0)).to.deep.equal(['bond', 'hirdman']);
  });

  it('Traitor: a unique card that may not join the new line is discarded', () => {
    const s = makeState({
      players: [{ hand: ['traitor'], line: ['konung'] }, { line: ['konung', 'priest'] }, {}],
    });
    const done = act(s, 0, 'place', 'traitor', 1, 'right');
    expect(lineOf(done, 1)).to.deep.equal(['priest', 'traitor']);
    expect(lineOf(done, 0)).to.deep.equal(['konung']);
    expect(done.discard.length).to.equal(1);
  });

  it('Huscarl: the line owner may discard it to cancel a Traitor (taken) or let it happen (declined)', () => {
    const s = makeState({
      players: [{ hand: ['traitor'] }, { line: ['huscarl', 'hirdman'], passed: true }, {}],
    });
    const placed = act(s, 0, 'place', 'traitor', 1, 'right');
    expect(placed.flow.pending[0]).to.deep.include({ kind: 'react', waiting: [1] });
    expect(canDo(placed, 1, 'react', 'shieldWall')).to.equal(false);
    const taken = act(placed, 1, 'react', 'huscarl');
    expect(lineOf(taken, 1)).to.deep.equal(['hirdman', 'traitor']);
    expect(lineOf(taken, 0)).to.deep.equal([]);
    const declined = act(placed, 1, 'react', 'decline');
    expect(lineOf(declined, 1)).to.deep.equal(['hirdman', 'traitor']);
    expect(lineOf(declined, 0)).to.deep.equal(['huscarl']);
  });

  it('Huscarl cancels an Assassin or a Raider placed in its line (even after passing)', () => {
    const s = makeState({
      players: [{ hand: ['assassin', 'raider'] }, { line: ['huscarl', 'priest'], passed: true }, {}],
    });
    const a = act(act(s, 0, 'place', 'assassin', 1, 'right'), 0, 'target', 1, 1);
    expect(canDo(a, 1, 'react', 'huscarl')).to.equal(true);
    expect(lineOf(act(a, 1, 'react', 'huscarl'), 1)).to.deep.equal(['priest', 'assassin']);
    const r = act(act(s, 0, 'place', 'raider', 1, 'right'), 0, 'target', 1, 1);
    expect(lineOf(act(r, 1, 'react', 'huscarl'), 1)).to.deep.equal(['priest', 'raider']);
  });

  it('no reaction window opens for a player who cannot react', () => {
    const s = makeState({ players: [{ hand: ['traitor'] }, { line: ['hirdman'], hand: ['bond'] }, {}] });
    const done = act(s, 0, 'place', 'traitor', 1, 'right');
    expect(done.flow.pending).to.deep.equal([]);
    expect(lineOf(done, 0)).to.deep.equal(['hirdman']);
  });

  it('sacrifice moves a unit from your line; the line closes up; a Berserker pays 2', () => {
    const s = makeState({
      players: [{ line: ['bond', 'berserker', 'archer'] }, {}, {}],
      hall: ['tyr', 'odin', 'hel'],
    });
    const done = act(s, 0, 'sacrifice', 1);
    expect(lineOf(done, 0)).to.deep.equal(['bond', 'archer']);
    // Still the same turn: the Berserker alone pays the 2 sacrifices a first Deity costs.
    expect(canDo(done, 0, 'summon', 'tyr', ['berserker'])).to.equal(true);
    expect(act(done, 0, 'summon', 'tyr', ['berserker']).players[0]!.deities).to.deep.equal(['tyr']);
  });

  it('Thrall: when another unit is sacrificed, the Thrall may follow it', () => {
    const s = makeState({ players: [{ line: ['thrall', 'hirdman'] }, {}, {}] });
    const sac = act(s, 0, 'sacrifice', 1);
    expect(pendingKind(sac)).to.equal('thrall');
    const both = act(sac, 0, 'thrall', 0);
    expect(both.players[0]!.sacrifices).to.have.length(2);
    expect(lineOf(both, 0)).to.deep.equal([]);
    const one = act(sac, 0, 'decline');
    expect(lineOf(one, 0)).to.deep.equal(['thrall']);
    // Sacrificing the Thrall itself offers nothing more.
    expect(act(s, 0, 'sacrifice', 0).flow.pending).to.deep.equal([]);
  });

  it('a unit keeps its position: units only shift to close a gap', () => {
    const s = makeState({
      players: [{ hand: ['assassin'] }, { line: ['bond', 'hirdman', 'hirdman', 'archer'] }, {}],
    });
    const done = act(act(s, 0, 'place', 'assassin', 1, 'left'), 0, 'target', 1, 2);
    expect(lineOf(done, 1)).to.deep.equal(['assassin', 'bond', 'hirdman', 'archer']);
  });
});
