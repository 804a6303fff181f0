import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { screenshot } from './helpers/browser.js';
import { colours, contrast, textUnder } from './helpers/legibility.js';
import { seededTable } from './helpers/play.js';
import { useBrowser } from './helpers/shared.js';

/** A hot-seat table of each game (people only, so nothing moves while the test looks). */
const TABLES = [
  { game: 'orlog', seats: ['human', 'human'], board: 'orlog-board' },
  { game: 'wolves-of-odin', seats: ['human', 'human', 'human'], board: 'wolves-board' },
  { game: 'valheim', seats: ['human'], board: 'valheim-board' },
  { game: 'orcquest-warpath', seats: ['human', 'human'], board: 'orcquest-board' },
  { game: 'assault-of-the-giants', seats: ['human', 'human', 'human'], board: 'giants-board' },
] as const;

const WIDTHS = [
  [1280, 900],
  [390, 844],
] as const;

async function open(page: Page, url: string, board: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId(board).waitFor();
  await page.locator('.debug-panel .visibility-toggle').waitFor();
  await page.waitForTimeout(200);
}

/** The glyph of each visible ⓘ button against its circle: how far its middle is off the circle's. */
async function infoGlyphOffsets(page: Page): Promise<{ label: string; dx: number; dy: number }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.info-button'))
      .filter((b) => (b as HTMLElement).offsetParent !== null)
      .map((b) => {
        const box = b.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(b);
        const glyph = range.getBoundingClientRect();
        return {
          label: b.getAttribute('aria-label') ?? '',
          dx: Math.abs(glyph.left + glyph.width / 2 - (box.left + box.width / 2)),
          dy: Math.abs(glyph.top + glyph.height / 2 - (box.top + box.height / 2)),
        };
      }),
  );
}

/** Move buttons a box with its own scroll bar cuts off: the selector's elements inside a clipping box too small for its content. */
async function inScrollBoxes(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const found = new Set<string>();
    for (const el of Array.from(document.querySelectorAll(sel))) {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        const clips = ['auto', 'scroll', 'hidden'].includes(style.overflowY);
        if (clips && a.scrollHeight > a.clientHeight + 1)
          found.add(`${a.className} (${a.scrollHeight} > ${a.clientHeight})`);
      }
    }
    return [...found];
  }, selector);
}

describe('web app (Chromium): what sits around and on every board', function () {
  this.timeout(120_000);
  const env = useBrowser();

  for (const [width, height] of WIDTHS) {
    it(`the debug panel's toggle covers no text and not the Moves panel, at ${width} px`, async () => {
      const { page } = env.browser;
      await page.setViewportSize({ width, height });
      const covered: Record<string, string[]> = {};
      for (const t of TABLES) {
        await open(page, `${env.server.url}${seededTable(t.game, [...t.seats], 'chrome-1')}`, t.board);
        const hits = new Set<string>();
        // At the top, with the Moves panel scrolled to the top of the window, and at the bottom.
        for (const scroll of ['top', 'log', 'bottom'] as const) {
          await page.evaluate((where) => {
            if (where === 'log') document.querySelector('.move-log')?.scrollIntoView({ block: 'start' });
            else window.scrollTo(0, where === 'top' ? 0 : document.documentElement.scrollHeight);
          }, scroll);
          for (const hit of await textUnder(page, '.debug-panel .visibility-toggle'))
            hits.add(`${scroll}: ${hit}`);
        }
        covered[t.game] = [...hits];
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(covered).to.deep.equal(Object.fromEntries(TABLES.map((t) => [t.game, []])));
    });
  }

  it('Orlog: a die marked to keep stays readable (its own colours, not the pressed-button ones)', async () => {
    const { page } = env.browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(
      page,
      `${env.server.url}${seededTable('orlog', ['human', 'human'], 'chrome-1')}`,
      'orlog-board',
    );
    const die = page.getByTestId('tray-me').locator('button.die:not([data-kept="1"])').first();
    await die.click();
    expect(await die.getAttribute('aria-pressed')).to.equal('true');
    await page.mouse.move(0, 0);
    const pressed = await colours(page, 'button[aria-pressed="true"]');
    expect(pressed.length).to.be.greaterThan(1); // the die, and the seat switcher's button
    for (const p of pressed)
      expect(contrast(p.color, p.background), `"${p.label}": ${p.color} on ${p.background}`).to.be.at.least(
        4.5,
      );
    await screenshot(page, 'orlog-die-kept');
  });

  for (const [width, height] of WIDTHS) {
    it(`every ⓘ button shows its "i" inside its circle, on every board, at ${width} px`, async () => {
      const { page } = env.browser;
      await page.setViewportSize({ width, height });
      const off: Record<string, string[]> = {};
      for (const t of TABLES) {
        await open(page, `${env.server.url}${seededTable(t.game, [...t.seats], 'chrome-1')}`, t.board);
        const glyphs = await infoGlyphOffsets(page);
        off[t.game] = glyphs
          .filter((g) => g.dx > 2 || g.dy > 3)
          .map((g) => `${g.label} (${g.dx.toFixed(1)} px)`);
      }
      expect(off).to.deep.equal(Object.fromEntries(TABLES.map((t) => [t.game, []])));
    });
  }

  it('Wolves on a phone: the move buttons are in the page, not in a box with its own scroll bar', async () => {
    const { page } = env.browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await open(
      page,
      `${env.server.url}${seededTable('wolves-of-odin', ['human', 'human', 'human'], 'chrome-1')}`,
      'wolves-board',
    );
    expect(await page.getByTestId('wolves-move').count()).to.be.greaterThan(10);
    expect(await inScrollBoxes(page, '[data-testid="wolves-move"]')).to.deep.equal([]);
    await screenshot(page, 'wolves-moves-390');
  });
});
