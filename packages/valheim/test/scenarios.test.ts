import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { EVENT_DECKS } from '../src/data/events.js';
import { FORSAKEN } from '../src/data/forsaken.js';
import { TILES_BY_ID } from '../src/data/map.js';
import { SCENARIO_IDS, SCENARIOS } from '../src/data/scenario.js';
import { legalMoves } from '../src/rules/apply.js';
import { applyMove } from '../src/rules/table.js';
import { setupState } from '../src/setup.js';
import { C, dice, K, makeState, play, Y } from './helpers.js';

describe('valheim scenarios 2–4 (scenario data, lines 110–126, 623–655)', () => {
  for (const id of SCENARIO_IDS) {
    it(`${id}: its altar tile, its biomes drawn at random, its Forsaken's 20 events and gifts`, () => {
      const sc = SCENARIOS[id];
      const s = setupState(2, { scenario: id }, rngFromSeed(`setup-${id}`));
      expect(s.scenario).to.equal(id);
      const tiles = Object.values(s.tiles);
      expect(tiles).to.include.members([...sc.fixedTiles]);
      for (const { biome, count } of sc.draw)
        expect(
          tiles.filter(
            (t) =>
              TILES_BY_ID[t]?.biome === biome &&
              !sc.fixedTiles.includes(t) &&
              !sc.islands.some((i) => i.tile === t),
          ),
        ).to.have.length(count);
      // Island tiles lie on their island slot (scenario data).
      for (const i of sc.islands) expect(s.tiles[i.slot]).to.equal(i.tile);
      expect([...s.events].sort()).to.deep.equal(EVENT_DECKS[sc.forsaken].map((e) => e.id).sort());
      expect(s.gifts).to.deep.equal(sc.gifts.slice(0, 2));
      // A single scenario mines every metal.
      expect(s.metals).to.deep.equal(['bronze', 'iron', 'silver']);
    });
  }
});

describe('valheim hazards (lines 636–650)', () => {
  const swamp = { W: 'swamps-1', S: 'swamps-2' };

  it('a mire costs 1 extra movement: a move action into it ends there; a last step cannot enter it', () => {
    const s = makeState({ tiles: swamp, player: [{ space: 'W1' }] });
    // W0 is the mire of swamps-1.
    const moved = play(s, 0, 'move', ['W0']);
    expect(moved.moveLeft).to.equal(0);
    const onTheWay = play(makeState({ tiles: swamp, player: [{ space: 'S2' }] }), 0, 'move', ['W1']);
    expect(onTheWay.moveLeft).to.equal(1);
    expect(applyMove(onTheWay, 0, 'step', ['W0'], dice())).to.equal(null);
  });

  it('poisonous fumes: a special on the damage die costs 1 health at once (poisoned outside combat, 392)', () => {
    const s = makeState({ tiles: swamp, player: [{ space: 'H' }] });
    // S0 is the fumes of swamps-2.
    expect(play(s, 0, 'move', ['S0'], dice(K.special)).players[0]?.health).to.equal(6);
    // Ruling R6: its hits are ignored.
    expect(play(s, 0, 'move', ['S0'], dice(K.crit)).players[0]?.health).to.equal(7);
  });

  it('a cold space costs 1 stamina to enter; never with none (650, ruling R7)', () => {
    const cold = { N: 'mountains-1' };
    const s = play(makeState({ tiles: cold }), 0, 'move', ['N0']);
    expect(s.players[0]?.stamina).to.equal(3);
    const tired = makeState({ tiles: cold, player: [{ stamina: 0 }] });
    expect(applyMove(tired, 0, 'move', ['N0'], dice())).to.equal(null);
  });
});

describe('valheim objectives and metals', () => {
  it('The Elder: summon by offering 2 bronze at the altar (scenario 2, assumed)', () => {
    const s = makeState({
      players: 1,
      tiles: { W: 'blackForest-altar' },
      player: [{ space: 'W1' }],
      patch: (x) => {
        x.scenario = 'elder-2';
      },
    });
    expect(applyMove(s, 0, 'summon', [], dice())).to.equal(null);
    s.stash.bronze = 3;
    const summoned = play(s, 0, 'summon', [], dice(0, 0, 0, 0, 0));
    expect(summoned.stash.bronze).to.equal(1);
    expect(summoned.arena).to.include({
      forsaken: 'elder',
      vines: 4,
      health: FORSAKEN.elder.trackLength - 1 - 10,
    });
  });

  it('withered bones lie on revealed sunken crypts; flipping one raises a Draugr, defeating it takes the bone (672)', () => {
    let s = makeState({
      tiles: { N: 'swamps-1' },
      faceDown: ['N'],
      player: [{ space: 'H', equipment: ['club'] }],
      patch: (x) => {
        x.scenario = 'bonemass-3';
      },
    });
    s = play(s, 0, 'move', ['N0']);
    expect(s.stagSpaces).to.deep.equal(['N1']);
    expect(s.creatures.map((c) => [c.kind, c.space])).to.deep.equal([['draugr', 'N2']]);
    // The mire (N0) ended the move: a new move action to the crypt.
    expect(s.moveLeft).to.equal(0);
    s = play({ ...s, creatures: [] }, 0, 'move', ['N1'], dice());
    expect(legalMoves(s, 0)).to.deep.include({ move: 'stag', args: ['flip'] });
    expect(applyMove(s, 0, 'stag', ['action'], dice())).to.equal(null);
    s = play(s, 0, 'stag', ['flip']);
    expect(s.stagSpaces).to.deep.equal([]);
    expect(s.creatures.map((c) => c.kind)).to.deep.equal(['draugr']);
    expect(s.combat?.space).to.equal('N1');
    const draugr = s.creatures[0]?.id as number;
    s.creatures[0] = { ...(s.creatures[0] as (typeof s.creatures)[number]), damage: 3 };
    s = play(s, 0, 'fight', ['club', draugr], dice(Y.hit, K.blank, K.blank));
    expect(s.stagsTaken).to.equal(1);
    expect(s.guards).to.deep.equal([]);
  });

  it('a campaign blocks locked metals from the collect die (582); chests still give them', () => {
    const s = makeState({ tiles: { N: 'blackForest-1' }, player: [{ space: 'N2' }] });
    expect(legalMoves(s, 0)).to.deep.include({ move: 'collect' });
    const locked = { ...s, metals: [] };
    expect(applyMove(locked, 0, 'collect', [], dice(C.collect))).to.equal(null);
    const unlocked = play({ ...s, metals: ['bronze' as const] }, 0, 'collect', [], dice(C.collect));
    expect(unlocked.stash.bronze).to.equal(1);
  });
});
