import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { screenshot } from './helpers/browser.js';
import { horizontalOverflow } from './helpers/layout.js';
import { text } from './helpers/orlog.js';
import { seededTable } from './helpers/play.js';
import { useBrowser } from './helpers/shared.js';

/** Sizes on screen (px): the smallest region-name line and giant letter, and regions outside the map. */
async function mapSizes(page: Page) {
  // No named functions inside: the test's compiler would wrap them in a helper the page does not have.
  return page.evaluate(() => {
    const svg = document.querySelector('[data-testid="giants-map"]')!;
    const box = svg.getBoundingClientRect();
    const sizes = { label: 1e9, letter: 1e9 };
    for (const el of Array.from(svg.querySelectorAll('.region-name tspan')))
      sizes.label = Math.min(sizes.label, el.getBoundingClientRect().height);
    for (const el of Array.from(svg.querySelectorAll('.unit-letter')))
      sizes.letter = Math.min(sizes.letter, el.getBoundingClientRect().height);
    const outside: (string | null)[] = [];
    const regions = svg.querySelectorAll('[data-testid="giants-region"]');
    for (const g of Array.from(regions)) {
      const r = g.getBoundingClientRect();
      if (
        r.left < box.left - 0.5 ||
        r.right > box.right + 0.5 ||
        r.top < box.top - 0.5 ||
        r.bottom > box.bottom + 0.5
      )
        outside.push(g.getAttribute('data-region'));
    }
    return {
      layout: svg.getAttribute('data-layout'),
      width: box.width,
      regions: regions.length,
      ...sizes,
      outside,
    };
  });
}

/** The first player (hot seat) plays Move, picks a giant on the map, then a highlighted region. */
async function moveByClicking(page: Page): Promise<void> {
  await page.locator('[data-testid="giants-move"][data-move="play"]', { hasText: /^Play Move$/ }).click();
  await page.getByTestId('giants-turn').filter({ hasText: 'moves giants' }).waitFor();
  const giant = page.locator('[data-testid="giants-unit"].pickable').first();
  const from = await giant.evaluate((el) => el.closest('[data-region]')!.getAttribute('data-region'));
  await giant.click();
  expect(await page.getByTestId('giants-map-play').getAttribute('data-selected')).to.equal('unit');
  // Legal destinations are highlighted; the start region is not one.
  const targets = page.locator('[data-testid="giants-region"].target');
  expect(await targets.count()).to.be.greaterThan(0);
  const dest = await targets.first().getAttribute('data-region');
  expect(dest).not.to.equal(from);
  const before = await page.getByTestId('move-log').locator('li').count();
  await targets.first().locator('.region-disc').click({ force: true });
  // Several ways there open a chooser; the first will do.
  if (await page.getByTestId('giants-choice').isVisible())
    await page.getByTestId('giants-choice-move').first().click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="move-log"] li').length > n,
    before,
  );
  const line = await text(page.getByTestId('move-log').locator('li').nth(before));
  expect(line).to.match(/moves the .+ to /);
  expect(line).not.to.match(/\bu\d+\b|\bgs\d\b/); // no internal ids in the game's words
  // Tolls on the way: each is paid from the toll chooser, the first payment offered.
  for (let paid = 0; await page.getByTestId('giants-toll').isVisible(); paid++) {
    expect(paid, 'tolls paid').to.be.below(6);
    const logged = await page.getByTestId('move-log').locator('li').count();
    await page.getByTestId('giants-toll-pay').first().click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="move-log"] li').length > n,
      logged,
    );
    expect(await text(page.getByTestId('move-log').locator('li').last())).to.match(/pays the toll for /);
  }
}

describe('web app (Chromium): the Giants map, readable and playable by clicking', function () {
  this.timeout(120_000);
  const env = useBrowser();
  const table = seededTable('assault-of-the-giants', ['human', 'human', 'human'], 'giants-map');

  for (const [width, layout, label] of [
    [390, 'narrow', 11],
    [1280, 'wide', 12],
  ] as const) {
    it(`at ${width} px: labels of at least ${label} px, no region clipped, a giant moved by two clicks`, async () => {
      const { page } = env.browser;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${env.server.url}${table}`);
      await page.getByTestId('giants-board').waitFor();
      await page.waitForTimeout(200);
      const sizes = await mapSizes(page);
      expect(sizes.layout, `map ${sizes.width} px wide`).to.equal(layout);
      expect(sizes.regions).to.equal(18);
      expect(sizes.outside, 'regions past the map’s edge').to.deep.equal([]);
      expect(sizes.label, 'region name height (px)').to.be.at.least(label);
      expect(sizes.letter, 'giant letter height (px)').to.be.at.least(9);
      expect(await horizontalOverflow(page)).to.equal(0);
      await moveByClicking(page);
      await screenshot(page, `giants-map-${width}`);
      expect(env.browser.errors).to.deep.equal([]);
    });
  }
});
