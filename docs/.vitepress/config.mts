import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitepress';

/** Written by TypeDoc (typedoc-vitepress-theme) before VitePress runs: `pnpm docs` does both. */
const apiSidebar = JSON.parse(readFileSync(new URL('../api/typedoc-sidebar.json', import.meta.url), 'utf8'));
const games = ['orlog', 'wolves-of-odin', 'valheim', 'orcquest-warpath', 'assault-of-the-giants'];

/**
 * The pages link package READMEs by their repository path (so they work on a git host too); on the site a
 * package's page is its API reference.
 */
const packageReadme = /^(?:\.\.\/)+packages\/([a-z-]+)\/README\.md$/;

export default defineConfig({
  title: 'Skald',
  description:
    'Rules-complete board games for boardgame.io, with a hardened server, fair bots and a web app.',
  srcExclude: ['snippets/**', 'api-undocumented.txt'],
  cleanUrls: true,
  lastUpdated: false,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/getting-started' },
      { text: 'Games', link: '/games/' },
      { text: 'API', link: '/api/' },
    ],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Getting started', link: '/getting-started' },
          { text: 'Using the packages', link: '/using' },
          { text: 'Architecture', link: '/architecture' },
          { text: 'Adding a game', link: '/adding-a-game' },
          { text: 'Testing', link: '/testing' },
          { text: 'Bots', link: '/bots' },
          { text: 'Server', link: '/server' },
          { text: 'Performance', link: '/perf/README' },
        ],
      },
      { text: 'Games', items: games.map((id) => ({ text: id, link: `/games/${id}` })) },
      { text: 'API reference', collapsed: true, items: apiSidebar },
    ],
    search: { provider: 'local' },
  },
  // http://localhost:8000 is the reader's own `pnpm start`, not a page of this site.
  ignoreDeadLinks: 'localhostLinks',
  markdown: {
    config(md) {
      md.core.ruler.push('package-readme-links', (state) => {
        for (const token of state.tokens) {
          for (const child of token.children ?? []) {
            const href = child.type === 'link_open' ? child.attrGet('href') : null;
            const found = href ? packageReadme.exec(href) : null;
            if (found) child.attrSet('href', `/api/${found[1]}/`);
          }
        }
      });
    },
  },
  vite: { build: { chunkSizeWarningLimit: 4096 } },
});
