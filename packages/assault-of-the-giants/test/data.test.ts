import { asymmetricEdges } from '@skald/core';
import { expect } from 'chai';
import {
  ADJACENCY,
  BASIC_DIE,
  COMMANDS,
  EDGES,
  EVENT_BY_ID,
  fullResourceDeck,
  HAND,
  NPC_CHART,
  NPC_RACES,
  RACE_DICE,
  RACE_IDS,
  RACES,
  REGION_BY_ID,
  REGIONS,
  RESOURCES,
  SPECIAL_EVENTS,
  UNITS,
  UNIVERSAL_EVENTS,
} from '../src/data/index.js';

describe('assault-of-the-giants data', () => {
  it('has the six races in the old ordning, storm on top, hill at the bottom, with distinct token numbers', () => {
    expect(RACE_IDS.map((r) => RACES[r].rank.value)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    const numbers = RACE_IDS.map((r) => RACES[r].ordningNumber.value);
    expect(new Set(numbers).size).to.equal(6);
    expect(numbers).to.deep.equal([...numbers].sort((a, b) => b - a));
  });

  it('keeps the public race facts: hill Move 6, storm stacking 3, cloud home the Evermoors', () => {
    expect(RACES.hill.moveBase).to.include({ value: 6, source: 'public' });
    expect(RACES.storm.stackingLimit).to.include({ value: 3, source: 'public' });
    expect(RACES.cloud.startRegion).to.include({ value: 'evermoors', source: 'rulebook' });
  });

  it('sets NPC races by player count as the rulebook chart does', () => {
    expect(NPC_RACES[6]).to.deep.equal([]);
    expect(NPC_RACES[5]).to.deep.equal(['hill']);
    expect([...NPC_RACES[4]!].sort()).to.deep.equal(['fire', 'frost']);
    expect([...NPC_RACES[3]!].sort()).to.deep.equal(['cloud', 'stone', 'storm']);
  });

  it('has a connected, symmetric board with every Starting Region owned by its race', () => {
    expect(REGIONS).to.have.length(18);
    expect(asymmetricEdges(ADJACENCY)).to.deep.equal([]);
    expect(Object.keys(ADJACENCY).sort()).to.deep.equal(REGIONS.map((r) => r.id).sort());
    const seen = new Set(['sumber']);
    const queue = ['sumber'];
    while (queue.length)
      for (const n of ADJACENCY[queue.shift()!]!)
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
    expect(seen.size).to.equal(18);
    for (const r of RACE_IDS)
      expect(REGION_BY_ID[RACES[r].startRegion.value]).to.include({ kind: 'start', startOf: r });
    expect(REGIONS.filter((r) => r.kind === 'start')).to.have.length(6);
  });

  it('keeps the two public borders and the Move example’s missing one (Sumber Hills–High Moor)', () => {
    const has = (a: string, b: string) => ADJACENCY[a]!.includes(b);
    expect(has('sumber', 'delimbiyr')).to.equal(true);
    expect(has('delimbiyr', 'highMoor')).to.equal(true);
    expect(has('sumber', 'highMoor')).to.equal(false);
    expect(EDGES.filter((e) => e.source === 'public')).to.have.length(2);
  });

  it('places NPC extras in a Small Folk Region next to the race’s Starting Region', () => {
    for (const r of RACE_IDS) {
      const [home, extra] = NPC_CHART[r].value;
      expect(home!.region).to.equal('start');
      expect(REGION_BY_ID[extra!.region]!.kind).to.equal('smallFolk');
      expect(ADJACENCY[RACES[r].startRegion.value]).to.include(extra!.region);
    }
  });

  it('has dice whose faces stay within the public ranges (hits 1–4, blocks 1–2, arcane 1–2)', () => {
    for (const die of [BASIC_DIE, ...Object.values(RACE_DICE)]) {
      expect(die.faces).to.have.length(6);
      for (const f of die.faces) {
        const kinds = [f.hits, f.blocks, f.arcane].filter((x) => x > 0).length;
        expect(kinds).to.be.at.most(1);
        expect(f.hits).to.be.within(0, 4);
        expect(f.blocks).to.be.within(0, 2);
        expect(f.arcane).to.be.within(0, 2);
      }
    }
  });

  it('makes units tougher and worth more as they cost more; leaders cannot be bought', () => {
    const order = ['regular', 'elite', 'champion', 'leader'] as const;
    for (let i = 1; i < order.length; i++) {
      expect(UNITS[order[i]!].fortitude).to.be.greaterThan(UNITS[order[i - 1]!].fortitude);
      expect(UNITS[order[i]!].ordningValue).to.be.greaterThan(UNITS[order[i - 1]!].ordningValue);
    }
    for (const u of order) expect(UNITS[u].woundedFortitude).to.be.lessThan(UNITS[u].fortitude);
    expect(UNITS.regular.fortitude).to.equal(3); // the hill example of p.18 (a healthy regular soaks 3)
    expect(UNITS.leader.cost).to.equal(0);
  });

  it('deals a hand of nine commands covering all eight command kinds', () => {
    expect(HAND).to.have.length(9);
    expect(new Set(HAND.map((c) => c.kind)).size).to.equal(Object.keys(COMMANDS).length);
  });

  it('builds a 60-card Resource deck of food and one rune per race', () => {
    expect(fullResourceDeck()).to.have.length(RESOURCES.reduce((n, r) => n + r.count, 0));
    expect(fullResourceDeck()).to.have.length(60);
    for (const r of RACE_IDS) expect(RESOURCES.map((x) => x.type)).to.include(`rune-${r}`);
  });

  it('gives hill, stone and cloud one special event and the others two or three (p.10)', () => {
    const n = (r: string) => SPECIAL_EVENTS.filter((e) => e.race === r).length;
    for (const r of ['hill', 'stone', 'cloud']) expect(n(r)).to.equal(1);
    for (const r of ['storm', 'fire', 'frost']) expect(n(r)).to.be.within(2, 3);
    expect(SPECIAL_EVENTS.find((e) => e.race === 'fire' && e.reward.unit === 'leader')?.name).to.equal(
      'Forge Vonindod',
    );
  });

  it('has a player-facing text for every move the game accepts', async () => {
    const { MOVE_TEXTS } = await import('../src/data/texts.js');
    const { TURN_MOVES, BATTLE_MOVES, RESPOND_MOVES } = await import('../src/moves.js');
    expect(Object.keys(MOVE_TEXTS).sort()).to.deep.equal(
      [...new Set([...TURN_MOVES, ...BATTLE_MOVES, ...RESPOND_MOVES])].sort(),
    );
  });

  it('tags every entry with a provenance and gives every event positive OP and a claimable requirement', () => {
    const raceFields = Object.values(RACES).flatMap((r) => [
      r.rank,
      r.ordningNumber,
      r.startRegion,
      r.moveBase,
      r.recruitPoints,
      r.stackingLimit,
    ]);
    const all = [
      ...raceFields,
      ...Object.values(NPC_CHART),
      ...Object.values(UNITS),
      ...REGIONS,
      ...EDGES,
      ...RESOURCES,
      ...UNIVERSAL_EVENTS,
      ...SPECIAL_EVENTS,
      ...Object.values(COMMANDS),
    ];
    for (const x of all) expect(['rulebook', 'public', 'assumed']).to.include(x.source);
    for (const e of Object.values(EVENT_BY_ID)) {
      expect(e.op).to.be.greaterThan(0);
      if (e.requirement.kind === 'holdRegion')
        expect(REGION_BY_ID[e.requirement.region]!.kind).to.equal('smallFolk');
    }
  });
});
