import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { importCycles, layerBreaches } from './import-cycles.js';

const root = join(import.meta.dirname, '..', '..');

/** Every package's and example's sources. */
const trees = ['packages', 'examples'].flatMap((base) =>
  readdirSync(join(root, base))
    .map((name) => join(base, name, 'src'))
    .filter((src) => existsSync(join(root, src))),
);
/**
 * Rules grouped in folders by the rulebook's chapters, listed from the bottom up: a lower folder never
 * imports a higher one (the package README says why each sits where it does).
 */
const LAYERS: Readonly<Record<string, readonly string[]>> = {
  'packages/orcquest-warpath/src/rules': ['board', 'characters', 'combat', 'enemies', 'heroes', 'phases'],
};

describe('no import cycle in any package (sources read in one direction)', () => {
  for (const src of trees) {
    it(`${src}: no import cycle`, () => {
      const cycles = importCycles(join(root, src), root).map((c) => c.join(' ↔ '));
      expect(cycles, cycles.join('\n')).to.deep.equal([]);
    });
  }

  for (const [dir, layers] of Object.entries(LAYERS)) {
    it(`${dir}: its folders read bottom up (${layers.join(' → ')})`, () => {
      const breaches = layerBreaches(join(root, dir), layers, root);
      expect(breaches, breaches.join('\n')).to.deep.equal([]);
    });
  }

  it('finds a cycle and names its files; a whole-statement type-only import is no edge', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skald-cycles-'));
    try {
      mkdirSync(join(dir, 'rules'));
      writeFileSync(join(dir, 'a.ts'), "import { b } from './rules/b.js';\nexport const a = b;\n");
      writeFileSync(
        join(dir, 'rules', 'b.ts'),
        "import { type C, c } from './c.js';\nexport const b: C = c;\n",
      );
      writeFileSync(join(dir, 'rules', 'c.ts'), "export { type D as C, d as c } from '../d.js';\n");
      writeFileSync(
        join(dir, 'd.ts'),
        "import { b } from './rules/b.js';\nexport type D = typeof b;\nexport const d = 1;\n",
      );
      writeFileSync(join(dir, 'e.ts'), "import { a } from './a.js';\nexport const e = a;\n");
      // Type-only both ways: f and g name each other's types, which sets no load order.
      writeFileSync(join(dir, 'f.ts'), "import type { G } from './g.js';\nexport type F = { g: G };\n");
      writeFileSync(join(dir, 'g.ts'), "import type { F } from './f.js';\nexport type G = { f?: F };\n");
      expect(importCycles(dir, dir)).to.deep.equal([['d.ts', 'rules/b.ts', 'rules/c.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds an import from a higher layer; root files and type-only imports are no breach', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skald-layers-'));
    try {
      mkdirSync(join(dir, 'low'));
      mkdirSync(join(dir, 'high'));
      writeFileSync(join(dir, 'shared.ts'), "import { h } from './high/h.js';\nexport const s = h;\n");
      writeFileSync(join(dir, 'high', 'h.ts'), "import { l } from '../low/l.js';\nexport const h = l;\n");
      writeFileSync(
        join(dir, 'low', 'l.ts'),
        "import type { H } from '../high/t.js';\nexport const l: H = 1;\nexport { h as up } from '../high/h.js';\n",
      );
      writeFileSync(join(dir, 'high', 't.ts'), 'export type H = number;\n');
      expect(layerBreaches(dir, ['low', 'high'], dir)).to.deep.equal(['low/l.ts → high/h.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
