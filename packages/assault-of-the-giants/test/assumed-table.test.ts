import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { MAX_BASIC_DICE, READINGS, TUNING } from '../src/data/index.js';

/** The README's "Assumed values (the one table)" section. */
function assumedTable(): string {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('## Assumed values');
  const end = readme.indexOf('\n## ', start + 1);
  expect(start, 'the README has an assumed table').to.be.greaterThan(-1);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe('assault-of-the-giants: the one table of assumed values', () => {
  it('lists every assumed reading (A1–A9) and every assumed TUNING number, each once as a row', () => {
    const table = assumedTable();
    for (const r of READINGS) {
      expect(r.source, r.id).to.equal('assumed');
      expect(table, r.id).to.match(new RegExp(`^\\| ${r.id} `, 'm'));
    }
    for (const [key, v] of Object.entries(TUNING))
      if (v.source === 'assumed') expect(table, key).to.contain(`\`TUNING.${key}\``);
  });

  it('names the unit and dice values a battle reads: the race die’s bringers and the basic dice cap', () => {
    const table = assumedTable();
    expect(MAX_BASIC_DICE.source).to.equal('assumed');
    expect(table).to.contain('`MAX_BASIC_DICE`');
    expect(table).to.contain('`UNITS.bringsRaceDie`');
  });
});
