import { expect } from 'chai';
import { screenshot } from './helpers/browser.js';
import { text } from './helpers/orlog.js';
import { useBrowser } from './helpers/shared.js';
import { expectNoSideScroll, nextTargets, touchAndWait, touchTarget } from './helpers/touch.js';

/**
 * Orlog played on the board only: dice touched to keep them and Keep, a God Favor and its level (and the
 * chooser for a favor's option) or No God Favor — never the button list. Hot-seat, seeded, at a desktop
 * and a phone width; the page never scrolls sideways.
 */
describe('web app (Chromium): Orlog played by touching the board', function () {
  this.timeout(240_000);
  const env = useBrowser();

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    it(`plays a seeded hot-seat game to its end by touch at ${width} px`, async () => {
      const { page } = env.browser;
      await page.setViewportSize({ width, height });
      await page.goto(`${env.server.url}/play/orlog/local?players=2&seats=human,human&seed=orlog-touch-1`);
      await page.getByTestId('orlog-board').waitFor();
      const started = performance.now();
      let moves = 0;
      const seen = new Set<string>();
      for (;;) {
        await expectNoSideScroll(page, `move ${moves}`);
        if (await page.getByTestId('gameover').isVisible()) break;
        const next = await nextTargets(page);
        if (next.length === 0) {
          await page.waitForTimeout(50);
          continue;
        }
        const targets = next.map((t) => t.target);
        if (targets.includes('keep')) {
          // An aggressive roller: keep the axes and arrows, in the order they lie, then Keep.
          const attack = next.filter((t) => t.target.startsWith('die:') && /axe|arrow/.test(t.face));
          await touchAndWait(page, async () => {
            for (const die of attack) await touchTarget(page, die.target);
            if (attack.length > 0) {
              expect(await page.getByTestId('pick-bar').isVisible(), 'Cancel while picking').to.equal(true);
              const pressed = await page.locator('[data-pick="picked"]').count();
              expect(pressed).to.equal(attack.length);
            }
            await touchTarget(page, 'keep');
          });
          seen.add(attack.length > 0 ? 'dice' : 'keep');
        } else if (targets.includes('favor:none')) {
          const favor = targets.find((t) => /^favor:[a-z]+$/.test(t) && t !== 'favor:none');
          await touchAndWait(page, async () => {
            if (!favor) return touchTarget(page, 'favor:none');
            await touchTarget(page, favor);
            if (!seen.has('favor')) await screenshot(page, `orlog-touch-favor-${width}`);
            // Its levels light up; the highest one the game lists is touched.
            const levels = (await nextTargets(page)).map((t) => t.target);
            expect(
              levels.every((t) => t.startsWith(`${favor}:`)),
              levels.join(),
            ).to.equal(true);
            await touchTarget(page, levels[levels.length - 1]!);
            if (await page.getByTestId('pick-choice').first().isVisible()) {
              seen.add('chooser');
              await page.getByTestId('pick-choice').first().click();
            }
          });
          seen.add(favor ? 'favor' : 'no favor');
        } else throw new Error(`no move known for targets ${targets.join(', ')}`);
        moves++;
        expect(moves, 'the game ends').to.be.below(300);
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`      Orlog by touch at ${width} px: ${moves} moves in ${seconds} s`);
      expect(await text(page.getByTestId('gameover-winner'))).to.match(/^Player [12] wins$/);
      expect([...seen]).to.include.members(['dice', 'keep', 'favor']);
      await screenshot(page, `orlog-touch-${width}`);
      expect(env.browser.errors).to.deep.equal([]);
    });
  }
});
