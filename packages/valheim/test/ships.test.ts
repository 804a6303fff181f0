import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { SCENARIOS } from '../src/data/scenario.js';
import { heuristicMove } from '../src/heuristic.js';
import { actor, legalMoves } from '../src/rules/apply.js';
import { ADJ } from '../src/rules/map.js';
import { applyMove } from '../src/rules/table.js';
import { setupState } from '../src/setup.js';
import type { ValheimState } from '../src/state.js';
import { creature, dice, makeState, play } from './helpers.js';

type P = Partial<ValheimState['players'][number]>;

/** Scenario 2's map: a bay along the east and south tiles, Haldor's island (X) face down. */
const coast = (
  players: P[],
  patch: (s: ValheimState) => void = () => {},
  tiles: Record<string, string> = {},
) =>
  makeState({
    players: players.length,
    player: players,
    tiles: { E: 'blackForest-1', S: 'blackForest-3', X: 'blackForest-2', ...tiles },
    faceDown: ['X'],
    patch: (s) => {
      s.scenario = 'elder-2';
      s.creatures = [];
      patch(s);
    },
  });

const withTimber = (s: ValheimState) => {
  s.stash.hide = 1;
  s.stash.wood = 2;
};

describe('valheim ships and sailing (lines 188–189, 230–241, 284–290)', () => {
  it('scenario 2 has water: its shore, and an island whose spaces touch only each other (line 119)', () => {
    const s = setupState(1, { scenario: 'elder-2' }, rngFromSeed('ships/setup'));
    expect(s.tiles.X).to.equal('blackForest-2');
    expect(s.revealed).to.not.include('X');
    expect(SCENARIOS['elder-2'].shore).to.include.members(['E1', 'X0']);
    expect(SCENARIOS['eikthyr-1'].shore).to.deep.equal([]);
    for (const x of ['X0', 'X1', 'X2']) expect((ADJ[x] ?? []).every((y) => y.startsWith('X'))).to.equal(true);
  });

  it('build a ship: an action on a shore space, 1 hide + 2 wood; the ship lies at that space', () => {
    const s = play(coast([{ space: 'E1' }], withTimber), 0, 'ship', [null]);
    expect(s.ships).to.deep.equal(['E1']);
    expect([s.stash.hide, s.stash.wood, s.actionsLeft]).to.deep.equal([0, 0, 2]);
    // E0 touches the house, not the water; scenario 1 has no water; the cost must be paid.
    expect(applyMove(coast([{ space: 'E0' }], withTimber), 0, 'ship', [null], dice())).to.equal(null);
    const dry = coast([{ space: 'E1' }], (x) => {
      withTimber(x);
      x.scenario = 'eikthyr-1';
    });
    expect(applyMove(dry, 0, 'ship', [null], dice())).to.equal(null);
    expect(applyMove(coast([{ space: 'E1' }]), 0, 'ship', [null], dice())).to.equal(null);
  });

  it('at most 2 ships: a third is paid and moves one of those in play (ruling R19)', () => {
    const s = coast([{ space: 'S1' }], (x) => {
      withTimber(x);
      x.ships = ['E1', 'S2'];
    });
    expect(applyMove(s, 0, 'ship', [null], dice())).to.equal(null);
    const moved = play(s, 0, 'ship', ['E1']);
    expect(moved.ships).to.deep.equal(['S1', 'S2']);
    expect(moved.stash.wood).to.equal(0);
  });

  it('sail: from a ship’s space to any other shore space; a misty tile flips after the landing is chosen', () => {
    const s = play(
      coast([{ space: 'E1' }], (x) => (x.ships = ['E1'])),
      0,
      'sail',
      ['X0'],
      rngFromSeed('ships/X0'),
    );
    expect(s.players[0]?.space).to.equal('X0');
    expect(s.ships).to.deep.equal(['X0']);
    expect(s.revealed).to.include('X');
    expect(s.actionsLeft).to.equal(2);
    // Haldor's camp is on the island: trading there needs no house call.
    expect(play(s, 0, 'trade', []).stash.coin).to.equal(s.stash.coin);
    // On the island you walk only on the island.
    expect(
      legalMoves(s, 0)
        .filter((m) => m.move === 'move')
        .map((m) => m.args?.[0]),
    ).to.deep.equal(['X1', 'X2']);
  });

  it('no ship here, an inland or the same space: no voyage', () => {
    const s = coast([{ space: 'E1' }], (x) => (x.ships = ['E1']));
    expect(applyMove(s, 0, 'sail', ['N1'], dice())).to.equal(null);
    expect(applyMove(s, 0, 'sail', ['E1'], dice())).to.equal(null);
    expect(
      applyMove(
        coast([{ space: 'E2' }], (x) => (x.ships = ['E1'])),
        0,
        'sail',
        ['S1'],
        dice(),
      ),
    ).to.equal(null);
  });

  it('landing on creatures starts a fight there (line 241)', () => {
    const s = play(
      coast([{ space: 'E1' }], (x) => (x.ships = ['E1'])),
      0,
      'sail',
      ['X1'],
      rngFromSeed('ships/X1'),
    );
    expect(s.players[0]?.space).to.equal('X1');
    expect(s.creatures.map((c) => [c.kind, c.space])).to.deep.include(['skeleton', 'X1']);
    expect(s.combat?.space).to.equal('X1');
  });

  it('others within movement distance on a clear path are asked; joining costs 1 stamina and lands with you', () => {
    // H→E0→E1 is 2 spaces; W1 is 4 away.
    const s = play(
      coast([{ space: 'E1' }, { space: 'H' }, { space: 'W1' }], (x) => (x.ships = ['E1'])),
      0,
      'sail',
      ['S2'],
    );
    expect(s.voyage?.offers).to.deep.equal([1]);
    expect(actor(s)).to.equal(1);
    expect(legalMoves(s, 1).map((m) => m.move)).to.deep.equal(['join', 'stay']);
    const joined = play(s, 1, 'join', []);
    expect(joined.players.map((p) => p.space)).to.deep.equal(['S2', 'S2', 'W1']);
    expect(joined.players[1]?.stamina).to.equal(3);
    expect(joined.voyage).to.equal(null);
    const stayed = play(s, 1, 'stay', []);
    expect(stayed.players.map((p) => p.space)).to.deep.equal(['S2', 'H', 'W1']);
    expect(stayed.players[1]?.stamina).to.equal(4);
  });

  it('the greedy policy builds a ship on the shore, sails to the misty island and back (bots use the water)', () => {
    let s = coast([{ space: 'E1', equipment: ['club'] }], withTimber);
    expect(heuristicMove(s, 0)).to.deep.equal({ move: 'ship', args: [null] });
    s = play(s, 0, 'ship', [null]);
    expect(heuristicMove(s, 0)).to.deep.equal({ move: 'sail', args: ['X0'] });
    s = play(s, 0, 'sail', ['X0'], rngFromSeed('ships/greedy'));
    expect(heuristicMove(s, 0)).to.deep.equal({ move: 'sail', args: ['E1'] });
    // Unarmed, it keeps to the mainland.
    expect(heuristicMove(coast([{ space: 'E1' }], withTimber), 0)?.move).to.not.equal('ship');
  });

  it('no offer without stamina or with creatures blocking the way; hazards on the way bite (ruling R-join)', () => {
    const blocked = play(
      coast([{ space: 'E1' }, { space: 'H' }], (x) => {
        x.ships = ['E1'];
        x.creatures = [creature('greydwarf', 'E0', 5)];
      }),
      0,
      'sail',
      ['S2'],
    );
    expect(blocked.players[1]?.space).to.equal('H');
    const tired = play(
      coast([{ space: 'E1' }, { space: 'H', stamina: 0 }], (x) => (x.ships = ['E1'])),
      0,
      'sail',
      ['S2'],
    );
    expect(tired.players[1]?.space).to.equal('H');
    // E0 of mountains-1 is cold: walking through it to the ship costs 1 stamina more.
    const cold = coast([{ space: 'E1' }, { space: 'H' }], (x) => (x.ships = ['E1']), { E: 'mountains-1' });
    const after = play(play(cold, 0, 'sail', ['S2']), 1, 'join', []);
    expect(after.players[1]).to.include({ space: 'S2', stamina: 2 });
  });
});
