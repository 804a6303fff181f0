import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { actor, legalMoves } from '../src/rules/apply.js';
import { applyMove } from '../src/rules/table.js';
import type { ValheimState } from '../src/state.js';
import { creature, dice, makeState, play } from './helpers.js';

type P = Partial<ValheimState['players'][number]>;

/** Seat 0 ends its turn; a gifted item lies on the deck, so the event step is known. */
function endTurnOf0(players: P[], faceDown: string[] = []): ValheimState {
  const s = makeState({
    players: players.length,
    player: players,
    faceDown,
    patch: (x) => {
      x.gifts = ['staminaMead', 'staminaMead'];
    },
  });
  return play(s, 0, 'pass', []);
}

describe('valheim power of Odin out of turn (line 156, ruling R-odin)', () => {
  it('at the start of another’s turn the others are asked: heal that player, then let the moment pass', () => {
    let s = endTurnOf0([{ odin: 'odin-heal' }, { health: 2 }]);
    expect([s.turn, actor(s)]).to.deep.equal([1, 0]);
    expect(s.odinAsk).to.deep.equal([0]);
    // The player whose turn it is waits.
    expect(applyMove(s, 1, 'move', ['N0'], dice())).to.equal(null);
    expect(legalMoves(s, 0).map((m) => [m.move, ...(m.args ?? [])])).to.deep.equal([
      ['odin', 1, null],
      ['odinPass'],
    ]);
    s = play(s, 0, 'odin', [1, null]);
    expect(s.players[1]?.health).to.equal(4);
    expect(s.players[0]?.stamina).to.equal(2);
    // Still asked while a use is open (stamina 2 pays another heal).
    expect(actor(s)).to.equal(0);
    s = play(s, 0, 'odinPass', []);
    expect([actor(s), s.actionsLeft]).to.deep.equal([1, 3]);
    expect(play(s, 1, 'move', ['N0']).players[1]?.space).to.equal('N0');
  });

  it('seats with nothing to use are not asked: too little stamina, nobody to heal, own-turn or roll skills', () => {
    for (const p0 of [
      { odin: 'odin-heal', stamina: 1 },
      { odin: 'odin-haste' },
      { odin: 'odin-shield' },
      { odin: 'odin-strike' },
    ]) {
      const s = endTurnOf0([p0, { health: 2 }]);
      expect([s.turn, actor(s), s.odinAsk.length], p0.odin).to.deep.equal([1, 1, 0]);
    }
    expect(actor(endTurnOf0([{ odin: 'odin-heal' }, {}]))).to.equal(1);
  });

  it('a carry moves the player whose turn begins; the ravens reveal a tile next to the asker', () => {
    const carried = play(endTurnOf0([{ odin: 'odin-carry' }, {}]), 0, 'odin', [1, 'N1']);
    expect(carried.players[1]?.space).to.equal('N1');
    // Every tile open: nothing for the ravens, so seat 0 is not even asked.
    expect(actor(endTurnOf0([{ odin: 'odin-ravens' }, {}]))).to.equal(1);
    const ravens = endTurnOf0([{ odin: 'odin-ravens' }, {}], ['N']);
    expect(legalMoves(ravens, 0).filter((m) => m.move === 'odin')).to.deep.equal([
      { move: 'odin', args: [0, 'N'] },
    ]);
    expect(play(ravens, 0, 'odin', [0, 'N'], rngFromSeed('ravens')).revealed).to.include('N');
  });

  it('before a fight’s first roll the others may help the fighter (after the assist offers)', () => {
    const s = makeState({
      players: 3,
      player: [
        { space: 'N0', health: 3 },
        { space: 'S1', odin: 'odin-heal' },
        { space: 'H', odin: 'odin-cleanse' },
      ],
      patch: (x) => (x.creatures = [creature('greyling', 'N1', 1)]),
    });
    let f = play(s, 0, 'move', ['N1']);
    // Seat 2 (2 spaces away) is asked to assist first; seat 1 (4 away) is not.
    expect(f.combat?.offers).to.deep.equal([2]);
    f = play(f, 2, 'decline', []);
    // Seat 2's cleanse has nobody to cleanse: only seat 1 is asked.
    expect(actor(f)).to.equal(1);
    expect(applyMove(f, 0, 'fight', ['unarmed', 1], dice())).to.equal(null);
    f = play(f, 1, 'odin', [0, null]);
    expect(f.players[0]?.health).to.equal(5);
    f = play(f, 1, 'odinPass', []);
    expect(actor(f)).to.equal(0);
    expect(legalMoves(f, 0).some((m) => m.move === 'fight')).to.equal(true);
  });

  it('solo: nobody else to ask', () => {
    const s = endTurnOf0([{ odin: 'odin-heal', health: 2 }]);
    expect([s.turn, actor(s), s.odinAsk]).to.deep.equal([0, 0, []]);
  });
});
