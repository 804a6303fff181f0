import { expect } from 'chai';
import { legalMoves } from '../src/rules/apply.js';
import { applyMove } from '../src/rules/table.js';
import type { ValheimState } from '../src/state.js';
import { creature, dice, K, makeState, play, Y } from './helpers.js';

/** Seat 0 walks into a Greyling at N1; the others stand where the test puts them. */
function walkIn(
  others: Partial<ValheimState['players'][number]>[],
  extra: ValheimState['creatures'] = [],
  tiles: Record<string, string> = {},
) {
  const s = makeState({
    players: 1 + others.length,
    tiles,
    player: [{ space: 'N0' }, ...others],
    patch: (x) => (x.creatures = [creature('greyling', 'N1', 1), ...extra]),
  });
  return play(s, 0, 'move', ['N1']);
}

describe('valheim assisting in combat (lines 295–301)', () => {
  it('players within movement distance are asked in clockwise order before the first roll', () => {
    const s = walkIn([{ space: 'H' }, { space: 'S1' }, { space: 'N2' }]);
    // H→N0→N1 is 2; N2 is next door; S1 is too far.
    expect(s.combat?.offers).to.deep.equal([1, 3]);
    expect(legalMoves(s, 1).map((m) => m.move)).to.deep.equal(['assist', 'decline']);
    expect(applyMove(s, 0, 'fight', ['unarmed', 1], dice())).to.equal(null);
  });

  it('assisting costs 1 stamina, moves you in and adds you to the rolling order', () => {
    let s = walkIn([{ space: 'H' }, { space: 'N2' }]);
    s = play(s, 1, 'assist', []);
    s = play(s, 2, 'decline', []);
    expect(s.players[1]).to.include({ space: 'N1', stamina: 3 });
    expect(s.players[2]?.space).to.equal('N2');
    expect(s.combat?.seats).to.deep.equal([0, 1]);
    expect(s.combat?.offers).to.deep.equal([]);
  });

  it('no offer without stamina, or when creatures block every path', () => {
    expect(walkIn([{ space: 'H', stamina: 0 }]).combat?.offers).to.deep.equal([]);
    // From E1 the only ways to N1 within 2 run through N2 or N0 (via N2): a creature on N2 blocks.
    expect(walkIn([{ space: 'E1' }], [creature('greydwarf', 'N2', 2)]).combat?.offers).to.deep.equal([]);
    expect(walkIn([{ space: 'E1' }]).combat?.offers).to.deep.equal([1]);
  });

  it('a player may join in the middle of the fight: asked again before every round (line 301, R-assist)', () => {
    let s = walkIn([{ space: 'H' }]);
    s = play(s, 1, 'decline', []);
    // Round 1: seat 0 misses, the Greyling misses; it still stands.
    s = play(s, 0, 'fight', ['unarmed', 1], dice(Y.blank, K.blank));
    expect(s.combat?.offers).to.deep.equal([1]);
    expect(legalMoves(s, 1).map((m) => m.move)).to.deep.equal(['assist', 'decline']);
    s = play(s, 1, 'assist', []);
    expect(s.players[1]).to.include({ space: 'N1', stamina: 3 });
    expect(s.combat?.seats).to.deep.equal([0, 1]);
    // The dice had passed to seat 0 already: seat 0 rolls next, then the helper.
    expect(s.combat?.seats[s.combat.roller]).to.equal(0);
    s = play(s, 0, 'fight', ['unarmed', 1], dice(Y.blank, K.blank));
    expect(s.combat?.seats[s.combat.roller]).to.equal(1);
  });

  it('a latecomer takes their clockwise place; the player due to roll still rolls next', () => {
    let s = walkIn([{ space: 'H' }, { space: 'N2' }]);
    s = play(s, 1, 'decline', []);
    s = play(s, 2, 'assist', []);
    s = play(s, 0, 'fight', ['unarmed', 1], dice(Y.blank, K.blank));
    // The dice passed to seat 2; seat 1 joins now, between seats 0 and 2.
    expect(s.combat?.seats[s.combat.roller]).to.equal(2);
    s = play(s, 1, 'assist', []);
    expect(s.combat?.seats).to.deep.equal([0, 1, 2]);
    expect(s.combat?.seats[s.combat.roller]).to.equal(2);
  });

  it('a declined offer is not repeated while no round has been rolled', () => {
    const s = play(walkIn([{ space: 'H' }]), 1, 'decline', []);
    expect(s.combat?.offers).to.deep.equal([]);
    expect(legalMoves(s, 0).some((m) => m.move === 'fight')).to.equal(true);
  });

  it('a cold space on the way costs its stamina on top of the assist (line 300, R-assist-way)', () => {
    // N0 of mountains-1 is cold: H→N0→N1 costs the assist's stamina and N0's.
    const cold = { N: 'mountains-1' };
    const s = play(walkIn([{ space: 'H', stamina: 4 }], [], cold), 1, 'assist', []);
    expect(s.players[1]).to.include({ space: 'N1', stamina: 2 });
    // With 1 stamina you cannot pay both: no offer.
    expect(walkIn([{ space: 'H', stamina: 1 }], [], cold).combat?.offers).to.deep.equal([]);
  });

  it('a mire on the way takes 1 extra movement: the fight is out of reach (line 300, R-assist-way)', () => {
    // N0 of swamps-1 is a mire: H→N0→N1 takes 3 of the 2 movement.
    expect(walkIn([{ space: 'H' }], [], { N: 'swamps-1' }).combat?.offers).to.deep.equal([]);
    expect(walkIn([{ space: 'H' }]).combat?.offers).to.deep.equal([1]);
  });
});
