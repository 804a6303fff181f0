/**
 * `pnpm new-game <id> [--title "Shown Title"] [--no-install]`: creates `packages/<id>` from the game
 * template (a tiny placeholder rule set that already passes the conformance suite), registers it in
 * `@skald/games`, adds a changeset and links the workspace. Usage errors exit 2.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  changesetFor,
  idProblem,
  namesFor,
  registerInCatalogue,
  registerInIndex,
  registerInPackageJson,
  renameText,
  titleProblem,
} from './scaffold.js';

const USAGE =
  'usage: pnpm new-game <id> [--title "Shown Title"] [--no-install]   (id: kebab-case, e.g. my-game)';
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const templateDir = join(here, 'template');

function fail(message: string): never {
  console.error(`new-game: ${message}\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv: string[]): { id: string; title?: string; install: boolean } {
  let id: string | undefined;
  let title: string | undefined;
  let install = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--title') {
      title = argv[++i];
      if (!title) fail('--title needs a value');
    } else if (arg === '--no-install') install = false;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith('-')) fail(`unknown option ${arg}`);
    else if (id === undefined) id = arg;
    else fail(`unexpected argument ${arg}`);
  }
  if (!id) fail('missing <id>');
  return { id, title, install };
}

function copyTree(from: string, to: string, rewrite: (text: string) => string): string[] {
  const written: string[] = [];
  for (const entry of readdirSync(from)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const source = join(from, entry);
    const target = join(to, entry);
    if (statSync(source).isDirectory()) {
      mkdirSync(target, { recursive: true });
      written.push(...copyTree(source, target, rewrite));
    } else {
      writeFileSync(target, rewrite(readFileSync(source, 'utf8')));
      written.push(target);
    }
  }
  return written;
}

const { id, title, install } = parseArgs(process.argv.slice(2));
const existing = readdirSync(join(root, 'packages'));
const problem = idProblem(id, existing);
if (problem) fail(problem);
if (title !== undefined && titleProblem(title)) fail(titleProblem(title) ?? '');
const names = namesFor(id, title);

const packageDir = join(root, 'packages', id);
mkdirSync(packageDir, { recursive: true });
const files = copyTree(templateDir, packageDir, (text) => renameText(text, names));

const indexPath = join(root, 'packages', 'games', 'src', 'index.ts');
writeFileSync(indexPath, registerInIndex(readFileSync(indexPath, 'utf8'), names));
const cataloguePath = join(root, 'packages', 'games', 'src', 'catalogue.ts');
writeFileSync(cataloguePath, registerInCatalogue(readFileSync(cataloguePath, 'utf8'), names));
const registryPackagePath = join(root, 'packages', 'games', 'package.json');
writeFileSync(registryPackagePath, registerInPackageJson(readFileSync(registryPackagePath, 'utf8'), names));
const changeset = join(root, '.changeset', `${id}-initial.md`);
if (!existsSync(changeset)) writeFileSync(changeset, changesetFor(names));

// Names change the import order and the registry's line length: let the formatter settle them.
execFileSync(
  'npx',
  ['biome', 'check', '--write', packageDir, indexPath, cataloguePath, registryPackagePath, changeset],
  {
    cwd: root,
    stdio: 'ignore',
  },
);
console.log(`created packages/${id} (${files.length} files) and registered ${names.camel} in @skald/games`);
for (const file of files) console.log(`  ${relative(root, file)}`);
if (install) {
  console.log('linking the workspace: pnpm install');
  // The new package changes the lockfile on purpose (in CI pnpm would otherwise insist on a frozen one).
  execFileSync('npx', ['--yes', 'pnpm@10', 'install', '--prefer-offline', '--no-frozen-lockfile'], {
    cwd: root,
    stdio: 'inherit',
  });
}
console.log(`next: edit packages/${id}/src (docs/adding-a-game.md), then pnpm test --grep ${id}`);
