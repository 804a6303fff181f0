import { expect } from 'chai';
import { actor, legalMoves } from '../src/rules/apply.js';
import { applyMove } from '../src/rules/table.js';
import type { ValheimState } from '../src/state.js';
import { arenaOf, creature, dice, K, makeState, play, Y } from './helpers.js';

type P = Partial<ValheimState['players'][number]>;
const moves = (s: ValheimState, seat: number) => legalMoves(s, seat).map((m) => [m.move, ...(m.args ?? [])]);

/** Seat 0 steps into a Greydwarf at N1; seat 1 is too far to assist (S1). */
function fightAtN1(players: P[]): ValheimState {
  const s = makeState({
    players: players.length,
    player: [{ space: 'N0', ...players[0] }, { space: 'S1', ...players[1] }, ...players.slice(2)],
    patch: (x) => (x.creatures = [creature('greydwarf', 'N1', 1)]),
  });
  return play(s, 0, 'move', ['N1']);
}

/** An Eikthyr arena set up with seat 0's turn under way. */
const arena = (players: P[], spaces: string[]): ValheimState =>
  arenaOf('eikthyr', spaces, { deck: ['stomp', 'bolt'] }, players);

describe('valheim power of Odin at every moment (line 156: "at any time … on any player", ruling R-odin)', () => {
  it('between the rounds of another player’s fight: heal the fighter, then the next round', () => {
    let s = fightAtN1([{}, { odin: 'odin-heal' }]);
    // The fighter is unhurt before the first roll: nothing to heal, nobody asked.
    expect(actor(s)).to.equal(0);
    s = play(s, 0, 'fight', ['unarmed', 1], dice(Y.hit, K.hit));
    expect([s.combat?.space, s.players[0]?.health]).to.deep.equal(['N1', 6]);
    // The fight goes on; before its next round seat 1 is asked.
    expect(actor(s)).to.equal(1);
    expect(moves(s, 1)).to.deep.equal([['odin', 0, null], ['odinPass']]);
    expect(applyMove(s, 0, 'fight', ['unarmed', 1], dice(Y.hit, K.hit))).to.equal(null);
    s = play(s, 1, 'odin', [0, null]);
    expect([s.players[0]?.health, s.players[1]?.stamina]).to.deep.equal([7, 2]);
    // Nothing left to heal: the moment passes by itself, the fighter rolls again.
    expect(actor(s)).to.equal(0);
    expect(legalMoves(s, 0).some((m) => m.move === 'fight')).to.equal(true);
  });

  it('between rounds a seat with nothing to change is not asked (no empty windows)', () => {
    for (const p1 of [{ odin: 'odin-heal', stamina: 1 }, { odin: 'odin-carry' }]) {
      const s = play(fightAtN1([{}, p1]), 0, 'fight', ['unarmed', 1], dice(Y.hit, K.hit));
      expect([s.combat?.space, actor(s), s.odinAsk], p1.odin).to.deep.equal(['N1', 0, []]);
    }
  });

  it('between rounds of a shared fight the next roller is not asked; the one who just rolled is', () => {
    // Seat 1 assists seat 0 (both roll in turn); both hold the heal, and seat 0 is hurt after its round.
    let s = makeState({
      players: 2,
      player: [
        { space: 'N0', odin: 'odin-heal' },
        { space: 'N2', odin: 'odin-heal' },
      ],
      patch: (x) => (x.creatures = [creature('greydwarf', 'N1', 1)]),
    });
    s = play(s, 0, 'move', ['N1']);
    s = play(s, 1, 'assist', []);
    expect(s.combat?.seats).to.deep.equal([0, 1]);
    s = play(s, 0, 'fight', ['unarmed', 1], dice(Y.hit, K.hit));
    // Seat 1 rolls next: it acts as the roller (its skills usable on its turn to roll), seat 0 is asked.
    expect([s.players[0]?.health, s.odinAsk, actor(s)]).to.deep.equal([6, [0], 0]);
    s = play(s, 0, 'odinPass', []);
    expect(actor(s)).to.equal(1);
    expect(moves(s, 1).slice(0, 1)).to.deep.equal([['odin', 0, null]]);
  });

  it('in the arena on another player’s turn: heal, stamina and cleanse, at the start of each turn', () => {
    let s = arena([{ odin: 'odin-heal' }, { health: 3, odin: 'odin-vigor', stamina: 4 }], ['I2', 'I0']);
    s = play(s, 0, 'arenaFight', ['unarmed'], dice(Y.blank, K.blank, K.blank, K.blank));
    expect(actor(s)).to.equal(0);
    s = play(s, 0, 'pass', []);
    // Seat 1's arena turn begins: seat 0 is asked first.
    expect([s.turn, actor(s)]).to.deep.equal([1, 0]);
    expect(moves(s, 0)).to.deep.equal([['odin', 1, null], ['odinPass']]);
    expect(applyMove(s, 1, 'arenaFight', ['unarmed'], dice())).to.equal(null);
    s = play(s, 0, 'odin', [1, null]);
    expect(s.players[1]?.health).to.equal(5);
    s = play(s, 0, 'odinPass', []);
    expect(actor(s)).to.equal(1);
    expect(legalMoves(s, 1).some((m) => m.move === 'arenaFight')).to.equal(true);
  });

  it('in the arena the map skills never open a window (no map), and a solo arena asks nobody', () => {
    const carry = play(
      play(
        arena([{ odin: 'odin-carry' }, { health: 3 }], ['I2', 'I0']),
        0,
        'arenaFight',
        ['unarmed'],
        dice(Y.blank, K.blank, K.blank, K.blank),
      ),
      0,
      'pass',
      [],
    );
    expect([carry.turn, actor(carry), carry.odinAsk]).to.deep.equal([1, 1, []]);
    const solo = play(
      play(
        arena([{ odin: 'odin-heal', health: 3 }], ['I2']),
        0,
        'arenaFight',
        ['unarmed'],
        dice(Y.blank, K.blank, K.blank, K.blank),
      ),
      0,
      'pass',
      [],
    );
    expect([solo.turn, actor(solo), solo.odinAsk]).to.deep.equal([0, 0, []]);
  });

  it('the first arena turn opens a window once everyone has picked a start space', () => {
    let s = play(
      makeState({
        players: 2,
        player: [{ space: 'W1', health: 4 }, { odin: 'odin-heal' }],
        patch: (x) => (x.stagsTaken = 2),
      }),
      0,
      'summon',
      [],
      dice(0, 0, 0, 0, 0, 0),
    );
    s = play(s, 0, 'place', ['I2']);
    expect(actor(s)).to.equal(1);
    s = play(s, 1, 'place', ['I0']);
    expect([s.turn, actor(s)]).to.deep.equal([0, 1]);
    expect(moves(s, 1)).to.deep.equal([['odin', 0, null], ['odinPass']]);
  });

  it('on any player: another’s shield of Odin on the roller’s fight roll, asked once the roll is final (R-odin3)', () => {
    let s = fightAtN1([{}, { odin: 'odin-shield' }]);
    // The Greydwarf hits: seat 1 may add a defense point to seat 0's roll before it resolves.
    s = play(s, 0, 'fight', ['unarmed', 1], dice(Y.blank, K.hit));
    expect([actor(s), s.pending?.seat, s.pending?.helpers]).to.deep.equal([1, 0, [1]]);
    expect(moves(s, 1)).to.deep.equal([['odin', 0, null], ['odinPass']]);
    // The roller may not touch the roll any more; nobody else may act.
    expect(applyMove(s, 0, 'keep', [], dice())).to.equal(null);
    const shielded = play(s, 1, 'odin', [0, null]);
    expect([shielded.pending, shielded.players[0]?.health, shielded.players[1]?.stamina]).to.deep.equal([
      null,
      7,
      3,
    ]);
    const let_ = play(s, 1, 'odinPass', []);
    expect([let_.pending, let_.players[0]?.health, let_.players[1]?.stamina]).to.deep.equal([null, 6, 4]);
  });

  it('a roll skill that would change nothing opens no question; a reroll skill is for your own dice', () => {
    // No hit against the roller: a shield changes nothing.
    const miss = play(
      fightAtN1([{}, { odin: 'odin-shield' }]),
      0,
      'fight',
      ['unarmed', 1],
      dice(Y.blank, K.blank),
    );
    expect([miss.pending, actor(miss)]).to.deep.equal([null, 0]);
    // A strike needs one of the roller's hits; a ward a special; a reroll is never lent.
    const strike = play(
      fightAtN1([{}, { odin: 'odin-strike' }]),
      0,
      'fight',
      ['unarmed', 1],
      dice(Y.blank, K.hit),
    );
    expect(strike.pending).to.equal(null);
    const ward = play(
      fightAtN1([{}, { odin: 'odin-ward' }]),
      0,
      'fight',
      ['unarmed', 1],
      dice(Y.hit, K.special),
    );
    expect(ward.pending?.helpers).to.deep.equal([1]);
    const reroll = play(
      fightAtN1([{}, { odin: 'odin-reroll' }]),
      0,
      'fight',
      ['unarmed', 1],
      dice(Y.blank, K.hit),
    );
    expect(reroll.pending).to.equal(null);
  });

  it('in the arena too: a shield lent to the fighter of Eikthyr', () => {
    let s = arena([{}, { odin: 'odin-shield' }], ['I2', 'I0']);
    s = play(s, 0, 'arenaFight', ['unarmed'], dice(Y.blank, K.hit, K.blank, K.blank));
    expect([actor(s), s.pending?.helpers]).to.deep.equal([1, [1]]);
    s = play(s, 1, 'odin', [0, null]);
    expect([s.pending, s.players[0]?.health]).to.deep.equal([null, 7]);
  });

  it('while another’s fight roll waits: a heal that keeps the roller standing (R-odin4)', () => {
    let s = fightAtN1([{ health: 1 }, { odin: 'odin-heal' }]);
    // Before the first roll seat 1 may heal already (R-odin); it waits to see the dice.
    expect(actor(s)).to.equal(1);
    s = play(s, 1, 'odinPass', []);
    s = play(s, 0, 'fight', ['unarmed', 1], dice(Y.blank, K.hit));
    // The Greydwarf's hit would knock seat 0 out: with the roll on the table, seat 1 is asked.
    expect([actor(s), s.pending?.seat, s.pending?.helpers]).to.deep.equal([1, 0, [1]]);
    expect(moves(s, 1)).to.deep.equal([['odin', 0, null], ['odinPass']]);
    // Only the roller is the heal's target here; nobody else may act.
    expect(applyMove(s, 1, 'odin', [1, null], dice())).to.equal(null);
    expect(applyMove(s, 0, 'keep', [], dice())).to.equal(null);
    const healed = play(s, 1, 'odin', [0, null]);
    expect([healed.pending, healed.players[0]?.health, healed.players[0]?.knockedOut]).to.deep.equal([
      null,
      2,
      false,
    ]);
    expect(healed.players[1]?.stamina).to.equal(2);
    // Let go, the roll resolves as it lay: seat 0 falls.
    const fell = play(s, 1, 'odinPass', [], dice(0));
    expect([fell.pending, fell.players[0]?.knockedOut]).to.deep.equal([null, true]);
  });

  it('while a roll waits nobody is asked unless the skill keeps the roller standing', () => {
    const roll = (p0: P, p1: P, faces: number[]) =>
      play(play(fightAtN1([p0, p1]), 1, 'odinPass', []), 0, 'fight', ['unarmed', 1], dice(...faces));
    // Hurt but not falling: the heal waits for the next moment (between the rounds).
    const hurt = roll({ health: 3 }, { odin: 'odin-heal' }, [Y.blank, K.hit]);
    expect([hurt.pending, hurt.players[0]?.health, hurt.odinAsk]).to.deep.equal([null, 2, [1]]);
    // Falling, but the skill cannot save: stamina for a roller who is not frozen.
    const tired = roll({ health: 1, stamina: 2 }, { odin: 'odin-vigor' }, [
      Y.blank,
      K.hit,
      ...Array(40).fill(0),
    ]);
    expect([tired.pending, tired.players[0]?.knockedOut]).to.deep.equal([null, true]);
  });

  it('in the arena: a heal keeps the fighter of Eikthyr standing (the arena cards unforeseen)', () => {
    let s = arena([{ health: 1 }, { odin: 'odin-heal' }], ['I2', 'I0']);
    s = play(s, 0, 'arenaFight', ['unarmed'], dice(Y.blank, K.hit, K.blank, K.blank));
    expect([actor(s), s.pending?.helpers]).to.deep.equal([1, [1]]);
    s = play(s, 1, 'odin', [0, null]);
    expect([s.pending, s.players[0]?.health, s.players[0]?.knockedOut]).to.deep.equal([null, 2, false]);
  });

  it('right after a fight ends in the middle of a turn, before the active player acts again', () => {
    // Seat 0 finishes the wounded Greydwarf with its first action and takes a hit.
    const fight = (actionsLeft: number) =>
      play(
        makeState({
          players: 2,
          player: [{ space: 'N0' }, { space: 'S1', odin: 'odin-heal' }],
          patch: (x) => {
            x.creatures = [creature('greydwarf', 'N1', 1, 2)];
            x.actionsLeft = actionsLeft;
          },
        }),
        0,
        'move',
        ['N1'],
      );
    let s = play(fight(3), 0, 'fight', ['unarmed', 1], dice(Y.hit, K.hit));
    expect([s.combat, s.creatures.length, s.players[0]?.health, s.actionsLeft]).to.deep.equal([
      null,
      0,
      6,
      2,
    ]);
    expect([s.turn, actor(s)]).to.deep.equal([0, 1]);
    expect(moves(s, 1)).to.deep.equal([['odin', 0, null], ['odinPass']]);
    expect(applyMove(s, 0, 'move', ['N0'], dice())).to.equal(null);
    s = play(s, 1, 'odin', [0, null]);
    expect([s.players[0]?.health, actor(s)]).to.deep.equal([7, 0]);
    // The fight took the turn's last action: no window now; the next turn begins (its own window).
    const last = play(fight(1), 0, 'fight', ['unarmed', 1], dice(Y.hit, K.hit, ...Array(40).fill(0)));
    expect([last.turn, last.combat]).to.deep.equal([1, null]);
  });
});
