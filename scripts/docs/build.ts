// `pnpm docs` (build) and `pnpm docs:dev` (serve): game pages from the packages, the API reference from
// TSDoc (TypeDoc, markdown output), then VitePress. The build fails on any warning: a broken link (TypeDoc
// `{@link}` or a VitePress dead link) or an exported symbol (or member) without TSDoc.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { apiReference } from './api.js';
import { writeGamePages } from './game-pages.js';

const root = join(import.meta.dirname, '..', '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const mode = process.argv[2] === 'dev' ? 'dev' : 'build';
const plain = (text: string) => stripVTControlCharacters(text);
const fail = (lines: string[]) => {
  for (const line of lines) console.error(line);
  process.exit(1);
};

async function main() {
  const games = await writeGamePages(root);
  console.log(`docs: ${games.length} game pages from the packages`);

  const undocumented = await apiReference();
  if (undocumented.length > 0)
    fail([
      `${undocumented.length} exports have no TSDoc (document them):`,
      ...undocumented.map((u) => `  ${u}`),
    ]);
  console.log('docs: API reference for 10 packages; every export documented');

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
