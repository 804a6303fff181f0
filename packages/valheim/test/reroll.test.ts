import { expect } from 'chai';
import { legalMoves } from '../src/rules/apply.js';
import { applyMove } from '../src/rules/table.js';
import type { ValheimState } from '../src/state.js';
import { C, creature, D, dice, K, makeState, play, Y } from './helpers.js';

const fight = (player: Partial<ValheimState['players'][number]>) =>
  makeState({
    player: [{ space: 'N1', ...player }],
    patch: (s) => {
      s.creatures = [creature('greydwarf', 'N1', 1)];
      s.combat = { space: 'N1', seats: [0], roller: 0, offers: [], asked: true };
      s.events = ['e1-quiet'];
    },
  });

describe('valheim reroll tokens (lines 407–409, 665, 710)', () => {
  it('with a token the roll waits: only reroll or keep, and only the player’s own dice', () => {
    const s = play(
      fight({ rerolls: 1, equipment: ['leatherHelmet'] }),
      0,
      'fight',
      ['unarmed', 1],
      dice(Y.blank, D.blank, K.hit),
    );
    expect(s.pending?.dice).to.deep.equal([
      { die: 'yellow', face: Y.blank },
      { die: 'defense', face: D.blank },
    ]);
    expect(legalMoves(s, 0).map((m) => m.move)).to.deep.equal(['reroll', 'reroll', 'reroll', 'keep']);
    expect(applyMove(s, 0, 'fight', ['unarmed', 1], dice())).to.equal(null);
    // Reroll both: a hit and a block; the damage die's hit stays as rolled.
    const after = play(s, 0, 'reroll', [3], dice(Y.hit, D.block));
    expect(after.pending).to.equal(null);
    expect(after.players[0]).to.include({ rerolls: 0, health: 7 });
    expect(after.creatures[0]?.damage).to.equal(1);
  });

  it('keeping resolves the roll as it stands and keeps the token', () => {
    const s = play(
      play(fight({ rerolls: 2 }), 0, 'fight', ['unarmed', 1], dice(Y.blank, K.hit)),
      0,
      'keep',
      [],
    );
    expect(s.players[0]).to.include({ rerolls: 2, health: 6 });
  });

  it('a rerolled noisy collect makes no noise (ruling R5: only the final face counts)', () => {
    const base = makeState({
      player: [{ space: 'N0', rerolls: 1 }],
      patch: (s) => (s.creatures = [creature('greyling', 'E1', 1)]),
    });
    const s = play(play(base, 0, 'collect', [], dice(C.noisy)), 0, 'reroll', [1], dice(C.crit));
    expect(s.stash.wood).to.equal(2);
    expect(s.creatures[0]?.space).to.equal('E1');
  });

  it('the throne adds a token when you end your turn in the house, never above 2', () => {
    const s = play(
      makeState({ player: [{ rerolls: 1 }], patch: (x) => (x.furniture = ['throne']) }),
      0,
      'pass',
      [],
    );
    expect(s.players[0]?.rerolls).to.equal(2);
    expect(play(s, 0, 'pass', []).players[0]?.rerolls).to.equal(2);
  });

  it('food with a reroll benefit gives a token', () => {
    const s = play(makeState({ patch: (x) => (x.prepared = ['honey']) }), 0, 'eat', [0, 'top']);
    expect(s.players[0]?.rerolls).to.equal(1);
  });
});
