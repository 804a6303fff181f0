import { expect } from 'chai';
import { screenshot } from './helpers/browser.js';
import { playByTouch } from './helpers/orcquest-touch.js';
import { text } from './helpers/orlog.js';
import { seededTable } from './helpers/play.js';
import { useBrowser } from './helpers/shared.js';

/**
 * OrcQuest WarPath played on the board alone (issue #34): every move by touching the Hero, a card, a square,
 * an Enemy or a board control, multi-part moves built in the step bar, to the game-over screen, on a wide
 * and on a phone-sized window that never scrolls sideways.
 */
describe('web app (Chromium): OrcQuest WarPath played by touch', function () {
  this.timeout(240_000);
  const env = useBrowser();

  // Orrus on the wide window; Mek, whose Reaction card opens the Enemy Phase's Reaction window, on the phone.
  for (const [width, height, hero] of [
    [1280, 900, 'orrus'],
    [390, 844, 'mek'],
  ] as const)
    it(`plays a seeded solo Quest with ${hero} to its end through board touches only at ${width} px`, async () => {
      const { page } = env.browser;
      await page.setViewportSize({ width, height });
      const setup = { heroes: [hero] };
      await page.goto(`${env.server.url}${seededTable('orcquest-warpath', ['human'], 'oq-touch-1', setup)}`);
      const board = page.getByTestId('orcquest-board');
      await board.waitFor();
      // A first touch on the Hero lights the Entrance squares and opens the step bar; Cancel drops it.
      await page.locator('[data-pick="next"][data-target="hero:0"]').click();
      expect(await board.getAttribute('data-picked')).to.equal('hero:0');
      expect(await page.locator('.oq-map [data-pick="next"]').count()).to.equal(2);
      expect(await page.locator('[data-pick="picked"]').getAttribute('aria-pressed')).to.equal('true');
      await screenshot(page, `orcquest-touch-picked-${width}`);
      await page.getByTestId('pick-cancel').click();
      expect(await board.getAttribute('data-picked')).to.equal('');
      expect(await page.getByTestId('pick-bar').count()).to.equal(0);
      // The same by keyboard: Enter on the focused Hero picks them, Escape drops the pick.
      await page.locator('[data-pick="next"][data-target="hero:0"]').focus();
      await page.keyboard.press('Enter');
      expect(await board.getAttribute('data-picked')).to.equal('hero:0');
      await page.keyboard.press('Escape');
      expect(await board.getAttribute('data-picked')).to.equal('');
      let shot = false;
      const touches = await playByTouch(page, `oq-touch-${width}`, 1500, async () => {
        if (!shot) await screenshot(page, `orcquest-touch-attack-${width}`);
        shot = true;
      });
      // The Hero acted, fought, ended Activations, and Mek slipped away from Attacks with his Reaction card.
      const kinds = new Set(touches.map((t) => (t.startsWith('skill:') ? t : t.split(':')[0])));
      for (const kind of ['hero', 'square', 'enemy', 'control', `skill:${hero}-move`, `skill:${hero}-combat`])
        expect([...kinds]).to.include(kind);
      if (hero === 'mek') expect([...kinds]).to.include('skill:mek-slip');
      expect(await text(page.getByTestId('gameover-winner'))).to.match(/win|lose|lost|won/i);
      await screenshot(page, `orcquest-touch-over-${width}`);
      expect(env.browser.errors).to.deep.equal([]);
    });
});
