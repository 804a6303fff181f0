// `pnpm docs:snippets`: rewrites every Markdown block marked `<!-- snippet: docs/snippets/… -->` from its
// file, so a snippet is edited (and checked) in one place. The test (doc-blocks.test.ts) fails on drift.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeBlocks, docFiles, snippetText } from './doc-blocks.js';

const root = join(import.meta.dirname, '..', '..');
for (const file of docFiles(root)) {
  const text = readFileSync(join(root, file), 'utf8');
  const lines = text.split('\n');
  // Bottom-up, so earlier line numbers stay valid.
  for (const block of codeBlocks(file, text).reverse()) {
    if (!block.snippet) continue;
    const body = snippetText(root, block.snippet);
    if (body === undefined) throw new Error(`${file}:${block.line}: ${block.snippet} does not exist`);
    const old = block.body === '' ? 0 : block.body.split('\n').length;
    lines.splice(block.line, old, ...body.split('\n'));
  }
  const next = lines.join('\n');
  if (next !== text) {
    writeFileSync(join(root, file), next);
    console.log(`updated ${file}`);
  }
}
