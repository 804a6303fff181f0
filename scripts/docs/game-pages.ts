// One docs page per registered game, generated from the game package itself: the descriptor (players,
// options), its player-facing rules summary (`RULES_SUMMARY`, the text the web app's How to play shows)
// and the Status / Rules coverage sections of its README. Nothing here is copied by hand: edit the package.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameDescriptor } from '@skald/core';

type Summary = readonly (string | { title: string; text?: string; paragraphs?: readonly string[] })[];

/** Markdown-safe prose for VitePress: no raw HTML or Vue interpolation from data. */
export const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\{\{/g, '&#123;&#123;');

/** The README's sections whose heading is one of `titles`, links to repository files made plain code. */
export function readmeSections(readme: string, titles: readonly string[]): string {
  const parts = readme.split(/^(?=## )/m);
  return parts
    .filter((part) => titles.some((t) => part.startsWith(`## ${t}`)))
    .map((part) => part.replace(/^## /, '### ').replace(/\[([^\]]+)\]\((?!https?:)[^)]+\)/g, '$1'))
    .join('\n');
}

/** The How to play text: sections with a title, loose paragraphs under one "Rules" heading. */
export function howToPlay(summary: Summary): string {
  const out: string[] = [];
  for (const entry of summary) {
    if (typeof entry === 'string') out.push(escapeText(entry), '');
    else {
      out.push(`### ${escapeText(entry.title)}`, '');
      for (const p of entry.paragraphs ?? [entry.text ?? '']) out.push(escapeText(p), '');
    }
  }
  return out.join('\n');
}

function optionLines(descriptor: GameDescriptor): string[] {
  const rows = Object.entries(descriptor.setupOptions).map(([key, o]) => {
    const values =
      o.kind === 'enum' ? o.values.join(', ') : o.kind === 'integer' ? `${o.min}–${o.max}` : 'yes/no';
    return `| \`${key}\` | ${escapeText(o.label ?? key)} | ${values} | \`${String(o.default)}\` | ${escapeText(o.help ?? '')} |`;
  });
  if (rows.length === 0) return ['No setup options.'];
  return ['| key | option | values | default | meaning |', '| --- | --- | --- | --- | --- |', ...rows];
}

export async function writeGamePages(root: string): Promise<string[]> {
  const { games } = await import('@skald/games');
  const dir = join(root, 'docs', 'games');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const ids: string[] = [];
  for (const { descriptor } of games) {
    const pkg = join(root, 'packages', descriptor.id);
    if (!existsSync(pkg))
      throw new Error(`game ${descriptor.id} has no package folder packages/${descriptor.id}`);
    const texts = (await import(`@skald/${descriptor.id}`)) as { RULES_SUMMARY?: Summary };
    const readme = readFileSync(join(pkg, 'README.md'), 'utf8');
    const players =
      descriptor.minPlayers === descriptor.maxPlayers
        ? `${descriptor.minPlayers}`
        : `${descriptor.minPlayers}–${descriptor.maxPlayers}`;
    const page = [
      `# ${escapeText(descriptor.title)}`,
      '',
      `\`@skald/${descriptor.id}\` · ${players} players${descriptor.cooperative ? ' · co-operative' : ''} · ` +
        `[API](../api/${descriptor.id}/) · generated from the package (descriptor, \`RULES_SUMMARY\`, README)`,
      '',
      '## How to play',
      '',
      texts.RULES_SUMMARY ? howToPlay(texts.RULES_SUMMARY) : 'The package has no rules summary yet.',
      '## Setup options',
      '',
      ...optionLines(descriptor),
      '',
      '## Status and rules coverage (from the package README)',
      '',
      readmeSections(readme, ['Status', 'Rules coverage']),
    ].join('\n');
    writeFileSync(join(dir, `${descriptor.id}.md`), page);
    ids.push(descriptor.id);
  }
  const index = [
    '# Games',
    '',
    ...games.map((g) => `- [${escapeText(g.descriptor.title)}](./${g.descriptor.id}.md)`),
    '',
  ];
  writeFileSync(join(dir, 'index.md'), index.join('\n'));
  return ids;
}
