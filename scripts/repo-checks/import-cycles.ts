import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './files.js';

/**
 * Every module specifier a file imports or re-exports. `values` leaves out whole-statement type-only ones
 * (`import type`, `export type … from`): erased at build, they set no load order.
 */
export function importsOf(file: string, { values = false }: { values?: boolean } = {}): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !(values && isTypeOnly(statement))
    )
      out.push(statement.moduleSpecifier.text);
  }
  return out;
}

const isTypeOnly = (statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean =>
  ts.isImportDeclaration(statement) ? (statement.importClause?.isTypeOnly ?? false) : statement.isTypeOnly;

/** The file a relative specifier names (`./x.js` is `./x.ts` in the sources), or null for a package import. */
function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate)) return candidate;
  return null;
}

/** Each file with the files its value imports name (relative specifiers; package imports left out). */
function valueImports(files: readonly string[]): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of files)
    edges.set(
      file,
      importsOf(file, { values: true })
        .map((s) => resolveRelative(file, s))
        .filter((f): f is string => f !== null),
    );
  return edges;
}

/**
 * The import cycles among the files under `dir`: each strongly connected component of more than one file
 * (or a file importing itself), as paths relative to `root`, sorted. Tarjan's algorithm. Whole-statement
 * type-only imports do not count: a search context's type naming each module's scratch type, while each
 * module takes the context, is a forward declaration, not a loop in how the rules read.
 */
export function importCycles(dir: string, root: string): string[][] {
  const files = sourceFiles(resolve(dir));
  const edges = valueImports(files);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v))
        cycles.push(component.map((f) => relative(root, f)).sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => b.length - a.length);
}

/**
 * The value imports under `dir` that read against `layers`, its folders from the bottom up: a file in one
 * of them may import its own folder, a lower one, or a file outside them (the root files all layers share),
 * never a higher one. Each as `from → to`, paths relative to `root`, sorted.
 */
export function layerBreaches(dir: string, layers: readonly string[], root: string): string[] {
  const base = resolve(dir);
  const layerOf = (file: string): number => layers.indexOf(relative(base, file).split(sep)[0] as string);
  const breaches: string[] = [];
  for (const [file, imports] of valueImports(sourceFiles(base))) {
    const from = layerOf(file);
    if (from < 0) continue;
    for (const to of imports)
      if (layerOf(to) > from) breaches.push(`${relative(root, file)} → ${relative(root, to)}`);
  }
  return breaches.sort();
}
