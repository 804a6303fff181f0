import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Fence languages that are code a reader may copy, and so must be a checked snippet. */
const CODE = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'mjs', 'cjs', 'javascript']);
/** `<!-- snippet: docs/snippets/x.ts -->` or `<!-- snippet: docs/snippets/x.ts#region -->` right above a block. */
const MARKER = /^<!--\s*snippet:\s*(\S+?)(?:#([\w-]+))?\s*-->$/;
/** `<!-- sketch: why -->` right above a block: an outline (an interface's shape, a fragment of a game). */
const SKETCH = /^<!--\s*sketch:\s*\S.*-->$/;

export interface CodeBlock {
  file: string;
  line: number;
  lang: string;
  body: string;
  /** The snippet the block must equal, `path` or `path#region`; undefined for a sketch or an unmarked block. */
  snippet?: string;
  sketch: boolean;
}

/** Every fenced code block of one Markdown text, with the marker comment above it. */
export function codeBlocks(file: string, text: string): CodeBlock[] {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,})(\S*)/.exec(lines[i]!);
    if (!open) continue;
    const fence = open[1]!;
    // CommonMark: a closing fence is at least as long as the opening one.
    const end = lines.findIndex((l, j) => j > i && l.startsWith(fence) && /^`+\s*$/.test(l));
    if (end < 0) break;
    let above = i - 1;
    while (above >= 0 && lines[above]!.trim() === '') above--;
    const marker = above >= 0 ? lines[above]!.trim() : '';
    const found = MARKER.exec(marker);
    blocks.push({
      file,
      line: i + 1,
      lang: open[2]!.toLowerCase(),
      body: lines.slice(i + 1, end).join('\n'),
      snippet: found ? found[1]! + (found[2] ? `#${found[2]}` : '') : undefined,
      sketch: SKETCH.test(marker),
    });
    i = end;
  }
  return blocks;
}

export const isCode = (block: CodeBlock) => CODE.has(block.lang);

/** A snippet file's text, or the lines between `// #region name` and `// #endregion` (markers dropped). */
export function snippetText(root: string, ref: string): string | undefined {
  const [path, region] = ref.split('#');
  const full = join(root, path!);
  if (!existsSync(full)) return undefined;
  const text = readFileSync(full, 'utf8').replace(/\n$/, '');
  if (!region) return text;
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() === `// #region ${region}`);
  const end = lines.findIndex((l, i) => i > start && l.trim() === '// #endregion');
  if (start < 0 || end < 0) return undefined;
  return lines.slice(start + 1, end).join('\n');
}

/** The Markdown a reader sees: the root README, the docs pages (generated API pages aside), package READMEs. */
export function docFiles(root: string): string[] {
  const files = ['README.md'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!['api', 'snippets', 'node_modules', '.vitepress', 'perf'].includes(entry.name)) walk(rel);
      } else if (entry.name.endsWith('.md')) files.push(rel);
    }
  };
  walk('docs');
  for (const pkg of readdirSync(join(root, 'packages'))) {
    if (existsSync(join(root, 'packages', pkg, 'README.md'))) files.push(`packages/${pkg}/README.md`);
  }
  return files.filter((f) => existsSync(join(root, f)));
}

/** What is wrong with a block: not a snippet, a missing snippet, or a copy that drifted from its file. */
export function blockProblem(root: string, block: CodeBlock): string | undefined {
  if (!isCode(block) || block.sketch) return undefined;
  const where = `${block.file}:${block.line}`;
  if (!block.snippet)
    return `${where}: a ${block.lang} block with no <!-- snippet: docs/snippets/… --> above it`;
  const text = snippetText(root, block.snippet);
  if (text === undefined) return `${where}: ${block.snippet} does not exist`;
  if (text !== block.body) return `${where}: differs from ${block.snippet}`;
  return undefined;
}
