import { expect } from 'chai';
import { legalMoves } from '../src/rules/apply.js';
import { applyMove } from '../src/rules/table.js';
import type { ValheimState } from '../src/state.js';
import { creature, D, dice, K, makeState, play, R, Y } from './helpers.js';

/** A fight at N1 (a revealed Meadows space) between the given players and creatures. */
function fightAt(
  creatures: ValheimState['creatures'],
  players: Partial<ValheimState['players'][number]>[] = [{}],
) {
  return makeState({
    players: players.length,
    player: players.map((p) => ({ space: 'N1', ...p })),
    patch: (s) => {
      s.creatures = creatures;
      s.events = ['e1-quiet', 'e1-stir-a'];
      s.combat = { space: 'N1', seats: players.map((_, i) => i), roller: 0, offers: [], asked: true };
    },
  });
}

const greyling = (id = 1, damage = 0) => creature('greyling', 'N1', id, damage);

describe('valheim combat (lines 308–393)', () => {
  it('unarmed: 1 yellow die whose critical counts as a single hit (line 381)', () => {
    const s = play(fightAt([greyling()]), 0, 'fight', ['unarmed', 1], dice(Y.crit, K.blank));
    expect(s.creatures[0]?.damage).to.equal(1);
  });

  it('an attack bonus needs at least one hit (line 337)', () => {
    const base = fightAt([greyling()], [{ equipment: ['flintSpear'] }]);
    expect(play(base, 0, 'fight', ['flintSpear', 1], dice(Y.blank, K.blank)).creatures[0]?.damage).to.equal(
      0,
    );
    const won = play(base, 0, 'fight', ['flintSpear', 1], dice(Y.hit, K.blank));
    expect(won.creatures).to.deep.equal([]);
    expect(won.stash.resin).to.equal(1);
    expect(won.combat).to.equal(null);
  });

  it('a critical block cancels 2 damage (ruling R8), a block 1', () => {
    const base = fightAt([greyling()], [{ equipment: ['leatherHelmet'] }]);
    expect(
      play(base, 0, 'fight', ['unarmed', 1], dice(Y.blank, D.critBlock, K.crit)).players[0]?.health,
    ).to.equal(7);
    expect(
      play(base, 0, 'fight', ['unarmed', 1], dice(Y.blank, D.block, K.crit)).players[0]?.health,
    ).to.equal(6);
  });

  it('outnumbered: 1 extra damage when the creatures roll a hit (line 379), not on a blank', () => {
    const base = fightAt([greyling(1), greyling(2)]);
    expect(play(base, 0, 'fight', ['unarmed', 1], dice(Y.blank, K.hit)).players[0]?.health).to.equal(5);
    expect(play(base, 0, 'fight', ['unarmed', 1], dice(Y.blank, K.blank)).players[0]?.health).to.equal(7);
  });

  it('only the strongest creature rolls: a Skeleton beside a Greyling rolls its 2 dice (line 383)', () => {
    const s = play(
      fightAt([greyling(1), creature('skeleton', 'N1', 2)]),
      0,
      'fight',
      ['unarmed', 1],
      dice(Y.blank, K.hit, K.hit),
    );
    expect(s.players[0]?.health).to.equal(7 - 2 - 1);
  });

  it('the Skeleton’s special blocks one attack point (line 691)', () => {
    const base = fightAt([creature('skeleton', 'N1', 2)], [{ equipment: ['bronzeSword'] }]);
    expect(
      play(base, 0, 'fight', ['bronzeSword', 2], dice(R.crit, K.special, K.blank)).creatures[0]?.damage,
    ).to.equal(1);
    expect(
      play(base, 0, 'fight', ['bronzeSword', 2], dice(R.crit, K.blank, K.blank)).creatures[0]?.damage,
    ).to.equal(2);
  });

  it('poison: 1 damage at the end of each of your rounds, even the one it lands; gone after the fight (392)', () => {
    let s = fightAt([creature('draugr', 'N1', 3)]);
    s = play(s, 0, 'fight', ['unarmed', 3], dice(Y.blank, K.special, K.blank));
    expect(s.players[0]).to.include({ health: 6, poisoned: true });
    s = play(s, 0, 'fight', ['unarmed', 3], dice(Y.blank, K.blank, K.blank));
    expect(s.players[0]?.health).to.equal(5);
  });

  it('frozen: 1 stamina at the end of each round; with none left, health instead (lines 390, 430)', () => {
    let s = fightAt([creature('fenring', 'N1', 4)], [{ stamina: 1 }]);
    s = play(s, 0, 'fight', ['unarmed', 4], dice(Y.blank, K.special, K.blank, K.blank));
    expect(s.players[0]).to.include({ stamina: 0, health: 7, frozen: true });
    s = play(s, 0, 'fight', ['unarmed', 4], dice(Y.blank, K.blank, K.blank, K.blank));
    expect(s.players[0]).to.include({ stamina: 0, health: 6 });
  });

  it('fire adds 1 with a hit, but not against the fire-resistant Draugr (lines 251, 693)', () => {
    const torch = [{ equipment: ['torch'] }];
    expect(
      play(
        fightAt([creature('draugr', 'N1', 3)], torch),
        0,
        'fight',
        ['torch', 3],
        dice(Y.hit, K.blank, K.blank),
      ).creatures[0]?.damage,
    ).to.equal(1);
    expect(
      play(fightAt([creature('greydwarf', 'N1', 3)], torch), 0, 'fight', ['torch', 3], dice(Y.hit, K.blank))
        .creatures[0]?.damage,
    ).to.equal(2);
  });

  it('a two-handed weapon leaves the shield unused (line 361)', () => {
    // With a shield counted, a defense die would be rolled and the script would shift.
    const s = play(
      fightAt([greyling()], [{ equipment: ['crudeBow', 'woodShield'] }]),
      0,
      'fight',
      ['crudeBow', 1],
      dice(Y.blank, K.hit),
    );
    expect(s.players[0]?.health).to.equal(6);
  });

  it('dice left over after the target dies go to the next creature; a critical is never split (line 387)', () => {
    const s = play(
      fightAt([greyling(1, 1), greyling(2)], [{ equipment: ['ironMace'] }]),
      0,
      'fight',
      ['ironMace', 1],
      dice(Y.hit, R.crit, K.blank),
    );
    // The crit (2) kills greyling 1 (1 health left); the yellow hit wounds greyling 2.
    expect(s.creatures.map((c) => [c.id, c.damage])).to.deep.equal([[2, 1]]);
  });

  it('with two players the dice pass clockwise each round (line 375)', () => {
    let s = fightAt([creature('greydwarf', 'N1', 5)], [{}, {}]);
    s = play(s, 0, 'fight', ['unarmed', 5], dice(Y.blank, K.blank));
    expect(s.combat?.roller).to.equal(1);
    expect(applyMove(s, 0, 'fight', ['unarmed', 5], dice(Y.blank, K.blank))).to.equal(null);
    s = play(s, 1, 'fight', ['unarmed', 5], dice(Y.blank, K.blank));
    expect(s.combat?.roller).to.equal(0);
  });

  it('an area bomb rolls 2 yellow dice against every creature and no damage dice (lines 403–405)', () => {
    const s = play(
      fightAt([greyling(1), greyling(2)], [{ bombs: ['areaBomb'] }]),
      0,
      'bomb',
      ['areaBomb', 1],
      dice(Y.hit, Y.hit),
    );
    expect(s.creatures).to.deep.equal([]);
    expect(s.players[0]).to.include({ health: 7 });
    expect(s.players[0]?.bombs).to.deep.equal([]);
  });

  it('a knock-out: to the house, stamina 0, tombstone with a random card; the turn ends (lines 415–421)', () => {
    const s = play(
      fightAt([greyling()], [{ health: 1, equipment: ['club'] }]),
      0,
      'fight',
      ['club', 1],
      dice(Y.blank, K.hit, 0),
    );
    expect(s.players[0]).to.include({ space: 'H', stamina: 0, health: 1, knockedOut: false });
    expect(s.players[0]?.tombstone).to.deep.equal({ space: 'N1', card: 'club' });
    expect(s.players[0]?.equipment).to.deep.equal([]);
    // Solo: the event was drawn and the next turn (the same seat) began with the revival (+1 health).
    expect(s.events).to.deep.equal(['e1-stir-a']);
    expect(s.actionsLeft).to.equal(3);
  });

  it('picking up from a tombstone returns the card and the tombstone (line 304)', () => {
    const s0 = makeState({
      players: 2,
      player: [{ space: 'N0' }, { tombstone: { space: 'N0', card: 'club' } }],
    });
    const s = play(s0, 0, 'pickUp', [1]);
    expect(s.players[0]?.equipment).to.deep.equal(['club']);
    expect(s.players[1]?.tombstone).to.equal(null);
  });

  it('in a fight only fight, bomb and mead moves are offered, for the roller alone', () => {
    const s = fightAt([greyling()], [{ meads: ['healthMead'] }]);
    expect(legalMoves(s, 0).map((m) => m.move)).to.have.members(['fight', 'mead']);
  });
});
