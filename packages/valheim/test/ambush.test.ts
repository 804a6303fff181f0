import { expect } from 'chai';
import { applyMove } from '../src/rules/table.js';
import { creature, dice, makeState, play, Y } from './helpers.js';

const archer = (equipment: string[]) =>
  makeState({
    player: [{ space: 'N0', equipment }],
    patch: (s) => (s.creatures = [creature('greydwarf', 'N1', 1), creature('greyling', 'N1', 2)]),
  });

describe('valheim ambush (lines 268–271)', () => {
  it('a ranged weapon attacks an adjacent space with attack dice only; survivors come at you', () => {
    const s = play(archer(['crudeBow']), 0, 'ambush', ['crudeBow', 2], dice(Y.crit));
    // The critical (2) kills the Greyling; the Greydwarf walks in and the fight begins.
    expect(s.creatures.map((c) => [c.kind, c.space])).to.deep.equal([['greydwarf', 'N0']]);
    expect(s.stash.resin).to.equal(1);
    expect(s.actionsLeft).to.equal(2);
    expect(s.combat?.space).to.equal('N0');
    expect(s.players[0]?.health).to.equal(7);
  });

  it('needs a ranged weapon and an adjacent creature', () => {
    expect(applyMove(archer(['club']), 0, 'ambush', ['club', 1], dice(Y.hit))).to.equal(null);
    const far = makeState({
      player: [{ space: 'H', equipment: ['crudeBow'] }],
      patch: (s) => (s.creatures = [creature('greyling', 'N1', 1)]),
    });
    expect(applyMove(far, 0, 'ambush', ['crudeBow', 1], dice(Y.hit))).to.equal(null);
  });
});
