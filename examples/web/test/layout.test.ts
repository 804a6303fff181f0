import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { screenshot } from './helpers/browser.js';
import { horizontalOverflow } from './helpers/layout.js';
import { useBrowser } from './helpers/shared.js';

/** A local table straight from its URL (the setup screen writes the same). */
const table = (game: string, players: number, seats: string) =>
  `/play/${game}/local?players=${players}&seats=${seats}&setup=%7B%7D`;

const PAGES: { name: string; path: string; ready: string }[] = [
  { name: 'home', path: '/', ready: 'game-orlog' },
  { name: 'setup-orlog', path: '/play/orlog', ready: 'setup' },
  { name: 'how-to-play-orlog', path: '/play/orlog/rules', ready: 'how-to-play' },
  { name: 'orlog-board', path: table('orlog', 2, 'human,human'), ready: 'orlog-board' },
  { name: 'wolves-board', path: table('wolves-of-odin', 3, 'human,easy,easy'), ready: 'wolves-board' },
  { name: 'how-to-play-valheim', path: '/play/valheim/rules', ready: 'how-to-play' },
  { name: 'valheim-board', path: table('valheim', 1, 'human'), ready: 'valheim-board' },
  { name: 'how-to-play-orcquest', path: '/play/orcquest-warpath/rules', ready: 'how-to-play' },
  { name: 'orcquest-board', path: table('orcquest-warpath', 2, 'human,human'), ready: 'orcquest-board' },
  { name: 'how-to-play-giants', path: '/play/assault-of-the-giants/rules', ready: 'how-to-play' },
  {
    name: 'giants-board',
    path: table('assault-of-the-giants', 3, 'human,human,human'),
    ready: 'giants-board',
  },
  { name: 'unknown-match', path: '/play/orlog/match/no-such-match', ready: 'not-found' },
];

async function visit(page: Page, url: string, ready: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId(ready).waitFor();
  await page.waitForTimeout(300); // fonts and the first bot move settle
}

describe('web app (Chromium): layout on a phone and on a desktop', function () {
  this.timeout(120_000);
  const env = useBrowser();

  it('has no horizontal scroll at 390 px on any page, boards included', async () => {
    const { page } = env.browser;
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow: Record<string, number> = {};
    for (const p of PAGES) {
      await visit(page, `${env.server.url}${p.path}`, p.ready);
      overflow[p.name] = await horizontalOverflow(page);
      if (p.name.endsWith('-board')) await screenshot(page, `${p.name}-390`, { docs: true });
    }
    expect(overflow).to.deep.equal(Object.fromEntries(PAGES.map((p) => [p.name, 0])));
  });

  it('offers a way back from an unknown match', async () => {
    const { page } = env.browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, `${env.server.url}/play/orlog/match/no-such-match`, 'not-found');
    await page.getByRole('link', { name: /Set up a new Orlog game/ }).click();
    await page.getByTestId('setup').waitFor();
    // The only errors so far are the expected 404s of the unknown match: start counting afresh.
    expect(env.browser.errors.every((e) => e.includes('404'))).to.equal(true);
    env.browser.errors.length = 0;
  });

  it('makes room for the open debug panel instead of covering the move log', async () => {
    const { page } = env.browser;
    await visit(page, `${env.server.url}${table('orlog', 2, 'human,human')}`, 'orlog-board');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('.');
    await page.locator('.debug-panel .pane').first().waitFor();
    await page.waitForTimeout(300);
    // (No helper functions inside evaluate: tsx would wrap them in a `__name` the page does not have.)
    const boxes = await page.evaluate(() => ({
      log: document.querySelector('.move-log')?.getBoundingClientRect().right ?? 0,
      panel: document.querySelector('.debug-panel .pane')?.getBoundingClientRect().left ?? 0,
    }));
    expect(boxes.log, 'the log ends left of the panel').to.be.at.most(boxes.panel);
    await screenshot(page, 'orlog-board-debug-panel', { docs: true });
    expect(env.browser.errors).to.deep.equal([]);
  });
});
