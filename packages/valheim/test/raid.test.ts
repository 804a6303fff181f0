import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { actor, legalMoves } from '../src/rules/apply.js';
import { onForsakenTile } from '../src/rules/map.js';
import { applyMove } from '../src/rules/table.js';
import type { ValheimState } from '../src/state.js';
import { creature, dice, K, makeState, play } from './helpers.js';

const raidDeck = (patch: (s: ValheimState) => void = () => {}, players = 2) =>
  makeState({
    players,
    patch: (s) => {
      s.events = ['e1-raid', 'e1-quiet'];
      patch(s);
    },
  });

describe('valheim raids and the Forsaken on the map (lines 457–478)', () => {
  it('a raid card puts Eikthyr on his altar’s tile; players there roll a damage die and go home (462)', () => {
    const s = play(
      raidDeck((x) => {
        (x.players[1] as { space: string }).space = 'W0';
        x.creatures = [creature('greyling', 'W2', 1)];
      }),
      0,
      'pass',
      [],
      dice(K.crit),
    );
    expect(s.raid).to.deep.equal({
      card: 'e1-raid',
      slot: 'W',
      size: 3,
      creature: 'greyling',
      storming: false,
    });
    expect(s.players[1]).to.include({ space: 'H', health: 5, knockedOut: false });
  });

  it('a special on that die knocks the player out before going home (ruling R29: no tombstone)', () => {
    const s = play(
      raidDeck((x) => ((x.players[2] as { space: string }).space = 'W0'), 3),
      0,
      'pass',
      [],
      dice(K.special),
    );
    expect(s.players[2]).to.include({ space: 'H', knockedOut: true, health: 0 });
    expect(s.players[2]?.tombstone).to.equal(null);
  });

  it('nobody may move onto the Forsaken’s tile; its creatures do not answer noise or events', () => {
    const s = raidDeck((x) => {
      x.raid = { card: 'e1-raid', slot: 'W', size: 3, creature: 'greyling', storming: false };
      x.creatures = [creature('greyling', 'W2', 1)];
      x.events = ['e1-hunt'];
      (x.players[0] as { space: string }).space = 'N1';
    });
    expect(applyMove(s, 0, 'move', ['W2'], dice())).to.equal(null);
    expect(
      applyMove({ ...s, players: s.players.map((p) => ({ ...p, space: 'H' })) }, 0, 'move', ['W0'], dice()),
    ).to.equal(null);
  });

  it('each end of turn adds a raid creature instead of drawing; at full size they storm the house (469–470)', () => {
    let s = raidDeck((x) => {
      x.raid = { card: 'e1-raid', slot: 'W', size: 3, creature: 'greyling', storming: false };
      x.creatures = [creature('greyling', 'W2', 1)];
    });
    s = play(s, 0, 'pass', []);
    expect(s.creatures.filter((c) => c.space.startsWith('W'))).to.have.length(2);
    expect(s.events).to.deep.equal(['e1-raid', 'e1-quiet']);
    s = play(s, 1, 'pass', []);
    // The raid lasts until its fight is resolved (line 472, ruling R-raid-end).
    expect(s.raid?.storming).to.equal(true);
    expect(s.creatures.map((c) => c.space)).to.deep.equal(['H', 'H', 'H']);
    expect(s.combat).to.deep.equal({ space: 'H', seats: [1, 0], roller: 0, offers: [], asked: true });
  });

  it('a raid on an empty house wrecks one furniture per creature, then food, and ends (475–478)', () => {
    const s = play(
      raidDeck((x) => {
        x.raid = { card: 'e1-raid', slot: 'W', size: 2, creature: 'greyling', storming: false };
        x.creatures = [creature('greyling', 'W2', 1)];
        x.furniture = ['rug'];
        x.prepared = ['fish'];
        // A ship lies on the water, not in the house: the raid leaves it (ruling R31-ship).
        x.ships = ['E1'];
        for (const p of x.players) p.space = 'N0';
      }),
      0,
      'pass',
      [],
    );
    expect(s.furniture).to.deep.equal([]);
    expect(s.prepared).to.deep.equal([]);
    expect(s.foodDiscard).to.deep.equal(['fish']);
    expect(s.ships).to.deep.equal(['E1']);
    expect(s.creatures).to.deep.equal([]);
    expect(s.raid).to.equal(null);
  });

  it('the raid is over only when its fight in the house is resolved; until then Eikthyr holds the tile (472)', () => {
    const rng = rngFromSeed('raid-end');
    // Two players at home; the raid card is drawn at the first end of turn, the raiders gather on the next.
    let s = makeState({
      players: 2,
      player: [
        { health: 7, equipment: ['club'] },
        { health: 7, equipment: ['club'] },
      ],
      patch: (x) => {
        x.events = ['e1-raid', 'e1-quiet', 'e1-quiet'];
        x.creatures = [];
      },
    });
    for (let i = 0; i < 6 && !s.combat; i++) s = play(s, s.turn, 'pass', [], rng);
    expect(s.combat?.space).to.equal('H');
    const slot = s.raid?.slot as string;
    expect(slot).to.be.a('string');
    let fought = 0;
    while (s.combat && fought < 40) {
      // The fight is under way: Eikthyr is still on his tile, which stays shut.
      expect(s.raid?.slot).to.equal(slot);
      expect(onForsakenTile(s, `${slot}0`)).to.equal(true);
      const seat = actor(s) as number;
      const m =
        legalMoves(s, seat).find((x) => x.move === 'fight' || x.move === 'keep') ??
        legalMoves(s, seat).find((x) => x.move === 'decline' || x.move === 'odinPass');
      s = play(s, seat, m?.move as string, m?.args ?? [], rng);
      fought++;
    }
    expect(s.combat).to.equal(null);
    // The players won the fight (the house was not wrecked: ruling R31 covers that way out).
    expect(s.log.some((line) => line.includes('wrecked'))).to.equal(false);
    expect(s.creatures.filter((c) => c.space === 'H')).to.deep.equal([]);
    expect(s.raid).to.equal(null);
    expect(onForsakenTile(s, `${slot}0`)).to.equal(false);
  });
});
