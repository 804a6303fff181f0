import { expect } from 'chai';
import { openBrowser, screenshot, type TestBrowser } from './helpers/browser.js';
import {
  actAndWait,
  affordableFavor,
  keepAxes,
  stateId,
  statusText,
  text,
  waitForPrompt,
} from './helpers/orlog.js';
import type { RunningServer } from './helpers/server.js';
import { sharedServer } from './helpers/shared.js';

describe('web app (Chromium): Orlog hot-seat', function () {
  this.timeout(240_000);
  let server: RunningServer;
  let browser: TestBrowser;

  before(async () => {
    server = await sharedServer();
    browser = await openBrowser();
  });
  after(async () => browser?.close());

  it('lists the registered games and sets up a table from the descriptor', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/`);
    await page.getByTestId('game-orlog').waitFor();
    expect(await text(page.getByTestId('game-orlog'))).to.contain('2 players');
    await screenshot(page, 'home', { docs: true });
    await page.getByTestId('game-orlog').getByRole('link').click();
    await page.getByTestId('setup').waitFor();
    // The descriptor's options become fields (Orlog's mode is an enum with a default).
    expect(await page.locator('#option-mode').inputValue()).to.equal('beginner');
    await page.getByTestId('seat-1').selectOption('human');
    await screenshot(page, 'setup-orlog', { docs: true });
  });

  it('plays a complete game on one screen, and the debug panel never takes the board’s keys', async () => {
    const { page } = browser;
    await page.getByTestId('start-local').click();
    await page.getByTestId('orlog-board').waitFor();
    let actions = 0;
    let keysChecked = false;
    for (;;) {
      const prompt = await waitForPrompt(page);
      if (prompt === 'over') break;
      expect(prompt, 'a person always has something to do in hot-seat').to.not.equal('wait');
      if (prompt === 'roll' && !keysChecked && (await statusText(page)).startsWith('Round 2')) {
        await checkDebugPanelKeys();
        keysChecked = true;
      }
      if (prompt === 'roll') await actAndWait(page, () => keepAxes(page));
      else {
        const favor = await affordableFavor(page);
        await actAndWait(page, () => page.getByTestId(favor ? `invoke-${favor}` : 'no-favor').click());
      }
      actions++;
      expect(actions, 'the game ends').to.be.below(500);
    }
    expect(keysChecked).to.equal(true);
    expect(await text(page.getByTestId('gameover'))).to.match(/Player [12] wins/);
    expect(await text(page.getByTestId('resolution-log'))).to.match(/0 HP/);
    await screenshot(page, 'orlog-hotseat-over', { docs: true });
    expect(browser.errors).to.deep.equal([]);
  });

  /**
   * With the debug panel open, keys pressed on the board go to the board: `1` selects die 1 instead of
   * the panel's "reset" hotkey. Keys pressed with nothing focused still reach the panel (`.` toggles it).
   */
  async function checkDebugPanelKeys(): Promise<void> {
    const { page } = browser;
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('.');
    await page.locator('.debug-panel .pane').first().waitFor();
    await screenshot(page, 'orlog-hotseat-debug-panel', { docs: true });
    const before = { status: await statusText(page), id: await stateId(page) };
    const firstFree = page.getByTestId('tray-me').locator('button.die:not([data-kept="1"])').first();
    const testId = (await firstFree.getAttribute('data-testid'))!;
    const die = Number(testId.split('-')[2]);
    await page.getByTestId('orlog-board').focus();
    await page.keyboard.press(String(die + 1));
    expect(await page.getByTestId(testId).getAttribute('aria-pressed')).to.equal('true');
    await page.keyboard.press(String(die + 1));
    expect(await page.getByTestId(testId).getAttribute('aria-pressed')).to.equal('false');
    await page.waitForTimeout(300); // the panel's reset would land within a tick
    expect({ status: await statusText(page), id: await stateId(page) }).to.deep.equal(before);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('.');
    await page.locator('.debug-panel .pane').first().waitFor({ state: 'detached' });
    await screenshot(page, 'orlog-hotseat', { docs: true });
  }
});
