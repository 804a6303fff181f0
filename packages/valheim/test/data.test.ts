import { asymmetricEdges, reachableWithin } from '@skald/core';
import { expect } from 'chai';
import { HONEYCOMBS } from '../src/data/consumables.js';
import { CREATURES } from '../src/data/creatures.js';
import { COLLECT, DAMAGE, DEFENSE, RED, YELLOW } from '../src/data/dice.js';
import { EQUIPMENT, isArmour } from '../src/data/equipment.js';
import { EIKTHYR_EVENTS, EVENT_DECKS } from '../src/data/events.js';
import { FOOD } from '../src/data/food.js';
import { ARENA_CARDS, arenaDeckOf, EIKTHYR_ARENA, FORSAKEN, FORSAKEN_IDS } from '../src/data/forsaken.js';
import { FURNITURE, SHIP_COST } from '../src/data/furniture.js';
import { ALL_TILES, MAP_SLOTS, MEADOWS_TILES, TILE_POSITIONS, TILES_BY_ID } from '../src/data/map.js';
import { RESOURCE_TABLE } from '../src/data/resources.js';
import { COMMON_CHESTS, RARE_CHESTS, SCENARIOS } from '../src/data/scenario.js';
import { OCCUPATIONS, ODIN_SKILLS, TRAITS } from '../src/data/skills.js';
import { ADJ } from '../src/rules/map.js';

const count = <T>(xs: readonly T[], p: (x: T) => boolean) => xs.filter(p).length;

describe('valheim data', () => {
  it('dice match the rulebook face lists (lines 336, 341, 346, 220)', () => {
    expect(count(YELLOW.faces, (f) => f.kind === 'hit')).to.equal(3);
    expect(count(YELLOW.faces, (f) => f.kind === 'crit')).to.equal(1);
    expect(count(YELLOW.faces, (f) => f.kind === 'blank')).to.equal(2);
    expect(count(RED.faces, (f) => f.kind === 'hit')).to.equal(4);
    expect(count(RED.faces, (f) => f.kind === 'blank')).to.equal(1);
    expect(count(DEFENSE.faces, (f) => f.blocks === 1)).to.equal(3);
    expect(count(DEFENSE.faces, (f) => f.blocks === 2)).to.equal(1);
    expect(count(DAMAGE.faces, (f) => f.kind === 'hit')).to.equal(2);
    expect(count(DAMAGE.faces, (f) => f.kind === 'special')).to.equal(1);
    expect(count(DAMAGE.faces, (f) => f.kind === 'blank')).to.equal(2);
    expect(COLLECT.faces.map((f) => f.kind)).to.deep.equal([
      'collect',
      'collect',
      'collect',
      'noisy',
      'noisyCrit',
      'crit',
    ]);
    expect([YELLOW, RED, DEFENSE, DAMAGE, COLLECT].reduce((n, d) => n + d.inBox, 0)).to.equal(10);
  });

  it('component counts: 32 equipment (16 + 16), 9 food, 20 events (10 + 10), 7 Eikthyr arena cards, 5 Meadows tiles', () => {
    expect(EQUIPMENT).to.have.length(32);
    expect(count(EQUIPMENT, isArmour)).to.equal(16);
    expect(new Set(EQUIPMENT.map((e) => e.id)).size).to.equal(32);
    expect(FOOD).to.have.length(9);
    expect(count(EIKTHYR_EVENTS, (e) => e.phase === 1)).to.equal(10);
    expect(count(EIKTHYR_EVENTS, (e) => e.phase === 2)).to.equal(10);
    expect(EIKTHYR_ARENA).to.have.length(7);
    expect(MEADOWS_TILES).to.have.length(5);
    expect(COMMON_CHESTS).to.have.length(4);
    expect(HONEYCOMBS).to.have.length(8);
    // 12 power of Odin tokens; 24 upgrade tokens = 12 trait + 12 occupation (lines 73, 70).
    expect([ODIN_SKILLS.length, TRAITS.length, OCCUPATIONS.length]).to.deep.equal([12, 12, 12]);
    expect(TRAITS.every((t) => t.times === 1) && OCCUPATIONS.every((o) => o.times === 3)).to.equal(true);
    // 16 white cubes = 4 players × (1 trait slot + 3 occupation slots).
    expect(4 * ((TRAITS[0]?.times ?? 0) + (OCCUPATIONS[0]?.times ?? 0))).to.equal(16);
    expect(Object.values(CREATURES).reduce((n, c) => n + c.miniatures, 0)).to.equal(5 + 5 + 5 + 4 + 3 + 3);
    expect(Object.values(RESOURCE_TABLE).every((r) => r.tokens === 7)).to.equal(true);
    expect(SHIP_COST).to.deep.equal({ hide: 1, wood: 2 });
  });

  it('every entry carries a provenance tag and a player-facing text', () => {
    const all = [
      ...Object.values(CREATURES),
      ...EQUIPMENT,
      ...FOOD,
      ...EIKTHYR_EVENTS,
      ...EIKTHYR_ARENA,
      ...MEADOWS_TILES,
      ...COMMON_CHESTS,
      ...HONEYCOMBS,
      ...ODIN_SKILLS,
      ...TRAITS,
      ...OCCUPATIONS,
      ...Object.values(FURNITURE),
      ...Object.values(RESOURCE_TABLE),
      YELLOW,
      RED,
      DEFENSE,
      DAMAGE,
      COLLECT,
    ];
    for (const e of all) {
      expect(['rulebook', 'public', 'assumed']).to.include(e.source);
      expect(e.text.length, JSON.stringify(e)).to.be.greaterThan(10);
    }
  });

  it('creatures keep the rulebook facts: Greyling 2 and Greydwarf 3 health, Skeleton 2 and Fenring 3 dice, Golem strongest, veterans tougher', () => {
    expect(CREATURES.greyling.regular.health).to.equal(2);
    expect(CREATURES.greydwarf.regular.health).to.equal(3);
    expect(CREATURES.skeleton.regular.dice).to.equal(2);
    expect(CREATURES.fenring.regular.dice).to.equal(3);
    expect(CREATURES.draugr.regular.fireResistant).to.equal(true);
    const golem = CREATURES.stoneGolem.regular.health;
    for (const c of Object.values(CREATURES)) {
      expect(c.regular.health).to.be.at.most(golem);
      expect(c.veteran.health).to.be.greaterThan(c.regular.health);
      expect(c.regular.dice).to.be.within(1, 3);
    }
  });

  it('scenario-1 gear needs no metal for its basic pieces, and every cost is positive', () => {
    for (const e of EQUIPMENT)
      expect(Object.values(e.cost).reduce((n, x) => n + (x ?? 0), 0)).to.be.greaterThan(0);
    const metalFree = EQUIPMENT.filter((e) => !e.cost.bronze && !e.cost.iron && !e.cost.silver);
    expect(metalFree.some((e) => e.slot === 'weapon')).to.equal(true);
    expect(metalFree.some((e) => e.slot === 'shield')).to.equal(true);
    for (const id of ['rug', 'bed', 'throne'] as const)
      expect(Object.keys(FURNITURE[id].cost).some((r) => ['bronze', 'iron', 'silver'].includes(r))).to.equal(
        false,
      );
  });

  it('every tile has one icon list per position; the scenario layout is symmetric and connected', () => {
    for (const t of MEADOWS_TILES) expect(t.spaces).to.have.length(TILE_POSITIONS);
    expect(MEADOWS_TILES.filter((t) => t.spaces.some((x) => x.altar))).to.have.length(1);
    expect(asymmetricEdges(ADJ)).to.deep.equal([]);
    expect(Object.keys(reachableWithin(ADJ, 'H', 99))).to.have.length(13);
    // The island's 3 spaces (line 119) touch only each other: no walking there from the house.
    expect(Object.keys(ADJ)).to.have.length(16);
    expect(Object.keys(reachableWithin(ADJ, 'X0', 99)).sort()).to.deep.equal(['X0', 'X1', 'X2']);
  });

  it("every scenario's slots are map slots (`MAP_SLOTS`, whose space ids and slots are tables built at load)", () => {
    for (const sc of Object.values(SCENARIOS))
      for (const slot of [...sc.slots, ...sc.islands.map((i) => i.slot)])
        expect(MAP_SLOTS, `${sc.id} ${slot}`).to.include(slot);
  });
});

describe('valheim data for the four Forsaken (components, lines 53–71)', () => {
  it('80 event cards, 20 per Forsaken, 10 of each phase; 25 arena cards 7/6/6/6; 5/5/5/4 biome tiles; 4 + 4 chests', () => {
    for (const deck of Object.values(EVENT_DECKS)) {
      expect(deck).to.have.length(20);
      expect(deck.filter((e) => e.phase === 1)).to.have.length(10);
    }
    expect(FORSAKEN_IDS.map((f) => arenaDeckOf(f).length)).to.deep.equal([7, 6, 6, 6]);
    const biomes = ALL_TILES.map((t) => t.biome);
    expect(
      ['meadows', 'blackForest', 'swamps', 'mountains'].map((b) => biomes.filter((x) => x === b).length),
    ).to.deep.equal([5, 5, 5, 4]);
    expect([COMMON_CHESTS.length, RARE_CHESTS.length]).to.deep.equal([4, 4]);
    // Every scenario's altar tile has an altar, and every arena space's neighbours exist.
    for (const sc of Object.values(SCENARIOS))
      expect(TILES_BY_ID[sc.fixedTiles[0] as string]?.spaces.some((x) => x.altar)).to.equal(true);
    for (const f of Object.values(FORSAKEN)) {
      const ids = f.spaces.map((x) => x.id);
      for (const [from, tos] of Object.entries(f.adjacency)) {
        expect(ids).to.include(from);
        for (const to of tos) expect(ids).to.include(to);
      }
    }
    for (const x of [
      ...ALL_TILES,
      ...ARENA_CARDS,
      ...Object.values(FORSAKEN),
      ...Object.values(SCENARIOS),
      ...RARE_CHESTS,
    ])
      expect(['rulebook', 'public', 'assumed']).to.include(x.source);
  });
});
