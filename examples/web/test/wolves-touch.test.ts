import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { screenshot } from './helpers/browser.js';
import { stateId, text } from './helpers/orlog.js';
import { useBrowser } from './helpers/shared.js';
import { expectNoSideScroll, nextTargets, touchTarget } from './helpers/touch.js';

/**
 * The order a player here prefers first touches in: Done as soon as it may (Outflank's discards), place a
 * unit (its card, then a lit end of a line), take a Victory card, answer a decision on its unit or card,
 * then the table's controls — ending the turn before using a Deity again, so the game moves on. Among
 * targets of one kind the first by name, so the game is the same on every run and width.
 */
const PREFERENCE = [
  'ctl:done',
  'card:',
  'victory:',
  'unit:',
  'pile:',
  'ctl:react:',
  'ctl:keep:',
  'ctl:accept',
  'ctl:decline',
  'ctl:done',
  'ctl:endTurn',
  'ctl:drawDiscard',
  'ctl:pass',
  'deity:',
  'hall:',
  'gone:',
  'ctl:',
];

/** Make one move by touch: a first touch, then the lit targets or the chooser until a move is sent. */
async function touchMove(page: Page, first: string, kinds: Set<string>): Promise<void> {
  const before = await stateId(page);
  await touchTarget(page, first);
  kinds.add(first.split(':')[0]!);
  await expectNoSideScroll(page, `after ${first}`);
  for (let step = 0; step < 6; step++) {
    if (!(await page.getByTestId('pick-bar').isVisible())) break;
    // A multi-part move shows its step and a Cancel while it is built.
    expect(await page.getByTestId('pick-cancel').isVisible()).to.equal(true);
    const choice = page.getByTestId('pick-choice');
    if ((await choice.count()) > 0) {
      kinds.add('chooser');
      await choice.first().click();
      break;
    }
    const next = (await nextTargets(page)).map((t) => t.target).sort()[0];
    if (!next) throw new Error(`nothing lit after ${first}`);
    kinds.add(next.split(':')[0]!);
    await touchTarget(page, next);
    await expectNoSideScroll(page, `${first}, then ${next}`);
  }
  await page.waitForFunction(
    (id) =>
      Number(document.querySelector('[data-testid="board-host"]')?.getAttribute('data-state-id')) !== id,
    before,
    { timeout: 20_000 },
  );
}

/**
 * Wolves of Odin played on the board only: cards in hand, ends of lines, units, Victory cards, Deities and
 * the table's controls (pass, end turn, Done…), never the button list. Three seats hot-seat, seeded, at a
 * desktop and a phone width; the page never scrolls sideways.
 */
describe('web app (Chromium): Wolves of Odin played by touching the board', function () {
  this.timeout(300_000);
  const env = useBrowser();

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    it(`plays a seeded 3-player hot-seat game to its end by touch at ${width} px`, async () => {
      const { page } = env.browser;
      await page.setViewportSize({ width, height });
      await page.goto(
        `${env.server.url}/play/wolves-of-odin/local?players=3&seats=human,human,human&seed=wolves-touch-0`,
      );
      await page.getByTestId('wolves-board').waitFor();
      const started = performance.now();
      const kinds = new Set<string>();
      let moves = 0;
      for (;;) {
        await expectNoSideScroll(page, `move ${moves}`);
        if (await page.getByTestId('gameover').isVisible()) break;
        const next = (await nextTargets(page)).map((t) => t.target);
        if (next.length === 0) {
          await page.waitForTimeout(50);
          continue;
        }
        // A unit touched on one's own turn starts a sacrifice: once a game is enough (it can go on forever).
        const sacrificed = kinds.has('sacrifice');
        const usable = next.filter(
          (t) => !(sacrificed && t.startsWith('unit:') && next.includes('ctl:pass')),
        );
        const first = PREFERENCE.map((p) => usable.filter((t) => t.startsWith(p)).sort()[0]).find(Boolean)!;
        if (first.startsWith('unit:') && next.includes('ctl:pass')) kinds.add('sacrifice');
        await touchMove(page, first, kinds);
        if (moves === 10) await screenshot(page, `wolves-touch-mid-${width}`);
        moves++;
        expect(moves, 'the game ends').to.be.below(400);
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`      Wolves by touch at ${width} px: ${moves} moves in ${seconds} s`);
      expect(await text(page.getByTestId('gameover-winner'))).to.match(/Player [123].* wins?/);
      // Units were placed at the end of a line, a unit touched, and the table's controls used.
      expect([...kinds]).to.include.members(['card', 'end', 'unit', 'ctl']);
      await screenshot(page, `wolves-touch-${width}`);
      expect(env.browser.errors).to.deep.equal([]);
    });
  }
});
