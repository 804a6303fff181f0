import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import {
  changesetFor,
  idProblem,
  namesFor,
  registerInCatalogue,
  registerInIndex,
  registerInPackageJson,
  renameText,
  TEMPLATE_NAMES,
  titleProblem,
} from './scaffold.js';

const registryIndex = readFileSync(new URL('../../packages/games/src/index.ts', import.meta.url), 'utf8');
const registryCatalogue = readFileSync(
  new URL('../../packages/games/src/catalogue.ts', import.meta.url),
  'utf8',
);
const registryPackage = readFileSync(new URL('../../packages/games/package.json', import.meta.url), 'utf8');

/** An id the real registry does not hold yet (`demo` unless someone ran `pnpm new-game demo`). */
function unregistered(base: string): string {
  const taken = (id: string) =>
    registryPackage.includes(`"@skald/${id}"`) || registryIndex.includes(`'@skald/${id}'`);
  let id = base;
  for (let n = 2; taken(id); n++) id = `${base}-${n}`;
  return id;
}
const fresh = namesFor(unregistered('demo'));

describe('pnpm new-game: scaffold', () => {
  it('refuses ids that are not kebab-case, the template, or taken', () => {
    expect(idProblem('demo', ['orlog'])).to.equal(undefined);
    expect(idProblem('my-game2', [])).to.equal(undefined);
    for (const bad of ['Demo', 'my_game', '-x', 'x-', 'a--b', '2x', '', 'a b'])
      expect(idProblem(bad, []), bad).to.be.a('string');
    expect(idProblem('template-game', [])).to.match(/template/);
    expect(idProblem('orlog', ['orlog'])).to.match(/already exists/);
  });

  it('refuses titles that would break out of a string', () => {
    expect(titleProblem('Orc Quest: War Path!')).to.equal(undefined);
    for (const bad of ["Orc's", 'a"b', 'a\\b', 'a`b', '$x', '{x}', ''])
      expect(titleProblem(bad), bad).to.be.a('string');
  });

  it('derives every name from the id', () => {
    expect(namesFor('fire-and-ice')).to.deep.equal({
      id: 'fire-and-ice',
      pascal: 'FireAndIce',
      camel: 'fireAndIce',
      title: 'Fire And Ice',
    });
    expect(namesFor('demo', 'Demo Quest').title).to.equal('Demo Quest');
  });

  it('rewrites every template name and leaves none behind', () => {
    const names = namesFor('demo');
    const text = `import { TemplateGame } from '@skald/template-game';\nconst templateGame = 1; // Template Game\ntype S = TemplateGameState;`;
    const out = renameText(text, names);
    expect(out).to.equal(`import { Demo } from '@skald/demo';\nconst demo = 1; // Demo\ntype S = DemoState;`);
    for (const name of Object.values(TEMPLATE_NAMES)) expect(out).not.to.include(name);
  });

  it('registers the game in the registry index: one import, one list entry', () => {
    const out = registerInIndex(registryIndex, fresh);
    expect(out).to.include(`import { gameModule as ${fresh.camel} } from '@skald/${fresh.id}';`);
    expect(out).to.match(new RegExp(`export const games: GameModule\\[\\] = \\[[^\\]]*, ${fresh.camel}\\];`));
    expect(out.split('\n').length).to.equal(registryIndex.split('\n').length + 1);
    expect(() => registerInIndex(out, fresh)).to.throw(/already registered/);
  });

  it('registers the game in the lazy catalogue: its descriptor and a loader, last in the list', () => {
    const out = registerInCatalogue(registryCatalogue, fresh);
    expect(out).to.include(`import { descriptor as ${fresh.camel} } from '@skald/${fresh.id}/descriptor';`);
    expect(out).to.include(
      `  { descriptor: ${fresh.camel}, load: async () => (await import('@skald/${fresh.id}')).gameModule },\n];`,
    );
    expect(() => registerInCatalogue(out, fresh)).to.throw(/already in the catalogue/);
  });

  it('registers a game in an empty or multi-line list too', () => {
    const empty = "import type { GameModule } from '@skald/core';\nexport const games: GameModule[] = [];\n";
    expect(registerInIndex(empty, namesFor('demo'))).to.include('= [demo];');
    const multi =
      "import type { GameModule } from '@skald/core';\nimport { gameModule as a } from '@skald/a';\nexport const games: GameModule[] = [\n  a,\n];\n";
    expect(registerInIndex(multi, namesFor('demo'))).to.include('[\n  a, demo]');
  });

  it('adds the workspace dependency to the registry package, sorted', () => {
    const pkg = JSON.parse(registerInPackageJson(registryPackage, fresh));
    expect(pkg.dependencies[`@skald/${fresh.id}`]).to.equal('workspace:*');
    const keys = Object.keys(pkg.dependencies);
    expect(keys).to.deep.equal([...keys].sort((a, b) => a.localeCompare(b)));
  });

  it('announces the package in a changeset', () => {
    expect(changesetFor(namesFor('demo'))).to.match(
      /^---\n"@skald\/demo": minor\n"@skald\/games": minor\n---\n/,
    );
  });
});
