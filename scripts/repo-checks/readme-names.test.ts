import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { missingNames, packageTrees } from './readme-names.js';

const root = join(import.meta.dirname, '..', '..');
const packages = readdirSync(join(root, 'packages')).filter((p) =>
  existsSync(join(root, 'packages', p, 'README.md')),
);

describe('every code name a package README cites exists', () => {
  for (const name of packages) {
    it(`${name}: README names only what the code has`, () => {
      const missing = missingNames(join(root, 'packages', name, 'README.md'), packageTrees(root, name));
      expect(missing, `cited in the README, found in no source: ${missing.join(', ')}`).to.deep.equal([]);
    });
  }

  it('finds a cited function the code does not have', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skald-readme-'));
    try {
      mkdirSync(join(dir, 'src'));
      writeFileSync(join(dir, 'src', 'a.ts'), 'export function tollsDue() {}\nexport const marchList = 1;\n');
      writeFileSync(
        join(dir, 'README.md'),
        'Tolls: `tollsDue()`, `rules.tollDue`, `marchOptions(s)`, `marchList`, `pnpm test`, `lowercase`.\n',
      );
      expect(missingNames(join(dir, 'README.md'), [join(dir, 'src')])).to.deep.equal([
        'marchOptions',
        'tollDue',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
