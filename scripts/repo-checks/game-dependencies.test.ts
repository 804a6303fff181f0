import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { games } from '@skald/games';
import { expect } from 'chai';
import { sourceFiles } from './files.js';
import { importsOf } from './import-cycles.js';

const root = join(import.meta.dirname, '..', '..');

/**
 * A game package depends on core (and boardgame.io, seedrandom, lodash), never on the bots: bots are built
 * on games, not the other way round. Its benchmarks live in the root bench (`pnpm bench --only <game>`).
 */
describe('game packages never depend on @skald/bots', () => {
  for (const id of games.map((m) => m.descriptor.id)) {
    it(`${id}: no import of @skald/bots in src, test or scripts; none in package.json`, () => {
      const pkg = join(root, 'packages', id);
      const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
      const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
      expect(declared).to.not.include('@skald/bots');
      const offenders = ['src', 'test', 'scripts']
        .flatMap((dir) => {
          try {
            return sourceFiles(join(pkg, dir));
          } catch {
            return [];
          }
        })
        .filter((file) => {
          const text = readFileSync(file, 'utf8');
          return (
            importsOf(file).some((s) => s.startsWith('@skald/bots')) || text.includes("import('@skald/bots')")
          );
        })
        .map((file) => file.slice(root.length + 1));
      expect(offenders).to.deep.equal([]);
    });
  }
});
