import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { OPTION_TEXTS } from '../src/data/rules-text.js';
import { SCENARIO_IDS, SCENARIOS } from '../src/data/scenario.js';
import { descriptor } from '../src/descriptor.js';
import { revealTile } from '../src/rules/map.js';
import { applyMove } from '../src/rules/table.js';
import { setupState } from '../src/setup.js';
import { creature, dice, K, makeState, play, Y } from './helpers.js';

describe('valheim scenarios 5–8 (assumed scenario data; objectives of the kinds the public sources name)', () => {
  it('elder-6: the Troll must fall before the summon; other kills do not count', () => {
    const at = (space: string, creatures: ReturnType<typeof creature>[]) =>
      makeState({
        tiles: { W: 'blackForest-altar', N: 'blackForest-3' },
        player: [{ space }],
        patch: (x) => {
          x.scenario = 'elder-6';
          x.creatures = creatures;
        },
      });
    expect(applyMove(at('W1', []), 0, 'summon', [], dice())).to.equal(null);
    // A Greydwarf slain: no progress.
    const dwarf = play(
      play(at('N0', [creature('greydwarf', 'N1', 2, 2)]), 0, 'move', ['N1']),
      0,
      'fight',
      ['unarmed', 2],
      dice(Y.hit, K.blank),
    );
    expect([dwarf.creatures, dwarf.stagsTaken]).to.deep.equal([[], 0]);
    // The Troll slain (5 damage already): the objective is met, and the altar answers.
    let s = play(at('N0', [creature('troll', 'N1', 1, 5)]), 0, 'move', ['N1']);
    s = play(s, 0, 'fight', ['unarmed', 1], dice(Y.hit, K.blank, K.blank));
    expect([s.creatures, s.stagsTaken]).to.deep.equal([[], 1]);
    s = play(play(s, 0, 'move', ['W2']), 0, 'step', ['W1']);
    expect(play(s, 0, 'summon', [], dice(0, 0, 0, 0, 0)).arena?.forsaken).to.equal('elder');
  });

  it('moder-8: the Stone Golem is the one to slay; its tile is always on the map', () => {
    expect(SCENARIOS['moder-8'].objective).to.deep.equal({ kind: 'slay', creature: 'stoneGolem', count: 1 });
    for (const seed of ['a', 'b', 'c']) {
      const s = setupState(2, { scenario: 'moder-8' }, rngFromSeed(seed));
      expect(Object.values(s.tiles)).to.include('mountains-2');
    }
  });

  it('eikthyr-5: three stags, the third able to land on the island; two are not enough', () => {
    const s = setupState(1, { scenario: 'eikthyr-5' }, rngFromSeed('island-stag'));
    expect(s.tiles.X).to.equal('meadows-3');
    const twoPlaced = makeState({
      tiles: { X: 'meadows-3' },
      faceDown: ['X'],
      patch: (x) => {
        x.scenario = 'eikthyr-5';
        x.stagsPlaced = 2;
      },
    });
    revealTile(twoPlaced, 'X', rngFromSeed('x'));
    expect(twoPlaced.stagSpaces).to.include('X2');
    // Scenario 1 summons with 2 stags; scenario 5 needs 3.
    const onAltar = (scenario: 'eikthyr-1' | 'eikthyr-5') =>
      makeState({
        player: [{ space: 'W1' }],
        patch: (x) => {
          x.scenario = scenario;
          x.stagsTaken = 2;
        },
      });
    expect(applyMove(onAltar('eikthyr-5'), 0, 'summon', [], dice())).to.equal(null);
    expect(play(onAltar('eikthyr-1'), 0, 'summon', [], dice(0, 0, 0, 0, 0, 0)).stage).to.equal('arena');
  });

  it('bonemass-7: an offering of 3 iron at the altar summons Bonemass', () => {
    const s = makeState({
      tiles: { W: 'swamps-altar' },
      player: [{ space: 'W1' }],
      patch: (x) => {
        x.scenario = 'bonemass-7';
        x.stash.iron = 2;
      },
    });
    expect(applyMove(s, 0, 'summon', [], dice())).to.equal(null);
    const three = { ...s, stash: { ...s.stash, iron: 4 } };
    const summoned = play(three, 0, 'summon', [], dice(0, 0, 0, 0, 0, 0, 0, 0));
    expect([summoned.stash.iron, summoned.arena?.forsaken]).to.deep.equal([1, 'bonemass']);
  });

  it('the setup screen offers and names every scenario, each tagged with its provenance', () => {
    const option = descriptor.setupOptions?.scenario;
    expect(option?.kind === 'enum' ? option.values : []).to.deep.equal(SCENARIO_IDS);
    expect(Object.keys(OPTION_TEXTS.scenario?.values ?? {})).to.deep.equal(SCENARIO_IDS);
    for (const id of SCENARIO_IDS) expect(SCENARIOS[id].source, id).to.equal('assumed');
  });

  for (const [id, island, ring] of [
    [
      'elder-6',
      'blackForest-2',
      { N: 'meadows-1', E: 'blackForest-1', S: 'blackForest-3', W: 'blackForest-altar' },
    ],
    ['bonemass-7', 'swamps-4', { N: 'blackForest-1', E: 'swamps-1', S: 'swamps-3', W: 'swamps-altar' }],
  ] as const) {
    it(`${id} has water: the island tile is never drawn for the ring; a ship built on the shore reaches it`, () => {
      expect(SCENARIOS[id].islands).to.deep.equal([{ slot: 'X', tile: island }]);
      for (const seed of ['w1', 'w2', 'w3', 'w4']) {
        const set = setupState(2, { scenario: id }, rngFromSeed(seed));
        expect(set.tiles.X, seed).to.equal(island);
        expect(['N', 'E', 'S', 'W'].map((slot) => set.tiles[slot])).to.not.include(island);
        expect(set.revealed).to.not.include('X');
      }
      const coast = makeState({
        tiles: { ...ring, X: island },
        faceDown: ['X'],
        player: [{ space: 'E1' }],
        patch: (x) => {
          x.scenario = id;
          x.creatures = [];
          x.stash.hide = 1;
          x.stash.wood = 2;
        },
      });
      const built = play(coast, 0, 'ship', [null]);
      expect(built.ships).to.deep.equal(['E1']);
      const landed = play(built, 0, 'sail', ['X0'], rngFromSeed(`${id}/X0`));
      expect([landed.players[0]?.space, landed.revealed.includes('X')]).to.deep.equal(['X0', true]);
    });
  }
});
