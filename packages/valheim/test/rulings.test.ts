import { expect } from 'chai';
import type { ValheimState } from '../src/state.js';
import { C, creature, dice, K, makeState, play, Y } from './helpers.js';

const fightAt = (
  creatures: ValheimState['creatures'],
  players: Partial<ValheimState['players'][number]>[] = [{}],
) =>
  makeState({
    players: players.length,
    player: players.map((p) => ({ space: 'N1', ...p })),
    patch: (s) => {
      s.creatures = creatures;
      s.events = ['e1-quiet', 'e1-stir-a'];
      s.combat = { space: 'N1', seats: players.map((_, i) => i), roller: 0, offers: [], asked: true };
    },
  });

describe('valheim rulings (README, rulings log)', () => {
  it('R4: the noisy critical is a double too, and its noise pulls creatures', () => {
    const s = play(
      makeState({
        player: [{ space: 'N2' }],
        patch: (x) => {
          x.stagSpaces = ['N2'];
          x.creatures = [creature('greyling', 'E2', 1)];
        },
      }),
      0,
      'stag',
      ['action'],
      dice(C.noisyCrit),
    );
    expect(s.stagsTaken).to.equal(1);
    expect(s.creatures[0]?.space).to.equal('E1');
  });

  it('R9: fire is an attack bonus: nothing on an all-blank roll', () => {
    const s = play(
      fightAt([creature('greydwarf', 'N1', 1)], [{ equipment: ['torch'] }]),
      0,
      'fight',
      ['torch', 1],
      dice(Y.blank, K.blank),
    );
    expect(s.creatures[0]?.damage).to.equal(0);
  });

  it('R10: a lone extra-damage special is not a hit for outnumbering, and defense can block it', () => {
    const vets = (players: Partial<ValheimState['players'][number]>[]) =>
      fightAt([creature('greyling', 'N1', 1), creature('greyling', 'N1', 2)], players);
    const withVeteran = (s: ValheimState) => ({ ...s, veteran: ['greyling' as const] });
    const bare = play(withVeteran(vets([{}])), 0, 'fight', ['unarmed', 1], dice(Y.blank, K.special));
    expect(bare.players[0]?.health).to.equal(6);
    const helmet = play(
      withVeteran(vets([{ equipment: ['leatherHelmet'] }])),
      0,
      'fight',
      ['unarmed', 1],
      dice(Y.blank, 0, K.special),
    );
    expect(helmet.players[0]?.health).to.equal(7);
  });

  it('R11: equal printed health, the creature placed first rolls', () => {
    // A Draugr (4, poison) placed before a Fenring (4, 3 dice): the Draugr rolls 2 dice, its special poisons.
    const s = play(
      fightAt([creature('draugr', 'N1', 1), creature('fenring', 'N1', 2)]),
      0,
      'fight',
      ['unarmed', 1],
      dice(Y.blank, K.special, K.blank),
    );
    expect(s.players[0]).to.include({ poisoned: true, frozen: false });
  });

  it('R12: poison bites only in the rounds its victim rolls', () => {
    let s = fightAt([creature('draugr', 'N1', 1)], [{}, {}]);
    s = play(s, 0, 'fight', ['unarmed', 1], dice(Y.blank, K.special, K.blank));
    expect(s.players[0]?.health).to.equal(6);
    s = play(s, 1, 'fight', ['unarmed', 1], dice(Y.blank, K.blank, K.blank));
    expect(s.players[0]?.health).to.equal(6);
  });

  it('R-stash: the shared stash never holds more than the 7 tokens of a resource in the box', () => {
    const s = play(
      makeState({ player: [{ space: 'N0' }], patch: (x) => (x.stash.wood = 6) }),
      0,
      'collect',
      [],
      dice(C.crit),
    );
    expect(s.stash.wood).to.equal(7);
  });

  it('R-summon: a knocked-out player joins the arena with 1 health', () => {
    const s = play(
      makeState({
        players: 2,
        player: [{ space: 'W1' }, { health: 0, knockedOut: true, stamina: 0 }],
        patch: (x) => (x.stagsTaken = 2),
      }),
      0,
      'summon',
      [],
      dice(0, 0, 0, 0, 0, 0),
    );
    expect(s.players[1]).to.include({ health: 1, knockedOut: false });
  });

  it('R27: creatures moved onto another player’s space fight that player once the turn has ended', () => {
    const s = play(
      makeState({
        players: 2,
        player: [{}, { space: 'N1' }],
        patch: (x) => {
          x.events = ['e1-stir-a'];
          x.creatures = [creature('greyling', 'N2', 1)];
        },
      }),
      0,
      'pass',
      [],
    );
    expect(s.combat).to.deep.equal({ space: 'N1', seats: [1], roller: 0, offers: [0], asked: true });
    expect(s.turn).to.equal(0);
    const after = play(play(s, 0, 'decline', []), 1, 'fight', ['unarmed', 1], dice(Y.crit, K.blank));
    expect(after.creatures[0]?.damage).to.equal(1);
    // Seat 0 is asked again before the next round (ruling R-assist) and stays out.
    expect(after.combat?.offers).to.deep.equal([0]);
    const done = play(play(after, 0, 'decline', []), 1, 'fight', ['unarmed', 1], dice(Y.hit, K.blank));
    expect(done.combat).to.equal(null);
    expect(done.turn).to.equal(1);
  });
});
