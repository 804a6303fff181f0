import { expect } from 'chai';
import { applyMove } from '../src/rules/table.js';
import type { ValheimState } from '../src/state.js';
import { creature, dice, K, makeState, play } from './helpers.js';

const withDeck = (events: string[], patch: (s: ValheimState) => void = () => {}, players = 1) =>
  makeState({
    players,
    patch: (s) => {
      s.events = events;
      patch(s);
    },
  });

describe('valheim events (lines 444–478)', () => {
  it('gifted items come off the deck first, one per end of turn, to the player ending it (ruling R24)', () => {
    const s = play(
      withDeck(['e1-quiet'], (x) => (x.gifts = ['healthMead', 'areaBomb'])),
      0,
      'pass',
      [],
    );
    expect(s.players[0]?.meads).to.deep.equal(['healthMead']);
    expect(s.gifts).to.deep.equal(['areaBomb']);
    expect(s.events).to.deep.equal(['e1-quiet']);
  });

  it('an ongoing card blocks the deck: each end of turn removes a cube, the card goes with its last (R25)', () => {
    let s = play(withDeck(['e1-rain', 'e1-quiet']), 0, 'pass', []);
    expect(s.ongoing).to.deep.equal({ card: 'e1-rain', cubes: 2 });
    s = play(s, 0, 'pass', []);
    expect(s.ongoing).to.deep.equal({ card: 'e1-rain', cubes: 1 });
    s = play(s, 0, 'pass', []);
    expect(s.ongoing).to.equal(null);
    expect(s.events).to.deep.equal(['e1-quiet']);
  });

  it('an empty event deck at a draw loses the game for everyone (line 453)', () => {
    const s = play(
      withDeck([], () => {}, 2),
      0,
      'pass',
      [],
    );
    expect(s.result).to.deep.equal({ winners: [], score: 0 });
    expect(s.stage).to.equal('over');
    expect(applyMove(s, 1, 'pass', [], dice())).to.equal(null);
  });

  it('creatures move along the shortest path toward the nearest standing player and stop on entering (455)', () => {
    const s = play(
      withDeck(['e1-hunt'], (x) => {
        x.creatures = [creature('greyling', 'S1', 1), creature('greyling', 'E1', 2)];
        (x.players[0] as { space: string }).space = 'N2';
      }),
      0,
      'pass',
      [],
    );
    // E1 is next to N2: it enters and stops (combat). S1 is 3 away (S1–E2–E1–N2): 2 steps to E1.
    expect(s.creatures.map((c) => [c.id, c.space])).to.deep.equal([
      [1, 'E1'],
      [2, 'N2'],
    ]);
    expect(s.combat?.space).to.equal('N2');
  });

  it('creatures in an empty house wreck one furniture each (lines 475–478)', () => {
    const s = play(
      withDeck(['e1-stir-a'], (x) => {
        x.creatures = [creature('greyling', 'N0', 1)];
        x.furniture = ['rug', 'bed'];
        (x.players[0] as { space: string }).space = 'S2';
      }),
      0,
      'pass',
      [],
    );
    expect(s.furniture).to.deep.equal(['rug']);
    expect(s.creatures).to.deep.equal([]);
  });

  it('repopulate: each revealed creature space lacking its creature gets one (line 456)', () => {
    const s = play(
      withDeck(['e1-nest-a'], (x) => (x.creatures = [creature('greyling', 'N1', 1)])),
      0,
      'pass',
      [],
    );
    // Default tiles: Greyling icons at N1, E2, W2.
    expect(s.creatures.map((c) => c.space).sort()).to.deep.equal(['E2', 'N1', 'W2']);
  });

  it('running out of miniatures places the closest weaker creature, or nothing (line 442, ruling R28)', () => {
    const five = [1, 2, 3, 4, 5].map((i) => creature('greyling', 'S1', i));
    const s = play(
      withDeck(['e1-nest-a'], (x) => (x.creatures = five)),
      0,
      'pass',
      [],
    );
    expect(s.creatures).to.have.length(5);
    const dwarves = play(
      withDeck(['e2-ambush'], (x) => {
        x.creatures = [1, 2, 3, 4, 5].map((i) => creature('greydwarf', 'S1', i));
        (x.players[0] as { space: string }).space = 'N0';
      }),
      0,
      'pass',
      [],
    );
    expect(dwarves.creatures.filter((c) => c.space === 'N0').map((c) => c.kind)).to.deep.equal(['greyling']);
  });

  it('a storm strikes players outside the house with one damage die', () => {
    const s = play(
      withDeck(['e1-storm'], (x) => ((x.players[1] as { space: string }).space = 'N0'), 2),
      0,
      'pass',
      [],
      dice(K.crit),
    );
    expect(s.players[0]?.health).to.equal(7);
    expect(s.players[1]?.health).to.equal(5);
  });

  it('veteran: the flipped card’s stats apply from then on (line 440)', () => {
    const s = play(withDeck(['e2-veteran']), 0, 'pass', []);
    expect(s.veteran).to.deep.equal(['greyling']);
  });
});
