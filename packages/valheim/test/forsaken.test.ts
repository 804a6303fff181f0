import { expect } from 'chai';
import { legalMoves } from '../src/rules/apply.js';
import { arenaReach } from '../src/rules/arena.js';
import { applyMove } from '../src/rules/table.js';
import type { Arena } from '../src/state.js';
import { arenaOf, D, dice, K, play, Y } from './helpers.js';

const hits3 = [K.hit, K.hit, K.hit];
/** Seven rng draws: a shuffle of the 8 Bonemass spaces (Fisher–Yates, n − 1 draws). */
const shuffle8 = [0, 0, 0, 0, 0, 0, 0];

describe('valheim The Elder (lines 533–545)', () => {
  it('1 automatic defense, +1 from directly behind (opposite its arrow) with a hit (539–540, ruling R36)', () => {
    const behind = play(
      arenaOf('elder', ['I3'], { vines: 0 }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.hit, K.blank, K.blank, K.blank),
    );
    expect(behind.arena?.health).to.equal(8 - (1 + 1 - 1));
    const side = play(
      arenaOf('elder', ['I2'], { vines: 0 }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.hit, K.blank, K.blank, K.blank),
    );
    expect(side.arena?.health).to.equal(8);
  });

  it('an attack may target the vines: 1 point destroys 1 vine, the rest is lost (541, ruling R37)', () => {
    const s = play(
      arenaOf('elder', ['I3']),
      0,
      'arenaVines',
      ['unarmed'],
      dice(Y.hit, K.blank, K.blank, K.blank),
    );
    expect(s.arena).to.include({ vines: 3, health: 8 });
    const none = arenaOf('elder', ['I3'], { vines: 0 });
    expect(applyMove(none, 0, 'arenaVines', ['unarmed'], dice())).to.equal(null);
  });

  it('while a vine stands its hits pierce armour; with none left defense blocks them (541)', () => {
    const helmet = [{ equipment: ['leatherHelmet'] }];
    const pierced = play(
      arenaOf('elder', ['I2'], {}, helmet),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, D.block, K.hit, K.blank, K.blank),
    );
    expect(pierced.players[0]?.health).to.equal(6);
    const blocked = play(
      arenaOf('elder', ['I2'], { vines: 0 }, helmet),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, D.block, K.hit, K.blank, K.blank),
    );
    expect(blocked.players[0]?.health).to.equal(7);
  });

  it('vine spaces end a move; marked spaces cost 1 stamina (544–545)', () => {
    const s = arenaOf('elder', ['I0']);
    // I1 is a vine space: I2 lies beyond it. I5 costs 1 stamina, I4 (vine) beyond it.
    expect(arenaReach(s, 0)).to.deep.equal({ I1: 0, I5: 1, I4: 1 });
    const tired = arenaOf('elder', ['I0'], {}, [{ stamina: 0 }]);
    expect(arenaReach(tired, 0)).to.deep.equal({ I1: 0 });
  });

  it('arena cards: roots hurt players on vine spaces, vines regrow (template B.4)', () => {
    const roots = play(
      arenaOf('elder', ['I1', 'I3'], { facing: 4, deck: ['elder:roots-a'] }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, K.special, K.blank, K.blank),
    );
    expect(roots.players.map((p) => p.health)).to.deep.equal([7 - 2, 7]);
    const regrow = play(
      arenaOf('elder', ['I3'], { vines: 2, deck: ['elder:regrow-a'] }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, K.special, K.blank, K.blank),
    );
    expect(regrow.arena?.vines).to.equal(3);
  });
});

describe('valheim Bonemass (lines 546–559)', () => {
  it('8 spaces; the 2 ranged ones need a ranged weapon and fire adds nothing there (551, 557, 559)', () => {
    const s = arenaOf('bonemass', ['I0']);
    expect(
      legalMoves({ ...s, arena: { ...(s.arena as Arena), toPlace: [0] } }, 0).map((m) => m.args?.[0]),
    ).to.deep.equal(['I0', 'I1', 'I2', 'I3', 'I4', 'I5', 'O0', 'O3']);
    const fireBow = [{ equipment: ['crudeBow'], fire: ['crudeBow'] }];
    const far = play(
      arenaOf('bonemass', ['O0'], {}, fireBow),
      0,
      'arenaFight',
      ['crudeBow'],
      dice(Y.hit, ...hits3),
    );
    expect(far.arena?.health).to.equal(8 - (1 - 1));
    const near = play(
      arenaOf('bonemass', ['I1'], {}, fireBow),
      0,
      'arenaFight',
      ['crudeBow'],
      dice(Y.hit, ...hits3),
    );
    expect(near.arena?.health).to.equal(8 - (1 + 1 - 1));
    const fist = play(arenaOf('bonemass', ['O0']), 0, 'arenaFight', ['unarmed'], dice(...hits3));
    expect(fist.arena?.health).to.equal(8);
  });

  it('entering ooze rolls a damage die: a special poisons, hits are ignored (558)', () => {
    const s = arenaOf('bonemass', ['I0'], { ooze: ['I1'] });
    const hit = play(s, 0, 'arenaMove', ['I1'], dice(K.crit));
    expect(hit.players[0]).to.include({ health: 7, poisoned: false });
    const special = play(s, 0, 'arenaMove', ['I1'], dice(K.special));
    expect(special.players[0]?.poisoned).to.equal(true);
    // The fight is one combat (ruling R38): poison bites at the end of each of your fight rounds.
    const bitten = play(
      special,
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, K.blank, K.crit, K.crit, ...shuffle8),
    );
    expect(bitten.players[0]?.health).to.equal(7 - 4 - 1);
  });

  it('leaving ooze costs 1 extra movement (554)', () => {
    expect(arenaReach(arenaOf('bonemass', ['I0'], { ooze: ['I0'] }), 0)).to.deep.equal({
      I1: 0,
      I5: 0,
      O0: 0,
    });
    expect(arenaReach(arenaOf('bonemass', ['I0']), 0)).to.include.keys('I2', 'I4');
  });

  it('blanks turn him toward you; every blank after the first spills an ooze (ruling R-ooze)', () => {
    const s = play(
      arenaOf('bonemass', ['I2']),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, K.blank, K.blank, K.hit, ...shuffle8),
    );
    expect(s.arena?.facing).to.equal(2);
    expect(s.arena?.ooze).to.have.length(1);
  });

  it('arena cards: poison cloud poisons close players; feeding ooze heals per ooze next to him', () => {
    const cloud = play(
      arenaOf('bonemass', ['I0', 'O3'], { deck: ['bonemass:cloud-a'] }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, K.special, K.hit, K.hit),
    );
    // Poisoned by the card in this round: the round's end bites at once.
    expect(cloud.players.map((p) => p.poisoned)).to.deep.equal([true, false]);
    expect(cloud.players[0]?.health).to.equal(7 - 2 - 1 - 1);
    const heal = play(
      arenaOf('bonemass', ['I3'], { health: 5, ooze: ['I0', 'I1', 'O0'], deck: ['bonemass:heal'] }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, K.special, K.hit, K.hit),
    );
    expect(heal.arena?.health).to.equal(5 + 2);
  });
});

describe('valheim Moder (lines 560–574)', () => {
  it('players start on the lake, not on the peak (572)', () => {
    const s = arenaOf('moder', ['L0'], { toPlace: [0] });
    expect(legalMoves(s, 0).map((m) => m.args?.[0])).to.deep.equal(['L0', 'L1']);
  });

  it('climbing the peak costs 1 stamina, one player at a time; any weapon is ranged there; you slide back (573)', () => {
    const s = arenaOf('moder', ['L0', 'L1'], { moder: 4 });
    expect(arenaReach(s, 0)).to.deep.equal({ P: 1 });
    const up = play(s, 0, 'arenaMove', ['P']);
    expect(up.players[0]?.stamina).to.equal(3);
    expect(arenaReach({ ...up, turn: 1 }, 1)).to.deep.equal({});
    // From the peak a bare fist reaches her at the nest, counts as ranged: its critical pushes her back.
    const down = play(up, 0, 'arenaFight', ['unarmed'], dice(Y.crit, ...hits3));
    expect(down.arena?.spaces).to.deep.equal(['L0', 'L1']);
    expect(down.arena?.peakFrom).to.equal(null);
    const tired = arenaOf('moder', ['L0'], {}, [{ stamina: 0 }]);
    expect(arenaReach(tired, 0)).to.deep.equal({});
  });

  it('from the lake, close weapons reach only the edge spaces that side touches (565, our layout)', () => {
    const atNest = play(arenaOf('moder', ['L0'], { moder: 4 }), 0, 'arenaFight', ['unarmed'], dice(...hits3));
    expect(atNest.arena?.health).to.equal(8);
    const near = play(
      arenaOf('moder', ['L0'], { moder: 1 }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.hit, ...hits3),
    );
    expect(near.arena?.health).to.equal(7);
  });

  it('each critical of a ranged attack pushes her 1 space toward her altar (567)', () => {
    const bow = [{ equipment: ['crudeBow'] }];
    const pushed = play(
      arenaOf('moder', ['L0'], { moder: 4 }, bow),
      0,
      'arenaFight',
      ['crudeBow'],
      dice(Y.crit, ...hits3),
    );
    expect(pushed.arena).to.include({ moder: 3, health: 6 });
    // Close range: a critical is no ranged critical.
    const close = play(
      arenaOf('moder', ['L0'], { moder: 2 }, bow),
      0,
      'arenaFight',
      ['crudeBow'],
      dice(Y.crit, ...hits3),
    );
    expect(close.arena?.moder).to.equal(2);
  });

  it('blanks fly her toward the nest; at the nest each blank heals 2 and her hits deal +1 (565–566)', () => {
    const fly = play(
      arenaOf('moder', ['L1'], { moder: 2 }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, K.blank, K.blank, K.hit),
    );
    expect(fly.arena?.moder).to.equal(4);
    expect(fly.players[0]?.health).to.equal(7 - 1 - 1);
    const heal = play(
      arenaOf('moder', ['L1'], { moder: 4, health: 6 }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(K.blank, K.blank, K.blank),
    );
    expect(heal.arena?.health).to.equal(12);
  });

  it('1 automatic defense only on turns her health starts at a marked space (569)', () => {
    const low = play(
      arenaOf('moder', ['L0'], { moder: 0, health: 5, turnHealth: 5 }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.hit, ...hits3),
    );
    expect(low.arena?.health).to.equal(5);
    const high = play(
      arenaOf('moder', ['L0'], { moder: 0, health: 5, turnHealth: 6 }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.hit, ...hits3),
    );
    expect(high.arena?.health).to.equal(4);
  });

  it('a bomb’s critical sends her straight back to her altar; no damage dice against you (568, ruling R16)', () => {
    const s = play(
      arenaOf('moder', ['L0'], { moder: 4 }, [{ bombs: ['areaBomb'] }]),
      0,
      'arenaBomb',
      ['areaBomb'],
      dice(Y.crit, Y.hit),
    );
    expect(s.arena).to.include({ moder: 0, health: 5 });
    expect(s.players[0]?.health).to.equal(7);
    expect(s.players[0]?.bombs).to.deep.equal([]);
  });

  it('arena cards: frost breath hits the lake side nearer her and freezes; she flies 2 toward the nest', () => {
    const frost = play(
      arenaOf('moder', ['L0', 'L1'], { moder: 1, deck: ['moder:frost-a'] }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, K.special, K.hit, K.hit),
    );
    expect(frost.players.map((p) => p.health)).to.deep.equal([7 - 2 - 2, 7]);
    expect(frost.players[1]?.frozen).to.equal(false);
    const fly = play(
      arenaOf('moder', ['L0'], { moder: 1, deck: ['moder:fly-a'] }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, K.special, K.hit, K.hit),
    );
    expect(fly.arena?.moder).to.equal(3);
  });
});
