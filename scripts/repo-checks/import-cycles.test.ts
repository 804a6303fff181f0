import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { importCycles } from './import-cycles.js';

const root = join(import.meta.dirname, '..', '..');

/** Every package's and example's sources. */
const trees = ['packages', 'examples'].flatMap((base) =>
  readdirSync(join(root, base))
    .map((name) => join(base, name, 'src'))
    .filter((src) => existsSync(join(root, src))),
);
/** Sources whose regrouping by the rulebook's chapters is under way (issue #30 §4); empty when it lands. */
const REGROUPING: ReadonlySet<string> = new Set(['packages/orcquest-warpath/src']);

describe('no import cycle in any package (sources read in one direction)', () => {
  for (const src of trees) {
    it(`${src}: no import cycle`, function () {
      if (REGROUPING.has(src)) this.skip();
      const cycles = importCycles(join(root, src), root).map((c) => c.join(' ↔ '));
      expect(cycles, cycles.join('\n')).to.deep.equal([]);
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
});
