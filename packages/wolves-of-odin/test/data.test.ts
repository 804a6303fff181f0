import { expect } from 'chai';
import {
  DEITIES,
  type GloryContext,
  type GloryReads,
  PEOPLE,
  PEOPLE_DECK_SIZE,
  RULES,
  VICTORY_CARDS,
} from '../src/index.js';

describe('wolves-of-odin data tables', () => {
  it('the People deck has 110 cards: 12 unit kinds and 3 maneuvers', () => {
    expect(PEOPLE_DECK_SIZE).to.equal(110);
    expect(PEOPLE.filter((c) => c.type === 'unit')).to.have.length(12);
    expect(PEOPLE.filter((c) => c.type === 'maneuver').map((c) => c.kind)).to.deep.equal([
      'plague',
      'shieldWall',
      'outflank',
    ]);
  });

  it('maneuvers have no strength and no rune; units have a rune', () => {
    for (const c of PEOPLE) {
      if (c.type === 'maneuver') expect([c.strength, c.rune]).to.deep.equal([null, null]);
      else expect(c.rune).to.be.oneOf(['teiwaz', 'eiwaz']);
    }
  });

  it('every copy count is tagged assumed (the rulebook gives none)', () => {
    for (const c of PEOPLE) expect(c.provenance.copies).to.equal('assumed');
  });

  it('values derived from the rulebook examples are tagged rulebook', () => {
    const byKind = Object.fromEntries(PEOPLE.map((c) => [c.kind, c]));
    const printed: [string, number][] = [
      ['archer', 1],
      ['thrall', 0],
      ['assassin', 0],
      ['priest', 8],
      ['huscarl', 2],
      ['hirdman', 3],
    ];
    for (const [kind, strength] of printed) {
      expect(byKind[kind]!.strength, kind).to.equal(strength);
      expect(byKind[kind]!.provenance.strength, kind).to.equal('rulebook');
    }
    expect(byKind.berserker!.sacrificeValue).to.equal(2);
    // The Traitor moves only Teiwaz units and moves a Priest, Konung or Hövding (l.270–271).
    for (const kind of ['priest', 'konung', 'hovding']) {
      expect(byKind[kind]!.rune, kind).to.equal('teiwaz');
      expect(byKind[kind]!.provenance.rune, kind).to.equal('rulebook');
    }
    expect(byKind.raider!.provenance).to.include({ strength: 'assumed', rune: 'assumed' });
    expect(byKind.traitor!.provenance).to.include({ strength: 'assumed', rune: 'assumed' });
  });

  it('17 Deities: 8 blue, 8 red, 1 black', () => {
    expect(DEITIES).to.have.length(17);
    const by = (c: string) => DEITIES.filter((d) => d.colour === c).length;
    expect([by('blue'), by('red'), by('black')]).to.deep.equal([8, 8, 1]);
    expect(
      DEITIES.filter((d) => d.oncePerRound)
        .map((d) => d.id)
        .sort(),
    ).to.deep.equal(['heimdall', 'hel', 'odin', 'tyr']);
  });

  it('9 assumed Victory cards; most vary with the one position property each names (l.65, l.237)', () => {
    expect(VICTORY_CARDS).to.have.length(9);
    const low: GloryContext = { deities: [], handSize: 0, lineSize: 0, lineStrength: 0, sacrifices: 0 };
    const high: Record<GloryReads, Partial<GloryContext>> = {
      none: {},
      deities: { deities: ['odin', 'thor', 'loki', 'hel', 'surt'] },
      handSize: { handSize: 12 },
      lineSize: { lineSize: 6 },
      lineStrength: { lineStrength: 30 },
      sacrifices: { sacrifices: 6 },
    };
    for (const v of VICTORY_CARDS) {
      expect(v.source).to.equal('assumed');
      const before = v.glory(low);
      const after = v.glory({ ...low, ...high[v.reads] });
      if (v.reads === 'none') expect(after, v.id).to.equal(before);
      else expect(after, v.id).to.be.greaterThan(before);
      // Only the named property matters: changing all the others leaves the value alone.
      const others = Object.entries(high).filter(([k]) => k !== v.reads && k !== 'none');
      const rest = Object.assign({}, low, ...others.map(([, x]) => x));
      expect(v.glory(rest), v.id).to.equal(before);
    }
    expect(VICTORY_CARDS.filter((v) => v.reads !== 'none').length).to.be.greaterThan(4);
    expect(RULES.victoryPerRound).to.deep.equal({ 3: 1, 4: 2, 5: 2 });
  });
});
