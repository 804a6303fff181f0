import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceFiles } from './files.js';

/**
 * The code names a README cites in backticks — `camelCase`, `camelCase(…)`, `a.b.camelCase` (the last part)
 * — that no source file of the given trees contains as a word. A README that names a function the code
 * does not have sends the reader looking for nothing.
 */
export function missingNames(readme: string, trees: readonly string[]): string[] {
  const words = new Set<string>();
  for (const tree of trees)
    for (const file of safeSources(tree))
      for (const w of readFileSync(file, 'utf8').match(/[A-Za-z_$][A-Za-z0-9_$]*/g) ?? []) words.add(w);
  const cited = new Set<string>();
  for (const [, span] of readFileSync(readme, 'utf8').matchAll(/`([^`\n]+)`/g)) {
    const m = /^(?:[A-Za-z_$][\w$]*\.)*([a-z][\w$]*)(\(.*\))?$/.exec(span!.trim());
    if (!m) continue;
    const [, name, call] = m;
    if (call !== undefined || /[A-Z]/.test(name!)) cited.add(name!);
  }
  return [...cited].filter((name) => !words.has(name)).sort();
}

function safeSources(tree: string): string[] {
  try {
    return sourceFiles(tree);
  } catch {
    return [];
  }
}

/** Where a package README's names may live: the package itself, core, the bots and the root scripts. */
export const packageTrees = (root: string, name: string): string[] => [
  join(root, 'packages', name, 'src'),
  join(root, 'packages', name, 'test'),
  join(root, 'packages', name, 'scripts'),
  join(root, 'packages', 'core', 'src'),
  join(root, 'packages', 'bots', 'src'),
  join(root, 'scripts'),
];
