/**
 * The pure half of `pnpm new-game`: names derived from a game id, the template's text rewritten for them,
 * and the registry's two files edited. No file system here, so each step is tested on strings.
 */

/** The names the template uses, and what each becomes for a new game. */
export interface GameNames {
  /** kebab-case: the package folder, `@skald/<id>`, the boardgame.io `name` and `descriptor.id`. */
  id: string;
  /** PascalCase: the exported `Game` object and the state type prefix. */
  pascal: string;
  /** camelCase: the registry's import name. */
  camel: string;
  /** Shown to players. */
  title: string;
}

export const TEMPLATE_NAMES: GameNames = {
  id: 'template-game',
  pascal: 'TemplateGame',
  camel: 'templateGame',
  title: 'Template Game',
};

const ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Why `id` cannot name a new game, or undefined when it can. */
export function idProblem(id: string, existing: readonly string[]): string | undefined {
  if (!ID_PATTERN.test(id))
    return `"${id}" is not a kebab-case id (letters, digits and single dashes, e.g. my-game)`;
  if (id === TEMPLATE_NAMES.id) return `"${id}" is the template's own id`;
  if (existing.includes(id)) return `a package named "${id}" already exists`;
  return undefined;
}

/** Why `title` cannot be used (it is written into TypeScript and JSON strings), or undefined. */
export function titleProblem(title: string): string | undefined {
  return /^[\p{L}\p{N} .:!?&+-]{1,60}$/u.test(title)
    ? undefined
    : `title "${title}" may hold only letters, digits, spaces and . : ! ? & + - (at most 60)`;
}

export function namesFor(id: string, title?: string): GameNames {
  const words = id.split('-');
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const pascal = words.map(cap).join('');
  return {
    id,
    pascal: /^[0-9]/.test(pascal) ? `Game${pascal}` : pascal,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    title: title?.trim() || words.map(cap).join(' '),
  };
}

/** Rewrite one template file's text for the new game (longest names first, so no name eats another). */
export function renameText(text: string, names: GameNames): string {
  return text
    .replaceAll(TEMPLATE_NAMES.pascal, names.pascal)
    .replaceAll(TEMPLATE_NAMES.camel, names.camel)
    .replaceAll(TEMPLATE_NAMES.title, names.title)
    .replaceAll(TEMPLATE_NAMES.id, names.id);
}

/** Add the game to `packages/games/src/index.ts`: one import and one entry of the `games` list. */
export function registerInIndex(source: string, names: GameNames): string {
  const importLine = `import { gameModule as ${names.camel} } from '@skald/${names.id}';`;
  if (source.includes(importLine)) throw new Error(`${names.id} is already registered`);
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const last = imports.at(-1);
  if (!last || last.index === undefined) throw new Error('the registry has no import to follow');
  const afterImports = last.index + last[0].length;
  let out = `${source.slice(0, afterImports)}\n${importLine}${source.slice(afterImports)}`;
  const listStart = out.indexOf('export const games: GameModule[] = [');
  const listEnd =
    listStart < 0 ? -1 : out.indexOf(']', listStart + 'export const games: GameModule[] = ['.length);
  if (listEnd < 0) throw new Error('the registry has no `export const games: GameModule[] = [...]` list');
  const body = out.slice(listStart, listEnd).trimEnd();
  const separator = body.endsWith('[') ? '' : body.endsWith(',') ? ' ' : ', ';
  out = `${out.slice(0, listStart)}${body}${separator}${names.camel}${out.slice(listEnd)}`;
  return out;
}

/**
 * Add the game to `packages/games/src/catalogue.ts`: its descriptor's import and an entry that loads its
 * module on demand, at the end of the `catalogue` list (the same order as `games`).
 */
export function registerInCatalogue(source: string, names: GameNames): string {
  const importLine = `import { descriptor as ${names.camel} } from '@skald/${names.id}/descriptor';`;
  if (source.includes(importLine)) throw new Error(`${names.id} is already in the catalogue`);
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const last = imports.at(-1);
  if (!last || last.index === undefined) throw new Error('the catalogue has no import to follow');
  const afterImports = last.index + last[0].length;
  const out = `${source.slice(0, afterImports)}\n${importLine}${source.slice(afterImports)}`;
  const listStart = out.indexOf('export const catalogue: CatalogueEntry[] = [');
  const listEnd = listStart < 0 ? -1 : out.indexOf('\n];', listStart);
  if (listEnd < 0)
    throw new Error('the catalogue has no `export const catalogue: CatalogueEntry[] = [...]` list');
  const entry = `  { descriptor: ${names.camel}, load: async () => (await import('@skald/${names.id}')).gameModule },`;
  return `${out.slice(0, listEnd)}\n${entry}${out.slice(listEnd)}`;
}

/** Add `@skald/<id>: workspace:*` to the registry package's dependencies, keeping them sorted. */
export function registerInPackageJson(source: string, names: GameNames): string {
  const pkg = JSON.parse(source) as { dependencies?: Record<string, string> };
  const deps = { ...(pkg.dependencies ?? {}), [`@skald/${names.id}`]: 'workspace:*' };
  pkg.dependencies = Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** The changeset that announces the new package. */
export function changesetFor(names: GameNames): string {
  return `---\n"@skald/${names.id}": minor\n"@skald/games": minor\n---\n\nNew game package \`@skald/${names.id}\` (${names.title}), created from the Skald game template and registered in \`@skald/games\`.\n`;
}
