import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { legalMoves } from '../src/rules/apply.js';
import type { ValheimState } from '../src/state.js';
import { creature, dice, K, makeState, play, Y } from './helpers.js';

/** Seat 0, alone, walks into a Greyling holding `meads`; the test scripts the first round's dice. */
function fightWith(health: number, meads: ValheimState['players'][number]['meads']) {
  const s = makeState({
    player: [{ space: 'N0', health, meads, rerolls: 0 }],
    patch: (x) => (x.creatures = [creature('greyling', 'N1', 1)]),
  });
  // Seat 0 misses; the Greyling hits once.
  return play(play(s, 0, 'move', ['N1']), 0, 'fight', ['unarmed', 1], dice(Y.blank, K.hit));
}

describe('valheim consumables after seeing the dice (line 396, R-consumable)', () => {
  it('a fight roll waits for the roller holding a mead: drunk before the result, it keeps you standing', () => {
    const s = fightWith(1, ['healthMead']);
    expect(s.pending?.kind).to.equal('fight');
    const moves = legalMoves(s, 0).map((m) => `${m.move} ${JSON.stringify(m.args ?? [])}`);
    expect(moves).to.include('mead ["healthMead",0]');
    expect(moves).to.include('keep []');
    const drunk = play(s, 0, 'mead', ['healthMead', 0]);
    expect(drunk.players[0]).to.include({ health: 3 });
    expect(drunk.players[0]?.meads).to.deep.equal([]);
    const after = play(drunk, 0, 'keep', []);
    expect(after.players[0]).to.include({ health: 2, knockedOut: false });
  });

  it('keeping the dice applies them as rolled', () => {
    const after = play(fightWith(1, ['healthMead']), 0, 'keep', [], rngFromSeed('keep'));
    // Knocked out: home, a tombstone where you fell (solo, your next turn has begun already).
    expect(after.players[0]?.space).to.equal('H');
    expect(after.players[0]?.tombstone?.space).to.equal('N1');
  });

  it('without a mead the roll resolves at once', () => {
    const s = fightWith(3, []);
    expect(s.pending).to.equal(null);
    expect(s.players[0]?.health).to.equal(2);
  });
});
