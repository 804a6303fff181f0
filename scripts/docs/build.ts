// `pnpm docs` (build) and `pnpm docs:dev` (serve): game pages from the packages, the API reference from
// TSDoc (TypeDoc, markdown output), then VitePress. The build fails on any warning: a broken link (TypeDoc
// `{@link}` or a VitePress dead link) or an undocumented export not listed in docs/api-undocumented.txt;
// that list is rewritten by `pnpm docs --update-undocumented` (it should only shrink).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { apiReference } from './api.js';
import { writeGamePages } from './game-pages.js';

const root = join(import.meta.dirname, '..', '..');
const docs = join(root, 'docs');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const mode = process.argv[2] === 'dev' ? 'dev' : 'build';
const updateList = process.argv.includes('--update-undocumented');
const plain = (text: string) => stripVTControlCharacters(text);
const fail = (lines: string[]) => {
  for (const line of lines) console.error(line);
  process.exit(1);
};

async function main() {
  const games = await writeGamePages(root);
  console.log(`docs: ${games.length} game pages from the packages`);

  const undocumented = await apiReference();
  const listFile = join(docs, 'api-undocumented.txt');
  const header =
    '# Exports without TSDoc, one per line (file: name (kind)). Only shrinks; see scripts/docs/build.ts.';
  if (updateList) writeFileSync(listFile, `${[header, ...undocumented].join('\n')}\n`);
  const listed = existsSync(listFile)
    ? readFileSync(listFile, 'utf8')
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
    : [];
  const added = undocumented.filter((u) => !listed.includes(u));
  const fixed = listed.filter((l) => !undocumented.includes(l));
  if (added.length > 0)
    fail([`${added.length} exports have no TSDoc (document them):`, ...added.map((a) => `  ${a}`)]);
  // Documenting an export never fails the build; the list is trimmed with --update-undocumented.
  if (fixed.length > 0)
    console.log(`docs: ${fixed.length} listed exports are documented now (pnpm docs --update-undocumented)`);
  console.log(
    `docs: API reference for 10 packages; ${undocumented.length} exports still without TSDoc (listed)`,
  );

  if (mode === 'dev') {
    spawnSync(bin('vitepress'), ['dev', 'docs'], { cwd: root, stdio: 'inherit' });
  } else {
    const vitepress = spawnSync(bin('vitepress'), ['build', 'docs'], { cwd: root, encoding: 'utf8' });
    const out = plain(`${vitepress.stdout}\n${vitepress.stderr}`);
    const warnings = out.split('\n').filter((l) => /warn|\(!\)|dead link|error/i.test(l));
    if (vitepress.status !== 0 || warnings.length > 0)
      fail(['VitePress:', out, 'VitePress warned or failed:', ...warnings]);
    console.log('docs: built docs/.vitepress/dist with no warnings');
  }
}

main().catch((error) => fail([String(error?.stack ?? error)]));
