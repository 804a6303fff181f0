import { expect } from 'chai';
import { DEITIES } from '../src/data/deities.js';
import { PEOPLE } from '../src/data/people.js';
import { DEITY_TEXTS, KEYWORD_TEXTS, PEOPLE_TEXTS, RULES_SUMMARY, VICTORY_TEXTS } from '../src/data/texts.js';
import { VICTORY_CARDS } from '../src/data/victory.js';

const keys = (o: object) => Object.keys(o).sort();

describe('player-facing texts', () => {
  it('describe every People card under its own name, and nothing else', () => {
    expect(keys(PEOPLE_TEXTS)).to.deep.equal(PEOPLE.map((c) => c.kind).sort());
    for (const c of PEOPLE) expect(PEOPLE_TEXTS[c.kind].name, c.kind).to.equal(c.name);
  });

  it('describe every Deity under its own name, and nothing else', () => {
    expect(keys(DEITY_TEXTS)).to.deep.equal(DEITIES.map((d) => d.id).sort());
    for (const d of DEITIES) expect(DEITY_TEXTS[d.id].name, d.id).to.equal(d.name);
  });

  it('describe every Victory card, with the provenance of the card itself', () => {
    expect(keys(VICTORY_TEXTS)).to.deep.equal(VICTORY_CARDS.map((v) => v.id).sort());
    for (const v of VICTORY_CARDS) {
      expect(VICTORY_TEXTS[v.id]!.name, v.id).to.equal(v.name);
      expect(VICTORY_TEXTS[v.id]!.source, v.id).to.equal(v.source);
    }
  });

  it('are non-empty, with a provenance on every entry', () => {
    const all = [
      ...Object.values(PEOPLE_TEXTS),
      ...Object.values(DEITY_TEXTS),
      ...Object.values(VICTORY_TEXTS),
      ...Object.values(KEYWORD_TEXTS),
    ];
    for (const t of all) {
      expect(t.text.trim(), t.name).not.to.equal('');
      expect(['rulebook', 'public', 'assumed']).to.include(t.source);
    }
    for (const s of RULES_SUMMARY) expect(s.paragraphs.length, s.title).to.be.greaterThan(0);
  });
});
