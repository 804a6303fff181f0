import { expect } from 'chai';
import { applyMove } from '../src/rules/table.js';
import { dice, makeState, play } from './helpers.js';

describe('valheim exchanging equipment (lines 227–229)', () => {
  it('one exchange action covers any number of transfers with players on your space', () => {
    let s = makeState({
      players: 2,
      player: [
        { space: 'N0', equipment: ['club', 'torch'], fire: ['club'], meads: ['healthMead'] },
        { space: 'N0' },
      ],
      patch: (x) => (x.events = ['e1-quiet']),
    });
    s = play(s, 0, 'give', ['club', 1]);
    expect(s.actionsLeft).to.equal(2);
    s = play(s, 0, 'give', ['healthMead', 1]);
    s = play(s, 0, 'take', ['club', 1]);
    expect(s.actionsLeft).to.equal(2);
    expect(s.players[0]).to.deep.include({ equipment: ['torch', 'club'], fire: ['club'], meads: [] });
    expect(s.players[1]?.meads).to.deep.equal(['healthMead']);
    // Another action closes the exchange: the next transfer costs an action again.
    s = play(s, 0, 'collect', [], dice(0));
    s = play(s, 0, 'give', ['torch', 1]);
    // That was the third action: the turn has passed to seat 1.
    expect(s.turn).to.equal(1);
    expect(s.players[1]?.equipment).to.deep.equal(['torch']);
  });

  it('no exchange with a player elsewhere, nor beyond 3 cards', () => {
    const apart = makeState({ players: 2, player: [{ space: 'N0', equipment: ['club'] }, { space: 'N1' }] });
    expect(applyMove(apart, 0, 'give', ['club', 1], dice())).to.equal(null);
    const full = makeState({
      players: 2,
      player: [
        { space: 'N0', equipment: ['club'] },
        { space: 'N0', equipment: ['torch', 'woodShield', 'leatherHelmet'] },
      ],
    });
    expect(applyMove(full, 0, 'give', ['club', 1], dice())).to.equal(null);
  });

  it('cards dropped at the house (an action) can be picked up there by anyone for free', () => {
    let s = makeState({ players: 2, player: [{ equipment: ['club'] }] });
    s = play(s, 0, 'give', ['club', 'house']);
    expect(s.house.items).to.deep.equal(['club']);
    s = play(s, 0, 'pass', []);
    s = play(s, 1, 'take', ['club', 'house']);
    expect(s.players[1]?.equipment).to.deep.equal(['club']);
    expect(s.actionsLeft).to.equal(3);
  });
});
