import { expect } from 'chai';
import { DEITIES, PEOPLE, PEOPLE_DECK_SIZE, RULES, VICTORY_CARDS } from '../src/index.js';

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
    expect(byKind.archer!.strength).to.equal(1);
    expect(byKind.thrall!.strength).to.equal(0);
    expect(byKind.assassin!.strength).to.equal(0);
    expect(byKind.priest!.strength).to.equal(8);
    expect(byKind.huscarl!.strength).to.equal(2);
    expect(byKind.hirdman!.strength).to.equal(3);
    expect(byKind.berserker!.sacrificeValue).to.equal(2);
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

  it('9 Victory cards, all assumed placeholders with a Glory function', () => {
    expect(VICTORY_CARDS).to.have.length(9);
    for (const v of VICTORY_CARDS) {
      expect(v.source).to.equal('assumed');
      expect(v.glory({ deities: [], handSize: 0 })).to.be.a('number');
    }
    expect(RULES.victoryPerRound).to.deep.equal({ 3: 1, 4: 2, 5: 2 });
  });
});
