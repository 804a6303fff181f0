import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { screenshot } from './helpers/browser.js';
import { useBrowser } from './helpers/shared.js';

/**
 * Each game card's "How to play" link: its size, and whether a click at its middle lands on it (nothing,
 * such as the next row of cards, lies on top).
 */
async function rulesLinks(page: Page): Promise<{ game: string; height: number; reachable: boolean }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.game-card')).map((card) => {
      const link = card.querySelector('a.rules-link') as HTMLElement;
      link.scrollIntoView({ block: 'center' });
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        game: card.getAttribute('data-testid') ?? '',
        height: Math.round(box.height),
        reachable: hit !== null && link.contains(hit),
      };
    }),
  );
}

describe('web app (Chromium): the home page', function () {
  this.timeout(60_000);
  const env = useBrowser();

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    it(`every game's "How to play" link is a small link a click reaches, at ${width} px`, async () => {
      const { page } = env.browser;
      await page.setViewportSize({ width, height });
      await page.goto(`${env.server.url}/`);
      await page.getByTestId('game-orlog').waitFor();
      const links = await rulesLinks(page);
      expect(links.length).to.be.greaterThan(1);
      for (const l of links) {
        expect(l.height, `${l.game}: a line of text, not a box`).to.be.below(40);
        expect(l.reachable, `${l.game}: nothing covers it`).to.equal(true);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      if (width === 1280) await screenshot(page, 'home', { docs: true });
      // The link goes to the game's rules.
      await page.getByTestId('game-valheim').getByRole('link', { name: 'How to play' }).click();
      await page.getByTestId('how-to-play').waitFor();
      expect(env.browser.errors).to.deep.equal([]);
    });
  }
});
