import { expect } from 'chai';
import { FACE_SYMBOLS } from '../src/data/dice.js';
import { FAVORS } from '../src/data/favors.js';
import { FACE_TEXTS, FAVOR_TEXTS, KEYWORD_TEXTS, OPTION_TEXTS, RULES_SUMMARY } from '../src/data/texts.js';
import { descriptor } from '../src/descriptor.js';

const keys = (o: object) => Object.keys(o).sort();

describe('player-facing texts', () => {
  it('describe every die face, and nothing else', () => {
    expect(keys(FACE_TEXTS)).to.deep.equal([...FACE_SYMBOLS].sort());
  });

  it('describe every God Favor under its own name, and nothing else', () => {
    expect(keys(FAVOR_TEXTS)).to.deep.equal(FAVORS.map((f) => f.id).sort());
    for (const f of FAVORS) expect(FAVOR_TEXTS[f.id].name, f.id).to.equal(f.name);
  });

  it('explain every setup option and each of its values, and nothing else', () => {
    expect(keys(OPTION_TEXTS)).to.deep.equal(keys(descriptor.setupOptions));
    for (const [key, option] of Object.entries(descriptor.setupOptions)) {
      const text = OPTION_TEXTS[key]!;
      const values =
        option.kind === 'enum'
          ? [...option.values]
          : option.kind === 'integer'
            ? Array.from({ length: option.max - option.min + 1 }, (_, i) => String(option.min + i))
            : ['true', 'false'];
      expect(keys(text.values), key).to.deep.equal(values.sort());
      if (text.rulebook !== null) expect(values, key).to.include(text.rulebook);
      // The descriptor shows the same plain words, not the old "Ruling: …" notes.
      expect(option.label, key).to.equal(text.label);
      expect(option.help, key).to.equal(text.help);
      expect(option.help, key).not.to.match(/Ruling/);
    }
  });

  it('are non-empty, with a provenance on every entry', () => {
    const all = [
      ...Object.values(FACE_TEXTS),
      ...Object.values(FAVOR_TEXTS),
      ...Object.values(KEYWORD_TEXTS),
    ];
    for (const t of all) {
      expect(t.text.trim(), t.name).not.to.equal('');
      expect(['rulebook', 'public', 'assumed']).to.include(t.source);
    }
    expect(RULES_SUMMARY.length).to.be.greaterThan(0);
    for (const s of RULES_SUMMARY) expect(s.paragraphs.length, s.title).to.be.greaterThan(0);
  });
});
