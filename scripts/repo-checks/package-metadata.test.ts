import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';

const root = join(import.meta.dirname, '..', '..');
const manifests = readdirSync(join(root, 'packages'))
  .map((dir) => ({
    dir,
    manifest: JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')),
  }))
  .filter(({ manifest }) => !manifest.private);

const rootLicense = readFileSync(join(root, 'LICENSE'), 'utf8');

/** What a registry user reads on the package page and what npm checks on install. */
describe('published packages carry the metadata a registry user expects', () => {
  for (const { dir, manifest } of manifests) {
    it(`packages/${dir}`, () => {
      expect(manifest.description, 'description').to.be.a('string').with.length.above(20);
      expect(manifest.keywords, 'keywords').to.include('boardgame.io');
      expect(manifest.license, 'license').to.equal('MIT');
      expect(manifest.engines?.node, 'engines.node').to.equal('>=20');
      expect(manifest.files, 'files').to.include.members(['dist', 'README.md', 'CHANGELOG.md', 'LICENSE']);
      // npm packs a package's own folder only: each carries the root LICENSE, word for word.
      const license = join(root, 'packages', dir, 'LICENSE');
      expect(existsSync(license) && readFileSync(license, 'utf8'), 'LICENSE').to.equal(rootLicense);
      expect(manifest.peerDependencies?.['boardgame.io'], 'boardgame.io peer').to.equal('0.50.2');
    });
  }

  // The project has no public repository URL yet; `repository`, `homepage` and `bugs` wait for it.
  it.skip('repository, homepage and bugs (pending the public repository URL)');
});
