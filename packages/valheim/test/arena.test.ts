import { expect } from 'chai';
import { EIKTHYR } from '../src/data/forsaken.js';
import { legalMoves } from '../src/rules/apply.js';
import { applyMove } from '../src/rules/table.js';
import type { ValheimState } from '../src/state.js';
import { arenaOf, dice, K, makeState, play, R, Y } from './helpers.js';

/** An arena already set up: Eikthyr facing `facing`, the players on `spaces`. */
const arenaState = (
  spaces: string[],
  opts: { health?: number; facing?: number; deck?: string[] } = {},
  players: Partial<ValheimState['players'][number]>[] = [],
) => arenaOf('eikthyr', spaces, { deck: ['stomp', 'bolt'], ...opts }, players);

const blanks3 = [K.blank, K.blank, K.blank];

describe('valheim the Forsaken fight: Eikthyr (lines 479–532)', () => {
  it('summoning needs both stags and the altar space; health drops 1 per 2 unresolved events (483)', () => {
    const ready = makeState({
      players: 2,
      player: [{ space: 'W1' }],
      patch: (s) => {
        s.stagsTaken = 2;
        s.events = s.events.slice(0, 7);
      },
    });
    expect(applyMove({ ...ready, stagsTaken: 1 }, 0, 'summon', [], dice())).to.equal(null);
    const s = play(ready, 0, 'summon', [], dice(0, 0, 0, 0, 0, 0));
    expect(s.stage).to.equal('arena');
    expect(s.arena?.health).to.equal(EIKTHYR.trackLength - 1 - 3);
    expect(s.arena?.toPlace).to.deep.equal([0, 1]);
    expect(s.creatures).to.deep.equal([]);
  });

  it('players pick start spaces from the summoner on; Eikthyr then faces the summoner (486–487)', () => {
    let s = play(
      makeState({ players: 2, player: [{ space: 'W1' }], patch: (x) => (x.stagsTaken = 2) }),
      0,
      'summon',
      [],
      dice(0, 0, 0, 0, 0, 0),
    );
    expect(legalMoves(s, 1)).to.deep.equal([]);
    s = play(s, 0, 'place', ['I2']);
    s = play(s, 1, 'place', ['O3']);
    expect(s.arena?.spaces).to.deep.equal(['I2', 'O3']);
    expect(s.arena?.facing).to.equal(2);
    expect(s.turn).to.equal(0);
  });

  it('a start space in the outer ring costs no stamina, even with none left (line 486, ruling R33)', () => {
    let s = play(
      makeState({ players: 2, player: [{ space: 'W1' }, { stamina: 0 }], patch: (x) => (x.stagsTaken = 2) }),
      0,
      'summon',
      [],
      dice(0, 0, 0, 0, 0, 0),
    );
    const before = s.players.map((p) => p.stamina);
    s = play(s, 0, 'place', ['O1']);
    s = play(s, 1, 'place', ['O3']);
    expect(s.arena?.spaces).to.deep.equal(['O1', 'O3']);
    expect(s.players.map((p) => p.stamina)).to.deep.equal(before);
    expect(before[1]).to.equal(0);
  });

  it('attacking from directly behind with a hit deals 1 extra (line 529)', () => {
    const behind = play(
      arenaState(['I2'], { facing: 0 }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.hit, ...blanks3),
    );
    expect(behind.arena?.health).to.equal(8 - 2);
    const side = play(
      arenaState(['I1'], { facing: 0 }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.hit, ...blanks3),
    );
    expect(side.arena?.health).to.equal(8 - 1);
  });

  it('the outer ring needs a ranged weapon: otherwise only the damage dice are rolled (494, 531)', () => {
    const s = play(arenaState(['O1']), 0, 'arenaFight', ['unarmed'], dice(K.hit, K.blank, K.blank));
    expect(s.arena?.health).to.equal(8);
    expect(s.players[0]?.health).to.equal(6);
    const bow = play(
      arenaState(['O1'], {}, [{ equipment: ['crudeBow'] }]),
      0,
      'arenaFight',
      ['crudeBow'],
      dice(Y.hit, ...blanks3),
    );
    expect(bow.arena?.health).to.equal(7);
  });

  it('each blank turns Eikthyr one step toward the active player (ruling R35)', () => {
    const one = play(
      arenaState(['I2'], { facing: 0 }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, K.blank, K.hit, K.hit),
    );
    expect(one.arena?.facing).to.equal(1);
    const two = play(
      arenaState(['I2'], { facing: 0 }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, K.blank, K.blank, K.hit),
    );
    expect(two.arena?.facing).to.equal(2);
  });

  it('specials draw arena cards; in front of him a special also costs 1 extra health (ruling R34)', () => {
    const front = play(
      arenaState(['I0'], { facing: 0, deck: ['bolt', 'stomp'] }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, K.special, K.hit, K.hit),
    );
    expect(front.players[0]?.health).to.equal(7 - 2 - 1);
    expect(front.arena?.discard).to.deep.equal(['bolt']);
    const away = play(
      arenaState(['I3'], { facing: 1, deck: ['stomp'] }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, K.special, K.hit, K.hit),
    );
    expect(away.players[0]).to.include({ health: 7 - 2, stamina: 3 });
  });

  it('in front of him, hits without a special take no extra health: the +1 is for specials (500, 527, R34)', () => {
    const s = play(
      arenaState(['I0'], { facing: 0 }),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, K.hit, K.hit, K.crit),
    );
    expect(s.players[0]?.health).to.equal(7 - 4);
  });

  it('arena card damage ignores defense; the charge throws the player in front to the outer ring', () => {
    const s = play(
      arenaState(['I0'], { facing: 0, deck: ['charge-a'] }, [{ equipment: ['leatherHelmet'] }]),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, 0, K.special, K.hit, K.blank),
    );
    // hit 1 blocked by the helmet's block; special: +1 (front) and the charge's 2.
    expect(s.players[0]?.health).to.equal(7 - 1 - 2);
    expect(s.arena?.spaces).to.deep.equal(['O0']);
  });

  it('moving into the outer ring costs 1 stamina per space; never with stamina you lack (ruling R7)', () => {
    const s = play(arenaState(['I0']), 0, 'arenaMove', ['O0']);
    expect(s.players[0]?.stamina).to.equal(3);
    const tired = arenaState(['I0'], {}, [{ stamina: 0 }]);
    expect(applyMove(tired, 0, 'arenaMove', ['O0'], dice())).to.equal(null);
    expect(applyMove(tired, 0, 'arenaMove', ['I2'], dice())).to.not.equal(null);
  });

  it('the cube on the defeated icon wins for everyone, even if the players fall too (509, 514)', () => {
    const s = play(
      arenaState(['I2'], { health: 2, deck: ['bolt'] }, [{ health: 1, equipment: ['bronzeSword'] }]),
      0,
      'arenaFight',
      ['bronzeSword'],
      dice(R.hit, K.crit, K.blank, K.blank),
    );
    expect(s.result).to.deep.equal({ winners: ['0'], score: 1 });
  });

  it('everyone knocked out with Eikthyr standing loses (line 510)', () => {
    const s = play(
      arenaState(['I1', 'I3'], {}, [{ health: 1 }, { health: 0, knockedOut: true }]),
      0,
      'arenaFight',
      ['unarmed'],
      dice(Y.blank, K.hit, K.blank, K.blank),
    );
    expect(s.result).to.deep.equal({ winners: [], score: 0 });
  });

  it('a turn is one move and one fight in any order; the fight is required before passing (489–494)', () => {
    let s = arenaState(['I1', 'I3']);
    expect(applyMove(s, 0, 'pass', [], dice())).to.equal(null);
    s = play(s, 0, 'arenaFight', ['unarmed'], dice(Y.blank, ...blanks3));
    expect(s.turn).to.equal(0);
    s = play(s, 0, 'arenaMove', ['I2']);
    expect(s.turn).to.equal(1);
  });

  it('a health mead revives a fallen player on your space with 2 health (line 505, ruling R41)', () => {
    const s = play(
      arenaState(['I1', 'I1'], {}, [{ meads: ['healthMead'] }, { health: 0, knockedOut: true }]),
      0,
      'arenaMead',
      [1],
    );
    expect(s.players[1]).to.include({ health: 2, knockedOut: false });
  });
});
