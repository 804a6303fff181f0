import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './files.js';

/**
 * Top-level functions and constants outside core that carry the name of one of core's exported helpers
 * without importing it: a local copy of a validator, a seat helper, a die roll, a pile draw, a map search…
 * (a wrapper that imports core's own, `import { seatOf as coreSeatOf }`, is fine).
 */
export function localCopies(dir: string, root: string, coreHelpers: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const file of sourceFiles(dir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const fromCore = new Set<string>();
    const declared: [string, number][] = [];
    for (const st of source.statements) {
      if (
        ts.isImportDeclaration(st) &&
        ts.isStringLiteral(st.moduleSpecifier) &&
        st.moduleSpecifier.text === '@skald/core'
      ) {
        const bindings = st.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings))
          for (const el of bindings.elements) fromCore.add((el.propertyName ?? el.name).text);
      } else if (ts.isFunctionDeclaration(st) && st.name) declared.push([st.name.text, st.getStart()]);
      else if (ts.isVariableStatement(st))
        for (const d of st.declarationList.declarations)
          if (ts.isIdentifier(d.name)) declared.push([d.name.text, d.getStart()]);
    }
    for (const [name, pos] of declared)
      if (coreHelpers.has(name) && !fromCore.has(name))
        out.push(`${relative(root, file)}:${source.getLineAndCharacterOfPosition(pos).line + 1} ${name}`);
  }
  return out;
}
