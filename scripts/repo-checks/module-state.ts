import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './files.js';

/**
 * Module-level mutable state in a package's sources: what would let two matches or two searches in one
 * process see each other (architecture principle 9). Flagged at the top level of a module:
 * - `let` and `var`;
 * - `new Map`/`Set` not typed `ReadonlyMap`/`ReadonlySet` (a read-only index built once from data is fine);
 * - `new WeakMap`/`WeakSet` (only ever a cache) and typed arrays (only ever scratch space);
 * - an empty `[]` or `{}` that is not frozen (a scratch list or record to fill later).
 * A declaration right under a `// skald-allow-module-state: <reason>` comment is let through: the reason is
 * reviewed like code (today one: core's move-error reporter, a logging hook).
 */
const ALLOW = /\/\/ skald-allow-module-state: \S/;
const CACHES = new Set(['WeakMap', 'WeakSet']);
const INDEXES: ReadonlyMap<string, string> = new Map([
  ['Map', 'ReadonlyMap'],
  ['Set', 'ReadonlySet'],
]);
const TYPED_ARRAY =
  /^(Int8|Uint8|Uint8Clamped|Int16|Uint16|Int32|Uint32|Float32|Float64|BigInt64|BigUint64)Array$|^Array$/;

export interface Finding {
  file: string;
  line: number;
  text: string;
  why: string;
}

function unwrap(e: ts.Expression): ts.Expression {
  let x = e;
  while (ts.isAsExpression(x) || ts.isParenthesizedExpression(x) || ts.isSatisfiesExpression(x))
    x = x.expression;
  return x;
}

/** `new X(…).fill(…)` reads as the `new X(…)` it fills (a buffer made and filled at load is still a buffer). */
function unfill(e: ts.Expression): ts.Expression {
  return ts.isCallExpression(e) &&
    ts.isPropertyAccessExpression(e.expression) &&
    e.expression.name.text === 'fill' &&
    ts.isNewExpression(e.expression.expression)
    ? e.expression.expression
    : e;
}

function why(decl: ts.VariableDeclaration): string | null {
  if (!decl.initializer) return null;
  const init = unfill(unwrap(decl.initializer));
  if (ts.isNewExpression(init) && ts.isIdentifier(init.expression)) {
    const ctor = init.expression.text;
    if (CACHES.has(ctor)) return `a module-level ${ctor} (a cache)`;
    if (TYPED_ARRAY.test(ctor)) return `a module-level ${ctor} (scratch space)`;
    const readonlyType = INDEXES.get(ctor);
    if (readonlyType) {
      const typed = decl.type && ts.isTypeReferenceNode(decl.type) ? decl.type.typeName.getText() : '';
      if (typed !== readonlyType) return `a module-level ${ctor} not typed ${readonlyType}`;
    }
  }
  if (ts.isArrayLiteralExpression(init) && init.elements.length === 0) return 'a module-level empty array';
  // A list of caches (`[new Map(), new Map()]`) is as much state as one.
  if (ts.isArrayLiteralExpression(init)) {
    const inner = init.elements.find((e) => {
      const x = unwrap(e);
      return (
        ts.isNewExpression(x) &&
        ts.isIdentifier(x.expression) &&
        /^(Weak)?(Map|Set)$|Array$/.test(x.expression.text)
      );
    });
    if (inner) return 'a module-level list of caches';
  }
  if (ts.isObjectLiteralExpression(init) && init.properties.length === 0)
    return 'a module-level empty object';
  return null;
}

/** Every finding in the `.ts` files under `dir`, paths relative to `root`. */
export function moduleState(dir: string, root: string): Finding[] {
  const findings: Finding[] = [];
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (ALLOW.test(statement.getFullText().slice(0, statement.getStart() - statement.getFullStart())))
        continue;
      const list = statement.declarationList;
      const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
      for (const decl of list.declarations) {
        const reason = isConst
          ? why(decl)
          : `a module-level ${list.flags & ts.NodeFlags.Let ? 'let' : 'var'}`;
        if (!reason) continue;
        const { line } = source.getLineAndCharacterOfPosition(decl.getStart());
        findings.push({
          file: relative(root, file),
          line: line + 1,
          text: decl.getText().split('\n')[0] ?? '',
          why: reason,
        });
      }
    }
  }
  return findings;
}
