import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { blockProblem, codeBlocks, docFiles, isCode } from './doc-blocks.js';

const root = join(import.meta.dirname, '..', '..');

describe('docs code blocks are the checked snippets (scripts/check-snippets.sh runs them)', () => {
  for (const file of docFiles(root)) {
    it(file, () => {
      const blocks = codeBlocks(file, readFileSync(join(root, file), 'utf8'));
      expect(blocks.map((b) => blockProblem(root, b)).filter(Boolean)).to.deep.equal([]);
    });
  }

  it('refuses an unmarked block, a drifted copy and a missing file; takes a region', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skald-blocks-'));
    try {
      mkdirSync(join(dir, 'docs/snippets'), { recursive: true });
      writeFileSync(
        join(dir, 'docs/snippets/a.ts'),
        "const a = 1;\n// #region show\nconsole.log('a');\n// #endregion\n",
      );
      const md = [
        '```ts\nconst x = 1;\n```',
        '<!-- snippet: docs/snippets/a.ts -->\n```ts\nconst a = 2;\n```',
        '<!-- snippet: docs/snippets/b.ts -->\n```ts\n```',
        "<!-- snippet: docs/snippets/a.ts#show -->\n\n```ts\nconsole.log('a');\n```",
        '<!-- sketch: an outline -->\n```ts\ninterface X { y(): z }\n```',
        '```sh\nnpx pnpm test\n```',
      ].join('\n\n');
      const blocks = codeBlocks('page.md', md);
      expect(blocks.filter(isCode)).to.have.length(5);
      expect(blocks.map((b) => blockProblem(dir, b))).to.deep.equal([
        'page.md:1: a ts block with no <!-- snippet: docs/snippets/… --> above it',
        'page.md:6: differs from docs/snippets/a.ts',
        'page.md:11: docs/snippets/b.ts does not exist',
        undefined,
        undefined,
        undefined,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
