import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { games } from '@skald/games';
import { expect } from 'chai';
import { moduleState } from './module-state.js';

const root = join(import.meta.dirname, '..', '..');

/** Core and every registered game's package: their sources keep no module-level mutable state. */
const packages = ['core', ...games.map((m) => m.descriptor.id)];

describe('no module-level mutable state (architecture principle 9)', () => {
  for (const name of packages) {
    const src = join(root, 'packages', name, 'src');
    it(`${name}: no module-level let, cache or scratch`, function () {
      if (!existsSync(src)) this.skip();
      const findings = moduleState(src, root).map((f) => `${f.file}:${f.line} ${f.why}: ${f.text}`);
      expect(findings, findings.join('\n')).to.deep.equal([]);
    });
  }

  it('finds what it is meant to find', () => {
    const fixtures = join(import.meta.dirname, 'fixtures', 'module-state');
    const found = moduleState(fixtures, fixtures).map((f) => `${f.line} ${f.why}`);
    expect(found).to.deep.equal([
      '2 a module-level let',
      '3 a module-level var',
      '4 a module-level WeakMap (a cache)',
      '5 a module-level Map not typed ReadonlyMap',
      '6 a module-level Int32Array (scratch space)',
      '7 a module-level empty array',
      '8 a module-level empty object',
      '18 a module-level Array (scratch space)',
      '20 a module-level list of caches',
    ]);
  });
});
