import { expect } from 'chai';
import { legalMoves } from '../src/rules/apply.js';
import { applyMove } from '../src/rules/table.js';
import { C, creature, dice, makeState, play } from './helpers.js';

describe('valheim exploring: move, reveal, collect (lines 210–222)', () => {
  it('a move action goes up to 2 spaces: one step with the action, one free step after', () => {
    let s = makeState();
    s = play(s, 0, 'move', ['N0']);
    expect(s.actionsLeft).to.equal(2);
    expect(s.moveLeft).to.equal(1);
    s = play(s, 0, 'step', ['N1']);
    expect(s.players[0]?.space).to.equal('N1');
    expect(s.moveLeft).to.equal(0);
    expect(applyMove(s, 0, 'step', ['N2'], dice())).to.equal(null);
  });

  it('the input state is left untouched', () => {
    const s = makeState();
    const before = JSON.stringify(s);
    play(s, 0, 'move', ['N0']);
    expect(JSON.stringify(s)).to.equal(before);
  });

  it('entering a face-down tile flips it and places its creatures; entering creatures ends the move (213–215)', () => {
    let s = makeState({ faceDown: ['N'], tiles: { N: 'meadows-1' } });
    s = play(s, 0, 'move', ['N0']);
    expect(s.revealed).to.include('N');
    expect(s.creatures.map((c) => [c.kind, c.space])).to.deep.equal([['greyling', 'N1']]);
    s = play(s, 0, 'step', ['N1']);
    expect(s.moveLeft).to.equal(0);
    expect(s.combat).to.deep.equal({ space: 'N1', seats: [0], roller: 0, offers: [], asked: true });
  });

  it('the first two hide spaces revealed carry the stag tokens (scenario 1)', () => {
    let s = makeState({
      faceDown: ['N', 'E', 'S'],
      tiles: { N: 'meadows-3', E: 'meadows-4', S: 'meadows-1' },
    });
    s = play(s, 0, 'move', ['N0']);
    expect(s.stagSpaces).to.deep.equal(['N2']);
    s = play(s, 0, 'step', ['N2']);
    s = play(s, 0, 'move', ['E1']);
    expect(s.stagSpaces).to.deep.equal(['N2', 'E0']);
    expect(s.stagsPlaced).to.equal(2);
  });

  it('an ongoing slow event shortens every move action by 1 space', () => {
    let s = makeState({ patch: (x) => (x.ongoing = { card: 'e1-rain', cubes: 2 }) });
    s = play(s, 0, 'move', ['N0']);
    expect(s.moveLeft).to.equal(0);
  });

  it('collect: one resource per hand; a critical gives 2 (line 219, ruling R4)', () => {
    let s = makeState({ player: [{ space: 'N0' }] });
    s = play(s, 0, 'collect', [], dice(C.collect));
    expect(s.stash.wood).to.equal(1);
    s = play(s, 0, 'collect', [], dice(C.crit));
    expect(s.stash.wood).to.equal(3);
  });

  it('collect on a space without a resource icon is refused', () => {
    const s = makeState({ player: [{ space: 'W1' }] });
    expect(applyMove(s, 0, 'collect', [], dice(C.collect))).to.equal(null);
    expect(legalMoves(s, 0).some((m) => m.move === 'collect')).to.equal(false);
  });

  it('a noisy collect pulls every creature within 2 spaces 1 space toward you (line 221)', () => {
    const s0 = makeState({
      player: [{ space: 'N0' }],
      patch: (x) => {
        x.creatures = [creature('greyling', 'E1', 1), creature('greyling', 'S1', 2)];
      },
    });
    const s = play(s0, 0, 'collect', [], dice(C.noisy));
    // E1 is 2 away (E1–N2–N0): it moves to N2. S1 is 4 away: it stays.
    expect(s.creatures.map((c) => c.space)).to.deep.equal(['N2', 'S1']);
    const quiet = play(s0, 0, 'collect', [], dice(C.collect));
    expect(quiet.creatures.map((c) => c.space)).to.deep.equal(['E1', 'S1']);
  });

  it('a source of health heals one per hand instead of giving a token', () => {
    const s = play(
      makeState({ tiles: { S: 'meadows-3' }, player: [{ space: 'S0', health: 3 }] }),
      0,
      'collect',
      [],
      dice(C.noisyCrit),
    );
    expect(s.players[0]?.health).to.equal(5);
  });

  it('a stag is caught only on a double (2 hands), for an action or 2 stamina (line 670)', () => {
    const base = makeState({ player: [{ space: 'N2' }], patch: (x) => (x.stagSpaces = ['N2']) });
    const miss = play(base, 0, 'stag', ['stamina'], dice(C.collect));
    expect(miss.stagsTaken).to.equal(0);
    expect(miss.players[0]?.stamina).to.equal(2);
    expect(miss.actionsLeft).to.equal(3);
    const hit = play(base, 0, 'stag', ['action'], dice(C.crit));
    expect(hit.stagsTaken).to.equal(1);
    expect(hit.stagSpaces).to.deep.equal([]);
    expect(hit.actionsLeft).to.equal(2);
    const tired = makeState({ player: [{ space: 'N2', stamina: 1 }], patch: (x) => (x.stagSpaces = ['N2']) });
    expect(applyMove(tired, 0, 'stag', ['stamina'], dice(C.crit))).to.equal(null);
  });

  it('looting a chest puts its content in the stash', () => {
    const s = play(
      makeState({ player: [{ space: 'E1' }], patch: (x) => (x.chests = { E1: 'common-hide' }) }),
      0,
      'loot',
      [],
    );
    expect(s.stash.hide).to.equal(2);
    expect(s.chests).to.deep.equal({});
  });
});
